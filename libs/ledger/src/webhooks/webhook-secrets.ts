import type Database from 'better-sqlite3';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhook_secrets (
  subscription_id TEXT PRIMARY KEY, secret TEXT NOT NULL, set_at TEXT NOT NULL
) WITHOUT ROWID;`;

/** Columns a state file of an earlier release lacks: added in place (the state file cannot be rebuilt). */
const ADDED_COLUMNS = {
  previous_secret: 'TEXT',
  previous_until: 'TEXT',
} as const;

/**
 * Each subscription's signing secrets, in the state database (never in the
 * log, which holds only fingerprints): the current one and, for a grace period
 * after a rotation, the one it replaced, so deliveries carry both signatures
 * while the receiver switches.
 */
export class WebhookSecrets {
  constructor(
    private readonly db: Database.Database,
    /** How long after a rotation the replaced secret still signs (0: a hard cut-over). */
    private readonly graceMs: number,
  ) {
    db.exec(SCHEMA);
    const have = new Set(
      db
        .prepare<[], { name: string }>('PRAGMA table_info(webhook_secrets)')
        .all()
        .map((c) => c.name),
    );
    for (const [name, type] of Object.entries(ADDED_COLUMNS))
      if (!have.has(name)) db.exec(`ALTER TABLE webhook_secrets ADD COLUMN ${name} ${type}`);
  }

  /** The first secret of a subscription (registration): no previous one. */
  keep(subscriptionId: string, secret: string, at: string): void {
    this.db
      .prepare(
        `INSERT INTO webhook_secrets (subscription_id, secret, set_at) VALUES (?, ?, ?)
         ON CONFLICT(subscription_id) DO UPDATE SET secret = excluded.secret, set_at = excluded.set_at,
           previous_secret = NULL, previous_until = NULL`,
      )
      .run(subscriptionId, secret, at);
  }

  /**
   * A new secret in place of `replaced` (the one deliveries were signed with):
   * the replaced one signs too until `at` + the grace period, which is returned
   * (null when there is no grace). A second rotation within the grace period
   * keeps only the secret it replaces, as a receiver holds one at a time.
   */
  rotate(
    subscriptionId: string,
    secret: string,
    replaced: string | null,
    at: string,
  ): string | null {
    const until =
      replaced !== null && this.graceMs > 0
        ? new Date(new Date(at).getTime() + this.graceMs).toISOString()
        : null;
    this.db
      .prepare(
        `INSERT INTO webhook_secrets (subscription_id, secret, set_at, previous_secret, previous_until)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(subscription_id) DO UPDATE SET secret = excluded.secret, set_at = excluded.set_at,
           previous_secret = excluded.previous_secret, previous_until = excluded.previous_until`,
      )
      .run(subscriptionId, secret, at, until === null ? null : replaced, until);
    return until;
  }

  /** The current secret, or null when none is kept here (a first-release registration holds its own). */
  current(subscriptionId: string): string | null {
    return (
      this.db
        .prepare<[string], { secret: string }>(
          'SELECT secret FROM webhook_secrets WHERE subscription_id = ?',
        )
        .get(subscriptionId)?.secret ?? null
    );
  }

  /** The previous secret while its grace period lasts at `now`, else null. */
  previous(subscriptionId: string, now: Date): string | null {
    const row = this.db
      .prepare<[string], { previous_secret: string | null; previous_until: string | null }>(
        'SELECT previous_secret, previous_until FROM webhook_secrets WHERE subscription_id = ?',
      )
      .get(subscriptionId);
    if (!row?.previous_secret || !row.previous_until) return null;
    return now.getTime() < new Date(row.previous_until).getTime() ? row.previous_secret : null;
  }

  /** Everything kept for a subscription (to share it with other hosts), or null. */
  row(subscriptionId: string): KeptSecrets | null {
    return (
      this.db
        .prepare<[string], KeptSecrets>(
          'SELECT secret, set_at, previous_secret, previous_until FROM webhook_secrets WHERE subscription_id = ?',
        )
        .get(subscriptionId) ?? null
    );
  }

  /** A removed subscription's secrets: deliveries are no longer signed with them. */
  forget(subscriptionId: string): void {
    this.db.prepare('DELETE FROM webhook_secrets WHERE subscription_id = ?').run(subscriptionId);
  }

  /** What another host kept for a subscription, in place of this host's copy. */
  replace(subscriptionId: string, kept: KeptSecrets): void {
    this.db
      .prepare(
        `INSERT INTO webhook_secrets (subscription_id, secret, set_at, previous_secret, previous_until)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(subscription_id) DO UPDATE SET secret = excluded.secret, set_at = excluded.set_at,
           previous_secret = excluded.previous_secret, previous_until = excluded.previous_until`,
      )
      .run(subscriptionId, kept.secret, kept.set_at, kept.previous_secret, kept.previous_until);
  }
}

/** A subscription's secrets as kept: the current one and the replaced one with its grace period's end. */
export interface KeptSecrets {
  readonly secret: string;
  readonly set_at: string;
  readonly previous_secret: string | null;
  readonly previous_until: string | null;
}
