import Database from 'better-sqlite3';

/**
 * A connection to the log's file as every connection that may write it opens
 * it: WAL journal, `synchronous=FULL` (an acknowledged append survives a
 * crash or a power loss), and a wait of up to 5 s for another writer (another
 * process's append) instead of failing at once. The store's own connection
 * and the append worker's are both opened here, so what the worker commits
 * is as durable as the spec of this function says.
 */
export function openLogConnection(path: string): Database.Database {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  return db;
}
