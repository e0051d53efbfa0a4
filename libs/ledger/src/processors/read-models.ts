import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { EventStore } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { accountDirectoryProjection } from '../account-directory/account-directory.projection';
import { apiKeysProjection } from '../auth/api-keys.projection';
import { AccountRepository } from '../infrastructure/repositories';
import { EVENT_STORE, READ_MODEL_DB } from '../infrastructure/tokens';
import { accountSummaryProjection } from '../projections/account-summary.projection';
import { fundProjection } from '../projections/fund-projection';
import { officeRecordsProjection } from '../office-records/office-records.projection';
import { subscriptionsProjection } from '../webhooks/subscriptions.projection';
import { ProjectionRunner } from './projection-runner';
import { NO_PROGRESS, Progress } from '../jobs/jobs';

/** The projections over a store, in two runners: the cheap tables apart from those derived per account. */
export function ledgerRunners(
  store: EventStore,
  db: Database.Database,
  accounts: AccountRepository,
  onError?: (e: unknown) => void,
) {
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
      { onError },
    ),
    /** The fund (N5-N8) and the account summaries: derived from each account's folded state. */
    accounts: new ProjectionRunner(
      store,
      db,
      [fundProjection(accounts), accountSummaryProjection(accounts)],
      { onError },
    ),
  };
}

/**
 * The read side of the application: every read model, kept by the projection
 * runner in the read-model database; caught up at start and followed live.
 * Queries call `catchUp()` on the runner they read (read-your-writes).
 */
@Injectable()
export class ReadModels implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReadModels');
  readonly core: ProjectionRunner;
  readonly accounts: ProjectionRunner;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(READ_MODEL_DB) db: Database.Database,
    accounts: AccountRepository,
  ) {
    const runners = ledgerRunners(store, db, accounts, (e) =>
      this.logger.error(`catch-up failed: ${(e as Error).message}`),
    );
    this.core = runners.core;
    this.accounts = runners.accounts;
  }

  onApplicationBootstrap(): void {
    // not awaited: the API answers while the read models catch up; a query waits for its own runner
    for (const runner of [this.core, this.accounts])
      void runner
        .start()
        .catch((e) => this.logger.error(`catch-up failed: ${(e as Error).message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.core.stop(), this.accounts.stop()]);
  }

  /** Every projection from position zero (`ledger projections rebuild`). */
  async rebuild(
    progress: Progress = NO_PROGRESS,
  ): Promise<Array<{ name: string; checkpoint: number | null }>> {
    await this.core.rebuild(undefined, progress);
    await this.accounts.rebuild(undefined, progress);
    return [...this.core.projections, ...this.accounts.projections].map((p) => ({
      name: p.name,
      checkpoint: (this.core.projections.includes(p) ? this.core : this.accounts).checkpoint(
        p.name,
      ),
    }));
  }
}
