import type { EventStore, StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import type { Projection } from '../projections/projection';
import { logPages, Slices, yieldToEventLoop } from './log-pages';
import { NO_PROGRESS, Progress } from '../jobs/jobs';

interface RunnerOptions {
  /** How often the head is looked at for appends by other processes (ms); the store's own appends wake it at once. */
  readonly pollMs?: number;
  readonly pageSize?: number;
  /** Streams derived per transaction. */
  readonly deriveChunk?: number;
  /** Reports each failure of a background catch-up (the next one tries again). */
  readonly onError?: (error: unknown) => void;
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
 */
export class ProjectionRunner {
  private readonly byName: Map<string, Projection>;
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  private stopFollowing: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
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

  /** Catches up now, then follows appends (this store's at once, other processes' by polling the head). */
  start(): Promise<void> {
    if (!this.stopFollowing) {
      this.stopFollowing = this.store.watchAppends(
        () => void this.catchUp().catch((e) => this.options.onError?.(e)),
      );
      this.timer = setInterval(
        () => void this.catchUp().catch((e) => this.options.onError?.(e)),
        this.options.pollMs ?? 500,
      );
      this.timer.unref();
    }
    return this.catchUp();
  }

  async stop(): Promise<void> {
    this.stopFollowing?.();
    this.stopFollowing = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.chain.catch(() => undefined);
  }

  /** Reads the log to the head before it resolves (read-your-writes); concurrent callers share one pass. */
  catchUp(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.chain
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.pass();
      });
    this.queued = next;
    this.chain = next;
    return next;
  }

  /** Empties the named projections (default all) and rebuilds them from position zero. */
  async rebuild(
    names: readonly string[] = [...this.byName.keys()],
    progress: Progress = NO_PROGRESS,
  ): Promise<void> {
    const run = this.chain
      .catch(() => undefined)
      .then(async () => {
        this.reset(names.map((n) => this.projection(n)));
        await this.pass(progress);
      });
    this.chain = run;
    await run;
  }

  private projection(name: string): Projection {
    const p = this.byName.get(name);
    if (!p) throw new Error(`no projection named ${name}`);
    return p;
  }

  private reset(projections: readonly Projection[]): void {
    this.db.transaction(() => {
      for (const p of projections) {
        for (const table of p.tables) this.db.exec(`DELETE FROM ${table}`);
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
    this.reset(this.projections.filter((p) => stored.get(p.name)?.version !== p.version));
  }

  /** One catch-up; `progress` counts log positions up to the target. */
  private async pass(progress: Progress = NO_PROGRESS): Promise<void> {
    const target = await this.store.headPosition();
    if (target === null) return;
    progress.total(target);
    let reported = 0;
    const cursors = new Map(this.projections.map((p) => [p.name, this.checkpoint(p.name)]));
    const behind = () =>
      this.projections.filter((p) => {
        const c = cursors.get(p.name)!;
        return c === null || c < target;
      });
    if (behind().length === 0) return;
    const from = Math.min(...behind().map((p) => cursors.get(p.name) ?? -1));
    const pending = new Map<string, { streams: Set<string>; through: number }>();
    for await (const page of logPages(this.store, from < 0 ? null : from, {
      until: target,
      pageSize: this.options.pageSize,
    })) {
      this.applyPage(page, pending, cursors);
      const reached = page[page.length - 1].position;
      progress.advance(reached - reported);
      reported = reached;
      await yieldToEventLoop();
    }
    for (const [name, { streams, through }] of pending)
      await this.derive(this.projection(name), [...streams], through);
  }

  /** One page, every projection that has not seen it, rows and checkpoints in one transaction. */
  private applyPage(
    page: readonly StoredEvent[],
    pending: Map<string, { streams: Set<string>; through: number }>,
    cursors: Map<string, number | null>,
  ): void {
    const last = page[page.length - 1].position;
    this.db
      .transaction(() => {
        for (const p of this.projections) {
          // the stored checkpoint, read inside the write lock: another process may have applied this page already
          const stored = this.checkpoint(p.name);
          const open = pending.get(p.name);
          const seen = open ? open.through : stored;
          if (seen !== null && seen >= last) continue;
          const events = page.filter(
            (e) => (seen === null || e.position > seen) && p.eventTypes.has(e.type),
          );
          p.apply(this.db, events);
          if (p.derived) {
            const prefix = p.derived.streamPrefix;
            const streams = open?.streams ?? new Set<string>();
            for (const e of events) if (e.streamId.startsWith(prefix)) streams.add(e.streamId);
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

  /** The streams a catch-up touched, each derived once; the checkpoint moves with the last chunk. */
  private async derive(p: Projection, streams: readonly string[], through: number): Promise<void> {
    const chunk = this.options.deriveChunk ?? 500;
    const slices = new Slices();
    for (let i = 0; i < streams.length; i += chunk) {
      const slice = streams.slice(i, i + chunk);
      const rows = await p.derived!.derive(slice, slices);
      const lastChunk = i + chunk >= streams.length;
      this.db
        .transaction(() => {
          p.derived!.write(this.db, rows);
          if (lastChunk) {
            // another process may have derived further meanwhile: a checkpoint never moves back
            const stored = this.checkpoint(p.name);
            this.setCheckpoint.run(p.name, stored !== null && stored > through ? stored : through);
          }
        })
        .immediate();
      await yieldToEventLoop();
    }
  }
}
