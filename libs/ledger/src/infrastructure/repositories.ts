import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  accountDecider,
  billRunDecider,
  budgetDecider,
  conversionRecordDecider,
  Decider,
  DomainEvent,
  formRequirementsDecider,
  formRequirementsOf,
  formRequirementsStream,
  FormRequirement,
  lienStatementDecider,
  municipalityProfileDecider,
  municipalityProfileStream,
  profileOf,
  type MunicipalityProfile,
  requireChapter,
  tariffOf,
  rateScheduleDecider,
  watervlietRatesDecider,
} from '@ledger/domain';
import type { EventStore } from '@ledger/event-store';
import { Clock } from './clock';
import {
  accountCommandIdentity,
  callerIdentity,
  CommandIdentity,
  factIdentity,
} from './event-identity';
import { EventSourcedRepository } from './event-sourced-repository';
import type { SnapshotSource } from './snapshots/snapshot-source';
import type { CacheBudget } from './state-cache';
import { EVENT_STORE } from './tokens';

/** An injectable repository of one decider's streams; `identify` says what makes a command unique (its events' ids). */
function repositoryOf<C, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  identify: (command: C) => CommandIdentity = factIdentity,
) {
  @Injectable()
  class Repository extends EventSourcedRepository<C, E, S> {
    constructor(
      @Inject(EVENT_STORE) store: EventStore,
      clock: Clock,
      @Optional() cacheBudget?: CacheBudget,
      @Optional() snapshots?: SnapshotSource<S>,
    ) {
      super(store, decider, clock, cacheBudget, identify, snapshots);
    }
  }
  return Repository;
}

@Injectable()
export class AccountRepository extends repositoryOf(accountDecider, accountCommandIdentity) {}

@Injectable()
export class RateScheduleRepository extends repositoryOf(rateScheduleDecider) {}

@Injectable()
export class BillRunRepository extends repositoryOf(
  billRunDecider,
  callerIdentity((c) => c.parameters.billRunId),
) {}

@Injectable()
export class BudgetRepository extends repositoryOf(budgetDecider) {}

/** C12: the record of each conversion file (its totals and lines), by source and conversion date. */
@Injectable()
export class ConversionRecordRepository extends repositoryOf(conversionRecordDecider) {}

@Injectable()
export class WatervlietRatesRepository extends repositoryOf(watervlietRatesDecider) {}

@Injectable()
export class LienStatementRepository extends repositoryOf(
  lienStatementDecider,
  callerIdentity((c) => (c.kind === 'PrepareLienStatement' ? c.statementId : null)),
) {}

/** N10: the yearly utilization form requirements of a municipality. */
@Injectable()
export class FormRequirementRepository extends repositoryOf(
  formRequirementsDecider,
  callerIdentity((c) => c.requirement.requirementId),
) {
  /** The requirements a penalty run or a filing takes: none where the municipality has no forms chapter. */
  async of(municipality: string): Promise<FormRequirement[]> {
    if (!tariffOf(municipality).chapters.includes('utilization-forms')) return [];
    return formRequirementsOf((await this.load(formRequirementsStream(municipality))).state);
  }

  /** Refuses (422 N10) where the municipality has no forms chapter. */
  static require(municipality: string, what: string): void {
    requireChapter(municipality, 'utilization-forms', what);
  }
}

/** The office profile of each municipality (its name and addresses on every document). */
@Injectable()
export class MunicipalityProfileRepository extends repositoryOf(municipalityProfileDecider) {
  /** The latest profile as known at `knownAt` (now when absent), with when it was recorded; null when none is set. */
  async profileOf(
    municipality: string,
    knownAt?: string,
  ): Promise<{ profile: MunicipalityProfile; recordedOn: string; recordedAt: string } | null> {
    const { latest } = (await this.load(municipalityProfileStream(municipality), knownAt)).state;
    if (!latest) return null;
    return {
      profile: profileOf(latest.data),
      recordedOn: latest.data.recordedOn,
      recordedAt: latest.recordedAt,
    };
  }
}
