import type { EventStore, StoredEvent } from '@ledger/event-store';

/** C3 for a whole store: the log as it was known at an instant (the facts recorded after it are hidden). Read-only. */
export function knownAtStore(store: EventStore, instant: string): EventStore {
  const limit = Date.parse(instant);
  const known = (e: StoredEvent) => Date.parse(String(e.metadata.recordedAt ?? e.created)) <= limit;
  const view = Object.create(store) as EventStore;
  view.readAll = async (options = {}) => (await store.readAll(options)).filter(known);
  view.readStream = async (streamId, options = {}) => (await store.readStream(streamId, options)).filter(known);
  view.append = async () => {
    throw new Error('a known-at view of the store is read-only');
  };
  view.appendMany = view.append as unknown as EventStore['appendMany'];
  return view;
}
