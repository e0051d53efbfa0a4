import type Database from 'better-sqlite3';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';

const SCHEMA =
  'CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;';

/**
 * A lease kept in the state database that several processes share (several
 * API processes on one SQLite file): one holder at a time does the work that
 * must happen once (webhook delivery). The holder renews it as it works; when
 * it dies, the lease runs out after `ttlMs` and another process takes it.
 */
export class Lease {
  /** Who holds it: host, process id and a random part (a restarted process is a new holder). */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly take;
  private readonly current;

  constructor(
    private readonly db: Database.Database,
    readonly name: string,
    readonly ttlMs: number,
  ) {
    db.exec(SCHEMA);
    this.take = db.prepare(
      `INSERT INTO leases (name, holder, expires_at) VALUES (?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE leases.holder = excluded.holder OR leases.expires_at < ?`,
    );
    this.current = db.prepare<[string], { holder: string }>(
      'SELECT holder FROM leases WHERE name = ?',
    );
  }

  /** Takes the lease if it is free or run out, renews it if held: true while this process holds it. */
  hold(now = Date.now()): boolean {
    this.take.run(this.name, this.holder, now + this.ttlMs, now);
    return this.current.get(this.name)?.holder === this.holder;
  }

  release(): void {
    if (this.db.open)
      this.db
        .prepare('DELETE FROM leases WHERE name = ? AND holder = ?')
        .run(this.name, this.holder);
  }
}
