import { type EventStore, type StoredEvent, StoreUnavailableError } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import type { Projection } from '../projections/projection';
import { type LogSource, logPages, Slices, yieldToEventLoop } from './log-pages';
import type { RecentAppends } from './recent-appends';
import { NO_PROGRESS, Progress } from '../jobs/progress';
import { errorText, ProjectionStoppedError, type ProjectionFailure } from './projection-failure';

export interface RunnerOptions {
  /** How often the head is looked at for appends by other processes (ms); the store's own appends wake it at once. */
  readonly pollMs?: number;
  readonly pageSize?: number;
  /** Streams derived per transaction. */
  readonly deriveChunk?: number;
  /** Reports each failure of a background catch-up as a whole (the store or the read-model file; the next one tries again). */
  readonly onError?: (error: unknown) => void;
  /** Reports a projection that stopped on an event: once per distinct failure, not once per retry. */
  readonly onStopped?: (failure: ProjectionFailure) => void;
  /** Reports a stopped projection that a retry moved past its event. */
  readonly onResumed?: (name: string) => void;
  /** The waits before each retry of a stopped projection (ms); their number bounds the retries. */
  readonly retryDelaysMs?: readonly number[];
  /** What this process's appends just stored: pages that follow the cursor exactly are taken from it, not read again. */
  readonly recent?: RecentAppends;
}

/**
 * A pass that starts within this many log positions of the head follows
 * appends live (an import, a bill run, the counter): it applies pages of
 * LIVE_PAGE events, since each page is one synchronous transaction (and
 * fsync) that holds the event loop, and /health with it (#30: 1,000-event
 * pages held it up to 38 ms during an import). Not smaller: each page is a
 * commit of each runner, and 250-event pages with 125-account derive chunks
 * cost the bill run's catch-up about 600 ms of fsyncs at N=4,000 (profile of
 * FY2026). A rebuild, far behind, keeps the large pages, fewer commits.
 */
const LIVE_PASS = 5_000;
const LIVE_PAGE = 500;

/**
 * Following appends, a pass begins no sooner than this after the last one
 * began: each pass costs each runner a commit (an fsync) per page, per derive
 * chunk and per checkpoint, so a pass per append (a bill run's chunk, an
 * import's) multiplies them once the pages come from memory and a pass is
 * quick (#30: at N=4,000 the bill run spent more time in the read models'
 * fsyncs than in its own). A query does not wait for it: it asks `catchUp`,
 * which starts a pass at once (read-your-writes).
 */
const FOLLOW_EVERY_MS = 100;

/** A stopped projection is tried again after 1, 2, 4 ... 32 s (a passing fault: the disk, a lock), then left stopped. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000];
/** Failing streams searched for their event (each search folds the stream once per event): a bound, not a census. */
const MAX_LOCATED = 20;
/** Undoes a savepoint whose work was only a search for the failing event. */
const ROLLBACK = Symbol('rollback');

/** Where a rebuild reads the log, and in pages of how many events. */
interface RebuildSource {
  readonly log?: LogSource;
  readonly pageSize?: number;
}

interface Stopped {
  readonly failure: ProjectionFailure;
  /** When the next pass may try it again (epoch ms); null: no retry left. */
  readonly retryAt: number | null;
}

const RUNNER_SCHEMA = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (name TEXT PRIMARY KEY, position INTEGER);
CREATE TABLE IF NOT EXISTS projection_versions (name TEXT PRIMARY KEY, version INTEGER NOT NULL);
`;

/**
 * The one projection runner (after Emmett's `processors/`): catches its
 * projections up to the head position taken when the catch-up starts, in
 * bounded pages; commits each page's rows with the checkpoints in one
 * transaction (so a crash never double-applies or skips, and two processes on
 * one read-model file never apply the same event twice); derives the streams a
 * catch-up touched once, at its end; rebuilds from position zero on request or
 * when a projection's version changed; then follows the log live.
 *
 * One event cannot poison the read side (#24): each projection applies a page
 * in its own savepoint, so one that throws stops alone, its checkpoint before
 * the event; the runner names the projection, the event and the error
 * (`failures()`), reports it once, retries it a bounded number of times with
 * backoff, and keeps the others going. A query that needs a stopped projection
 * is refused by `catchUp` with a `ProjectionStoppedError` (503), never answered
 * from a read model that stopped short.
 */
export class ProjectionRunner {
  private readonly byName: Map<string, Projection>;
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  private stopFollowing: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The follow-up pass waiting for its turn (appends come in while a pass runs). */
  private following: NodeJS.Timeout | null = null;
  /** When the last pass began (performance.now()). */
  private lastPassAt = -Infinity;
  private readonly stopped = new Map<string, Stopped>();
  private passes = 0;
  private eventsRead = 0;
  private rebuiltEvents = 0;
  private halted = false;
  private readonly checkpointOf;
  private readonly setCheckpoint;

  constructor(
    private readonly store: EventStore,
    private readonly db: Database.Database,
    projections: readonly Projection[],
    private readonly options: RunnerOptions = {},
  ) {
    this.byName = new Map(projections.map((p) => [p.name, p]));
    db.exec(RUNNER_SCHEMA);
    for (const p of projections) db.exec(p.schema);
    this.checkpointOf = db.prepare<[string], { position: number | null }>(
      'SELECT position FROM projection_checkpoints WHERE name = ?',
    );
    this.setCheckpoint = db.prepare(
      'INSERT INTO projection_checkpoints (name, position) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position',
    );
    this.rebuildChangedVersions();
  }

  get projections(): readonly Projection[] {
    return [...this.byName.values()];
  }

  checkpoint(name: string): number | null {
    return this.checkpointOf.get(name)?.position ?? null;
  }

  /** The projections that stopped on an event, with the event and the error. */
  failures(): ProjectionFailure[] {
    return [...this.stopped.values()].map((s) => s.failure);
  }

  /**
   * The log's events read by the last rebuild (what `ledger projections
   * rebuild` reports): taken when its pass ends, so a catch-up queued behind
   * it (a read model was empty meanwhile) does not count over it.
   */
  get lastRebuildEvents(): number {
    return this.rebuiltEvents;
  }

  /** Catch-ups finished since this runner was made (0: its read models may still be short of the log). */
  get completedPasses(): number {
    return this.passes;
  }

  /** Catches up now, then follows appends (this store's at once, other processes' by polling the head). */
  start(): Promise<void> {
    this.halted = false;
    if (!this.stopFollowing) {
      const follow = () => {
        // one pass at a time, and a following pass no sooner than FOLLOW_EVERY_MS after the last began;
        // at once while a read model is empty (a fresh ledger's first events, a rebuild): /health
        // says 'starting' until each has a checkpoint, and must not wait on the throttle for it
        // a wake-up may come a turn after stop(), when the databases are closed: nothing to follow then
        if (this.halted || !this.db.open) return;
        if (this.projections.some((p) => this.checkpoint(p.name) === null)) {
          void this.caughtUp().catch((e) => this.options.onError?.(e));
          return;
        }
        if (this.following) return;
        const wait = Math.max(0, this.lastPassAt + FOLLOW_EVERY_MS - performance.now());
        this.following = setTimeout(() => {
          this.following = null;
          void this.caughtUp().catch((e) => this.options.onError?.(e));
        }, wait);
        this.following.unref();
      };
      this.stopFollowing = this.store.watchAppends(follow);
      this.timer = setInterval(follow, this.options.pollMs ?? 500);
      this.timer.unref();
    }
    return this.caughtUp();
  }

  /** Stops following and waits for the pass under way: after it, nothing of this runner touches the databases. */
  async stop(): Promise<void> {
    this.halted = true;
    this.stopFollowing?.();
    this.stopFollowing = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.following) clearTimeout(this.following);
    this.following = null;
    await this.chain.catch(() => undefined);
  }

  /**
   * Reads the log to the head before it resolves (read-your-writes);
   * concurrent callers share one pass. Refuses (`ProjectionStoppedError`)
   * when one of the projections the caller `needs` (default: all of this
   * runner's) has stopped; the others are caught up all the same.
   */
  async catchUp(needs: readonly string[] = [...this.byName.keys()]): Promise<void> {
    await this.caughtUp();
    this.require(needs);
  }

  /** Refuses (`ProjectionStoppedError`) when one of these projections has stopped; no catch-up. */
  require(needs: readonly string[]): void {
    const failed = needs
      .map((n) => this.stopped.get(this.projection(n).name)?.failure)
      .filter((f) => f !== undefined);
    if (failed.length > 0) throw new ProjectionStoppedError(failed);
  }

  /**
   * A pass queued here begins at the end of this turn of the event loop
   * (`yieldToEventLoop`), not at once: every caller until then shares it, and
   * each of them asked before it reads the head, so each still reads what was
   * acknowledged before it asked, by this process or another. Searches at 64
   * connections each ran a pass of their own (#30: its head and checkpoints
   * read per request); the requests one turn reads now share one.
   */
  private caughtUp(): Promise<void> {
    // stopped for shutdown: the databases are about to close, a late caller reads what is there
    if (this.halted) return this.chain.catch(() => undefined);
    if (this.queued) return this.queued;
    const next = this.chain
      .catch(() => undefined)
      .then(yieldToEventLoop)
      .then(() => {
        this.queued = null;
        return this.pass();
      });
    this.queued = next;
    this.chain = next;
    return next;
  }

  /**
   * Empties the named projections (default all) and rebuilds them from
   * position zero; answers the failures of those that stopped on the way
   * (none: every one reached the head). `over`: where the pages are read
   * (default this runner's store), a log shared with another runner that
   * rebuilds at the same time (`sharedLog`), so the two read it once; and
   * the events a page (default the runner's).
   */
  async rebuild(
    names: readonly string[] = [...this.byName.keys()],
    progress: Progress = NO_PROGRESS,
    over?: RebuildSource,
  ): Promise<ProjectionFailure[]> {
    const run = this.chain
      .catch(() => undefined)
      .then(async () => {
        this.reset(names.map((n) => this.projection(n)));
        for (const n of names) this.stopped.delete(n);
        await this.pass(progress, over);
        this.rebuiltEvents = this.eventsRead;
      });
    this.chain = run;
    await run;
    return names.flatMap((n) => this.stopped.get(n)?.failure ?? []);
  }

  private projection(name: string): Projection {
    const p = this.byName.get(name);
    if (!p) throw new Error(`no projection named ${name}`);
    return p;
  }

  /** Empties the projections' tables to build them again; `recreate`: dropped and made again from the schema (its version changed, its columns may have). */
  private reset(projections: readonly Projection[], recreate = false): void {
    this.db.transaction(() => {
      for (const p of projections) {
        for (const table of p.tables)
          this.db.exec(recreate ? `DROP TABLE IF EXISTS ${table}` : `DELETE FROM ${table}`);
        if (recreate) this.db.exec(p.schema);
        this.setCheckpoint.run(p.name, null);
        this.db
          .prepare(
            'INSERT INTO projection_versions (name, version) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET version = excluded.version',
          )
          .run(p.name, p.version);
      }
    })();
  }

  private rebuildChangedVersions(): void {
    const stored = this.db.prepare<[string], { version: number }>(
      'SELECT version FROM projection_versions WHERE name = ?',
    );
    this.reset(
      this.projections.filter((p) => stored.get(p.name)?.version !== p.version),
      true,
    );
  }

  /** The projections this pass runs: those not stopped, and those stopped whose retry is due. */
  private runnable(now: number): Set<Projection> {
    return new Set(
      this.projections.filter((p) => {
        const s = this.stopped.get(p.name);
        return !s || (s.retryAt !== null && s.retryAt <= now);
      }),
    );
  }

  /** Stops `p` on `event` (keeps the first instant and counts the retries of the same failure); reports a new failure once. */
  private fail(
    p: Projection,
    event: StoredEvent | null,
    error: string,
    running: Set<Projection>,
  ): void {
    running.delete(p);
    const previous = this.stopped.get(p.name)?.failure;
    const same = previous && previous.event?.id === event?.id && previous.error === error;
    const retries = same ? previous.retries + 1 : 0;
    const failure: ProjectionFailure = {
      projection: p.name,
      event: event
        ? { position: event.position, streamId: event.streamId, type: event.type, id: event.id }
        : null,
      error,
      since: same ? previous.since : new Date().toISOString(),
      retries,
    };
    const delay = (this.options.retryDelaysMs ?? RETRY_DELAYS_MS)[retries];
    this.stopped.set(p.name, {
      failure,
      retryAt: delay === undefined ? null : Date.now() + delay,
    });
    if (!same) this.options.onStopped?.(failure);
  }

  /** One catch-up; `progress` counts log positions up to the target. */
  private async pass(progress: Progress = NO_PROGRESS, over?: RebuildSource): Promise<void> {
    this.eventsRead = 0;
    this.lastPassAt = performance.now();
    const running = this.runnable(Date.now());
    const retrying = [...running].filter((p) => this.stopped.has(p.name));
    await this.catchUpRunning(running, progress, over);
    for (const p of retrying)
      if (running.has(p)) {
        this.stopped.delete(p.name);
        this.options.onResumed?.(p.name);
      }
    this.passes++;
  }

  private async catchUpRunning(
    running: Set<Projection>,
    progress: Progress,
    over?: RebuildSource,
  ): Promise<void> {
    const log = over?.log ?? this.options.recent?.over(this.store) ?? this.store;
    const target = await log.headPosition();
    if (target === null) return;
    progress.total(target);
    let reported = 0;
    const cursors = new Map([...running].map((p) => [p.name, this.checkpoint(p.name)]));
    const behind = [...running].filter((p) => {
      const c = cursors.get(p.name)!;
      return c === null || c < target;
    });
    if (behind.length === 0) return;
    const from = Math.min(...behind.map((p) => cursors.get(p.name) ?? -1));
    const live = target - Math.max(from, 0) <= LIVE_PASS;
    const pending = new Map<string, { streams: Map<string, number>; through: number }>();
    for await (const page of logPages(log, from < 0 ? null : from, {
      until: target,
      pageSize: over?.pageSize ?? this.options.pageSize ?? (live ? LIVE_PAGE : undefined),
    })) {
      this.eventsRead += page.length;
      this.applyPage(page, pending, cursors, running);
      // a derived projection folds the streams from this page (one read of the log, not a second per account)
      for (const p of running) p.derived?.observe?.(page);
      const reached = page[page.length - 1].position;
      progress.advance(reached - reported);
      reported = reached;
      await yieldToEventLoop();
    }
    await this.deriveAll(
      [...pending]
        .map(([name, { streams, through }]) => ({
          p: this.projection(name),
          revisions: streams,
          through,
        }))
        .filter((d) => running.has(d.p)),
      running,
    );
  }

  /** One page, every running projection that has not seen it, rows and checkpoints in one transaction. */
  private applyPage(
    page: readonly StoredEvent[],
    pending: Map<string, { streams: Map<string, number>; through: number }>,
    cursors: Map<string, number | null>,
    running: Set<Projection>,
  ): void {
    const last = page[page.length - 1].position;
    this.db
      .transaction(() => {
        for (const p of [...running]) {
          // the stored checkpoint, read inside the write lock: another process may have applied this page already
          const stored = this.checkpoint(p.name);
          const open = pending.get(p.name);
          const seen = open ? open.through : stored;
          if (seen !== null && seen >= last) continue;
          const events = page.filter(
            (e) => (seen === null || e.position > seen) && p.eventTypes.has(e.type),
          );
          const failed = this.applyOrLocate(p, events);
          if (failed) {
            this.fail(p, failed.event, errorText(failed.error), running);
            pending.delete(p.name);
            // what came before the event is kept (a derived projection's streams wait for a pass that derives them)
            if (!p.derived) {
              const before = page.filter(
                (e) => e.position < failed.event.position && (seen === null || e.position > seen),
              );
              if (before.length > 0) {
                const at = before[before.length - 1].position;
                this.setCheckpoint.run(p.name, at);
                cursors.set(p.name, at);
              }
            }
            continue;
          }
          if (p.derived) {
            const prefix = p.derived.streamPrefix;
            // each stream with the last revision read: the state a command just produced answers it without a read
            const streams = open?.streams ?? new Map<string, number>();
            // in the order each stream was last met: `deriveAll` starts from the last, the folds the cache holds
            for (const e of events)
              if (e.streamId.startsWith(prefix)) {
                const known = streams.get(e.streamId);
                if (known !== undefined) streams.delete(e.streamId);
                streams.set(e.streamId, Math.max(e.revision, known ?? -1));
              }
            if (streams.size > 0) {
              pending.set(p.name, { streams, through: last });
              continue;
            }
          }
          this.setCheckpoint.run(p.name, last);
          cursors.set(p.name, last);
        }
      })
      .immediate();
  }

  /**
   * Applies the events in a savepoint; when that throws, finds the first
   * event that throws on its own (keeping those before it, but for a derived
   * projection, which starts the page again on its next pass).
   */
  private applyOrLocate(
    p: Projection,
    events: readonly StoredEvent[],
  ): { event: StoredEvent; error: unknown } | null {
    try {
      this.db.transaction(() => p.apply(this.db, events))();
      return null;
    } catch {
      let found: { event: StoredEvent; error: unknown } | null = null;
      try {
        this.db.transaction(() => {
          for (const event of events) {
            try {
              this.db.transaction(() => p.apply(this.db, [event]))();
            } catch (error) {
              found = { event, error };
              break;
            }
          }
          if (p.derived && found) throw ROLLBACK;
        })();
      } catch (e) {
        if (e !== ROLLBACK) throw e;
      }
      // null: every event applied on its own (the page is applied)
      return found;
    }
  }

  /**
   * The streams a catch-up touched, each derived once; a projection's
   * checkpoint moves once every one of its streams is written. The
   * projections derive chunk by chunk together (the fund, then the summaries
   * of the same 500 accounts), so they derive from the same folded states
   * while the cache still holds them and share each account's one fold of
   * its ledger (`AccountReadFacts`). A chunk that throws is derived stream by
   * stream: the others are written, and the projection stops on the first
   * event of a failing stream at which its rows cannot be derived.
   */
  private async deriveAll(
    derivations: ReadonlyArray<{
      p: Projection;
      revisions: ReadonlyMap<string, number>;
      through: number;
    }>,
    running: Set<Projection>,
  ): Promise<void> {
    const chunk = this.options.deriveChunk ?? 500;
    const slices = new Slices();
    const work = derivations.map((d) => ({
      ...d,
      // the stream met last first: the cache holds the folds most recently moved on, so a
      // catch-up over more accounts than it holds derives those from it, then reads the rest
      // once each (in the order first met, every account read back evicted one still to
      // come, and at 100,000 accounts nearly all were read again, #30)
      streams: [...d.revisions.keys()].reverse(),
      failing: [] as Array<{ streamId: string; error: unknown }>,
    }));
    const longest = Math.max(0, ...work.map((w) => w.streams.length));
    for (let i = 0; i < longest; i += chunk) {
      for (const w of work) {
        const slice = w.streams.slice(i, i + chunk);
        if (slice.length > 0)
          w.failing.push(...(await this.deriveSlice(w.p, slice, slices, w.revisions)));
      }
      await yieldToEventLoop();
    }
    for (const w of work) await this.derived(w.p, w.through, w.failing, running);
  }

  /** One chunk of a projection's streams, written in one transaction; answers the streams that failed alone. */
  private async deriveSlice(
    p: Projection,
    slice: readonly string[],
    slices: Slices,
    revisions: ReadonlyMap<string, number>,
  ): Promise<Array<{ streamId: string; error: unknown }>> {
    const derived = p.derived!;
    const write = (rows: unknown) =>
      this.db.transaction(() => derived.write(this.db, rows)).immediate();
    try {
      write(await derived.derive(slice, slices, revisions));
      return [];
    } catch (error) {
      // a store away for a while (an election) is no fault of a stream: the pass fails, the next derives again
      if (error instanceof StoreUnavailableError) throw error;
    }
    const failing: Array<{ streamId: string; error: unknown }> = [];
    for (const streamId of slice) {
      try {
        write(await derived.derive([streamId], slices, revisions));
      } catch (error) {
        if (error instanceof StoreUnavailableError) throw error;
        failing.push({ streamId, error });
      }
    }
    return failing;
  }

  /** After a projection's streams are derived: its checkpoint moves to `through`, or it stops on the first failing event. */
  private async derived(
    p: Projection,
    through: number,
    failing: ReadonlyArray<{ streamId: string; error: unknown }>,
    running: Set<Projection>,
  ): Promise<void> {
    if (failing.length === 0) {
      this.db
        .transaction(() => {
          // another process may have derived further meanwhile: a checkpoint never moves back
          const stored = this.checkpoint(p.name);
          this.setCheckpoint.run(p.name, stored !== null && stored > through ? stored : through);
        })
        .immediate();
      return;
    }
    const located = [];
    // derived from the stream met last: the streams whose last event came earliest are located first,
    // their failing event no later than it
    for (const f of [...failing].reverse().slice(0, MAX_LOCATED))
      located.push((await p.derived!.locate?.(f.streamId)) ?? null);
    const first = located
      .filter((l) => l !== null)
      .sort((a, b) => a.event.position - b.event.position)[0];
    if (first) this.fail(p, first.event, errorText(first.error), running);
    else
      this.fail(p, null, `stream ${failing[0].streamId}: ${errorText(failing[0].error)}`, running);
  }
}
