import type { EventStore, StoredEvent } from '@ledger/event-store';
import { logPages } from '../processors/log-pages';

/** Every event of the log, from position zero to the head taken when it starts. */
export async function readWholeLog(
  store: EventStore,
  onPage?: (events: StoredEvent[]) => void,
): Promise<StoredEvent[]> {
  const all: StoredEvent[] = [];
  for await (const page of logPages(store, null, { pageSize: 5_000 })) {
    all.push(...page);
    onPage?.(page);
  }
  return all;
}
