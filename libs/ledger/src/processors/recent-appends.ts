import {
  EventStoreDecorator,
  type AppendResult,
  type EventStore,
  type ReadAllOptions,
  type StoredEvent,
} from '@ledger/event-store';

/** The appended events held (a few bill-run commits, or a projection pass's worth of an import). */
const HELD = 10_000;

/**
 * The events this process's appends just stored, as the store answered them
 * (`AppendResult.stored`), in log order, a bounded number. The projection
 * runner takes a page from here instead of reading and parsing again the rows
 * it was just handed (#30: 116 ms of the bill run at N=4,000) only when the
 * events held follow its cursor exactly, position after position: a position
 * held by none of them (another process's append on the same file, README
 * "Several API processes", or one trimmed away) ends the page there, and the
 * rest is read from the log.
 */
export class RecentAppends {
  private events: StoredEvent[] = [];

  add(stored: readonly StoredEvent[]): void {
    if (stored.length === 0) return;
    const last = this.events[this.events.length - 1];
    this.events.push(...stored);
    // two appends answered out of order (never seen, but cheap to keep right)
    if (last && stored[0].position <= last.position)
      this.events.sort((a, b) => a.position - b.position);
    if (this.events.length > 2 * HELD) this.events = this.events.slice(-HELD);
  }

  /** The events right after `after`, contiguous, at most `maxCount`; null when the next one is not held. */
  pageAfter(after: number | null, maxCount: number): StoredEvent[] | null {
    if (after === null) return null;
    const events = this.events;
    let low = 0;
    let high = events.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (events[mid].position <= after) low = mid + 1;
      else high = mid;
    }
    if (low === events.length || events[low].position !== after + 1) return null;
    const page: StoredEvent[] = [];
    for (let i = low; i < events.length && page.length < maxCount; i++) {
      if (events[i].position !== after + 1 + page.length) break;
      page.push(events[i]);
    }
    return page;
  }

  /** The log as the projection runner reads it: a page from the events held when they follow `after`, else from the store. */
  over(store: EventStore): Pick<EventStore, 'readAll' | 'headPosition'> {
    return {
      readAll: async (options: ReadAllOptions = {}) => {
        const forwards = (options.direction ?? 'forwards') === 'forwards';
        const held = forwards
          ? this.pageAfter(options.after ?? null, options.maxCount ?? HELD)
          : null;
        return held ?? store.readAll(options);
      },
      headPosition: () => store.headPosition(),
    };
  }
}

/**
 * The store, keeping what its appends stored (`RecentAppends`) for the
 * projection runners. A wake-up of a follower is sent a turn later, so the
 * appended events are held by the time it reads (an append's answer reaches
 * this decorator through the others after the store's own wake-up).
 */
export class RememberingEventStore extends EventStoreDecorator {
  readonly recent = new RecentAppends();

  override async append(...args: Parameters<EventStore['append']>): Promise<AppendResult> {
    const result = await this.inner.append(...args);
    this.recent.add(result.stored ?? []);
    return result;
  }

  override async appendMany(
    batches: Parameters<EventStore['appendMany']>[0],
  ): Promise<AppendResult[]> {
    const results = await this.inner.appendMany(batches);
    this.recent.add(results.flatMap((r) => r.stored ?? []));
    return results;
  }

  override watchAppends(listener: () => void): () => void {
    return this.inner.watchAppends(() => setImmediate(listener));
  }
}

/** A runner's option to take this process's appends from memory: the store's, when it keeps them (else none). */
export function recentAppendsOf(store: EventStore): { recent?: RecentAppends } {
  return store instanceof RememberingEventStore ? { recent: store.recent } : {};
}
