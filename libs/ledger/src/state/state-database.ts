import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The ledger's operational state, kept apart from the read models because it
 * cannot be rebuilt from the log: jobs and their progress, and where each
 * webhook subscription has been delivered to. Deleting or rebuilding the read
 * models leaves it alone, so no subscriber is sent its history again.
 */
export function openStateDatabase(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The state file beside the SQLite event store (`ledger.sqlite` -> `ledger.state.sqlite`). */
export function defaultStatePath(sqlitePath: string): string {
  if (sqlitePath === ':memory:') return ':memory:';
  return sqlitePath.endsWith('.sqlite') ? sqlitePath.replace(/\.sqlite$/, '.state.sqlite') : `${sqlitePath}.state`;
}
