import type Database from 'better-sqlite3';
import { openDurableFile } from '../projections/read-model-database';

/**
 * The ledger's operational state, kept apart from the read models because it
 * cannot be rebuilt from the log: jobs and their progress, and where each
 * webhook subscription has been delivered to. Deleting or rebuilding the read
 * models leaves it alone, so no subscriber is sent its history again.
 */
export function openStateDatabase(path: string): Database.Database {
  return openDurableFile(path);
}

/** The state file beside the SQLite event store (`ledger.sqlite` -> `ledger.state.sqlite`). */
export function defaultStatePath(sqlitePath: string): string {
  if (sqlitePath === ':memory:') return ':memory:';
  return sqlitePath.endsWith('.sqlite')
    ? sqlitePath.replace(/\.sqlite$/, '.state.sqlite')
    : `${sqlitePath}.state`;
}
