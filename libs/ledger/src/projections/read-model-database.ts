import Database from 'better-sqlite3';
import { makeDirectoryOf } from '@ledger/event-store';

/**
 * The read models live in their own SQLite file, whichever event store holds
 * the events: the projection runner commits each projection's rows and its
 * checkpoint in one transaction, so a crash never double-applies or skips, and the file can be
 * deleted and rebuilt from position zero.
 *
 * Its commits do not wait for the disk (WAL with `synchronous=NORMAL`), where
 * the log's and the state's do (#30: each runner commit's fsync held the event
 * loop 20-35 ms, and the bill run spent more on them than on its own append).
 * What this gives up is only the newest read-model commits on a power loss
 * or an operating-system crash, never on a process crash: the file stays
 * whole, each checkpoint goes back with its rows, and the runner applies the
 * events again from the log, which is made durable before any command is
 * acknowledged. Nothing here is a fact of its own (`state-database.ts` holds
 * what cannot be rebuilt, at `synchronous=FULL`).
 */
export function openReadModelDatabase(path: string): Database.Database {
  // the projection runner creates its checkpoint and version tables
  const db = openSqliteFile(path, 'NORMAL');
  // SQLite's temporary files (the statement journals it keeps inside the runner's transactions) in
  // memory: `projections rebuild` wrote 2,000 pages to them at N = 4,000 (#30, strace); they are
  // small, and a read model is rebuilt from the log anyway
  db.pragma('temp_store = MEMORY');
  return db;
}

/** A SQLite file of the ledger's own that cannot be rebuilt from the log (the state): WAL, `synchronous=FULL`. */
export function openDurableFile(path: string): Database.Database {
  return openSqliteFile(path, 'FULL');
}

/** WAL, the durability asked, a busy timeout for other processes. */
function openSqliteFile(path: string, synchronous: 'FULL' | 'NORMAL'): Database.Database {
  if (path !== ':memory:') makeDirectoryOf(path);
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The read-model file beside the SQLite event store (`ledger.sqlite` -> `ledger.read-models.sqlite`). */
export function defaultReadModelPath(sqlitePath: string): string {
  if (sqlitePath === ':memory:') return ':memory:';
  return sqlitePath.endsWith('.sqlite')
    ? sqlitePath.replace(/\.sqlite$/, '.read-models.sqlite')
    : `${sqlitePath}.read-models`;
}
