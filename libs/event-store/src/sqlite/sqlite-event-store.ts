import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import { makeDirectoryOf } from './make-directory';
import {
  AppendResult,
  EventHandler,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  MAX_PAGE,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  Subscription,
} from '../event-store';
import { subscribeByPolling } from '../subscribe-by-polling';
import { AppendWorkerClient } from './append-worker-client';
import { openLogConnection } from './log-connection';
import { type Appended, type BatchToAppend, SqliteAppender } from './sqlite-appender';

/** A row of the embedded store's `events` table. */
export interface SqliteEventRow {
  position: number;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  created: string;
}

/** The embedded store's tables (the benchmark's raw limit uses the same). */
export const SQLITE_EVENT_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position  INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id  TEXT    NOT NULL UNIQUE,
  stream_id TEXT    NOT NULL,
  revision  INTEGER NOT NULL,
  type      TEXT    NOT NULL,
  data      TEXT    NOT NULL,
  metadata  TEXT    NOT NULL,
  created   TEXT    NOT NULL,
  UNIQUE (stream_id, revision)
);
CREATE TABLE IF NOT EXISTS streams (
  stream_id TEXT PRIMARY KEY,
  revision  INTEGER NOT NULL
) WITHOUT ROWID;
`;

/** A stored row as the port returns it. */
export function storedFromRow(row: SqliteEventRow): StoredEvent {
  return storedFromTuple([
    row.position,
    row.event_id,
    row.stream_id,
    row.revision,
    row.type,
    row.data,
    row.metadata,
    row.created,
  ]);
}

/**
 * The columns the readers select, as a tuple: better-sqlite3 builds an array
 * per row faster than an object with eight named keys (#30: 20-35% of reading
 * and parsing a page of the log, measured on the bench's 57,336 events).
 */
const COLUMNS = 'position, event_id, stream_id, revision, type, data, metadata, created';
type EventTuple = [
  position: number,
  eventId: string,
  streamId: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
  created: string,
];

function storedFromTuple(t: EventTuple): StoredEvent {
  return {
    id: t[1],
    streamId: t[2],
    revision: t[3],
    position: t[0],
    type: t[4],
    data: JSON.parse(t[5]),
    metadata: JSON.parse(t[6]),
    created: t[7],
  };
}

function pageSize(maxCount: number | undefined): number {
  return Math.max(1, Math.min(maxCount ?? MAX_PAGE, MAX_PAGE));
}

/**
 * The embedded event store: one SQLite file, WAL journal, `synchronous=FULL`
 * so an acknowledged append survives a crash or power loss. Appends run in an
 * IMMEDIATE transaction, so the revision check and the insert are atomic even
 * with several processes on one file. A file's appends are written by a
 * worker thread that owns its write connection (`sqlite-append-worker.ts`):
 * the commit and its fsync (15-40 ms on a small disk) no longer hold the
 * event loop, which goes on reading and deciding meanwhile; an append is
 * still answered only once durable. `:memory:`, which no other connection
 * can see, appends on this thread.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private readonly statements;
  private readonly appender: SqliteAppender | null = null;
  private readonly worker: AppendWorkerClient | null = null;

  constructor(readonly path: string) {
    if (path !== ':memory:') makeDirectoryOf(path);
    this.db = openLogConnection(path);
    this.db.exec(SQLITE_EVENT_STORE_SCHEMA);
    this.appended.setMaxListeners(1000);
    this.statements = {
      readForwards: this.db
        .prepare<[string, number, number], EventTuple>(
          `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision ASC LIMIT ?`,
        )
        .raw(true),
      readBackwards: this.db
        .prepare<[string, number, number], EventTuple>(
          `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
        )
        .raw(true),
      allForwards: this.db
        .prepare<[number, number], EventTuple>(
          `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position ASC LIMIT ?`,
        )
        .raw(true),
      allBackwards: this.db
        .prepare<[number, number], EventTuple>(
          `SELECT ${COLUMNS} FROM events WHERE position < ? ORDER BY position DESC LIMIT ?`,
        )
        .raw(true),
      head: this.db.prepare<[], { position: number | null }>(
        'SELECT MAX(position) AS position FROM events',
      ),
    };
    if (path === ':memory:') this.appender = new SqliteAppender(this.db);
    else this.worker = new AppendWorkerClient(path);
  }

  /** The batches as the appender takes them: each event's data and metadata as the JSON text stored. */
  private static rowsOf(
    batches: ReadonlyArray<{
      streamId: string;
      events: readonly EventToAppend[];
      expected: ExpectedRevision;
    }>,
  ): BatchToAppend[] {
    return batches.map((b) => ({
      streamId: b.streamId,
      expected: b.expected,
      rows: b.events.map((e) => ({
        id: e.id,
        type: e.type,
        data: JSON.stringify(e.data),
        metadata: JSON.stringify(e.metadata),
      })),
    }));
  }

  /**
   * What a batch's append did, answered as the port says: when it inserted
   * the batch, the events as stored, their data and metadata parsed from the
   * very text written (what a read gives: no undefined field, no object
   * shared with the caller's), so the caller knows what it wrote without
   * reading it back.
   */
  private static answer(batch: BatchToAppend, appended: Appended): AppendResult {
    const { nextExpectedRevision, position, inserted } = appended;
    if (!inserted) return { nextExpectedRevision, position };
    const first = nextExpectedRevision - batch.rows.length + 1;
    const stored: StoredEvent[] = batch.rows.map((r, i) => ({
      id: r.id,
      streamId: batch.streamId,
      revision: first + i,
      position: inserted.positions[i],
      type: r.type,
      data: JSON.parse(r.data) as StoredEvent['data'],
      metadata: JSON.parse(r.metadata) as StoredEvent['metadata'],
      created: inserted.created,
    }));
    return { nextExpectedRevision, position, stored };
  }

  /** The write itself: in the append worker for a file, on this thread for `:memory:` (which no other connection can see). */
  private appendAll(batches: BatchToAppend[]): Promise<Appended[]> | Appended[] {
    // closed: refused as SQLite refuses a closed connection (the worker would otherwise start again and write)
    if (!this.db.open) throw new TypeError('The database connection is not open');
    return this.worker ? this.worker.appendAll(batches) : this.appender!.appendAll(batches);
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const [batch] = SqliteEventStore.rowsOf([{ streamId, events, expected }]);
    const [appended] = await this.appendAll([batch]);
    if (events.length > 0) this.appended.emit('appended');
    return SqliteEventStore.answer(batch, appended);
  }

  async appendMany(
    batches: ReadonlyArray<{
      streamId: string;
      events: readonly EventToAppend[];
      expected: ExpectedRevision;
    }>,
  ): Promise<AppendResult[]> {
    if (batches.length === 0) return [];
    const rows = SqliteEventStore.rowsOf(batches);
    const appended = await this.appendAll(rows);
    if (batches.some((b) => b.events.length > 0)) this.appended.emit('appended');
    return appended.map((a, i) => SqliteEventStore.answer(rows[i], a));
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const limit = pageSize(options.maxCount);
    const rows =
      options.direction === 'backwards'
        ? this.statements.readBackwards.all(
            streamId,
            options.fromRevision ?? Number.MAX_SAFE_INTEGER,
            limit,
          )
        : this.statements.readForwards.all(streamId, options.fromRevision ?? 0, limit);
    return rows.map(storedFromTuple);
  }

  /** A bounded page of the global log (at most MAX_PAGE events), after a position, forwards or backwards. */
  async readAll(options: ReadAllOptions = {}): Promise<StoredEvent[]> {
    const limit = pageSize(options.maxCount);
    const rows =
      options.direction === 'backwards'
        ? this.statements.allBackwards.all(options.after ?? Number.MAX_SAFE_INTEGER, limit)
        : // from the very start: a row written into the file at position 0 or below is read too (the audit must see it)
          this.statements.allForwards.all(options.after ?? Number.MIN_SAFE_INTEGER, limit);
    return rows.map(storedFromTuple);
  }

  subscribeToAll(after: number | null, handler: EventHandler): Subscription {
    return subscribeByPolling(this, after, handler, (wake) => this.watchAppends(wake));
  }

  /** Appends made through this instance; other processes' appends are seen by polling the head. */
  watchAppends(listener: () => void): () => void {
    this.appended.on('appended', listener);
    return () => this.appended.off('appended', listener);
  }

  async headPosition(): Promise<number | null> {
    return this.statements.head.get()?.position ?? null;
  }

  /** Raw access for tests and audits that must look under the port (e.g. tamper checks). */
  get database(): Database.Database {
    return this.db;
  }

  async close(): Promise<void> {
    await this.worker?.close();
    if (this.db.open) this.db.close();
  }
}
