import { MapFront } from '@ledger/event-store';
/** What a cache of folded states may hold: bytes (estimated) and, where set, a number of entries. */
export interface CacheBudget {
  readonly bytes: number;
  /** LEDGER_STATE_CACHE, when set: at most this many entries as well. */
  readonly entries?: number;
}

/**
 * The default of LEDGER_STATE_CACHE_MB: 640 MiB, the accounts' folded states
 * 0.65 of it (416) and their read facts, with the ledger's open items a
 * payment goes on from, the rest (`STATES_SHARE_OF_CACHE`).
 */
export const DEFAULT_STATE_CACHE_MB = 640;
/** Any other repository's cache (bill runs, lien statements, budgets): 512 MiB of folded states. */
export const DEFAULT_CACHE_BUDGET: CacheBudget = { bytes: 512 * 1024 * 1024 };

/** For a repository of a few streams (rate schedules, tax sales): 100 of them, 16 MiB. */
export const SMALL_CACHE: CacheBudget = { bytes: 16 * 1024 * 1024, entries: 100 };

/** The share of the budget kept for entries used twice or more (the protected segment). */
const PROTECTED_SHARE = 0.8;

interface Entry<V> {
  readonly value: V;
  readonly bytes: number;
}

/**
 * A segmented LRU bounded by bytes (SLRU, Karedla et al. 1994): a new entry
 * goes into a probation segment; only a second use (`get`) moves it into the
 * protected segment, which holds most of the budget. A sweep that visits
 * every account once (a bill run, a penalty run, a rebuild) passes through
 * probation and is evicted from there, so it never pushes out the accounts
 * that are used again and again (the counter's). Plain LRU, by contrast, is
 * the worst policy for a cyclic scan larger than the cache: it misses every
 * time. Replacing a value (`set` on a key held) keeps its segment: moving a
 * fold on after a write is not a use.
 */
export class SegmentedLru<V> {
  private readonly probation = new Map<string, Entry<V>>();
  private readonly protectedSegment = new Map<string, Entry<V>>();
  private probationBytes = 0;
  private protectedBytes = 0;
  /** Each segment's oldest first (`MapFront`: a cursor, not a walk from the table's start at every eviction). */
  private readonly probationFront = new MapFront(this.probation);
  private readonly protectedFront = new MapFront(this.protectedSegment);

  constructor(private readonly budget: CacheBudget) {}

  get size(): number {
    return this.probation.size + this.protectedSegment.size;
  }

  /** The bytes held (as estimated by the callers of `set`). */
  get bytes(): number {
    return this.probationBytes + this.protectedBytes;
  }

  /** A use: the entry moves to the front of the protected segment. */
  get(key: string): V | undefined {
    const held = this.protectedSegment.get(key);
    if (held) {
      this.protectedSegment.delete(key);
      this.protectedSegment.set(key, held);
      return held.value;
    }
    const trial = this.probation.get(key);
    if (!trial) return undefined;
    this.probation.delete(key);
    this.probationBytes -= trial.bytes;
    this.protectedSegment.set(key, trial);
    this.protectedBytes += trial.bytes;
    this.bound();
    return trial.value;
  }

  /** The entry without counting a use (a hand-off, not a request). */
  peek(key: string): V | undefined {
    return (this.protectedSegment.get(key) ?? this.probation.get(key))?.value;
  }

  /** Holds `value` for `key` at `bytes`; an entry larger than the whole budget is not held. */
  set(key: string, value: V, bytes: number): void {
    const segment = this.protectedSegment.has(key) ? 'protected' : 'probation';
    this.delete(key);
    if (bytes > this.budget.bytes) return;
    if (segment === 'protected') {
      this.protectedSegment.set(key, { value, bytes });
      this.protectedBytes += bytes;
    } else {
      this.probation.set(key, { value, bytes });
      this.probationBytes += bytes;
    }
    this.bound();
  }

  delete(key: string): void {
    const held = this.protectedSegment.get(key);
    if (held) {
      this.protectedSegment.delete(key);
      this.protectedBytes -= held.bytes;
    }
    const trial = this.probation.get(key);
    if (trial) {
      this.probation.delete(key);
      this.probationBytes -= trial.bytes;
    }
  }

  /** The protected segment's overflow goes back to probation (most recent first out of it last); probation's oldest leave first. */
  private bound(): void {
    const protectedBudget = this.budget.bytes * PROTECTED_SHARE;
    const protectedEntries =
      this.budget.entries === undefined
        ? Infinity
        : Math.ceil(this.budget.entries * PROTECTED_SHARE);
    while (
      this.protectedSegment.size > 1 &&
      (this.protectedBytes > protectedBudget || this.protectedSegment.size > protectedEntries)
    ) {
      const [key, entry] = this.protectedFront.shift()!;
      this.protectedBytes -= entry.bytes;
      this.probation.set(key, entry);
      this.probationBytes += entry.bytes;
    }
    const entries = this.budget.entries ?? Infinity;
    while (this.size > 0 && (this.bytes > this.budget.bytes || this.size > entries)) {
      if (this.probation.size > 0) this.probationBytes -= this.probationFront.shift()![1].bytes;
      else this.protectedBytes -= this.protectedFront.shift()![1].bytes;
    }
  }
}

/**
 * About how many bytes of heap a value takes, walked once when it enters the
 * cache (no serialization): a string its length plus a header, a number 8, an
 * object or array a header and a slot per member. It ignores sharing and V8's
 * hidden classes; the repository scales it for the fold it keeps beside the
 * events (see `estimatedEntryBytes`). Bounded: deeper than 8 levels counts as 64.
 */
export function approximateBytes(value: unknown, depth = 0): number {
  if (value === null || value === undefined) return 8;
  switch (typeof value) {
    case 'string':
      return 16 + value.length;
    case 'number':
    case 'boolean':
      return 8;
    case 'object': {
      if (depth > 8) return 64;
      if (Array.isArray(value)) {
        let bytes = 16 + 8 * value.length;
        for (const v of value) bytes += approximateBytes(v, depth + 1);
        return bytes;
      }
      let bytes = 32;
      for (const key in value as Record<string, unknown>)
        bytes += 16 + approximateBytes((value as Record<string, unknown>)[key], depth + 1);
      return bytes;
    }
    default:
      return 16;
  }
}
