import Database from 'better-sqlite3';
import { SqliteEventStore, type EventToAppend } from '@ledger/event-store';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { batchesOf, type RawRow } from './limits';
import { timed } from './measure';

/** The bill run's commit: this many accounts' appends in one transaction (bill-run.handler.ts). */
export const BILL_RUN_COMMIT = 250;

/**
 * The fair append limit (#30 item 1): the store's own `appendMany` of the
 * events the bill runs wrote (`rows`, the same rows in log order), cut into
 * commits of BILL_RUN_COMMIT streams, each checked against its expected
 * revision as the bill run's are; nothing decided, nothing read. Each stream
 * is first given, untimed, as many events as it held before its first bill
 * (placeholders), so every append lands onto a stream that exists, as the
 * bill run's do: the first run's at its revision, the second's lower by the
 * events between the runs (a year's usage), which get none.
 */
export async function fairAppendLimit(dir: string, rows: readonly RawRow[]) {
  const store = new SqliteEventStore(join(dir, 'fair-append.sqlite'));
  const batches = batchesOf([...rows]).map((b) => ({
    stream: b.stream,
    from: b.events[0].revision,
    events: b.events.map((e): EventToAppend => ({
      id: e.event_id,
      type: e.type,
      data: JSON.parse(e.data),
      metadata: JSON.parse(e.metadata),
    })),
  }));
  const revision = new Map<string, number>();
  await placeholders(store, batches, revision);
  const commits: Array<typeof batches> = [];
  let commit: typeof batches = [];
  for (const b of batches) {
    if (commit.length === BILL_RUN_COMMIT || commit.some((c) => c.stream === b.stream)) {
      commits.push(commit);
      commit = [];
    }
    commit.push(b);
  }
  if (commit.length) commits.push(commit);
  const write = await timed(async () => {
    for (const c of commits) {
      const results = await store.appendMany(
        c.map((b) => ({
          streamId: b.stream,
          events: b.events,
          expected: revision.get(b.stream) ?? 'no_stream',
        })),
      );
      c.forEach((b, k) => revision.set(b.stream, results[k].nextExpectedRevision));
    }
  });
  await store.close();
  const types = new Map<string, number>();
  for (const r of rows) types.set(r.type, (types.get(r.type) ?? 0) + 1);
  return {
    events: rows.length,
    commits: commits.length,
    /** Which events it appended: their types and how many of each. */
    types: Object.fromEntries([...types].sort(([, a], [, b]) => b - a)),
    eventsPerSecond: (rows.length / write.ms) * 1000,
  };
}

/** Untimed: each stream's events before its first appended one, so the timed appends land where the bill runs' did. */
async function placeholders(
  store: SqliteEventStore,
  batches: ReadonlyArray<{ stream: string; from: number }>,
  revision: Map<string, number>,
): Promise<void> {
  const before = new Map<string, number>();
  for (const b of batches) if (!before.has(b.stream)) before.set(b.stream, b.from);
  const seeding = [...before].filter(([, from]) => from > 0);
  for (let i = 0; i < seeding.length; i += 1000) {
    const slice = seeding.slice(i, i + 1000);
    const results = await store.appendMany(
      slice.map(([stream, from]) => ({
        streamId: stream,
        events: Array.from({ length: from }, (_, k) => ({
          id: randomUUID(),
          type: 'Placeholder',
          data: { k },
          metadata: {},
        })),
        expected: 'no_stream' as const,
      })),
    );
    slice.forEach(([stream], k) => revision.set(stream, results[k].nextExpectedRevision));
  }
}

/**
 * The fair rebuild limit (#30 item 1): what any rebuild must do and no more:
 * page through the log, parse each event, group the page by stream and write
 * one row per account, one commit a page, WAL and synchronous=NORMAL as the read
 * models are.
 */
export async function fairRebuildLimit(
  dir: string,
  dbPath: string,
  pageSize = 1000,
  file = 'fair-rebuild.sqlite',
) {
  const log = new Database(dbPath, { readonly: true });
  const out = new Database(join(dir, file));
  out.pragma('journal_mode = WAL');
  out.pragma('synchronous = NORMAL');
  out.exec(
    'CREATE TABLE accounts (stream_id TEXT PRIMARY KEY, events INTEGER NOT NULL, last TEXT NOT NULL)',
  );
  const page = log.prepare<[number, number], { position: number } & RawRow>(
    'SELECT position, stream_id, type, data, metadata FROM events WHERE position > ? ORDER BY position LIMIT ?',
  );
  const upsert = out.prepare(
    'INSERT INTO accounts (stream_id, events, last) VALUES (?, ?, ?) ON CONFLICT(stream_id) DO UPDATE SET events = events + excluded.events, last = excluded.last',
  );
  const write = out.transaction((streams: Map<string, { n: number; last: unknown }>) => {
    for (const [stream, s] of streams) upsert.run(stream, s.n, JSON.stringify(s.last));
  });
  const run = await timed(async () => {
    let after = 0;
    let n = 0;
    for (;;) {
      const rows = page.all(after, pageSize);
      if (rows.length === 0) return n;
      const streams = new Map<string, { n: number; last: unknown }>();
      for (const r of rows) {
        const data: unknown = JSON.parse(r.data);
        JSON.parse(r.metadata);
        const s = streams.get(r.stream_id);
        if (s) {
          s.n++;
          s.last = data;
        } else streams.set(r.stream_id, { n: 1, last: data });
      }
      write(streams);
      n += rows.length;
      after = rows[rows.length - 1].position;
    }
  });
  log.close();
  out.close();
  return { events: run.result, eventsPerSecond: (run.result / run.ms) * 1000 };
}
