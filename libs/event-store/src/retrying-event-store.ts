import {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  StoreUnavailableError,
} from './event-store';
import { EventStoreDecorator } from './event-store-decorator';
import { Backoff, backoffDelay } from './esdb/keep-subscribed';

interface Retries extends Pick<Backoff, 'baseMs' | 'maxMs' | 'random'> {
  /** Tries in all, the first included. */
  readonly tries: number;
}

/** Three tries, about 100 ms and 200 ms apart: an election's usual length is covered by the client's own reconnect plus these. */
const STORE_RETRIES: Retries = { tries: 3, baseMs: 100, maxMs: 1_000 };

/**
 * The store, its calls tried again when the store was away for a while
 * (`StoreUnavailableError`: not leader, unavailable, deadline exceeded,
 * timeout). An append is sent again exactly as it was: the same events
 * under the same ids at the same expected revision, so when the first try
 * committed before its answer was lost the second is a replay that writes
 * nothing (the port's replay rule, C8), and a command is written once. Reads
 * have no effect to repeat. After the last try the error goes to the caller
 * (503 over HTTP). Subscriptions resubscribe on their own.
 */
export class RetryingEventStore extends EventStoreDecorator {
  constructor(
    inner: EventStore,
    private readonly retries: Retries = STORE_RETRIES,
  ) {
    super(inner);
  }

  private async tried<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof StoreUnavailableError) || attempt >= this.retries.tries) throw error;
        const wait = backoffDelay(attempt, { ...this.retries, maxOtherFailures: 0 });
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  override append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    return this.tried(() => this.inner.append(streamId, events, expected));
  }

  override appendMany(batches: Parameters<EventStore['appendMany']>[0]): Promise<AppendResult[]> {
    return this.tried(() => this.inner.appendMany(batches));
  }

  override readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]> {
    return this.tried(() => this.inner.readStream(streamId, options));
  }

  override readAll(options?: ReadAllOptions): Promise<StoredEvent[]> {
    return this.tried(() => this.inner.readAll(options));
  }

  override headPosition(): Promise<number | null> {
    return this.tried(() => this.inner.headPosition());
  }
}
