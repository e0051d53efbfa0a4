import { GetPayoffHandler } from './get-payoff/get-payoff.handler';
import { AccountCommandHandler } from './account-command/account-command';
import { DynamicModule, Inject, Module, OnApplicationShutdown, Provider } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventStore, EventStoreConfig, openEventStore } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { ApiKeys } from './auth/api-keys';
import { validatingEventStore } from './event-schemas/validating-event-store';
import { EventFeed } from './feed/feed';
import { EventStreams } from './feed/event-stream';
import { JournalViews } from './journal/journal-views';
import { GetAgingHandler } from './get-aging/get-aging.handler';
import { Webhooks, WebhookOptions } from './webhooks/webhooks';
import { CsvImporter, ImportCsvHandler } from './imports/import-csv';
import { AdoptBudgetHandler } from './municipalities/northport/adopt-budget/adopt-budget.handler';
import { GetFundHandler } from './municipalities/northport/get-fund/get-fund.handler';
import { GetProposedRateHandler } from './municipalities/northport/get-proposed-rate/get-proposed-rate.handler';
import { GetRefundObligationsHandler } from './municipalities/northport/get-refund-obligations/get-refund-obligations.handler';
import { GetRefundReserveHandler } from './municipalities/northport/get-refund-reserve/get-refund-reserve.handler';
import { ReadModels } from './processors/read-models';
import { AccountSummaries } from './projections/account-summaries';
import { DEFAULT_STATE_CACHE } from './infrastructure/event-sourced-repository';
import { FundViews } from './projections/fund-views';
import { defaultReadModelPath, openReadModelDatabase } from './projections/read-model-database';
import { RecordTaxSaleHandler } from './municipalities/watervliet/record-tax-sale/record-tax-sale.handler';
import { RequireUtilizationFormsHandler } from './municipalities/northport/require-utilization-forms/require-utilization-forms.handler';
import { GetUtilizationFormsHandler } from './municipalities/northport/get-utilization-forms/get-utilization-forms.handler';
import { FileUtilizationFormHandler } from './file-utilization-form/file-utilization-form.handler';
import { AdoptWatervlietRatesHandler } from './municipalities/watervliet/adopt-watervliet-rates/adopt-watervliet-rates.handler';
import { AdoptRatesHandler } from './adopt-rates/adopt-rates.handler';
import { PrepareLienStatementHandler } from './prepare-lien-statement/prepare-lien-statement.handler';
import { GetLienStatementHandler } from './get-lien-statement/get-lien-statement.handler';
import { LevyLienStatementHandler } from './levy-lien-statement/levy-lien-statement.handler';
import { AccountDirectory } from './account-directory/account-directory';
import { OfficeRecords } from './office-records/office-records';
import { Documents } from './documents/documents';
import { AdoptRateScheduleHandler } from './municipalities/northport/adopt-rate-schedule/adopt-rate-schedule.handler';
import { AdoptedRates } from './infrastructure/adopted-rates';
import { BillRunHandler } from './bill-run/bill-run.handler';
import { GetAccountHandler } from './get-account/get-account.handler';
import { GetBalanceHandler } from './get-balance/get-balance.handler';
import { GetStatementHandler } from './get-statement/get-statement.handler';
import { Clock, SystemClock } from './infrastructure/clock';
import {
  AccountRepository,
  BillRunRepository,
  BudgetRepository,
  FormRequirementRepository,
  LienStatementRepository,
  RateScheduleRepository,
  WatervlietRatesRepository,
} from './infrastructure/repositories';
import { EVENT_STORE, LEDGER_OPTIONS, READ_MODEL_DB, STATE_DB } from './infrastructure/tokens';
import { Jobs } from './jobs/jobs';
import { defaultStatePath, openStateDatabase } from './state/state-database';
import { OpenAccountHandler } from './open-account/open-account.handler';
import { PenaltyRunHandler } from './penalty-run/penalty-run.handler';
import { RecordWaterUsageHandler } from './record-water-usage/record-water-usage.handler';
import { RenderBillHandler } from './render-bill/render-bill.handler';

const handlers = [
  AccountCommandHandler,
  OpenAccountHandler,
  GetAccountHandler,
  RecordWaterUsageHandler,
  AdoptRateScheduleHandler,
  RenderBillHandler,
  BillRunHandler,
  PenaltyRunHandler,
  GetBalanceHandler,
  GetPayoffHandler,
  GetStatementHandler,
  AdoptBudgetHandler,
  GetProposedRateHandler,
  RequireUtilizationFormsHandler,
  GetUtilizationFormsHandler,
  FileUtilizationFormHandler,
  RecordTaxSaleHandler,
  GetFundHandler,
  GetRefundReserveHandler,
  GetRefundObligationsHandler,
  AdoptWatervlietRatesHandler,
  AdoptRatesHandler,
  PrepareLienStatementHandler,
  GetLienStatementHandler,
  LevyLienStatementHandler,
  ImportCsvHandler,
  GetAgingHandler,
];

export interface LedgerModuleOptions {
  readonly store: EventStoreConfig;
  /** The read models' SQLite file; default beside the SQLite store (`ledger.read-models.sqlite`). */
  readonly readModelPath?: string;
  /** The operational state's SQLite file (jobs, webhook delivery positions); default beside the store (`ledger.state.sqlite`). Never deleted with the read models. */
  readonly statePath?: string;
  /** Substitute the clock (tests, replays). */
  readonly clock?: Clock;
  /** Authentication of API requests (default on; LEDGER_AUTH=off turns it off for development). */
  readonly auth?: boolean;
  /** Webhook delivery timing (tests shorten it). */
  readonly webhooks?: Partial<WebhookOptions>;
  /** At most this many SSE streams open at once (LEDGER_MAX_EVENT_STREAMS; default 100); beyond it 503. */
  readonly maxEventStreams?: number;
  /** A comment line on every open SSE stream this often (ms; default 15,000). */
  readonly eventStreamHeartbeatMs?: number;
  /** Accounts whose folded state is kept in memory (LEDGER_STATE_CACHE; default 10,000). */
  readonly stateCacheSize?: number;
  /** Start the webhook dispatcher (the API does; the CLI does not). */
  readonly dispatchWebhooks?: boolean;
}

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

/** The application: command and query handlers over the event store. */
@Module({})
export class LedgerModule {
  static forRoot(options: LedgerModuleOptions): DynamicModule {
    const providers: Provider[] = [
      {
        provide: EVENT_STORE,
        useFactory: () => validatingEventStore(openEventStore(options.store)),
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
      Jobs,
      StoreCloser,
      {
        provide: AccountRepository,
        useFactory: (store: EventStore, clock: Clock) =>
          new AccountRepository(store, clock, options.stateCacheSize ?? DEFAULT_STATE_CACHE),
        inject: [EVENT_STORE, Clock],
      },
      BudgetRepository,
      FormRequirementRepository,
      WatervlietRatesRepository,
      LienStatementRepository,
      ReadModels,
      AccountSummaries,
      FundViews,
      RateScheduleRepository,
      BillRunRepository,
      AccountDirectory,
      OfficeRecords,
      Documents,
      AdoptedRates,
      ApiKeys,
      CsvImporter,
      EventFeed,
      EventStreams,
      JournalViews,
      Webhooks,
      { provide: LEDGER_OPTIONS, useValue: options },
      ...handlers,
    ];
    return {
      module: LedgerModule,
      global: true,
      imports: [CqrsModule.forRoot()],
      providers,
      exports: [
        EVENT_STORE,
        READ_MODEL_DB,
        STATE_DB,
        Jobs,
        LEDGER_OPTIONS,
        Clock,
        AccountDirectory,
        OfficeRecords,
        Documents,
        ReadModels,
        AccountRepository,
        LienStatementRepository,
        ApiKeys,
        CsvImporter,
        EventFeed,
        EventStreams,
        JournalViews,
        Webhooks,
        CqrsModule,
      ],
    };
  }
}
