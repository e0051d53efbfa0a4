import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  START,
  StreamNotFoundError,
  type AllStreamSubscription,
  type Position,
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
} from '../event-store';
import { lastVisiblePosition, RawRecord, readFilledPage } from '../filled-page';
import {
  expectedRevisionOf,
  PositionBook,
  portErrorOf,
  rawRecordOf,
  storedFromResolved,
} from './esdb-mapping';
import { catchUpSubscription } from './esdb-subscription';
import { keepSubscribed } from './keep-subscribed';

/** Raw records read per visible one wanted: a shared log holds about three system or link records per event. */
const OVER_READ = 4;
/** The least a raw page reads, so the head (behind its projections' links) is found in one read. */
const MIN_RAW_PAGE = 64;

/**
 * The production adapter: EventStoreDB / KurrentDB (single node or cluster)
 * through @eventstore/db-client. Chosen when EVENTSTORE_CONNECTION_STRING is set.
 *
 * Global positions: the port's number is the server's prepare position (one
 * per event, increasing in $all order); the commit position the server gave
 * with it is kept (`PositionBook`) and named again on a resume, so resuming
 * after the first of events appended together is exact. System events
 * ($-prefixed types and streams) are never surfaced. Client errors become
 * the port's own where it has one (`portErrorOf`); both subscriptions
 * resubscribe with backoff from the last position they delivered.
 */
export class EsdbEventStore implements EventStore {
  readonly kind = 'esdb' as const;
  private readonly client: EventStoreDBClient;
  private readonly positions = new PositionBook();

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
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
        { expectedRevision: expectedRevisionOf(expected) },
      );
      if (result.position) this.positions.note(result.position);
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        position: Number(result.position?.prepare ?? -1n),
      };
    } catch (error) {
      throw portErrorOf(error, 'an append', { streamId, expected });
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
        const stored = storedFromResolved(resolved);
        if (stored) out.push(stored);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw portErrorOf(error, 'a read', { streamId });
    }
    return out;
  }

  /**
   * One underlying page of $all after a position (exclusive), every record
   * kept with its position; system, link and non-JSON records as null. The
   * client's `readAll` takes no server filter (its subscriptions do), so the
   * filter is applied here; a page reads several raw records per one wanted,
   * and `readFilledPage` reads on until the page is full or the log ends.
   */
  private readonly rawPage =
    (direction: 'forwards' | 'backwards') =>
    async (after: number | null, maxCount: number): Promise<RawRecord[]> => {
      const backwards = direction === 'backwards';
      const out: RawRecord[] = [];
      try {
        const read = this.client.readAll({
          direction: backwards ? BACKWARDS : FORWARDS,
          fromPosition:
            after === null ? (backwards ? END : START) : await this.serverPosition(after),
          // one extra, since the server's position is inclusive and ours is exclusive
          maxCount: Math.min(Math.max(maxCount * OVER_READ, MIN_RAW_PAGE), MAX_PAGE) + 1,
        });
        for await (const resolved of read) {
          const raw = rawRecordOf(resolved);
          if (!raw) continue;
          this.positions.note(raw.serverPosition);
          out.push(raw);
        }
      } catch (error) {
        throw portErrorOf(error, 'a read of the log');
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

  /**
   * The server's subscription with its own filter (no system or link
   * events), resubscribed with backoff after an error or an end, from the
   * last position it delivered (`catchUpSubscription`).
   */
  subscribeToAll(after: number | null, handler: EventHandler): Subscription {
    return catchUpSubscription(
      (from) => {
        const subscription = this.client.subscribeToAll({
          fromPosition: from ?? START,
          filter: excludeSystemEvents(),
        });
        return {
          records: subscription,
          onCaughtUp: (listener) => subscription.once('caughtUp', listener),
          stop: () => subscription.unsubscribe(),
        };
      },
      after === null ? null : () => this.serverPosition(after),
      handler,
      this.positions,
    );
  }

  /** The server's position (commit and prepare) of a port position, from the book or one backwards read (`PositionBook.resolve`). */
  private serverPosition(after: number): Promise<Position> {
    return this.positions.resolve(after, async (from) => {
      const read = this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: 1 });
      for await (const resolved of read)
        if (resolved.event?.position) return resolved.event.position;
      return null;
    });
  }

  /** The last ledger-visible event, in one backwards read unless more than a page of system records sits at the tail. */
  async headPosition(): Promise<number | null> {
    return lastVisiblePosition(this.rawPage('backwards'));
  }

  /**
   * Live appends, through a subscription with the server's own filter (no
   * system or link events), resubscribed with backoff from the end after an
   * error; a resubscription wakes the listener, since appends may have been
   * made meanwhile.
   */
  watchAppends(listener: () => void): () => void {
    let current: AllStreamSubscription | null = null;
    const kept = keepSubscribed(async (progress, attempt) => {
      const subscription = this.client.subscribeToAll({
        fromPosition: END,
        filter: excludeSystemEvents(),
      });
      current = subscription;
      if (attempt > 0) listener();
      try {
        for await (const _ of subscription) {
          progress();
          listener();
        }
      } catch (error) {
        await subscription.unsubscribe().catch(() => undefined);
        throw portErrorOf(error, 'the watch of appends');
      }
    });
    // the readers poll as well: a watch that gave up leaves them at their poll interval
    kept.done.catch(() => undefined);
    return () => {
      kept.stop();
      void current?.unsubscribe().catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
