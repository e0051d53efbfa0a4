import { Inject, Injectable } from '@nestjs/common';
import {
  accountDecider,
  AccountCommand,
  AccountEvent,
  AccountState,
  AdoptBudget,
  AdoptRateSchedule,
  budgetDecider,
  BudgetState,
  billRunDecider,
  BillRunCompleted,
  BillRunState,
  CompleteBillRun,
  RateScheduleAdopted,
  rateScheduleDecider,
  RateScheduleState,
  SewerRentBudgetAdopted,
  AdoptWatervlietRates,
  LienStatementCommand,
  lienStatementDecider,
  LienStatementEvent,
  LienStatementState,
  WatervlietRateScheduleAdopted,
  watervlietRatesDecider,
  WatervlietRatesState,
} from '@ledger/domain';
import type { EventStore } from '@ledger/event-store';
import { Clock } from './clock';
import { EventSourcedRepository } from './event-sourced-repository';
import { EVENT_STORE } from './tokens';

@Injectable()
export class AccountRepository extends EventSourcedRepository<AccountCommand, AccountEvent, AccountState> {
  constructor(@Inject(EVENT_STORE) store: EventStore, clock: Clock) {
    super(store, accountDecider, clock);
  }
}

@Injectable()
export class RateScheduleRepository extends EventSourcedRepository<AdoptRateSchedule, RateScheduleAdopted, RateScheduleState> {
  constructor(@Inject(EVENT_STORE) store: EventStore, clock: Clock) {
    super(store, rateScheduleDecider, clock);
  }
}

@Injectable()
export class BillRunRepository extends EventSourcedRepository<CompleteBillRun, BillRunCompleted, BillRunState> {
  constructor(@Inject(EVENT_STORE) store: EventStore, clock: Clock) {
    super(store, billRunDecider, clock);
  }
}

@Injectable()
export class BudgetRepository extends EventSourcedRepository<AdoptBudget, SewerRentBudgetAdopted, BudgetState> {
  constructor(@Inject(EVENT_STORE) store: EventStore, clock: Clock) {
    super(store, budgetDecider, clock);
  }
}

@Injectable()
export class WatervlietRatesRepository extends EventSourcedRepository<AdoptWatervlietRates, WatervlietRateScheduleAdopted, WatervlietRatesState> {
  constructor(@Inject(EVENT_STORE) store: EventStore, clock: Clock) {
    super(store, watervlietRatesDecider, clock);
  }
}

@Injectable()
export class LienStatementRepository extends EventSourcedRepository<LienStatementCommand, LienStatementEvent, LienStatementState> {
  constructor(@Inject(EVENT_STORE) store: EventStore, clock: Clock) {
    super(store, lienStatementDecider, clock);
  }
}
