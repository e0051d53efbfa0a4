import type { EventStore } from '../event-store';

/** A store that counts the events its streams are read for (what a load costs: tests and the bench). */
export function countingStreamReads(store: EventStore): { store: EventStore; read: () => number } {
  let read = 0;
  const wrapped = Object.create(store) as EventStore;
  wrapped.readStream = async (...args) => {
    const events = await store.readStream(...args);
    read += events.length;
    return events;
  };
  return { store: wrapped, read: () => read };
}
