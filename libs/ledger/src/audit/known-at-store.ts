import {
  EventStoreDecorator,
  readFilledPage,
  type AppendResult,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StoredEvent,
} from '@ledger/event-store';

/**
 * C3 for a whole store: the log as it was known at an instant (the facts
 * recorded after it are hidden). Read-only. Its pages are filled past the
 * hidden facts, like any filtering store's, so a reader never stops early.
 */
export class KnownAtStore extends EventStoreDecorator {
  private readonly limit: number;

  constructor(inner: ConstructorParameters<typeof EventStoreDecorator>[0], instant: string) {
    super(inner);
    this.limit = Date.parse(instant);
  }

  private known(e: StoredEvent): boolean {
    return Date.parse(String(e.metadata.recordedAt ?? e.created)) <= this.limit;
  }

  override async readAll(options: ReadAllOptions = {}): Promise<StoredEvent[]> {
    const forwards = options.direction !== 'backwards';
    const raw = async (after: number | null, maxCount: number) =>
      (await this.inner.readAll({ ...options, after, maxCount })).map((e) => ({
        position: e.position,
        event: this.known(e) ? e : null,
      }));
    return readFilledPage(raw, options.after ?? null, options.maxCount ?? 1000, forwards);
  }

  override async readStream(streamId: string, options: ReadStreamOptions = {}) {
    return (await this.inner.readStream(streamId, options)).filter((e) => this.known(e));
  }

  override async headPosition(): Promise<number | null> {
    const [last] = await this.readAll({ direction: 'backwards', maxCount: 1 });
    return last ? last.position : null;
  }

  override append(): Promise<AppendResult> {
    return Promise.reject(new Error('a known-at view of the store is read-only'));
  }

  override appendMany(): Promise<AppendResult[]> {
    return this.append().then(() => []);
  }
}
