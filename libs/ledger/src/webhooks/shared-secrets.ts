import { type EventStore, WrongExpectedRevisionError } from '@ledger/event-store';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { uuidV5 } from '../infrastructure/uuid-v5';
import { operationalMetadata, secretStream } from '../state/operational-events';
import type { KeptSecrets, WebhookSecrets } from './webhook-secrets';

/**
 * Signing secrets shared between hosts through the event store, sealed with
 * AES-256-GCM under LEDGER_WEBHOOK_SECRET_KEY (the same on every host, kept
 * outside the store): the log never holds a secret in clear. Each host keeps
 * its copy in its state file (`WebhookSecrets`) and refreshes it from the
 * store before it delivers; a host without the key keeps its secrets local
 * (one host only: another could not sign).
 */
export class SharedSecrets {
  private readonly key: Buffer | null;
  /** The revision of each subscription's sealed stream this host has copied. */
  private readonly copied = new Map<string, number>();

  constructor(
    private readonly store: EventStore,
    private readonly local: WebhookSecrets,
    key: string | undefined,
    private readonly host: string,
  ) {
    this.key = key ? createHash('sha256').update(key, 'utf8').digest() : null;
  }

  get shared(): boolean {
    return this.key !== null;
  }

  /** Seals this host's copy into the store (after a registration or a rotation). */
  async publish(subscriptionId: string, now: Date): Promise<void> {
    const kept = this.local.row(subscriptionId);
    if (!this.key || !kept) return;
    const stream = secretStream(subscriptionId);
    const [last] = await this.store.readStream(stream, { direction: 'backwards', maxCount: 1 });
    const expected = last ? last.revision : 'no_stream';
    const written = await this.store.append(
      stream,
      [
        {
          id: uuidV5(`${stream}@${String(expected)}:${kept.set_at}`),
          type: 'WebhookSecretSealed',
          data: {
            subscriptionId,
            sealed: this.seal(kept),
            setAt: kept.set_at,
            effectiveDate: kept.set_at.slice(0, 10),
          },
          metadata: operationalMetadata(this.host, now),
        },
      ],
      expected,
    );
    this.copied.set(subscriptionId, written.nextExpectedRevision);
  }

  /** Brings this host's copy up to the store's (before delivering); carries a local-only one over once. */
  async refresh(subscriptionId: string, now: Date): Promise<void> {
    if (!this.key) return;
    const [last] = await this.store.readStream(secretStream(subscriptionId), {
      direction: 'backwards',
      maxCount: 1,
    });
    if (!last) {
      // a secret kept before hosts shared them (the state file of an earlier release): shared once
      if (this.local.row(subscriptionId))
        await this.publish(subscriptionId, now).catch((error) => {
          if (!(error instanceof WrongExpectedRevisionError)) throw error;
        });
      return;
    }
    if (this.copied.get(subscriptionId) === last.revision) return;
    this.local.replace(subscriptionId, this.open(String(last.data.sealed)));
    this.copied.set(subscriptionId, last.revision);
  }

  private seal(kept: KeptSecrets): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key!, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(kept), 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.');
  }

  private open(sealed: string): KeptSecrets {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', this.key!, iv);
    decipher.setAuthTag(tag);
    return JSON.parse(
      Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'),
    ) as KeptSecrets;
  }
}
