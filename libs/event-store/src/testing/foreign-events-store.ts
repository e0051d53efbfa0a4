import { randomUUID } from 'node:crypto';
import type {
  AppendResult,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  StoredEvent,
} from '../event-store';
import { MAX_PAGE } from '../event-store';
import { lastVisiblePosition, RawRecord, readFilledPage } from '../filled-page';
import { SqliteEventRow, SqliteEventStore, storedFromRow } from '../sqlite/sqlite-event-store';

/** What EventStoreDB's system projections write beside every event: links in `$ce-` and `$et-` streams, stats, metadata. */
const SYSTEM_RECORDS = [
  { stream: (s: string) => `$ce-${s.split('-')[0]}`, type: '$>' },
  { stream: (_s: string) => '$et-any', type: '$>' },
  { stream: (_s: string) => '$stats-127.0.0.1:2113', type: '$statsCollected' },
  { stream: (s: string) => `$$${s}`, type: '$metadata' },
];

/**
 * A test store over SQLite that behaves as the log of a shared EventStoreDB
 * does: after every append it writes system-like records (links, stats,
 * metadata), `writeForeign` adds another application's events, and it reads the log through
 * the EventStoreDB adapter's own filter (`readFilledPage`), so a reader that
 * stopped at the first short page would be caught here without a server.
 */
export class ForeignEventsSqliteStore extends SqliteEventStore {
  private readonly insertRaw = this.database.prepare(
    'INSERT INTO events (event_id, stream_id, revision, type, data, metadata, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  private readonly rawForwards = this.database.prepare<[number, number], SqliteEventRow>(
    'SELECT * FROM events WHERE position > ? ORDER BY position ASC LIMIT ?',
  );
  private readonly rawBackwards = this.database.prepare<[number, number], SqliteEventRow>(
    'SELECT * FROM events WHERE position < ? ORDER BY position DESC LIMIT ?',
  );
  private foreignRevision = 0;
  private systemRevision = 0;

  /** `systemPerEvent` system records follow each event appended; `writeForeign` adds another application's events too. */
  constructor(
    path: string,
    private readonly systemPerEvent = 3,
    private readonly foreignPerAppend = 1,
  ) {
    super(path);
  }

  /** System-like records for each of these streams (as the server's projections would write), and `foreignPerAppend` events of another application. */
  writeForeign(streams: readonly string[], foreign = this.foreignPerAppend): void {
    const created = new Date().toISOString();
    this.database.transaction(() => {
      for (const s of streams) {
        for (let i = 0; i < this.systemPerEvent; i++) {
          const r = SYSTEM_RECORDS[i % SYSTEM_RECORDS.length];
          this.insertRaw.run(
            randomUUID(),
            r.stream(s),
            this.systemRevision++,
            r.type,
            '{}',
            '{}',
            created,
          );
        }
      }
      for (let i = 0; i < foreign; i++) {
        this.insertRaw.run(
          randomUUID(),
          'orders-foreign-app',
          this.foreignRevision++,
          'OrderPlaced',
          JSON.stringify({ orderId: randomUUID(), total: '9.99' }),
          '{}',
          created,
        );
      }
    })();
  }

  override async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const result = await super.append(streamId, events, expected);
    this.writeForeign(
      events.map(() => streamId),
      0,
    );
    return result;
  }

  override async appendMany(
    batches: ReadonlyArray<{
      streamId: string;
      events: readonly EventToAppend[];
      expected: ExpectedRevision;
    }>,
  ): Promise<AppendResult[]> {
    const results = await super.appendMany(batches);
    this.writeForeign(
      batches.flatMap((b) => b.events.map(() => b.streamId)),
      0,
    );
    return results;
  }

  private raw(forwards: boolean) {
    return async (after: number | null, maxCount: number): Promise<RawRecord[]> => {
      const rows = forwards
        ? this.rawForwards.all(after ?? 0, maxCount)
        : this.rawBackwards.all(after ?? Number.MAX_SAFE_INTEGER, maxCount);
      return rows.map((row) => ({
        position: row.position,
        event:
          row.type.startsWith('$') || row.stream_id.startsWith('$') ? null : storedFromRow(row),
      }));
    };
  }

  override async readAll(options: ReadAllOptions = {}): Promise<StoredEvent[]> {
    const forwards = options.direction !== 'backwards';
    return readFilledPage(
      this.raw(forwards),
      options.after ?? null,
      Math.min(options.maxCount ?? MAX_PAGE, MAX_PAGE),
      forwards,
    );
  }

  override async headPosition(): Promise<number | null> {
    return lastVisiblePosition(this.raw(false));
  }
}
