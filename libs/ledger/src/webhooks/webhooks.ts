import type { Static } from '@sinclair/typebox';
import { SubscriptionAnswer } from './subscription-answers';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { conflict, type DataOf, notFound, type StoredDataOf } from '@ledger/domain';
import type {
  SubscriptionRegisteredV2,
  SubscriptionRemovedV1,
  WebhookSecretRotatedV1,
} from './subscription-events';
import { WrongExpectedRevisionError, type EventStore, type StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { fingerprintOf } from './secret-fingerprint';
import { fetch, type Agent } from 'undici';
import { checkWebhookUrl, hostOf, refusedNow, webhookAgent } from './webhook-urls';
import { isPublished, toFeedEvent } from '../feed/feed';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { appendSealed } from '../infrastructure/hash-chain';
import { eventMetadata } from '../infrastructure/event-envelope';
import { EVENT_STORE, LEDGER_OPTIONS, READ_MODEL_DB, STATE_DB } from '../infrastructure/tokens';
import { eventIdOf } from '../infrastructure/event-identity';
import { ProjectionStoppedError } from '../processors/projection-failure';
import { ReadModels } from '../processors/read-models';
import { StoreLease } from '../state/store-lease';
import { DeliveryCheckpoints, type DeliveryState } from './delivery-checkpoints';
import { SharedSecrets } from './shared-secrets';
import { carryOverPositions } from './legacy-positions';
import { logPages } from '../processors/log-pages';
import { WebhookSecrets } from './webhook-secrets';
import { signature, standardWebhookHeaders } from './webhook-signatures';

export interface WebhookOptions {
  /** First retry after this, doubling each failure up to `maxDelayMs`. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** How often the dispatcher looks for new events (it is also woken by appends). */
  readonly pollMs: number;
  readonly timeoutMs: number;
  /** The dispatcher's lease: several processes on one store deliver through one holder; a dead holder's lease runs out after this. */
  readonly leaseMs: number;
  /** Hosts a webhook may reach over plain http and at non-public addresses (LEDGER_WEBHOOK_ALLOW_HOSTS). */
  readonly allowHosts: readonly string[];
  /** After a rotation, deliveries are signed with the replaced secret too for this long (LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES; 0: a hard cut-over). */
  readonly rotationGraceMs: number;
  /** The key every host seals and opens subscriptions' signing secrets with (LEDGER_WEBHOOK_SECRET_KEY); unset, secrets stay in this host's state file. */
  readonly secretKey?: string;
}

const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = {
  baseDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  pollMs: 500,
  timeoutMs: 10_000,
  leaseMs: 10_000,
  allowHosts: [],
  rotationGraceMs: 24 * 60 * 60_000,
};

/** A registration as the log holds it (the secret never: only its fingerprint; the first release's held it, `secret`). */
interface Registration {
  readonly subscriptionId: string;
  readonly url: string;
  readonly types: string[];
  readonly registeredAt: string;
  readonly secretFingerprint?: string;
  /** The key that registered it: only it (and auditors) may see it. */
  readonly ownerKeyId?: string | null;
  /** The first release's registrations only. */
  readonly secret?: string;
}

/** The one error recorded for a receiver the operator has not allowed. */
const UNDELIVERED = 'the delivery was not accepted';

/** Who asks about a subscription. */
export interface Viewer {
  readonly keyId: string;
  readonly role: string;
  /** A key scoped to municipalities: an auditor's scoped key sees no one else's subscription (they carry every municipality). */
  readonly scoped?: boolean;
}

/** A secret the server makes: Standard Webhooks' `whsec_` and 24 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * Webhook subscriptions: each gets every published event of its types, in
 * global order, one POST at a time, at least once; signed; retried with
 * exponential backoff while the receiver fails; a receiver that was down gets
 * everything it missed. Registrations are events (`subscription-<id>`, not
 * published), read from their read model. What hosts share lives in the event
 * store: the dispatcher's lease (one host delivers at a time; a dead holder's
 * runs out after `leaseMs`), each subscription's delivery position (a stream
 * of checkpoints, `delivery-checkpoints.ts`) and, with a shared key, the
 * signing secrets; so deleting or rebuilding the read models resends nothing,
 * and a subscriber gets each event once across all hosts, save the few after
 * the last checkpoint of a holder that died (at-least-once, the same
 * `webhook-id`).
 */
/** A removal's appends before a conflict is answered: each lost to a rotation landing at that moment. */
const REMOVAL_ATTEMPTS = 5;

/** 404 for a subscription removed: its status and its secret are no more. */
const removedError = (subscriptionId: string, removedAt: string) =>
  notFound(`subscription ${subscriptionId} was removed at ${removedAt}`);

@Injectable()
export class Webhooks implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly options: WebhookOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private busy = false;
  private readonly lease: StoreLease;
  private readonly agent: Agent;
  private readonly secrets: WebhookSecrets;
  private readonly shared: SharedSecrets;
  private readonly checkpoints: DeliveryCheckpoints;
  /** Subscriptions removed through this host: a delivery loop under way stops at its next event. */
  private readonly removed = new Set<string>();
  /** Per subscription, the position this host has scanned to and found nothing to deliver: never read twice. */
  private readonly scanned = new Map<string, number>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(STATE_DB) private readonly db: Database.Database,
    @Inject(READ_MODEL_DB) private readonly readModelDb: Database.Database,
    @Inject(LEDGER_OPTIONS)
    private readonly ledgerOptions: {
      webhooks?: Partial<WebhookOptions>;
      dispatchWebhooks?: boolean;
    },
    private readonly clock: Clock,
    private readonly readModels: ReadModels,
  ) {
    this.options = { ...DEFAULT_WEBHOOK_OPTIONS, ...ledgerOptions.webhooks };
    this.secrets = new WebhookSecrets(db, this.options.rotationGraceMs);
    this.lease = new StoreLease(store, 'webhook-dispatcher', this.options.leaseMs);
    this.shared = new SharedSecrets(store, this.secrets, this.options.secretKey, this.lease.holder);
    this.checkpoints = new DeliveryCheckpoints(store, this.lease.holder);
    this.agent = webhookAgent(this.options.allowHosts);
  }

  async onApplicationBootstrap(): Promise<void> {
    await carryOverPositions(this.db, this.checkpoints);
    if (this.ledgerOptions.dispatchWebhooks !== false) this.schedule(0);
    else this.stopped = true;
  }

  /** Before the store closes: the loops end, what they delivered is checkpointed, the lease given up. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await Promise.all(this.inFlight.values());
    // given up, so another host delivers at once rather than after the lease runs out
    await this.lease.release().catch((e) => this.logger.warn((e as Error).message));
    await this.agent.destroy().catch(() => undefined);
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
        // a stopped subscriptions projection is logged once by the runner, not on every tick (#24)
        .catch((e) => {
          if (!(e instanceof ProjectionStoppedError)) this.logger.error((e as Error).message);
        })
        .finally(() => {
          this.busy = false;
          if (!this.timer) this.schedule(this.options.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** The registrations, from their read model (caught up first). */
  private async registrations(): Promise<Registration[]> {
    await this.readModels.core.catchUp(['webhook-subscriptions']);
    return this.readModelDb
      .prepare<[], { data: string }>(
        'SELECT data FROM webhook_subscriptions ORDER BY subscription_id',
      )
      .all()
      .map((r) => JSON.parse(r.data) as Registration);
  }

  /**
   * Registers a subscription. The server makes the secret and shows it once,
   * here; the log records only its fingerprint, the secret itself lives in the
   * state database. (A secret sent by the caller, as the first release asked,
   * is still taken, and kept the same way.) The same subscription again is a
   * no-op that tells nothing about the secret; other details under its id are
   * a conflict (C8).
   */
  async register(
    input: { subscriptionId: string; url: string; types: string[]; secret?: string },
    context: CommandContext,
  ): Promise<{ created: boolean; registration: Static<typeof SubscriptionAnswer> }> {
    const stream = `subscription-${input.subscriptionId}`;
    const [existing] = await this.store.readStream(stream, { maxCount: 1 });
    const removal = existing ? await this.removalOf(input.subscriptionId) : null;
    if (removal)
      throw conflict(
        'C8',
        `subscription ${input.subscriptionId} was removed at ${removal.removedAt}: register the webhook under another id`,
      );
    if (existing) {
      const r = existing.data as unknown as Registration;
      if (r.url === input.url && JSON.stringify(r.types) === JSON.stringify(input.types))
        return { created: false, registration: this.view(r) };
      throw conflict(
        'C8',
        `subscription ${input.subscriptionId} already exists with different details`,
      );
    }
    await checkWebhookUrl(input.url, this.options.allowHosts);
    const registeredAt = this.clock.now().toISOString();
    const secret = input.secret ?? newSecret();
    const registration: DataOf<typeof SubscriptionRegisteredV2> = {
      subscriptionId: input.subscriptionId,
      url: input.url,
      types: input.types,
      registeredAt,
      secretFingerprint: fingerprintOf(secret),
      ownerKeyId: context.keyId ?? null,
    };
    this.secrets.keep(input.subscriptionId, secret, registeredAt);
    await appendSealed(this.store, stream, [
      {
        id: eventIdOf(
          stream,
          { kind: 'RegisterSubscription', callerId: input.subscriptionId },
          'no_stream',
          0,
        ),
        type: 'SubscriptionRegistered',
        data: {
          ...registration,
          effectiveDate: registeredAt.slice(0, 10),
        } satisfies StoredDataOf<typeof SubscriptionRegisteredV2>,
        metadata: { ...eventMetadata(2, context, registeredAt) },
      },
    ]);
    await this.shared.publish(input.subscriptionId, this.clock.now());
    this.schedule(0);
    // shown once: a secret the server made is in the answer to this request only
    return {
      created: true,
      registration: {
        ...this.view(registration),
        ...(input.secret === undefined ? { secret } : {}),
      },
    };
  }

  /**
   * A new secret for a subscription, shown once; the log records the new
   * fingerprint. The replaced secret still signs deliveries, beside the new
   * one, for the grace period (`previousSecretSignsUntil`), so the receiver
   * can switch without refusing a delivery.
   */
  async rotateSecret(
    subscriptionId: string,
    viewer: Viewer | null,
    context: CommandContext,
  ): Promise<Static<typeof SubscriptionAnswer>> {
    const { registration } = await this.visible(subscriptionId, viewer);
    await this.refuseRemoved(subscriptionId);
    const secret = newSecret();
    const rotatedAt = this.clock.now().toISOString();
    await appendSealed(
      this.store,
      `subscription-${subscriptionId}`,
      [
        {
          type: 'WebhookSecretRotated',
          data: {
            subscriptionId,
            secretFingerprint: fingerprintOf(secret),
            rotatedAt,
            effectiveDate: rotatedAt.slice(0, 10),
          } satisfies StoredDataOf<typeof WebhookSecretRotatedV1>,
          metadata: { ...eventMetadata(1, context, rotatedAt) },
        },
      ],
      // a removal is the stream's last fact: a rotation is never written after one, even one made meanwhile
      (last) => {
        if (last?.type === 'SubscriptionRemoved')
          throw removedError(subscriptionId, String(last.data.removedAt));
      },
    ).catch(async (error: unknown) => {
      // the stream moved meanwhile: a removal is the answer (404), another rotation a conflict (409)
      if (error instanceof WrongExpectedRevisionError) await this.refuseRemoved(subscriptionId);
      throw error;
    });
    const until = this.secrets.rotate(
      subscriptionId,
      secret,
      this.secretOf(registration),
      rotatedAt,
    );
    await this.shared.publish(subscriptionId, this.clock.now());
    return {
      ...this.view(registration),
      secretFingerprint: fingerprintOf(secret),
      secret,
      rotatedAt,
      previousSecretSignsUntil: until,
    };
  }

  /**
   * Removes a subscription (its owner, or anyone when authentication is off):
   * nothing more is delivered to it from this pass on, its secret is
   * forgotten, and its id is not registered again (the log keeps what it
   * was). Removing it again answers the same removal.
   */
  async remove(
    subscriptionId: string,
    viewer: Viewer | null,
    context: CommandContext,
  ): Promise<{ subscriptionId: string; removedAt: string }> {
    // an admin key may remove any (a receiver whose registering key was revoked would stay for ever);
    // a subscription carries every municipality: an admin scoped to some removes none (the 404 of a missing one)
    const remover = viewer?.role === 'admin' && viewer.scoped !== true ? null : viewer;
    await this.visible(subscriptionId, remover);
    const already = await this.removalOf(subscriptionId);
    if (already) return { subscriptionId, removedAt: already.removedAt };
    const removedAt = this.clock.now().toISOString();
    const append = () =>
      appendSealed(this.store, `subscription-${subscriptionId}`, [
        {
          type: 'SubscriptionRemoved',
          data: {
            subscriptionId,
            removedAt,
            effectiveDate: removedAt.slice(0, 10),
          } satisfies StoredDataOf<typeof SubscriptionRemovedV1>,
          metadata: { ...eventMetadata(1, context, removedAt) },
        },
      ]);
    // the stream moved meanwhile: removed at the same moment by another request (that removal is the
    // answer), or a secret rotated (the removal is appended after it: a removal is never refused for one)
    for (let attempt = 1; ; attempt++) {
      try {
        await append();
        break;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (await this.removalOf(subscriptionId)) break;
        if (attempt === REMOVAL_ATTEMPTS) throw error;
      }
    }
    const removal = (await this.removalOf(subscriptionId))!;
    this.removed.add(subscriptionId);
    this.secrets.forget(subscriptionId);
    return { subscriptionId, removedAt: removal.removedAt };
  }

  /** 404 for a subscription removed: its status and its secret are no more. */
  private async refuseRemoved(subscriptionId: string): Promise<void> {
    const removal = await this.removalOf(subscriptionId);
    if (removal) throw removedError(subscriptionId, removal.removedAt);
  }

  /**
   * Whether a subscription was removed, asked before each page a delivery
   * loop sends: through this host, or through another (its stream says so:
   * the fact, not the read model, which a rebuild empties for a moment),
   * whose secret this host then forgets too.
   */
  private async gone(subscriptionId: string): Promise<boolean> {
    if (this.removed.has(subscriptionId)) return true;
    if (!(await this.removalOf(subscriptionId))) return false;
    this.removed.add(subscriptionId);
    this.secrets.forget(subscriptionId);
    return true;
  }

  /** The removal of a subscription, if its stream holds one. */
  private async removalOf(subscriptionId: string): Promise<{ removedAt: string } | null> {
    const removal = (await this.store.readStream(`subscription-${subscriptionId}`)).find(
      (e) => e.type === 'SubscriptionRemoved',
    );
    return removal ? { removedAt: String(removal.data.removedAt) } : null;
  }

  /** The secret deliveries are signed with: the state database's, or a first-release registration's. */
  private secretOf(r: Registration): string | null {
    return this.secrets.current(r.subscriptionId) ?? r.secret ?? null;
  }

  private view(r: Registration): Static<typeof SubscriptionAnswer> {
    return {
      subscriptionId: r.subscriptionId,
      url: r.url,
      types: r.types,
      registeredAt: r.registeredAt,
      secretFingerprint: r.secretFingerprint ?? (r.secret ? fingerprintOf(r.secret) : null),
      ownerKeyId: r.ownerKeyId ?? null,
    };
  }

  /** A subscription, for its owner and unscoped auditors only (anyone else: 404, as if it did not exist). */
  private async visible(
    subscriptionId: string,
    viewer: Viewer | null,
  ): Promise<{ registration: Registration }> {
    const [stored] = await this.store.readStream(`subscription-${subscriptionId}`, { maxCount: 1 });
    if (!stored) throw notFound(`subscription ${subscriptionId} not found`);
    const registration = stored.data as unknown as Registration;
    const owner =
      registration.ownerKeyId ?? (stored.metadata.apiKeyId as string | undefined) ?? null;
    const auditor = viewer?.role === 'auditor' && viewer.scoped !== true;
    if (viewer && !auditor && owner !== viewer.keyId)
      throw notFound(`subscription ${subscriptionId} not found`);
    return { registration };
  }

  async status(subscriptionId: string, viewer: Viewer | null = null) {
    const { registration: r } = await this.visible(subscriptionId, viewer);
    await this.refuseRemoved(subscriptionId);
    const s = await this.checkpoints.read(subscriptionId);
    return {
      subscriptionId,
      url: r.url,
      types: r.types,
      registeredAt: r.registeredAt,
      position: s.delivered > 0 || s.failures > 0 ? s.position : null,
      delivered: s.delivered,
      failures: s.failures,
      lastError: s.lastError,
      lastAttemptAt: s.lastAttemptAt,
      status: s.failures > 0 ? ('retrying' as const) : ('ok' as const),
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
    for (const r of await this.registrations()) {
      if (this.stopped) return;
      if (this.inFlight.has(r.subscriptionId)) continue;
      const loop = this.deliver(r)
        .catch((e) =>
          this.logger.error(`subscription ${r.subscriptionId}: ${(e as Error).message}`),
        )
        .finally(() => this.inFlight.delete(r.subscriptionId));
      this.inFlight.set(r.subscriptionId, loop);
    }
  }

  /**
   * Delivers what a subscription has not had, from its last checkpoint (or
   * what this host has scanned past since). The lease is taken only when there
   * is something to deliver, so an idle cluster writes nothing; it is checked
   * before each delivery, so a host that lost it (stalled past its term) stops.
   */
  private async deliver(r: Registration): Promise<void> {
    const stored = await this.checkpoints.read(r.subscriptionId);
    if (stored.nextAttemptAt > Date.now()) return;
    const scanned = this.scanned.get(r.subscriptionId);
    const state: DeliveryState = {
      ...stored,
      position:
        scanned !== undefined && (stored.position === null || scanned > stored.position)
          ? scanned
          : stored.position,
    };
    let secretFresh = false;
    const saving = this.checkpoints.writer(r.subscriptionId, stored);
    try {
      for await (const page of logPages(this.store, state.position, { pageSize: 200 })) {
        // removed meanwhile, through this host or another: nothing more is sent
        if (await this.gone(r.subscriptionId)) return;
        for (const next of page) {
          if (this.stopped || this.removed.has(r.subscriptionId)) return;
          if (!isPublished(next) || (r.types.length > 0 && !r.types.includes(next.type))) {
            state.position = next.position;
            continue;
          }
          // another host holds the dispatcher (or took it over from this one): it delivers from here
          if (!(await this.lease.hold())) return;
          if (!secretFresh) {
            await this.shared.refresh(r.subscriptionId, this.clock.now());
            secretFresh = true;
          }
          const error = await this.post(r, next);
          state.lastAttemptAt = this.clock.now().toISOString();
          if (error !== null) {
            state.failures += 1;
            state.lastError = error;
            state.nextAttemptAt =
              Date.now() +
              Math.min(
                this.options.baseDelayMs * 2 ** (state.failures - 1),
                this.options.maxDelayMs,
              );
            await saving.now(state);
            return;
          }
          state.position = next.position;
          state.delivered += 1;
          state.failures = 0;
          state.lastError = null;
          state.nextAttemptAt = 0;
          if (!(await saving.delivered(state))) return;
        }
        this.scanned.set(r.subscriptionId, state.position!);
      }
    } finally {
      // what was delivered since the last checkpoint is recorded as the loop ends (also at shutdown)
      await saving.flush(state);
    }
  }

  /**
   * One delivery: null when the receiver took it, else what went wrong. Signed
   * as Standard Webhooks says (and with the first release's
   * X-Ledger-Signature); no redirect is followed; the connection is checked
   * again for a public address. What went wrong is told in detail only for a
   * host the operator allows: for any other, one message, so the answer cannot
   * tell an open port from a closed one (the server log has the detail).
   */
  private async post(r: Registration, event: StoredEvent): Promise<string | null> {
    const body = JSON.stringify({ subscriptionId: r.subscriptionId, event: toFeedEvent(event) });
    const secret = this.secretOf(r);
    if (!secret) return 'the subscription has no secret: rotate it';
    // the grace period is the ledger's clock (the rotation's time is); the transport's timestamp the wall clock's
    const previous = this.secrets.previous(r.subscriptionId, this.clock.now());
    const trusted = this.options.allowHosts.includes(hostOf(new URL(r.url)));
    const refused = refusedNow(r.url, this.options.allowHosts);
    if (refused) {
      this.logger.warn(`subscription ${r.subscriptionId}: ${refused}`);
      return UNDELIVERED;
    }
    try {
      const response = await fetch(r.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          // the transport's timestamp is the wall clock's: receivers hold it to theirs to refuse replays
          ...standardWebhookHeaders(
            previous === null ? [secret] : [secret, previous],
            event.id,
            new Date(),
            body,
          ),
          'X-Ledger-Signature': signature(secret, body),
          'X-Ledger-Event-Id': event.id,
          'X-Ledger-Position': String(event.position),
          'X-Ledger-Subscription': r.subscriptionId,
        },
        body,
        redirect: 'manual',
        dispatcher: this.agent,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      // the body is not read: the answer is its status (not awaited, so the delivery is recorded at once)
      void response.body?.cancel().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return null;
      this.logger.warn(`subscription ${r.subscriptionId}: HTTP ${response.status}`);
      return trusted ? `HTTP ${response.status}` : UNDELIVERED;
    } catch (e) {
      this.logger.warn(`subscription ${r.subscriptionId}: ${(e as Error).message}`);
      return trusted ? (e as Error).message : UNDELIVERED;
    }
  }
}
