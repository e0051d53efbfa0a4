import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@ledger/event-store';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Clock } from '../infrastructure/clock';
import { uuidV5 } from '../infrastructure/uuid-v5';
import { appendSealed } from '../infrastructure/hash-chain';
import { EVENT_STORE } from '../infrastructure/tokens';
import { isRole, Role } from './roles';

export const API_KEY_STREAM_PREFIX = 'apikey-';
const KEY_PATTERN = /^slk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export interface ApiKeyRecord {
  readonly keyId: string;
  readonly actor: string;
  readonly role: Role;
  readonly issuedAt: string;
  readonly revokedAt: string | null;
}

interface Stored extends ApiKeyRecord {
  readonly secretSha256: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * API keys: `slk_<keyId>_<secret>`. Only the SHA-256 of the secret is kept
 * (a 256-bit random secret needs no slow hash), as events in the store
 * (`apikey-<keyId>`: ApiKeyIssued, ApiKeyRevoked), so issuing and revoking are
 * audited like every other act. The API reads them by pulling the log.
 */
@Injectable()
export class ApiKeys {
  private readonly keys = new Map<string, Stored>();
  private checkpoint: number | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  private catchUp(): Promise<void> {
    this.running = this.running.then(async () => {
      for (let page = 0; page < 100_000; page++) {
        const events = await this.store.readAll({ after: this.checkpoint, maxCount: 5000 });
        for (const e of events) {
          if (e.streamId.startsWith(API_KEY_STREAM_PREFIX)) {
            const d = e.data as unknown as Stored & { revokedAt?: string };
            if (e.type === 'ApiKeyIssued') this.keys.set(d.keyId, { keyId: d.keyId, actor: d.actor, role: d.role, issuedAt: d.issuedAt, revokedAt: null, secretSha256: d.secretSha256 });
            if (e.type === 'ApiKeyRevoked') {
              const k = this.keys.get(d.keyId);
              if (k) this.keys.set(d.keyId, { ...k, revokedAt: d.revokedAt ?? e.created });
            }
          }
          this.checkpoint = e.position;
        }
        if (events.length < 5000) return;
      }
    });
    return this.running;
  }

  /** Issues a key; the secret is shown once, here, and never stored. */
  async issue(actor: string, role: Role, by: string): Promise<{ key: string; record: ApiKeyRecord }> {
    if (!isRole(role)) throw new Error(`unknown role ${role}`);
    if (!/^[\p{L}\p{N} ._@'-]{1,100}$/u.test(actor)) throw new Error('the actor is 1-100 letters, digits, spaces or . _ @ \' -');
    const keyId = randomBytes(9).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0').slice(0, 12);
    const secret = randomBytes(32).toString('base64url');
    const issuedAt = this.clock.now().toISOString();
    const stream = `${API_KEY_STREAM_PREFIX}${keyId}`;
    const data = { keyId, actor, role, issuedAt, secretSha256: sha256(secret), effectiveDate: issuedAt.slice(0, 10) };
    await appendSealed(this.store, stream, [{ id: uuidV5(`${stream}/issued`), type: 'ApiKeyIssued', data, metadata: { schemaVersion: 1, actor: by, correlationId: keyId, causationId: keyId, recordedAt: issuedAt } }]);
    return { key: `slk_${keyId}_${secret}`, record: { keyId, actor, role, issuedAt, revokedAt: null } };
  }

  async revoke(keyId: string, by: string): Promise<ApiKeyRecord> {
    await this.catchUp();
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`no key ${keyId}`);
    if (key.revokedAt) return key;
    const revokedAt = this.clock.now().toISOString();
    const stream = `${API_KEY_STREAM_PREFIX}${keyId}`;
    await appendSealed(this.store, stream, [
      { id: uuidV5(`${stream}/revoked`), type: 'ApiKeyRevoked', data: { keyId, revokedAt, effectiveDate: revokedAt.slice(0, 10) }, metadata: { schemaVersion: 1, actor: by, correlationId: keyId, causationId: keyId, recordedAt: revokedAt } },
    ]);
    await this.catchUp();
    return this.keys.get(keyId)!;
  }

  async list(): Promise<ApiKeyRecord[]> {
    await this.catchUp();
    return [...this.keys.values()].map(({ secretSha256: _s, ...record }) => record);
  }

  /** The key's holder, or null when the key is unknown, malformed or revoked. */
  async authenticate(presented: string): Promise<ApiKeyRecord | null> {
    const m = KEY_PATTERN.exec(presented);
    if (!m) return null;
    await this.catchUp();
    const key = this.keys.get(m[1]);
    if (!key || key.revokedAt) return null;
    const expected = Buffer.from(key.secretSha256, 'hex');
    const actual = Buffer.from(sha256(m[2]), 'hex');
    if (!timingSafeEqual(expected, actual)) return null;
    const { secretSha256: _s, ...record } = key;
    return record;
  }
}
