import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@ledger/event-store';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Clock } from '../infrastructure/clock';
import { eventIdOf } from '../infrastructure/event-identity';
import { appendSealed } from '../infrastructure/hash-chain';
import { EVENT_STORE, READ_MODEL_DB, STATE_DB } from '../infrastructure/tokens';
import { ReadModels } from '../processors/read-models';
import type Database from 'better-sqlite3';
import { isRole, Role } from './roles';
import { MUNICIPALITY_IDS, type StoredDataOf } from '@ledger/domain';
import type { ApiKeyIssuedV1, ApiKeyRevokedV1 } from './api-key-events';

const API_KEY_STREAM_PREFIX = 'apikey-';
const KEY_PATTERN = /^slk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

/** The key id a presented key names (`slk_<keyId>_...`), whether or not its secret holds: what failed authentications are counted by. */
export function presentedKeyId(presented: string): string | null {
  return /^slk_([a-z0-9]{12})_/.exec(presented)?.[1] ?? null;
}

interface ApiKeyRecord {
  readonly keyId: string;
  readonly actor: string;
  readonly role: Role;
  readonly issuedAt: string;
  readonly revokedAt: string | null;
  /** The municipalities the key may act for and read; null for all. */
  readonly municipalities: readonly string[] | null;
}

interface Stored extends ApiKeyRecord {
  readonly secretSha256: string;
}

interface StoredRow {
  key_id: string;
  actor: string;
  role: Role;
  issued_at: string;
  revoked_at: string | null;
  secret_sha256: string;
}

const fromRow = (r: StoredRow, scopes: readonly string[]): Stored => ({
  keyId: r.key_id,
  actor: r.actor,
  role: r.role,
  issuedAt: r.issued_at,
  revokedAt: r.revoked_at,
  secretSha256: r.secret_sha256,
  municipalities: scopes.length > 0 ? [...scopes].sort() : null,
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * API keys: `slk_<keyId>_<secret>`. Only the SHA-256 of the secret is kept
 * (a 256-bit random secret needs no slow hash), as events in the store
 * (`apikey-<keyId>`: ApiKeyIssued, ApiKeyRevoked), so issuing and revoking are
 * audited like every other act. The API reads them from a durable read model
 * (`api-keys.projection.ts`), kept current by the runner's live follow; a
 * key it does not hold yet gets one catch-up before it is refused.
 */
@Injectable()
export class ApiKeys {
  /** Asked on every authenticated request: prepared once. */
  private readonly keyById;
  private readonly scopesById;
  private readonly touchUse;
  private readonly lastUses;
  /** When each key's last use was last written (in this process): at most once a minute. */
  private readonly touched = new Map<string, number>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODEL_DB) private readonly db: Database.Database,
    private readonly readModels: ReadModels,
    private readonly clock: Clock,
    @Inject(STATE_DB) state: Database.Database,
  ) {
    // a key's last use is operational state, not a fact of the ledger: kept beside the jobs, never an event
    state.exec(
      'CREATE TABLE IF NOT EXISTS api_key_last_use (key_id TEXT PRIMARY KEY, used_at TEXT NOT NULL)',
    );
    this.touchUse = state.prepare<[string, string]>(
      'INSERT INTO api_key_last_use (key_id, used_at) VALUES (?, ?) ON CONFLICT (key_id) DO UPDATE SET used_at = excluded.used_at WHERE excluded.used_at > used_at',
    );
    this.lastUses = state.prepare<[], { key_id: string; used_at: string }>(
      'SELECT key_id, used_at FROM api_key_last_use',
    );
    // ReadModels (injected first) has created the key tables
    this.keyById = db.prepare<[string], StoredRow>('SELECT * FROM api_keys WHERE key_id = ?');
    this.scopesById = db.prepare<[string], { municipality: string }>(
      'SELECT municipality FROM api_key_scopes WHERE key_id = ?',
    );
  }

  /**
   * The key as the read model holds it now: the runner's live follow keeps it
   * current (this process's appends at once, other processes' within its poll).
   * A stopped api-keys projection refuses (503) rather than answer from a
   * table that may miss a revocation.
   */
  private lookup(keyId: string): Stored | undefined {
    this.readModels.core.require(['api-keys']);
    const row = this.keyById.get(keyId);
    return row ? fromRow(row, this.scopesOf(keyId)) : undefined;
  }

  /** The key after a catch-up: one issued or revoked by any process a moment ago is seen. */
  private async find(keyId: string): Promise<Stored | undefined> {
    await this.readModels.core.catchUp(['api-keys']);
    return this.lookup(keyId);
  }

  private scopesOf(keyId: string): string[] {
    return this.scopesById.all(keyId).map((r) => r.municipality);
  }

  /** Issues a key, for every municipality or only the ones named; the secret is shown once, here, and never stored. */
  async issue(
    actor: string,
    role: Role,
    by: string,
    municipalities: readonly string[] | null = null,
  ): Promise<{ key: string; record: ApiKeyRecord }> {
    if (!isRole(role)) throw new Error(`unknown role ${role}`);
    const unknown = (municipalities ?? []).filter((m) => !MUNICIPALITY_IDS.includes(m));
    if (unknown.length > 0)
      throw new Error(
        `unknown municipality ${unknown.join(', ')} (one of ${MUNICIPALITY_IDS.join(', ')})`,
      );
    const scope =
      municipalities && municipalities.length > 0 ? [...new Set(municipalities)].sort() : null;
    if (!/^[\p{L}\p{N} ._@'-]{1,100}$/u.test(actor))
      throw new Error("the actor is 1-100 letters, digits, spaces or . _ @ ' -");
    const keyId = randomBytes(9)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')
      .slice(0, 12);
    const secret = randomBytes(32).toString('base64url');
    const issuedAt = this.clock.now().toISOString();
    const stream = `${API_KEY_STREAM_PREFIX}${keyId}`;
    const data = {
      keyId,
      actor,
      role,
      issuedAt,
      secretSha256: sha256(secret),
      effectiveDate: issuedAt.slice(0, 10),
      ...(scope ? { municipalities: scope } : {}),
    } satisfies StoredDataOf<typeof ApiKeyIssuedV1>;
    await appendSealed(this.store, stream, [
      {
        id: eventIdOf(stream, { kind: 'IssueApiKey', callerId: keyId }, 'no_stream', 0),
        type: 'ApiKeyIssued',
        data,
        metadata: {
          schemaVersion: 1,
          actor: by,
          correlationId: keyId,
          causationId: keyId,
          recordedAt: issuedAt,
        },
      },
    ]);
    return {
      key: `slk_${keyId}_${secret}`,
      record: { keyId, actor, role, issuedAt, revokedAt: null, municipalities: scope },
    };
  }

  async revoke(keyId: string, by: string): Promise<ApiKeyRecord> {
    const key = await this.find(keyId);
    if (!key) throw new Error(`no key ${keyId}`);
    if (key.revokedAt) {
      const { secretSha256: _s, ...record } = key;
      return record;
    }
    const revokedAt = this.clock.now().toISOString();
    const stream = `${API_KEY_STREAM_PREFIX}${keyId}`;
    await appendSealed(this.store, stream, [
      {
        id: eventIdOf(stream, { kind: 'RevokeApiKey', callerId: keyId }, 'stream_exists', 0),
        type: 'ApiKeyRevoked',
        data: {
          keyId,
          revokedAt,
          effectiveDate: revokedAt.slice(0, 10),
        } satisfies StoredDataOf<typeof ApiKeyRevokedV1>,
        metadata: {
          schemaVersion: 1,
          actor: by,
          correlationId: keyId,
          causationId: keyId,
          recordedAt: revokedAt,
        },
      },
    ]);
    const { secretSha256: _s, ...record } = (await this.find(keyId))!;
    return record;
  }

  async list(): Promise<Array<ApiKeyRecord & { lastUsedAt: string | null }>> {
    await this.readModels.core.catchUp(['api-keys']);
    const used = new Map(this.lastUses.all().map((r) => [r.key_id, r.used_at]));
    return this.db
      .prepare<[], StoredRow>('SELECT * FROM api_keys ORDER BY issued_at, key_id')
      .all()
      .map((row) => {
        const { secretSha256: _s, ...record } = fromRow(row, this.scopesOf(row.key_id));
        return { ...record, lastUsedAt: used.get(row.key_id) ?? null };
      });
  }

  /** Whether a key is revoked (or gone), as the log says now: a revocation by any host is seen (an open stream's key, asked as it flows). */
  async revoked(keyId: string): Promise<boolean> {
    const key = await this.find(keyId);
    return !key || key.revokedAt !== null;
  }

  /** One key as listed, or null. */
  async get(keyId: string): Promise<ApiKeyRecord | null> {
    const key = await this.find(keyId);
    if (!key) return null;
    const { secretSha256: _s, ...record } = key;
    return record;
  }

  /** Notes a key's use (to the minute: a busy key writes once a minute, not once a request). */
  private used(keyId: string): void {
    const now = this.clock.now();
    const last = this.touched.get(keyId);
    if (last !== undefined && now.getTime() - last < 60_000) return;
    this.touched.set(keyId, now.getTime());
    this.touchUse.run(keyId, now.toISOString());
  }

  /** The key's holder, or null when the key is unknown, malformed or revoked. */
  async authenticate(presented: string): Promise<ApiKeyRecord | null> {
    const m = KEY_PATTERN.exec(presented);
    if (!m) return null;
    // no catch-up on the request path once the first one since start is done (before it, the table may
    // hold a key revoked while the process was down); a key not in the table yet (just issued, perhaps
    // by the CLI) gets one before it is refused
    const key =
      this.readModels.core.completedPasses > 0
        ? (this.lookup(m[1]) ?? (await this.find(m[1])))
        : await this.find(m[1]);
    if (!key || key.revokedAt) return null;
    const expected = Buffer.from(key.secretSha256, 'hex');
    const actual = Buffer.from(sha256(m[2]), 'hex');
    if (!timingSafeEqual(expected, actual)) return null;
    this.used(key.keyId);
    const { secretSha256: _s, ...record } = key;
    return record;
  }
}
