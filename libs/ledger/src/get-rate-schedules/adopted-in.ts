import type { EventStore } from '@ledger/event-store';
import { fromStored } from '../infrastructure/event-envelope';

/** Bounds the schedules a listing reads: a rate book's streams hold a few a year. */
const MAX_ADOPTED = 1_000;

/**
 * N5/W2/Q1: what was adopted in `streams` (events of `type`, in order), each
 * its data and the instant it was recorded: the rate schedules and budgets
 * the Board and treasurer read.
 */
export async function adoptedIn<D extends Record<string, unknown>>(
  store: EventStore,
  streams: readonly string[],
  type: string,
  /** C3: as of this day: what was adopted after it (its effective date, the day adopted) is left out. */
  asOf: string,
): Promise<Array<D & { recordedAt: string }>> {
  const adopted: Array<D & { recordedAt: string }> = [];
  for (const stream of streams)
    for (const stored of await store.readStream(stream, { maxCount: MAX_ADOPTED })) {
      if (stored.type !== type) continue;
      const event = fromStored(stored);
      if (event.effectiveDate > asOf) continue;
      adopted.push({ ...(event.data as D), recordedAt: event.recordedAt });
    }
  return adopted;
}
