import { Decider, DomainEvent, evolveAll, fold, knownAt, Recorded } from '@ledger/domain';
import {
  AppendResult,
  EventStore,
  EventToAppend,
  MAX_PAGE,
  StoredEvent,
  WrongExpectedRevisionError,
} from '@ledger/event-store';
import { appendGrouped } from './group-commit';
import { seal, wroteSealed } from './hash-chain';
import { Slices, yieldToEventLoop } from '../processors/log-pages';
import type { Clock } from './clock';
import type { CommandContext } from './command-context';
import { fromStored, toAppend } from './event-envelope';
import { CommandIdentity, eventIdOf, factIdentity } from './event-identity';
import type { SnapshotSource, StateSnapshot } from './snapshots/snapshot-source';
import { LogTails } from './log-tails';
import { approximateBytes, CacheBudget, DEFAULT_CACHE_BUDGET, SegmentedLru } from './state-cache';

export interface Loaded<S> {
  readonly state: S;
  readonly revision: number | 'no_stream';
  /** The stream's last stored event (the hash chain continues from it). */
  readonly last: StoredEvent | null;
}

interface Executed<E extends DomainEvent, S> {
  /** The state after the command (with what it wrote). */
  readonly state: S;
  /** What this command wrote: empty when it was an idempotent repeat (C8) or changed nothing. */
  readonly written: Recorded<E>[];
  readonly position: number | null;
}

/** Raised after the bounded retries on a concurrency conflict are used up (409). */
export class ConcurrencyConflictError extends Error {
  constructor(readonly streamId: string) {
    super(`stream ${streamId} kept changing while the command was decided; retry later`);
    this.name = 'ConcurrencyConflictError';
  }
}

const MAX_ATTEMPTS = 8;
/** An append whose answer is not known (the set was refused): `wroteSealed` reads the stream back to tell. */
const ANSWER_UNKNOWN: AppendResult = { nextExpectedRevision: -1, position: -1 };
const MAX_STREAM_PAGES = 1000;
/**
 * The cache's estimate of an entry's heap (#30): a fixed part for the fold's
 * empty maps and the entry itself, a part per event (its envelope, its slots
 * in the stream's array and the fold's history) and its data's bytes as
 * `approximateBytes` walks them. Fitted against the heap (node --expose-gc,
 * the bench's 4,000 accounts loaded into an empty cache: 6.9 KB an account at
 * 3 events, 9.6 KB at 9): the estimate was within 6% of both.
 */
const ENTRY_BYTES = 4_000;
const ENTRY_BYTES_PER_EVENT = 200;
/**
 * A state restored from a snapshot is estimated from its encoded (compressed)
 * size: the estimate above, for states folded from 4, 11 and 15 events, was
 * 6.7, 7.2 and 8.9 times it (measured deflated; Brotli's bytes, since, are within
 * 1-4% of those).
 */
const HEAP_BYTES_PER_SNAPSHOT_BYTE = 8;

interface CachedStream<E extends DomainEvent, S> {
  /** The events folded since revision `from`: every event of the stream when `from` is 0. */
  readonly events: Recorded<E>[];
  /** 0, or the revision after the snapshot the fold started from (its earlier events are not held). */
  readonly from: number;
  readonly state: S;
  readonly last: StoredEvent;
  /** The latest recorded time of its events (ms): a query known at this instant or later sees them all (C3). */
  readonly latestRecordedMs: number;
  /** Its estimated heap bytes (what the cache's budget counts). */
  readonly bytes: number;
}

/** Told that a cached fold moved on from `previous` to `next` by `added` (`onMovedOn`). */
export type MovedOn<E extends DomainEvent, S> = (
  previous: S,
  next: S,
  added: readonly Recorded<E>[],
) => void;

/** The revision of a cached fold's last event. */
const revisionOf = (c: CachedStream<DomainEvent, unknown>) => c.from + c.events.length - 1;

/**
 * The command handler loop of every write: fold (the cached fold, as it is
 * for a command's first attempt, `decideCached`; else moved on by what the
 * store holds after it), decide, append with the expected revision; on a
 * conflict, re-read and retry a bounded number of times.
 */
export class EventSourcedRepository<C, E extends DomainEvent, S> {
  /**
   * The folded state of recently read streams, by stream revision, bounded by
   * bytes and scan-resistant (`state-cache.ts`). Events are immutable and
   * streams only grow, so a cached fold stays right: a load reads only what
   * came after it.
   */
  private readonly cache: SegmentedLru<CachedStream<E, S>>;

  /**
   * `identify` names what makes a command unique (`event-identity.ts`): its
   * events' ids come from it, never from their content.
   */
  constructor(
    private readonly store: EventStore,
    private readonly decider: Decider<C, E, S>,
    private readonly clock: Clock,
    cacheBudget: CacheBudget = DEFAULT_CACHE_BUDGET,
    private readonly identify: (command: C) => CommandIdentity = factIdentity,
    private readonly snapshots?: SnapshotSource<S>,
    /** The log's events `foldFromLog` took and has not folded yet, by stream. */
    private readonly tails = new LogTails(),
  ) {
    this.cache = new SegmentedLru(cacheBudget);
  }

  /** Told each time the cache moves a stream's fold on (`onMovedOn`). */
  private readonly movedOn: Array<MovedOn<E, S>> = [];

  /**
   * #30: `listener` is told, as it happens, each time the cache moves a
   * stream's cached fold on by events appended after it (a command's, a
   * run's, the log's): the state before, the state after and the events
   * between. A read side that derived the state before may go on from it
   * (`AccountReadFacts`) instead of deriving the state after from nothing.
   */
  onMovedOn(listener: MovedOn<E, S>): void {
    this.movedOn.push(listener);
  }

  /** What the state cache holds: entries and estimated bytes. */
  get cached(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cache.bytes };
  }

  /** The decided events as appended: ids from the command, metadata, the hash chain onto the stream's last event. */
  private sealed(
    streamId: string,
    command: C,
    loaded: Pick<Loaded<S>, 'revision' | 'last'>,
    decided: readonly E[],
    context: CommandContext,
    recordedAt: string,
  ): EventToAppend[] {
    const identity = this.identify(command);
    return seal(
      streamId,
      loaded.last,
      decided.map((e, i) =>
        toAppend(eventIdOf(streamId, identity, loaded.revision, i), e, context, recordedAt),
      ),
    );
  }

  /**
   * After an append the store accepted: whether it wrote this command's
   * events, or answered a replay of another command's under the same ids (a
   * twin request decided on the same revision: `wroteSealed`). The stored
   * events move the cached fold on, so the next load does not read them again;
   * that fold is the state after the command (`state`, null when the cache did
   * not hold the stream at the expected revision: the caller folds it).
   */
  private async wrote(
    streamId: string,
    expected: number | 'no_stream',
    sealed: readonly EventToAppend[],
    result: AppendResult,
  ): Promise<{ wrote: boolean; state: S | null }> {
    const first = expected === 'no_stream' ? 0 : expected + 1;
    const { wrote, stored } = await wroteSealed(this.store, streamId, expected, sealed, result);
    const cached = this.cachedFold(streamId) ?? null;
    if (wrote && (cached ? revisionOf(cached) + 1 : 0) === first)
      return { wrote, state: this.remember(streamId, cached, stored).state };
    return { wrote, state: null };
  }

  /** The stream's stored events from `fromRevision`, in bounded pages; up to and including `untilRevision` when given. */
  async readStored(
    streamId: string,
    untilRevision = Number.MAX_SAFE_INTEGER,
    fromRevision = 0,
  ): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    for (let page = 0; page < MAX_STREAM_PAGES; page++) {
      const wanted = Math.min(MAX_PAGE, untilRevision + 1 - fromRevision - events.length);
      if (wanted <= 0) return events;
      const batch = await this.store.readStream(streamId, {
        fromRevision: fromRevision + events.length,
        maxCount: wanted,
      });
      events.push(...batch);
      if (batch.length < wanted) return events;
    }
    throw new Error(`stream ${streamId} is longer than ${MAX_PAGE * MAX_STREAM_PAGES} events`);
  }

  /** The stream's latest fold: the cached one moved on by what was appended since (one read when nothing was). */
  private async latest(streamId: string, use = true): Promise<CachedStream<E, S> | null> {
    const cached = this.cachedFold(streamId, use);
    if (!cached) return this.restored(streamId);
    const fresh = await this.readStored(streamId, Number.MAX_SAFE_INTEGER, revisionOf(cached) + 1);
    return fresh.length === 0 ? cached : this.remember(streamId, cached, fresh);
  }

  /**
   * A stream the cache does not hold: from its snapshot and the events after
   * it (one row, one read from the snapshot's own event, which must be the
   * one it names), else folded from nothing.
   */
  private async restored(streamId: string): Promise<CachedStream<E, S> | null> {
    const snapshot = this.snapshotOf(streamId);
    if (snapshot) {
      const stored = await this.readStored(streamId, Number.MAX_SAFE_INTEGER, snapshot.revision);
      if (stored.length > 0 && stored[0].id === snapshot.lastEventId) {
        const base: CachedStream<E, S> = {
          events: [],
          from: snapshot.revision + 1,
          state: snapshot.state,
          last: stored[0],
          latestRecordedMs: snapshot.latestRecordedMs,
          bytes: HEAP_BYTES_PER_SNAPSHOT_BYTE * snapshot.bytes,
        };
        return this.remember(streamId, base, stored.slice(1));
      }
    }
    const stored = await this.readStored(streamId);
    return stored.length === 0 ? null : this.remember(streamId, null, stored);
  }

  /** The stream's snapshot of the fold's current version, if any; one that cannot be read is none. */
  private snapshotOf(streamId: string): StateSnapshot<S> | null {
    try {
      return this.snapshots?.read(streamId) ?? null;
    } catch {
      return null;
    }
  }

  /** The cached fold at `revision` or later without a read (a hand-off), else the latest, loaded. */
  private async atLeast(streamId: string, revision: number): Promise<CachedStream<E, S> | null> {
    const cached = this.cachedFold(streamId);
    if (cached && revisionOf(cached) >= revision) return cached;
    return this.latest(streamId);
  }

  /**
   * The fold of a stream at `revision` or later, from the cache without a
   * read when it holds one (a hand-off: the state a command or run has just
   * produced, or one folded from the log's pages), else loaded. Not a use of
   * the cache: a run's sweep stays in its probation segment.
   */
  async loadAtLeast(streamId: string, revision: number): Promise<Loaded<S>> {
    const folded = await this.atLeast(streamId, revision);
    return folded ? this.loadedOf(folded) : this.nothing();
  }

  /**
   * The stream's fold at `revision` or later as a snapshot keeps it (without
   * its encoding): what the read side persists, from the state a command, a
   * run or the log's pages have just folded. Null for a stream with no event.
   */
  async foldedAtLeast(
    streamId: string,
    revision: number,
  ): Promise<Omit<StateSnapshot<S>, 'bytes'> | null> {
    const folded = await this.atLeast(streamId, revision);
    if (!folded) return null;
    return {
      state: folded.state,
      revision: revisionOf(folded),
      lastEventId: folded.last.id,
      latestRecordedMs: folded.latestRecordedMs,
    };
  }

  /** A cached fold as a load answers it. */
  private loadedOf(folded: CachedStream<E, S>): Loaded<S> {
    return { state: folded.state, revision: revisionOf(folded), last: folded.last };
  }

  private nothing(): Loaded<S> {
    return { state: this.decider.initialState(), revision: 'no_stream', last: null };
  }

  /**
   * Moves cached folds on by events read from the global log (the projection
   * runner's pages: a rebuild folds each stream from what it reads instead of
   * reading it again). Only a stream the cache holds up to just before an
   * event, or a new stream from its first, is moved on; anything else is
   * left to the next load. The events are held (`LogTails`) and folded
   * together when the stream's fold is next used, or when too many are held.
   * Answers the streams it moved on.
   */
  foldFromLog(events: readonly StoredEvent[], streamPrefix: string): number {
    // the runner hands one page to each of its derived projections (the fund, the summaries): taken once
    if (this.lastLogPage?.events === events && this.lastLogPage.streamPrefix === streamPrefix)
      return 0;
    this.lastLogPage = { events, streamPrefix };
    const byStream = new Map<string, StoredEvent[]>();
    for (const e of events) {
      if (!e.streamId.startsWith(streamPrefix)) continue;
      const list = byStream.get(e.streamId);
      if (list) list.push(e);
      else byStream.set(e.streamId, [e]);
    }
    let moved = 0;
    for (const [streamId, stored] of byStream) {
      const cached = this.cache.peek(streamId);
      const next = this.tails.nextRevision(streamId) ?? (cached ? revisionOf(cached) + 1 : 0);
      const tail = stored.filter((e) => e.revision >= next);
      if (tail.length === 0 || tail[0].revision !== next) continue;
      if (tail.some((e, i) => e.revision !== next + i)) continue;
      this.tails.add(streamId, tail);
      moved++;
    }
    if (this.tails.full)
      for (const [streamId, tail] of this.tails.takeAll()) this.foldTail(streamId, tail);
    return moved;
  }

  /** The page `foldFromLog` last took (a second call with it finds nothing to move on). */
  private lastLogPage: { events: readonly StoredEvent[]; streamPrefix: string } | null = null;

  /**
   * The stream's cached fold, with the log's events held for it folded in
   * first; `use`: counted as a use of the cache (a load, a command), else a
   * look that leaves its order as it was (a hand-off, a run's sweep).
   */
  private cachedFold(streamId: string, use = false): CachedStream<E, S> | undefined {
    const tail = this.tails.take(streamId);
    if (tail) this.foldTail(streamId, tail);
    return use ? this.cache.get(streamId) : this.cache.peek(streamId);
  }

  /** Folds a tail the log's pages gave onto the stream's cached fold, if it still follows it (else the next load reads it). */
  private foldTail(streamId: string, tail: readonly StoredEvent[]): void {
    const cached = this.cache.peek(streamId) ?? null;
    if (tail[0].revision !== (cached ? revisionOf(cached) + 1 : 0)) return;
    try {
      this.remember(streamId, cached, tail);
    } catch {
      // an event the fold refuses: the derivation's own load finds and names it
      this.cache.delete(streamId);
    }
  }

  /** The cached fold moved on by the stored events that follow it. */
  private remember(
    streamId: string,
    cached: CachedStream<E, S> | null,
    fresh: readonly StoredEvent[],
  ): CachedStream<E, S> {
    // one pass over the events, no spread of them (#30: a cold rebuild folds every event of the log here)
    const added = fresh.map((s) => fromStored<E>(s));
    let bytes = cached?.bytes ?? ENTRY_BYTES;
    // the events folded at once: the state's collections copied once for them all, not once each (`evolveAll`)
    const state = evolveAll(
      this.decider,
      cached ? cached.state : this.decider.initialState(),
      added,
    );
    let latestRecordedMs = cached?.latestRecordedMs ?? -Infinity;
    for (const e of added) {
      bytes += ENTRY_BYTES_PER_EVENT + approximateBytes(e.data);
      latestRecordedMs = Math.max(latestRecordedMs, Date.parse(e.recordedAt));
    }
    const next: CachedStream<E, S> = {
      events: cached ? cached.events.concat(added) : added,
      from: cached?.from ?? 0,
      state,
      last: fresh.length > 0 ? fresh[fresh.length - 1] : cached!.last,
      latestRecordedMs,
      bytes,
    };
    this.cache.set(streamId, next, bytes);
    if (cached)
      for (const listener of this.movedOn)
        try {
          listener(cached.state, state, added);
        } catch {
          // a listener only saves work (`onMovedOn`): what it failed to note, the read side derives whole
        }
    return next;
  }

  /**
   * `decide` on the stream's cached fold, without the read `load` makes for
   * what came after it, when what it decides is appended (`appends`): the
   * fold may lack what another process appended since, but appended against
   * its revision, the decision is refused if the stream moved, and
   * `executeMany` or `execute` decides it again. Anything else (nothing to append, a
   * refusal thrown) could rest on what the cache lacks, so it is decided
   * again on the stream as stored, and that answer is the one given.
   * `asStored`: on the stream as stored at once. A command's first attempt
   * (`execute`), a bill run and a penalty
   * run decide every account this way (#30: a read per account otherwise).
   */
  async decideCached<T>(
    streamId: string,
    decide: (state: S) => T,
    appends: (decision: T) => boolean,
    asStored = false,
  ): Promise<{ loaded: Loaded<S>; decision: T }> {
    const cached = asStored ? undefined : this.cachedFold(streamId, true);
    if (cached) {
      const loaded = this.loadedOf(cached);
      let decision: { of: T } | null = null;
      try {
        decision = { of: decide(cached.state) };
      } catch {
        // decided again below, on the stream as stored: refused there too if it must be
      }
      if (decision && appends(decision.of)) return { loaded, decision: decision.of };
    }
    // not cached: read as stored, decided once (one use of the cache, as a load). Cached: what came
    // after the fold is read, and the cache is not used a second time: a run's sweep stays in its
    // probation segment (a second use would promote every account a penalty run finds nothing to
    // book on, and push out the accounts the counter uses: measured at 20,000 accounts over a
    // 100 MiB cache, the run took 26% longer and the later phases missed more)
    const latest = await this.latest(streamId, cached === undefined);
    const loaded = latest ? this.loadedOf(latest) : this.nothing();
    return { loaded, decision: decide(loaded.state) };
  }

  /** C3: the stream folded from the facts known at `knownAtInstant` (default: everything). */
  async load(streamId: string, knownAtInstant?: string): Promise<Loaded<S>> {
    const latest = await this.latest(streamId);
    if (!latest) return this.nothing();
    const revision = revisionOf(latest);
    if (knownAtInstant === undefined || Date.parse(knownAtInstant) >= latest.latestRecordedMs)
      return { state: latest.state, revision, last: latest.last };
    // a fold started from a snapshot may hold facts recorded after the instant: fold the stream whole
    const events =
      latest.from === 0
        ? latest.events
        : (await this.readStored(streamId, revision)).map((s) => fromStored<E>(s));
    return {
      state: fold(this.decider, knownAt(events, knownAtInstant)),
      revision,
      last: latest.last,
    };
  }

  /**
   * Many streams' commands, decided on the states given (or loaded), appended
   * together (one durable commit on SQLite). A caller that already decided a
   * command on the state it passes gives the events (`decided`), so they are
   * not decided twice. Should any stream have moved meanwhile, each command is
   * run on its own, with the usual retries.
   */
  async executeMany(
    items: ReadonlyArray<{ streamId: string; command: C; loaded?: Loaded<S>; decided?: E[] }>,
    context: CommandContext,
    /** Called once the append is handed to the store (a caller may go on deciding meanwhile). */
    sent: () => void = () => undefined,
  ): Promise<Executed<E, S>[]> {
    const recordedAt = this.clock.now().toISOString();
    const prepared = [];
    const slices = new Slices();
    for (const item of items) {
      await slices.tick();
      const loaded = item.loaded ?? (await this.load(item.streamId));
      const decided =
        item.loaded && item.decided
          ? item.decided
          : this.decider.decide(item.command, loaded.state);
      prepared.push({
        item,
        loaded,
        decided,
        events: this.sealed(item.streamId, item.command, loaded, decided, context, recordedAt),
      });
    }
    const writing = prepared.filter((p) => p.decided.length > 0);
    let appended: AppendResult[];
    try {
      // the append is one synchronous durable commit: let waiting requests in before and after it
      await yieldToEventLoop();
      const appending = this.store.appendMany(
        writing.map((p) => ({
          streamId: p.item.streamId,
          events: p.events,
          expected: p.loaded.revision,
        })),
      );
      sent();
      appended = await appending;
      await yieldToEventLoop();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      // a store that appends stream by stream (EventStoreDB: each batch atomic, the set not) may have
      // written the batches before the one it refused: each is read back, and one whose events are there
      // under its ids and content hashes is answered as written (decided again, it would find nothing
      // left to do and report nothing written); the others are decided again on the stream as stored
      const results: Executed<E, S>[] = [];
      for (const p of prepared) {
        const outcome =
          p.decided.length > 0
            ? await this.wrote(p.item.streamId, p.loaded.revision, p.events, ANSWER_UNKNOWN)
            : null;
        results.push(
          outcome?.wrote
            ? this.writtenBy(p, outcome.state, recordedAt)
            : await this.execute(p.item.streamId, p.item.command, context, true),
        );
      }
      return results;
    }
    const answers = new Map(writing.map((p, i) => [p, appended[i]]));
    const results: Executed<E, S>[] = [];
    for (const p of prepared) {
      const answer = answers.get(p);
      const outcome = answer
        ? await this.wrote(p.item.streamId, p.loaded.revision, p.events, answer)
        : null;
      if (outcome && !outcome.wrote) {
        // a twin command's events were there under the same ids: decide again on the stream as it is
        results.push(await this.execute(p.item.streamId, p.item.command, context, true));
        continue;
      }
      results.push(this.writtenBy(p, outcome?.state ?? null, recordedAt));
    }
    return results;
  }

  /** A decision of `executeMany` as written: its events, and the state after them. */
  private writtenBy(
    p: { loaded: Loaded<S>; decided: E[] },
    folded: S | null,
    recordedAt: string,
  ): Executed<E, S> {
    const written = p.decided.map((e) => ({ ...e, recordedAt }) as Recorded<E>);
    return {
      // the fold the cache was just moved on to (the events as stored), not a second fold of the same events
      state: folded ?? evolveAll(this.decider, p.loaded.state, written),
      written,
      position: null,
    };
  }

  /**
   * One command at a time per stream in this process: a second command on a
   * stream waits for the first to be durable, then is decided on what it
   * wrote. Commands on different streams go on together (and are committed
   * together, `group-commit.ts`); without this, twenty payments on one
   * account would all be decided on one revision and all but one refused per
   * group, beyond the retries. Other processes are still met by the expected
   * revision.
   */
  private readonly streamTails = new Map<string, Promise<unknown>>();

  /** `asStored`: decided on the stream as stored from the first attempt (the cache is known to lag it). */
  async execute(
    streamId: string,
    command: C,
    context: CommandContext,
    asStored = false,
  ): Promise<Executed<E, S>> {
    const before = this.streamTails.get(streamId);
    const run = (before ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.executeAlone(streamId, command, context, asStored));
    this.streamTails.set(streamId, run);
    try {
      return await run;
    } finally {
      if (this.streamTails.get(streamId) === run) this.streamTails.delete(streamId);
    }
  }

  private async executeAlone(
    streamId: string,
    command: C,
    context: CommandContext,
    asStored: boolean,
  ): Promise<Executed<E, S>> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // the first attempt decides on the cached fold without reading what came after it
      // (`decideCached`: appended against its revision, a decision on a stream another process
      // moved is refused, and the next attempt reads it; #30: the read was 7% of a payment POST)
      const {
        loaded: { state, revision, last },
        decision: decided,
      } = await this.decideCached(
        streamId,
        (s) => this.decider.decide(command, s),
        (d) => d.length > 0,
        asStored || attempt > 0,
      );
      if (decided.length === 0) return { state, written: [], position: null };
      const recordedAt = this.clock.now().toISOString();
      const events = this.sealed(
        streamId,
        command,
        { revision, last },
        decided,
        context,
        recordedAt,
      );
      try {
        // made durable with the other commands decided meanwhile (one transaction, one fsync)
        const result = await appendGrouped(this.store, streamId, events, revision);
        // the store's replay of a twin command's events: decide again on the stream as it is (C8)
        const outcome = await this.wrote(streamId, revision, events, result);
        if (!outcome.wrote) continue;
        const written = decided.map((e) => ({ ...e, recordedAt }) as Recorded<E>);
        return {
          state: outcome.state ?? evolveAll(this.decider, state, written),
          written,
          position: result.position,
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        // someone else wrote first: re-read and decide again (new ids where they come from the revision)
      }
    }
    throw new ConcurrencyConflictError(streamId);
  }
}
