import type { StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import type { Projection } from '../projections/projection';

/** The API keys (`apikey-<keyId>` streams: ApiKeyIssued, ApiKeyRevoked): only the secret's SHA-256 is kept. */
export const apiKeysProjection: Projection = {
  name: 'api-keys',
  version: 2,
  eventTypes: new Set(['ApiKeyIssued', 'ApiKeyRevoked']),
  schema: `
CREATE TABLE IF NOT EXISTS api_keys (
  key_id TEXT PRIMARY KEY, actor TEXT NOT NULL, role TEXT NOT NULL, issued_at TEXT NOT NULL, revoked_at TEXT, secret_sha256 TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS api_key_scopes (
  key_id TEXT NOT NULL, municipality TEXT NOT NULL, PRIMARY KEY (key_id, municipality)
) WITHOUT ROWID;`,
  tables: ['api_keys', 'api_key_scopes'],
  apply(tx: Database.Database, events: readonly StoredEvent[]): void {
    const issue = tx.prepare(
      'INSERT OR IGNORE INTO api_keys (key_id, actor, role, issued_at, revoked_at, secret_sha256) VALUES (?, ?, ?, ?, NULL, ?)',
    );
    const revoke = tx.prepare(
      'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE key_id = ?',
    );
    const scope = tx.prepare(
      'INSERT OR IGNORE INTO api_key_scopes (key_id, municipality) VALUES (?, ?)',
    );
    for (const e of events) {
      const d = e.data as Record<string, string>;
      if (e.type === 'ApiKeyIssued') {
        issue.run(d.keyId, d.actor, d.role, d.issuedAt, d.secretSha256);
        // a key scoped to municipalities (absent: every municipality)
        for (const m of (e.data as { municipalities?: string[] }).municipalities ?? [])
          scope.run(d.keyId, m);
      } else revoke.run(d.revokedAt ?? e.created, d.keyId);
    }
  },
};
