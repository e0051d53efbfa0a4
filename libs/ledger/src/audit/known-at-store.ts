import { readFilledPage, type EventStore, type StoredEvent } from '@ledger/event-store';

/**
 * C3 for a whole store: the log as it was known at an instant (the facts
 * recorded after it are hidden). Read-only. Its pages are filled past the
 * hidden facts, like any filtering store's, so a reader never stops early.
 */
export function knownAtStore(store: EventStore, instant: string): EventStore {
  const limit = Date.parse(instant);
  const known = (e: StoredEvent) => Date.parse(String(e.metadata.recordedAt ?? e.created)) <= limit;
  const view = Object.create(store) as EventStore;
  view.readAll = async (options = {}) => {
    const forwards = options.direction !== 'backwards';
    const raw = async (after: number | null, maxCount: number) =>
      (await store.readAll({ ...options, after, maxCount })).map((e) => ({
        position: e.position,
        event: known(e) ? e : null,
      }));
    return readFilledPage(raw, options.after ?? null, options.maxCount ?? 1000, forwards);
  };
  view.readStream = async (streamId, options = {}) =>
    (await store.readStream(streamId, options)).filter(known);
  view.headPosition = async () => {
    const [last] = await view.readAll({ direction: 'backwards', maxCount: 1 });
    return last ? last.position : null;
  };
  view.append = async () => {
    throw new Error('a known-at view of the store is read-only');
  };
  view.appendMany = view.append as unknown as EventStore['appendMany'];
  return view;
}
