import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The read models live in their own SQLite file, whichever event store holds
 * the events: each projection commits its rows and its checkpoint in one
 * transaction, so a crash never double-applies or skips, and the file can be
 * deleted and rebuilt from position zero.
 */
export function openReadModelDatabase(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec('CREATE TABLE IF NOT EXISTS projection_checkpoints (name TEXT PRIMARY KEY, position INTEGER)');
  return db;
}

/** The read-model file beside the SQLite event store (`ledger.sqlite` -> `ledger.read-models.sqlite`). */
export function defaultReadModelPath(sqlitePath: string): string {
  if (sqlitePath === ':memory:') return ':memory:';
  return sqlitePath.endsWith('.sqlite') ? sqlitePath.replace(/\.sqlite$/, '.read-models.sqlite') : `${sqlitePath}.read-models`;
}

export function readCheckpoint(db: Database.Database, name: string): number | null {
  const row = db.prepare<[string], { position: number | null }>('SELECT position FROM projection_checkpoints WHERE name = ?').get(name);
  return row?.position ?? null;
}

export function writeCheckpoint(db: Database.Database, name: string, position: number | null): void {
  db.prepare('INSERT INTO projection_checkpoints (name, position) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position').run(name, position);
}
