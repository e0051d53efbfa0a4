import { type EventStore, WrongExpectedRevisionError } from '@ledger/event-store';
import { uuidV5 } from '../infrastructure/uuid-v5';
import { deliveryStream, operationalMetadata } from '../state/operational-events';

/**
 * A delivery position is checkpointed every this many deliveries, or after
 * this long (ms), whichever comes first, and when a delivery loop ends: the
 * stream grows by at most one event per 20 deliveries or per second of
 * delivering, and a host that takes over resends at most the deliveries since
 * the last checkpoint (at-least-once, with the same `webhook-id`).
 */
const CHECKPOINT_EVERY = 20;
const CHECKPOINT_MS = 1_000;

/** Where a subscription has been delivered to, and its retry state. */
export interface DeliveryState {
  /** The last position handled (delivered, or scanned past as not of its types); null: the start. */
  position: number | null;
  delivered: number;
  failures: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** Epoch ms before which the failing receiver is not tried again. */
  nextAttemptAt: number;
}

interface Stored extends DeliveryState {
  /** The checkpoint stream's revision (null: no checkpoint yet). */
  readonly revision: number | null;
}

const NONE: Stored = {
  position: null,
  delivered: 0,
  failures: 0,
  lastError: null,
  lastAttemptAt: null,
  nextAttemptAt: 0,
  revision: null,
};

/** Each subscription's delivery position, as a stream of checkpoints in the event store (`ops-webhook-position-<id>`). */
export class DeliveryCheckpoints {
  constructor(
    private readonly store: EventStore,
    private readonly holder: string,
  ) {}

  /** The last checkpoint (none: from the start of the log). */
  async read(subscriptionId: string): Promise<Stored> {
    const [last] = await this.store.readStream(deliveryStream(subscriptionId), {
      direction: 'backwards',
      maxCount: 1,
    });
    if (!last) return NONE;
    const d = last.data as unknown as DeliveryState;
    return {
      position: d.position,
      delivered: d.delivered,
      failures: d.failures,
      lastError: d.lastError,
      lastAttemptAt: d.lastAttemptAt,
      nextAttemptAt: d.nextAttemptAt,
      revision: last.revision,
    };
  }

  /**
   * Writes one delivery loop's checkpoints, each at the revision of the one
   * before: if another host wrote one meanwhile (it took the dispatcher over),
   * the write conflicts and this loop stops (`delivered` answers false).
   */
  writer(subscriptionId: string, from: Stored) {
    let revision = from.revision;
    let unsaved = 0;
    let savedAt = Date.now();
    let lost = false;
    const write = async (state: DeliveryState): Promise<boolean> => {
      if (lost) return false;
      const stream = deliveryStream(subscriptionId);
      const expected = revision ?? 'no_stream';
      const now = new Date();
      try {
        const written = await this.store.append(
          stream,
          [
            {
              id: uuidV5(`${stream}@${String(expected)}:${this.holder}`),
              type: 'WebhookDeliveryCheckpointed',
              data: {
                subscriptionId,
                position: state.position,
                delivered: state.delivered,
                failures: state.failures,
                lastError: state.lastError,
                lastAttemptAt: state.lastAttemptAt,
                nextAttemptAt: state.nextAttemptAt,
                holder: this.holder,
                effectiveDate: now.toISOString().slice(0, 10),
              },
              metadata: operationalMetadata(this.holder, now),
            },
          ],
          expected,
        );
        revision = written.nextExpectedRevision;
        unsaved = 0;
        savedAt = Date.now();
        return true;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        lost = true;
        return false;
      }
    };
    return {
      /** After a delivery: a checkpoint when N deliveries or T ms have gone by since the last. */
      delivered: async (state: DeliveryState): Promise<boolean> => {
        unsaved += 1;
        if (unsaved >= CHECKPOINT_EVERY || Date.now() - savedAt >= CHECKPOINT_MS)
          return write(state);
        return !lost;
      },
      /** A failure: recorded at once, so every host waits out the backoff. */
      now: write,
      /** The loop ends: what it delivered since the last checkpoint. */
      flush: async (state: DeliveryState): Promise<void> => {
        if (unsaved > 0) await write(state);
      },
    };
  }

  /** A position an earlier release kept in the state file, as the first checkpoint (none written yet; else left alone). */
  async carryOver(subscriptionId: string, state: DeliveryState): Promise<boolean> {
    return this.writer(subscriptionId, NONE).now(state);
  }
}
