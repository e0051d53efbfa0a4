import type { EventStore, ReadAllOptions, StoredEvent } from '@ledger/event-store';

/** Events per page read from the global log. */
const LOG_PAGE = 1_000;
/** A bound on the pages of one pass: 10^10 events, far beyond any municipality. */
const MAX_PAGES = 10_000_000;

interface LogPagesOptions {
  /** The last position to read (inclusive); default the head position taken when the pass starts. */
  readonly until?: number | null;
  readonly pageSize?: number;
}

/** What `logPages` reads: a store, or a view of one (`RecentAppends.over`, `sharedLog`). */
export type LogSource = Pick<EventStore, 'readAll' | 'headPosition'>;

/** Pages a shared log holds for readers that have not asked for them yet: readers in step need one. */
const SHARED_HELD = 2;

/**
 * The log read once for `readers` that go through it together (the two
 * projection runners of `ledger projections rebuild`, #30: each read and
 * parsed all of it): a page read for one is handed to the others asking for
 * the same page, then let go. The readers stay in step (each yields to the
 * event loop after a page); should one fall behind by more than the pages
 * held, it reads its pages from the store, so the sharing saves work and
 * never changes what a reader gets. The head is taken once, so every reader runs
 * to the same position. The events are shared: a reader must not change them
 * (no projection does: `fromStored` makes the domain's copy).
 */
export function sharedLog(store: LogSource, readers: number): LogSource {
  const held = new Map<string, { page: Promise<StoredEvent[]>; waiting: number }>();
  let head: Promise<number | null> | null = null;
  return {
    headPosition: () => (head ??= store.headPosition()),
    readAll: (options: ReadAllOptions = {}) => {
      if ((options.direction ?? 'forwards') !== 'forwards') return store.readAll(options);
      const key = `${options.after ?? ''}/${options.maxCount ?? ''}`;
      const found = held.get(key);
      if (found) {
        if (--found.waiting === 0) held.delete(key);
        return found.page;
      }
      const page = store.readAll(options);
      // full: the readers are out of step, and the one behind reads its own pages from here on
      if (readers > 1 && held.size < SHARED_HELD) held.set(key, { page, waiting: readers - 1 });
      return page;
    },
  };
}

/**
 * The one way the ledger reads the global log in pages: from after `after`
 * to the head position taken when the pass starts (or `until`), in bounded
 * pages. It ends at that position, or at an empty page (the end of the log);
 * never at a short page, which a store that filters records may return before
 * the end. The projection runner, the feed, webhook delivery and the audit
 * all read through it.
 */
export async function* logPages(
  store: LogSource,
  after: number | null,
  options: LogPagesOptions = {},
): AsyncGenerator<StoredEvent[]> {
  const target = options.until !== undefined ? options.until : await store.headPosition();
  if (target === null) return;
  const size = options.pageSize ?? LOG_PAGE;
  let cursor = after;
  for (let page = 0; page < MAX_PAGES; page++) {
    if (cursor !== null && cursor >= target) return;
    const events = await store.readAll({ after: cursor, maxCount: size });
    if (events.length === 0) return;
    const within =
      events[events.length - 1].position <= target
        ? events
        : events.filter((e) => e.position <= target);
    if (within.length > 0) yield within;
    if (within.length < events.length) return;
    cursor = events[events.length - 1].position;
  }
  throw new Error(`the log has more than ${MAX_PAGES} pages after position ${String(after)}`);
}

/** Lets other work (HTTP requests) run between two slices of a long pass. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Long work in slices: `tick()` yields to the event loop once the current
 * slice has run for `budgetMs`, so a run over every account never holds the
 * request loop for longer than about that.
 */
export class Slices {
  private started = performance.now();

  constructor(private readonly budgetMs = 10) {}

  async tick(): Promise<void> {
    if (performance.now() - this.started < this.budgetMs) return;
    await yieldToEventLoop();
    this.started = performance.now();
  }
}
