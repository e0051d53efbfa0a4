import type { EventStore, StoredEvent } from '@ledger/event-store';
import { logPages } from '../processors/log-pages';
import { isOperational } from '../state/operational-events';

/**
 * Every ledger event of the log, from position zero to the head taken when it
 * starts: the hosts' operational streams (leases, jobs, delivery positions) are
 * not ledger facts, so the audit neither verifies nor seals them, and their
 * volume does not count as unsealed ledger events.
 */
export async function readWholeLog(
  store: EventStore,
  onPage?: (events: StoredEvent[]) => void,
): Promise<StoredEvent[]> {
  const all: StoredEvent[] = [];
  for await (const page of logPages(store, null, { pageSize: 5_000 })) {
    for (const e of page) if (!isOperational(e.streamId)) all.push(e);
    onPage?.(page);
  }
  return all;
}
