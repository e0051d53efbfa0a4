import type { CivilDate } from '../dates/civil-date';
import { conflict } from '../errors/domain-error';
import type { Decider, DomainEvent, Recorded } from '../events/event';
import type { Amount } from '../money/money';

export type SkipReason = 'exempt' | 'outside' | 'no usage' | 'already billed';

export interface BillRunParameters {
  readonly billRunId: string;
  readonly municipality: 'northport';
  readonly fiscalYear: number;
  readonly billDate: CivilDate;
}

export interface BillRunOutcome {
  readonly billed: number;
  readonly total: Amount;
  readonly skipped: ReadonlyArray<{ readonly accountId: string; readonly reason: SkipReason }>;
}

/**
 * N1/N2: the result of a bill run, kept so that the run's id answers the same
 * result when it is sent again (C8). The bills themselves are on the accounts.
 */
export type BillRunCompleted = DomainEvent<'BillRunCompleted', BillRunParameters & BillRunOutcome>;

export interface CompleteBillRun {
  readonly kind: 'CompleteBillRun';
  readonly parameters: BillRunParameters;
  readonly outcome: BillRunOutcome;
}

export interface BillRunState {
  readonly completed: Recorded<BillRunCompleted> | null;
}

export function sameBillRun(a: BillRunParameters, b: BillRunParameters): boolean {
  return a.billRunId === b.billRunId && a.municipality === b.municipality && a.fiscalYear === b.fiscalYear && a.billDate === b.billDate;
}

/** C8: a bill run id names one run; sending it with other parameters is a conflict. */
export function assertSameBillRun(state: BillRunState, parameters: BillRunParameters): void {
  const done = state.completed?.data;
  if (done && !sameBillRun(done, parameters)) {
    throw conflict('C8', `bill run ${parameters.billRunId} was already run for ${done.municipality} fiscal year ${done.fiscalYear} dated ${done.billDate}`);
  }
}

export const billRunDecider: Decider<CompleteBillRun, BillRunCompleted, BillRunState> = {
  initialState: () => ({ completed: null }),
  evolve: (_state, event) => ({ completed: event }),
  decide(command, state) {
    assertSameBillRun(state, command.parameters);
    if (state.completed) return [];
    return [{ type: 'BillRunCompleted', schemaVersion: 1, effectiveDate: command.parameters.billDate, data: { ...command.parameters, ...command.outcome } }];
  },
};
