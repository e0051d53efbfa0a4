import { Inject, Injectable } from '@nestjs/common';
import type { EventStore, StoredEvent } from '@ledger/event-store';
import { fromStored } from '../infrastructure/event-envelope';
import { EVENT_SCHEMAS } from '../event-schemas/event-schemas';
import { EVENT_STORE } from '../infrastructure/tokens';
import { logPages } from '../processors/log-pages';
import { OPERATIONAL_PREFIX, OPERATIONAL_TYPES } from '../state/operational-events';

/** Streams that hold the ledger's own secrets (key hashes, webhook secrets) and the hosts' operational streams (`ops-`: leases, jobs, delivery positions): never published. */
const INTERNAL_STREAMS = ['apikey-', 'subscription-', 'audit-checkpoints', OPERATIONAL_PREFIX];
export const isPublished = (e: StoredEvent) =>
  !INTERNAL_STREAMS.some((prefix) => e.streamId.startsWith(prefix));

/** The event types of those internal streams: never in the feed, never subscribable. */
const INTERNAL_TYPES = new Set([
  'ApiKeyIssued',
  'ApiKeyRevoked',
  'SubscriptionRegistered',
  'WebhookSecretRotated',
  'SubscriptionRemoved',
  'AuditCheckpointSealed',
  ...OPERATIONAL_TYPES,
]);
/** The event types the feed and webhooks carry. */
export const PUBLIC_EVENT_TYPES: readonly string[] = [
  ...new Set(EVENT_SCHEMAS.map((s) => s.type)),
].filter((t) => !INTERNAL_TYPES.has(t));

export const MAX_FEED_LIMIT = 1000;
const MAX_SCAN = 20_000;

import type { FeedEvent } from './feed-answers';

export function toFeedEvent(e: StoredEvent): FeedEvent {
  const domain = fromStored(e);
  return {
    position: e.position,
    streamId: e.streamId,
    revision: e.revision,
    eventId: e.id,
    type: e.type,
    version: domain.schemaVersion,
    storedVersion: e.metadata.schemaVersion as number,
    effectiveDate: domain.effectiveDate,
    recordedAt: domain.recordedAt,
    // the data as its published schema has it: effectiveDate inside, as stored (#26.1)
    data: { effectiveDate: domain.effectiveDate, ...(domain.data as Record<string, unknown>) },
    metadata: e.metadata,
  };
}

/**
 * The event feed for integrations: every published event in global order,
 * from any position. `next` is the position to ask after next time (it moves
 * past filtered-out events too), so a client that stores it never misses an
 * event and can tell a repeat by its position.
 */
@Injectable()
export class EventFeed {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** A page of published events after a position; `visible` narrows it further (a key scoped to municipalities sees only theirs). */
  async page(
    after: number | null,
    limit: number,
    types: readonly string[] | null,
    visible: (e: StoredEvent) => Promise<boolean> = async () => true,
  ): Promise<{ events: FeedEvent[]; next: number | null }> {
    const wanted = Math.max(1, Math.min(limit, MAX_FEED_LIMIT));
    const events: FeedEvent[] = [];
    let cursor = after;
    let scanned = 0;
    for await (const page of logPages(this.store, after)) {
      for (const e of page) {
        scanned++;
        cursor = e.position;
        if (isPublished(e) && (!types || types.includes(e.type)) && (await visible(e)))
          events.push(toFeedEvent(e));
        if (events.length >= wanted || scanned >= MAX_SCAN) return { events, next: cursor };
      }
    }
    return { events, next: cursor };
  }
}
