import type { EventStore, StoredEvent } from '@ledger/event-store';

/** Every event of the log, from position zero, in bounded pages. */
export async function readWholeLog(store: EventStore, onPage?: (events: StoredEvent[]) => void): Promise<StoredEvent[]> {
  const all: StoredEvent[] = [];
  let after: number | null = null;
  for (let page = 0; page < 10_000_000; page++) {
    const batch = await store.readAll({ after, maxCount: 5000 });
    all.push(...batch);
    onPage?.(batch);
    if (batch.length < 5000) break;
    after = batch[batch.length - 1].position;
  }
  return all;
}
