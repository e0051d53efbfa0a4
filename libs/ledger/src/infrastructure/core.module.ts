import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventStore, openEventStore, RetryingEventStore } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { AccountDirectory } from '../account-directory/account-directory';
import { ValidatingEventStore } from '../event-schemas/validating-event-store';
import { Jobs } from '../jobs/jobs';
import { OfficeRecords } from '../office-records/office-records';
import { ReadModels } from '../processors/read-models';
import { RememberingEventStore } from '../processors/recent-appends';
import { AccountSummaries } from '../projections/account-summaries';
import { FundViews } from '../projections/fund-views';
import { defaultReadModelPath, openReadModelDatabase } from '../projections/read-model-database';
import { AccountSnapshots } from '../projections/account-snapshots/account-snapshots';
import { defaultStatePath, openStateDatabase } from '../state/state-database';
import { AdoptedRates } from './adopted-rates';
import { Clock, SystemClock } from './clock';
import { stateCacheBudget } from './state-cache-budget';
import { StoreCondition, watchedEventStore } from './store-condition';
import type { LedgerModuleOptions } from './ledger-options';
import {
  AccountRepository,
  BillRunRepository,
  BudgetRepository,
  FormRequirementRepository,
  LienStatementRepository,
  MunicipalityProfileRepository,
  RateScheduleRepository,
  WatervlietRatesRepository,
} from './repositories';
import { EVENT_STORE, LEDGER_OPTIONS, READ_MODEL_DB, STATE_DB } from './tokens';

const same = (store: EventStore) => store;

/** Closes the store and the two SQLite databases when the application stops. */
class StoreCloser implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODEL_DB) private readonly readModels: Database.Database,
    @Inject(STATE_DB) private readonly state: Database.Database,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    if (this.readModels.open) this.readModels.close();
    if (this.state.open) this.state.close();
  }
}

/**
 * What every feature shares: the event store (every append checked against
 * its contract), the clock, the read-model and state databases, the
 * repositories of each stream kind, the read models and the job runner.
 * Global, so a feature module declares only its own handlers and services.
 */
@Module({})
export class LedgerCoreModule {
  static forRoot(options: LedgerModuleOptions): DynamicModule {
    const services = [
      Jobs,
      BudgetRepository,
      FormRequirementRepository,
      WatervlietRatesRepository,
      LienStatementRepository,
      MunicipalityProfileRepository,
      RateScheduleRepository,
      BillRunRepository,
      ReadModels,
      AccountSummaries,
      FundViews,
      AccountDirectory,
      OfficeRecords,
      AdoptedRates,
    ];
    return {
      module: LedgerCoreModule,
      global: true,
      imports: [CqrsModule.forRoot()],
      providers: [
        StoreCondition,
        {
          provide: EVENT_STORE,
          useFactory: (condition: StoreCondition) =>
            // outermost: what the appends stored is kept for the projection runners (`recent-appends.ts`)
            new RememberingEventStore(
              watchedEventStore(
                // a call the store did not answer (an election, a node away) is tried again with the same ids: a replay writes nothing (C8)
                new RetryingEventStore(
                  new ValidatingEventStore(
                    (options.wrapStore ?? same)(openEventStore(options.store)),
                  ),
                ),
                condition,
              ),
            ),
          inject: [StoreCondition],
        },
        { provide: Clock, useValue: options.clock ?? new SystemClock() },
        {
          provide: READ_MODEL_DB,
          useFactory: () =>
            openReadModelDatabase(
              options.readModelPath ?? defaultReadModelPath(options.store.sqlitePath),
            ),
        },
        {
          provide: STATE_DB,
          useFactory: () =>
            openStateDatabase(options.statePath ?? defaultStatePath(options.store.sqlitePath)),
        },
        { provide: LEDGER_OPTIONS, useValue: options },
        {
          // each account's snapshot in the read-model file: a cold account is one row and its tail
          provide: AccountSnapshots,
          useFactory: (db: Database.Database) => new AccountSnapshots(db, options.snapshotEvery),
          inject: [READ_MODEL_DB],
        },
        {
          provide: AccountRepository,
          useFactory: (store: EventStore, clock: Clock, snapshots: AccountSnapshots) =>
            new AccountRepository(store, clock, stateCacheBudget(options), snapshots),
          inject: [EVENT_STORE, Clock, AccountSnapshots],
        },
        StoreCloser,
        ...services,
      ],
      exports: [
        EVENT_STORE,
        StoreCondition,
        READ_MODEL_DB,
        STATE_DB,
        LEDGER_OPTIONS,
        CqrsModule,
        Clock,
        AccountRepository,
        ...services,
      ],
    };
  }
}
