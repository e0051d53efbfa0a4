import { DynamicModule, Inject, Module, OnApplicationShutdown, Provider } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventStore, EventStoreConfig, openEventStore } from '@ledger/event-store';
import { AccountDirectory } from './account-directory/account-directory';
import { AdoptRateScheduleHandler } from './adopt-rate-schedule/adopt-rate-schedule.handler';
import { AdoptedRates } from './adopt-rate-schedule/adopted-rate';
import { BillRunHandler } from './bill-run/bill-run.handler';
import { GetAccountHandler } from './get-account/get-account.handler';
import { GetBalanceHandler } from './get-balance/get-balance.handler';
import { GetStatementHandler } from './get-statement/get-statement.handler';
import { Clock, SystemClock } from './infrastructure/clock';
import { AccountRepository, BillRunRepository, RateScheduleRepository } from './infrastructure/repositories';
import { EVENT_STORE } from './infrastructure/tokens';
import { OpenAccountHandler } from './open-account/open-account.handler';
import { PenaltyRunHandler } from './penalty-run/penalty-run.handler';
import { ReceivePaymentHandler } from './receive-payment/receive-payment.handler';
import { RecordWaterUsageHandler } from './record-water-usage/record-water-usage.handler';
import { RenderBillHandler } from './render-bill/render-bill.handler';
import { ReversePaymentHandler } from './reverse-payment/reverse-payment.handler';

const handlers = [
  OpenAccountHandler,
  GetAccountHandler,
  RecordWaterUsageHandler,
  AdoptRateScheduleHandler,
  RenderBillHandler,
  BillRunHandler,
  ReceivePaymentHandler,
  ReversePaymentHandler,
  PenaltyRunHandler,
  GetBalanceHandler,
  GetStatementHandler,
];

export interface LedgerModuleOptions {
  readonly store: EventStoreConfig;
  /** Substitute the clock (tests, replays). */
  readonly clock?: Clock;
}

class EventStoreCloser implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

/** The application: command and query handlers over the event store. */
@Module({})
export class LedgerModule {
  static forRoot(options: LedgerModuleOptions): DynamicModule {
    const providers: Provider[] = [
      { provide: EVENT_STORE, useFactory: () => openEventStore(options.store) },
      { provide: Clock, useValue: options.clock ?? new SystemClock() },
      EventStoreCloser,
      AccountRepository,
      RateScheduleRepository,
      BillRunRepository,
      AccountDirectory,
      AdoptedRates,
      ...handlers,
    ];
    return {
      module: LedgerModule,
      global: true,
      imports: [CqrsModule.forRoot()],
      providers,
      exports: [EVENT_STORE, Clock, AccountDirectory, CqrsModule],
    };
  }
}
