import Database from 'better-sqlite3';
import { makeDirectoryOf } from '@ledger/event-store';

/**
 * The read models live in their own SQLite file, whichever event store holds
 * the events: the projection runner commits each projection's rows and its
 * checkpoint in one transaction, so a crash never double-applies or skips, and the file can be
 * deleted and rebuilt from position zero.
 */
export function openReadModelDatabase(path: string): Database.Database {
  // the projection runner creates its checkpoint and version tables
  return openDurableFile(path);
}

/** A SQLite file of the ledger's own (read models, state): WAL, `synchronous=FULL`, a busy timeout for other processes. */
export function openDurableFile(path: string): Database.Database {
  if (path !== ':memory:') makeDirectoryOf(path);
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
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
