/**
 * A process that exits while its append worker waits for another
 * connection's write lock (`forced-exit.e2e-spec.ts`): the log's path is the
 * first argument; with `--stop` it exits through
 * `exitOnceAppendWorkersStopped(1)`, as the API's bounded shutdown does
 * (`main.ts`), else by `process.exit(1)` at once.
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { exitOnceAppendWorkersStopped, SqliteEventStore } from '@ledger/event-store';

const [path, option] = process.argv.slice(2);
const event = () => ({ id: randomUUID(), type: 'Noted', data: { n: 1 }, metadata: {} });

/** Held for the process's life: a connection the collector finalized would let its lock go. */
let other: Database.Database | null = null;

async function main(): Promise<void> {
  const store = new SqliteEventStore(path);
  await store.append('note-1', [event()], 'no_stream');
  // another process's writer, as a second host or a backup holding the file would be
  other = new Database(path);
  other.exec('BEGIN IMMEDIATE');
  void store.append('note-1', [event()], 0).catch(() => undefined);
  // the worker is now inside SQLite, waiting up to the busy timeout (5 s)
  setTimeout(() => {
    if (option === '--stop') exitOnceAppendWorkersStopped(1);
    else process.exit(1);
  }, 300);
}

void main();
