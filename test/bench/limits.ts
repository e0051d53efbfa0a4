import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import { SQLITE_EVENT_STORE_SCHEMA, SqliteEventRow, SqliteEventStore } from '@ledger/event-store';
import { join } from 'node:path';
import { timed } from './measure';

export type RawRow = Omit<SqliteEventRow, 'position'>;

export function readRows(dbPath: string, limit: number): RawRow[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db
      .prepare(
        'SELECT event_id, stream_id, revision, type, data, metadata, created FROM events ORDER BY position LIMIT ?',
      )
      .all(limit) as RawRow[];
  } finally {
    db.close();
  }
}

/**
 * The rows the log holds within the given position spans ((after, through]),
 * in log order, at most `limit`: the events one phase (the bill runs) wrote.
 */
export function readRowsWithin(
  dbPath: string,
  spans: ReadonlyArray<{ after: number; through: number }>,
  limit: number,
): RawRow[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    const within = db.prepare<[number, number, number], RawRow>(
      'SELECT event_id, stream_id, revision, type, data, metadata, created FROM events WHERE position > ? AND position <= ? ORDER BY position LIMIT ?',
    );
    const rows: RawRow[] = [];
    for (const s of spans) {
      if (rows.length >= limit) break;
      // one by one: a spread of a span's rows into push passes each as an argument, past the stack at 200,000 x 5
      for (const row of within.all(s.after, s.through, limit - rows.length)) rows.push(row);
    }
    return rows;
  } finally {
    db.close();
  }
}

/** The machine's limit for our rows: better-sqlite3 inserts in batched transactions (same schema, WAL, synchronous=FULL), and a read-and-parse of them. */
export async function rawLimits(dir: string, rows: RawRow[]) {
  const db = new Database(join(dir, 'raw-limit.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(SQLITE_EVENT_STORE_SCHEMA);
  const insert = db.prepare(
    'INSERT INTO events (event_id, stream_id, revision, type, data, metadata, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const batch = db.transaction((slice: RawRow[]) => {
    for (const r of slice)
      insert.run(r.event_id, r.stream_id, r.revision, r.type, r.data, r.metadata, r.created);
  });
  const write = await timed(async () => {
    for (let i = 0; i < rows.length; i += 1000) batch(rows.slice(i, i + 1000));
  });
  const read = await timed(async () => {
    let n = 0;
    for (const r of db
      .prepare('SELECT * FROM events ORDER BY position')
      .iterate() as Iterable<RawRow>) {
      JSON.parse(r.data);
      JSON.parse(r.metadata);
      n++;
    }
    return n;
  });
  db.close();
  return {
    insertEventsPerSecond: (rows.length / write.ms) * 1000,
    readParseEventsPerSecond: (read.result / read.ms) * 1000,
  };
}

/** The same events grouped as they were appended: one batch per stream revision run. */
export function batchesOf(rows: RawRow[]): Array<{ stream: string; events: RawRow[] }> {
  const batches: Array<{ stream: string; events: RawRow[] }> = [];
  for (const r of rows) {
    const last = batches[batches.length - 1];
    if (
      last &&
      last.stream === r.stream_id &&
      last.events[last.events.length - 1].revision === r.revision - 1
    )
      last.events.push(r);
    else batches.push({ stream: r.stream_id, events: [r] });
  }
  return batches;
}

/** Our store's own append and read, on the same batches. */
export async function ourStore(dir: string, rows: RawRow[]) {
  const store = new SqliteEventStore(join(dir, 'ours-store.sqlite'));
  const batches = batchesOf(rows);
  const revision = new Map<string, number>();
  const write = await timed(async () => {
    for (const b of batches) {
      const expected = revision.has(b.stream) ? revision.get(b.stream)! : 'no_stream';
      const r = await store.append(
        b.stream,
        b.events.map((e) => ({
          id: e.event_id,
          type: e.type,
          data: JSON.parse(e.data),
          metadata: JSON.parse(e.metadata),
        })),
        expected,
      );
      revision.set(b.stream, r.nextExpectedRevision);
    }
  });
  const streams = [...revision.keys()];
  const read = await timed(async () => {
    let n = 0;
    for (const s of streams) n += (await store.readStream(s)).length;
    return n;
  });
  await store.close();
  return {
    appendEventsPerSecond: (rows.length / write.ms) * 1000,
    readEventsPerSecond: (read.result / read.ms) * 1000,
  };
}

/**
 * Emmett's SQLite store opens a connection per operation and closes it without
 * waiting; with no busy timeout on its sqlite3 connection, the next operation
 * can meet the closing one and fail with SQLITE_BUSY. Its transaction is rolled
 * back then, so the same batch is sent again (after a millisecond), at most
 * `MAX_PEER_RETRIES` times; the retries are counted and reported.
 */
const MAX_PEER_RETRIES = 50;

async function retryBusy<T>(run: () => Promise<T>, retries: { count: number }): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= MAX_PEER_RETRIES || !/SQLITE_BUSY/.test(String((error as Error).message)))
        throw error;
      retries.count++;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }
}

/** The peer's package, installed apart (`npm run bench:peer`) so that the ledger's `npm ci` compiles one native module; null when it is not. */
function peerModule(): { getSQLiteEventStore: (options: unknown) => any } | null {
  try {
    return createRequire(join(__dirname, 'peer', 'package.json'))('@event-driven-io/emmett-sqlite');
  } catch {
    return null;
  }
}

/** The peer: @event-driven-io/emmett-sqlite appending and reading the same events (null when it is not installed). */
export async function emmett(dir: string, rows: RawRow[]) {
  const peer = peerModule();
  if (!peer) return null;
  const { getSQLiteEventStore } = peer;
  const store = getSQLiteEventStore({
    fileName: join(dir, 'emmett.sqlite'),
    schema: { autoMigration: 'CreateOrUpdate' },
  });
  const batches = batchesOf(rows);
  const streams = new Set<string>();
  const retries = { count: 0 };
  // Emmett logs each failed transaction with console.log before it rethrows: counted above instead
  const log = console.log;
  console.log = () => undefined;
  try {
    const write = await timed(async () => {
      for (const b of batches) {
        streams.add(b.stream);
        await retryBusy(
          () =>
            store.appendToStream(
              b.stream,
              b.events.map((e) => ({
                type: e.type,
                data: JSON.parse(e.data),
                metadata: JSON.parse(e.metadata),
              })),
            ),
          retries,
        );
      }
    });
    const read = await timed(async () => {
      let n = 0;
      for (const s of streams)
        n += (await retryBusy<{ events: unknown[] }>(() => store.readStream(s), retries)).events
          .length;
      return n;
    });
    await store.close?.();
    return {
      appendEventsPerSecond: (rows.length / write.ms) * 1000,
      readEventsPerSecond: (read.result / read.ms) * 1000,
      events: read.result,
      busyRetries: retries.count,
    };
  } finally {
    console.log = log;
  }
}
