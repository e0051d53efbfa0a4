import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  AppendResult,
  EventHandler,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  MAX_PAGE,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  Subscription,
  WrongExpectedRevisionError,
} from '../event-store';
import { lastVisiblePosition, RawRecord, readFilledPage } from '../filled-page';

/**
 * The production adapter: EventStoreDB / KurrentDB (single node or cluster)
 * through @eventstore/db-client. Chosen when EVENTSTORE_CONNECTION_STRING is set.
 *
 * Global positions: the prepare position of each event (unique per event,
 * increasing in $all order). Reads resume from `{ commit: p, prepare: p }`.
 * System events ($-prefixed types and streams) are never surfaced.
 */
export class EsdbEventStore implements EventStore {
  readonly kind = 'esdb' as const;
  private readonly client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  private static expected(expected: ExpectedRevision): AppendExpectedRevision {
    if (expected === 'any') return ANY;
    if (expected === 'no_stream') return NO_STREAM;
    if (expected === 'stream_exists') return STREAM_EXISTS;
    return BigInt(expected);
  }

  private static toStored(resolved: ResolvedEvent | AllStreamResolvedEvent): StoredEvent | null {
    const e = resolved.event;
    if (!e || !e.isJson || e.type.startsWith('$') || e.streamId.startsWith('$')) return null;
    return {
      id: e.id,
      streamId: e.streamId,
      revision: Number(e.revision),
      position: Number(e.position?.prepare ?? -1n),
      type: e.type,
      data: e.data as Record<string, unknown>,
      metadata: (e.metadata ?? {}) as Record<string, unknown>,
      created: e.created.toISOString(),
    };
  }

  private static position(p: number): Position {
    return { commit: BigInt(p), prepare: BigInt(p) };
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({ id: e.id, type: e.type, data: e.data, metadata: e.metadata }),
        ),
        { expectedRevision: EsdbEventStore.expected(expected) },
      );
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        position: Number(result.position?.prepare ?? -1n),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual =
          typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      throw error;
    }
  }

  /** EventStoreDB has no transaction across streams: each stream is appended in turn (each atomic; an empty one is a check). */
  async appendMany(
    batches: ReadonlyArray<{
      streamId: string;
      events: readonly EventToAppend[];
      expected: ExpectedRevision;
    }>,
  ): Promise<AppendResult[]> {
    const results: AppendResult[] = [];
    for (const b of batches) results.push(await this.append(b.streamId, b.events, b.expected));
    return results;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const backwards = options.direction === 'backwards';
    const out: StoredEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision:
          options.fromRevision !== undefined
            ? BigInt(options.fromRevision)
            : backwards
              ? END
              : START,
        maxCount: Math.min(options.maxCount ?? MAX_PAGE, MAX_PAGE),
      });
      for await (const resolved of read) {
        const stored = EsdbEventStore.toStored(resolved);
        if (stored) out.push(stored);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  /**
   * One underlying page of $all after a position (exclusive), every record
   * kept with its position; system, link and non-JSON records as null. The
   * client's `readAll` takes no server filter, so the filter is applied here,
   * and `readFilledPage` reads on until the page is full or the log ends.
   */
  private readonly rawPage =
    (direction: 'forwards' | 'backwards') =>
    async (after: number | null, maxCount: number): Promise<RawRecord[]> => {
      const backwards = direction === 'backwards';
      const out: RawRecord[] = [];
      const read = this.client.readAll({
        direction: backwards ? BACKWARDS : FORWARDS,
        fromPosition: after === null ? (backwards ? END : START) : EsdbEventStore.position(after),
        // one extra, since the server's position is inclusive and ours is exclusive
        maxCount: Math.min(maxCount, MAX_PAGE) + 1,
      });
      for await (const resolved of read) {
        const position = Number(resolved.event?.position?.prepare ?? -1n);
        if (position < 0) continue;
        out.push({ position, event: EsdbEventStore.toStored(resolved) });
      }
      return out;
    };

  async readAll(options: ReadAllOptions = {}): Promise<StoredEvent[]> {
    const limit = Math.min(options.maxCount ?? MAX_PAGE, MAX_PAGE);
    const direction = options.direction ?? 'forwards';
    return readFilledPage(
      this.rawPage(direction),
      options.after ?? null,
      limit,
      direction === 'forwards',
    );
  }

  subscribeToAll(after: number | null, handler: EventHandler): Subscription {
    const subscription = this.client.subscribeToAll({
      fromPosition: after === null ? START : EsdbEventStore.position(after),
      filter: excludeSystemEvents(),
    });
    let markCaughtUp!: () => void;
    const caughtUp = new Promise<void>((resolve) => (markCaughtUp = resolve));
    subscription.once('caughtUp', () => markCaughtUp());
    const loop = (async () => {
      for await (const resolved of subscription) {
        const stored = EsdbEventStore.toStored(resolved);
        if (stored && (after === null || stored.position > after)) await handler(stored);
      }
    })();
    return {
      caughtUp,
      async close() {
        await subscription.unsubscribe();
        await loop.catch(() => undefined);
      },
    };
  }

  /** The last ledger-visible event: link events written by the system projections at the tail are passed over. */
  async headPosition(): Promise<number | null> {
    return lastVisiblePosition(this.rawPage('backwards'));
  }

  /** Live appends, through a subscription with the server's own filter (no system or link events). */
  watchAppends(listener: () => void): () => void {
    const subscription = this.client.subscribeToAll({
      fromPosition: END,
      filter: excludeSystemEvents(),
    });
    subscription.on('data', () => listener());
    subscription.on('error', () => undefined);
    return () => void subscription.unsubscribe().catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
