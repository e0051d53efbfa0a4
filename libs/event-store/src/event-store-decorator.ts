import type {
  AppendResult,
  EventHandler,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  Subscription,
} from './event-store';

/**
 * A store that hands every call to another: the base of a decorator, which
 * overrides only the calls it changes (a check before append, a filtered
 * view) and implements the whole port, so every method is one a reader can
 * find and the inner store's own members stay out of reach.
 */
export abstract class EventStoreDecorator implements EventStore {
  constructor(protected readonly inner: EventStore) {}

  get kind(): EventStore['kind'] {
    return this.inner.kind;
  }

  append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    return this.inner.append(streamId, events, expected);
  }

  appendMany(batches: Parameters<EventStore['appendMany']>[0]): Promise<AppendResult[]> {
    return this.inner.appendMany(batches);
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]> {
    return this.inner.readStream(streamId, options);
  }

  readAll(options?: ReadAllOptions): Promise<StoredEvent[]> {
    return this.inner.readAll(options);
  }

  subscribeToAll(after: number | null, handler: EventHandler): Subscription {
    return this.inner.subscribeToAll(after, handler);
  }

  headPosition(): Promise<number | null> {
    return this.inner.headPosition();
  }

  watchAppends(listener: () => void): () => void {
    return this.inner.watchAppends(listener);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
