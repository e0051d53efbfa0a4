import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { conflict, notFound } from '@ledger/domain';
import type { EventStore, StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { createHmac } from 'node:crypto';
import { isPublished, toFeedEvent } from '../feed/feed';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { appendSealed } from '../infrastructure/hash-chain';
import { EVENT_STORE, LEDGER_OPTIONS, READ_MODEL_DB, STATE_DB } from '../infrastructure/tokens';
import { uuidV5 } from '../infrastructure/uuid-v5';
import { ReadModels } from '../processors/read-models';
import { Lease } from '../state/lease';
import { logPages } from '../processors/log-pages';

export interface WebhookOptions {
  /** First retry after this, doubling each failure up to `maxDelayMs`. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** How often the dispatcher looks for new events (it is also woken by appends). */
  readonly pollMs: number;
  readonly timeoutMs: number;
  /** The dispatcher's lease: several processes on one store deliver through one holder; a dead holder's lease runs out after this. */
  readonly leaseMs: number;
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = { baseDelayMs: 1000, maxDelayMs: 5 * 60_000, pollMs: 500, timeoutMs: 10_000, leaseMs: 5_000 };

interface Registration {
  readonly subscriptionId: string;
  readonly url: string;
  readonly types: string[];
  readonly secret: string;
  readonly registeredAt: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhook_state (
  subscription_id TEXT PRIMARY KEY, position INTEGER, delivered INTEGER NOT NULL DEFAULT 0,
  failures INTEGER NOT NULL DEFAULT 0, last_error TEXT, last_attempt_at TEXT, next_attempt_at INTEGER NOT NULL DEFAULT 0
);`;

/** The signature header: `sha256=` + HMAC-SHA256 of the exact body with the subscription's secret. */
export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Webhook subscriptions: each gets every published event of its types, in
 * global order, one POST at a time, at least once; signed; retried with
 * exponential backoff while the receiver fails; a receiver that was down gets
 * everything it missed. Registrations are events (`subscription-<id>`, not
 * published), read from their read model; delivery positions are kept in the
 * state database, so deleting or rebuilding the read models resends nothing.
 */
@Injectable()
export class Webhooks implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly options: WebhookOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private busy = false;
  private readonly lease: Lease;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(STATE_DB) private readonly db: Database.Database,
    @Inject(READ_MODEL_DB) private readonly readModelDb: Database.Database,
    @Inject(LEDGER_OPTIONS) private readonly ledgerOptions: { webhooks?: Partial<WebhookOptions>; dispatchWebhooks?: boolean },
    private readonly clock: Clock,
    private readonly readModels: ReadModels,
  ) {
    this.options = { ...DEFAULT_WEBHOOK_OPTIONS, ...ledgerOptions.webhooks };
    this.db.exec(SCHEMA);
    this.lease = new Lease(db, 'webhook-dispatcher', this.options.leaseMs);
  }

  onApplicationBootstrap(): void {
    if (this.ledgerOptions.dispatchWebhooks !== false) this.schedule(0);
    else this.stopped = true;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await Promise.all(this.inFlight.values());
    this.lease.release();
  }

  /** One timer, one pass at a time: deliveries of a subscription never overlap, so their order holds. */
  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.busy) return this.schedule(this.options.pollMs);
      this.busy = true;
      this.running = this.tick()
        .catch((e) => this.logger.error((e as Error).message))
        .finally(() => {
          this.busy = false;
          if (!this.timer) this.schedule(this.options.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** The registrations, from their read model (caught up first). */
  private async registrations(): Promise<Registration[]> {
    await this.readModels.core.catchUp();
    return this.readModelDb
      .prepare<[], { data: string }>('SELECT data FROM webhook_subscriptions ORDER BY subscription_id')
      .all()
      .map((r) => JSON.parse(r.data) as Registration);
  }

  async register(input: Omit<Registration, 'registeredAt'>, context: CommandContext): Promise<{ created: boolean; registration: Registration }> {
    const stream = `subscription-${input.subscriptionId}`;
    const [existing] = await this.store.readStream(stream, { maxCount: 1 });
    if (existing) {
      const r = existing.data as unknown as Registration;
      if (r.url === input.url && r.secret === input.secret && JSON.stringify(r.types) === JSON.stringify(input.types)) return { created: false, registration: r };
      throw conflict('C8', `subscription ${input.subscriptionId} already exists with different details`);
    }
    const registeredAt = this.clock.now().toISOString();
    const registration: Registration = { ...input, registeredAt };
    await appendSealed(this.store, stream, [
      {
        id: uuidV5(`${stream}/registered`),
        type: 'SubscriptionRegistered',
        data: { ...registration, effectiveDate: registeredAt.slice(0, 10) },
        metadata: { schemaVersion: 1, actor: context.actor, correlationId: context.correlationId, causationId: context.causationId, recordedAt: registeredAt },
      },
    ]);
    this.db.prepare('INSERT OR IGNORE INTO webhook_state (subscription_id, position) VALUES (?, NULL)').run(input.subscriptionId);
    this.schedule(0);
    return { created: true, registration };
  }

  async status(subscriptionId: string) {
    const [stored] = await this.store.readStream(`subscription-${subscriptionId}`, { maxCount: 1 });
    if (!stored) throw notFound(`subscription ${subscriptionId} not found`);
    const r = stored.data as unknown as Registration;
    const s = this.db.prepare<[string], { position: number | null; delivered: number; failures: number; last_error: string | null; last_attempt_at: string | null; next_attempt_at: number }>('SELECT * FROM webhook_state WHERE subscription_id = ?').get(subscriptionId);
    return {
      subscriptionId,
      url: r.url,
      types: r.types,
      registeredAt: r.registeredAt,
      position: s?.position ?? null,
      delivered: s?.delivered ?? 0,
      failures: s?.failures ?? 0,
      lastError: s?.last_error ?? null,
      lastAttemptAt: s?.last_attempt_at ?? null,
      status: (s?.failures ?? 0) > 0 ? 'retrying' : 'ok',
    };
  }

  /** Each subscription's delivery loop, while it runs: one at a time per subscription, so its order holds. */
  private readonly inFlight = new Map<string, Promise<void>>();

  /**
   * One pass: every subscription not already delivering starts delivering what
   * it can, in order, until it is caught up or its receiver fails. The loops
   * are independent: a slow or dead receiver delays only its own subscription.
   */
  async tick(): Promise<void> {
    if (!this.lease.hold()) return;
    for (const r of await this.registrations()) {
      if (this.stopped) return;
      if (this.inFlight.has(r.subscriptionId)) continue;
      this.db.prepare('INSERT OR IGNORE INTO webhook_state (subscription_id, position) VALUES (?, NULL)').run(r.subscriptionId);
      const loop = this.deliver(r)
        .catch((e) => this.logger.error(`subscription ${r.subscriptionId}: ${(e as Error).message}`))
        .finally(() => this.inFlight.delete(r.subscriptionId));
      this.inFlight.set(r.subscriptionId, loop);
    }
  }

  private async deliver(r: Registration): Promise<void> {
    const state = () => this.db.prepare<[string], { position: number | null; failures: number; next_attempt_at: number }>('SELECT position, failures, next_attempt_at FROM webhook_state WHERE subscription_id = ?').get(r.subscriptionId)!;
    let s = state();
    if (s.next_attempt_at > Date.now()) return;
    for await (const page of logPages(this.store, s.position, { pageSize: 200 })) {
      for (const next of page) {
        if (this.stopped) return;
        if (!isPublished(next) || (r.types.length > 0 && !r.types.includes(next.type))) continue;
        // another process took the dispatcher over (this one stalled past the lease): it delivers from here
        if (!this.lease.hold()) return;
        const error = await this.post(r, next);
        const attemptAt = this.clock.now().toISOString();
        if (error !== null) {
          const failures = s.failures + 1;
          const delay = Math.min(this.options.baseDelayMs * 2 ** (failures - 1), this.options.maxDelayMs);
          this.db.prepare('UPDATE webhook_state SET failures = ?, last_error = ?, last_attempt_at = ?, next_attempt_at = ? WHERE subscription_id = ?').run(failures, error, attemptAt, Date.now() + delay, r.subscriptionId);
          return;
        }
        this.db.prepare('UPDATE webhook_state SET position = ?, delivered = delivered + 1, failures = 0, last_attempt_at = ?, next_attempt_at = 0 WHERE subscription_id = ?').run(next.position, attemptAt, r.subscriptionId);
        s = state();
      }
      // nothing more of its types in this page: move past what was scanned
      this.db.prepare('UPDATE webhook_state SET position = ? WHERE subscription_id = ? AND (position IS NULL OR position < ?)').run(page[page.length - 1].position, r.subscriptionId, page[page.length - 1].position);
    }
  }

  /** One delivery: null when the receiver took it, else what went wrong. */
  private async post(r: Registration, event: StoredEvent): Promise<string | null> {
    const body = JSON.stringify({ subscriptionId: r.subscriptionId, event: toFeedEvent(event) });
    try {
      const response = await fetch(r.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Ledger-Signature': signature(r.secret, body), 'X-Ledger-Event-Id': event.id, 'X-Ledger-Position': String(event.position), 'X-Ledger-Subscription': r.subscriptionId },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (e) {
      return (e as Error).message;
    }
  }
}
