import type { StoredEvent } from '@ledger/event-store';

/**
 * By default the log's events held unfolded at most (#30): about a page of
 * events a stream at the bench's sizes is folded 20 times less often, and the
 * events held are those the pages already parsed (a few tens of MB at most).
 */
const DEFAULT_LOG_TAILS_LIMIT = 20_000;

/**
 * Events the projection runner's pages read from the log, held by stream
 * until their stream's cached fold is next used (`foldFromLog`): a rebuild
 * meets each account once or twice a page, and folding each page's one or
 * two events copied the account's collections once a page (`evolveAll` copies
 * them once a call). Held, a stream's events are folded together: once when
 * the derivation asks for its state, or when more than `limit` are held
 * (`full`). Each stream's tail is contiguous, its first event the one after
 * its cached fold (or a new stream's first).
 */
export class LogTails {
  private readonly tails = new Map<string, StoredEvent[]>();
  private held = 0;

  constructor(readonly limit: number = DEFAULT_LOG_TAILS_LIMIT) {}

  /** The revision after the last event held of the stream, undefined when none is held. */
  nextRevision(streamId: string): number | undefined {
    const tail = this.tails.get(streamId);
    return tail ? tail[tail.length - 1].revision + 1 : undefined;
  }

  /** Holds `events` after the stream's tail (the caller checked they follow it, contiguous). */
  add(streamId: string, events: readonly StoredEvent[]): void {
    const tail = this.tails.get(streamId);
    if (tail) for (const e of events) tail.push(e);
    else this.tails.set(streamId, [...events]);
    this.held += events.length;
  }

  /** The stream's tail, no longer held (undefined when none was). */
  take(streamId: string): StoredEvent[] | undefined {
    const tail = this.tails.get(streamId);
    if (!tail) return undefined;
    this.tails.delete(streamId);
    this.held -= tail.length;
    return tail;
  }

  /** Every tail, in the order their streams were first held, none held after. */
  takeAll(): Array<[string, StoredEvent[]]> {
    const all = [...this.tails];
    this.tails.clear();
    this.held = 0;
    return all;
  }

  get full(): boolean {
    return this.held > this.limit;
  }

  get size(): number {
    return this.held;
  }
}
