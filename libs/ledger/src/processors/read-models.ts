import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  Optional,
} from '@nestjs/common';
import type { EventStore } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { accountDirectoryProjection } from '../account-directory/account-directory.projection';
import { apiKeysProjection } from '../auth/api-keys.projection';
import { AccountRepository } from '../infrastructure/repositories';
import { EVENT_STORE, READ_MODEL_DB } from '../infrastructure/tokens';
import { AccountReadFacts } from '../projections/account-read-facts';
import { accountSummaryProjection } from '../projections/account-summary.projection';
import { AccountSnapshots } from '../projections/account-snapshots/account-snapshots';
import { accountSnapshotsProjection } from '../projections/account-snapshots/account-snapshots.projection';
import { fundProjection } from '../projections/fund-projection';
import { officeRecordsProjection } from '../office-records/office-records.projection';
import { subscriptionsProjection } from '../webhooks/subscriptions.projection';
import { ProjectionRunner, type RunnerOptions } from './projection-runner';
import { recentAppendsOf } from './recent-appends';
import { sharedLog } from './log-pages';
import { describeFailure, errorText, type ProjectionFailure } from './projection-failure';
import { NO_PROGRESS, Progress } from '../jobs/progress';

/**
 * The events a page of `projections rebuild` (the CLI's, no request waits on
 * it): each page is a commit of each runner, and every account a page
 * touches is folded into a new state the cache keeps until the next page
 * touches it again; 5,000 events (a bill run's pass over 4,000 accounts in
 * about one page) took 5-15% of the rebuild's CPU off 1,000 (#30, N = 4,000,
 * a loaded machine). Not the runners' pages of a catch-up: a page holds the
 * event loop, and /health with it, while it is applied.
 */
const REBUILD_PAGE = 5_000;

/** The projections over a store, in two runners: the cheap tables apart from those derived per account. */
export function ledgerRunners(
  store: EventStore,
  db: Database.Database,
  accounts: AccountRepository,
  report: Pick<RunnerOptions, 'onError' | 'onStopped' | 'onResumed' | 'recent'> = {},
  snapshots?: AccountSnapshots,
) {
  // the fund and the summaries share each account's one fold of its ledger
  const facts = new AccountReadFacts(accounts);
  return {
    /** Directory, API keys, webhook registrations, bills by id and payments by day: what every request may need at once. */
    core: new ProjectionRunner(
      store,
      db,
      [
        accountDirectoryProjection,
        apiKeysProjection,
        subscriptionsProjection,
        officeRecordsProjection,
      ],
      report,
    ),
    /** The fund (N5-N8), the account summaries and the accounts' snapshots: derived from each account's folded state. */
    accounts: new ProjectionRunner(
      store,
      db,
      [
        fundProjection(accounts, facts),
        accountSummaryProjection(accounts, facts),
        ...(snapshots ? [accountSnapshotsProjection(accounts, snapshots)] : []),
      ],
      report,
    ),
  };
}

/** One projection as `/health` shows it. */
interface ProjectionHealth {
  readonly name: string;
  readonly checkpoint: number | null;
  readonly state: 'running' | 'stopped';
  readonly failure: ProjectionFailure | null;
}

/** What `/health` says of the read side. */
export interface ReadSideHealth {
  /** starting: a catch-up from an empty or rebuilt read model is under way (its answers would be short); degraded: a projection stopped. */
  readonly status: 'ok' | 'starting' | 'degraded';
  readonly projections: readonly ProjectionHealth[];
}

/**
 * The read side of the application: every read model, kept by the projection
 * runner in the read-model database; caught up at start and followed live.
 * Queries call `catchUp(needs)` on the runner they read (read-your-writes),
 * naming the projections they need: a stopped one refuses them (503).
 */
@Injectable()
export class ReadModels implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ReadModels');
  readonly core: ProjectionRunner;
  readonly accounts: ProjectionRunner;
  /** The last catch-up error logged: the same one again (every poll) is not logged again. */
  private lastError: string | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODEL_DB) db: Database.Database,
    accounts: AccountRepository,
    @Optional() snapshots?: AccountSnapshots,
  ) {
    const runners = ledgerRunners(
      store,
      db,
      accounts,
      {
        onError: (e) => this.catchUpFailed(e),
        onStopped: (f) => this.logger.error(describeFailure(f)),
        onResumed: (name) => this.logger.log(`the ${name} projection resumed`),
        // the events this process just appended, handed over instead of read again (`recent-appends.ts`);
        // never to the audit, which reads the log itself
        ...recentAppendsOf(store),
      },
      snapshots,
    );
    this.core = runners.core;
    this.accounts = runners.accounts;
  }

  private catchUpFailed(error: unknown): void {
    const text = errorText(error);
    if (text === this.lastError) return;
    this.lastError = text;
    this.logger.error(`catch-up failed: ${text}`);
  }

  onApplicationBootstrap(): void {
    // not awaited: the API answers while the read models catch up; a query waits for its own runner
    for (const runner of [this.core, this.accounts])
      void runner.start().catch((e) => this.catchUpFailed(e));
  }

  /** Before the databases close (their `onApplicationShutdown`): the runners stop and their pass ends first. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([this.core.stop(), this.accounts.stop()]);
  }

  /** Resolves once both runners have caught up (with the log as it was when asked), stopped projections or not. */
  async caughtUp(): Promise<void> {
    await Promise.all([this.core.catchUp([]), this.accounts.catchUp([])]);
  }

  /** Every projection: its checkpoint, and where it stopped. */
  health(head: number | null): ReadSideHealth {
    const projections: ProjectionHealth[] = [this.core, this.accounts].flatMap((runner) => {
      const failures = new Map(runner.failures().map((f) => [f.projection, f]));
      return runner.projections.map((p) => ({
        name: p.name,
        checkpoint: runner.checkpoint(p.name),
        state: failures.has(p.name) ? ('stopped' as const) : ('running' as const),
        failure: failures.get(p.name) ?? null,
      }));
    });
    // a read model emptied (a rebuild here or by the CLI) and not yet caught up answers short
    const short =
      head !== null && projections.some((p) => p.state === 'running' && p.checkpoint === null);
    const firstPass = this.core.completedPasses === 0 || this.accounts.completedPasses === 0;
    const status = projections.some((p) => p.state === 'stopped')
      ? 'degraded'
      : firstPass || short
        ? 'starting'
        : 'ok';
    return { status, projections };
  }

  /**
   * Every projection from position zero (`ledger projections rebuild`), each
   * with where it stopped, if it did; and the log's events each runner read
   * (the larger count). The two runners rebuild together over one reading of
   * the log (`sharedLog`, #30: each read and parsed all of it, one after the
   * other), each with its own transactions and checkpoints, so a rebuild
   * interrupted anywhere is finished by the next catch-up of each as before.
   */
  async rebuild(progress: Progress = NO_PROGRESS): Promise<{
    projections: Array<{
      name: string;
      checkpoint: number | null;
      failure: ProjectionFailure | null;
    }>;
    events: number;
  }> {
    const over = { log: sharedLog(this.store, 2), pageSize: REBUILD_PAGE };
    // the accounts' runner, the longer, shows the progress; both are waited for before an error is thrown
    const settled = await Promise.allSettled([
      this.core.rebuild(undefined, NO_PROGRESS, over),
      this.accounts.rebuild(undefined, progress, over),
    ]);
    const failures = settled.flatMap((s) => {
      if (s.status === 'rejected') throw s.reason;
      return s.value;
    });
    const projections = [this.core, this.accounts].flatMap((runner) =>
      runner.projections.map((p) => ({
        name: p.name,
        checkpoint: runner.checkpoint(p.name),
        failure: failures.find((f) => f.projection === p.name) ?? null,
      })),
    );
    return {
      projections,
      events: Math.max(this.core.lastRebuildEvents, this.accounts.lastRebuildEvents),
    };
  }
}
