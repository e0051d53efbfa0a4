import type { Decider, Recorded } from '../events/event';
import { eventContract, type DataOf, type EventOf } from '../events/contract';
import {
  amount,
  array,
  date,
  id,
  integer,
  municipality,
  nullable,
  object,
  oneOf,
  optional,
  text,
} from '../events/schema-parts';
import { repeated, sameFields } from '../events/idempotency';

/** Why a bill run passes over an account: N2 exempt or outside, no usage, already billed; `cannot be billed` when rendering its bill breaks a rule (C10), named in the skip's `detail`. */
export const SKIP_REASONS = [
  'exempt',
  'outside',
  'no usage',
  'already billed',
  'cannot be billed',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * N1/N2: the result of a bill run, kept so that the run's id answers the same
 * result when it is sent again (C8). The bills themselves are on the accounts.
 */
export const BillRunCompletedV1 = eventContract('BillRunCompleted', 1, "A bill run's result.", {
  billRunId: id,
  municipality,
  /** The billing period key: "2025" (Northport fiscal year) or "2022-11" (Watervliet). */
  period: id,
  fiscalYear: nullable(integer),
  billDate: date,
  billed: integer,
  total: amount,
  skipped: array(object({ accountId: id, reason: oneOf(...SKIP_REASONS), detail: optional(text) })),
});
type BillRunCompleted = EventOf<typeof BillRunCompletedV1>;
type BillRunData = DataOf<typeof BillRunCompletedV1>;
export type BillRunParameters = Readonly<
  Pick<BillRunData, 'billRunId' | 'municipality' | 'period' | 'fiscalYear' | 'billDate'>
>;
export type BillRunOutcome = Readonly<Pick<BillRunData, 'billed' | 'total' | 'skipped'>>;

interface CompleteBillRun {
  readonly kind: 'CompleteBillRun';
  readonly parameters: BillRunParameters;
  readonly outcome: BillRunOutcome;
}

interface BillRunState {
  readonly completed: Recorded<BillRunCompleted> | null;
}

/** C8: a bill run id names one run; sending it with other parameters is a conflict. */
export function assertSameBillRun(state: BillRunState, parameters: BillRunParameters): void {
  repeated(
    state.completed?.data,
    (done) =>
      sameFields(done, {
        billRunId: parameters.billRunId,
        municipality: parameters.municipality,
        period: parameters.period,
        billDate: parameters.billDate,
      }),
    (done) =>
      `bill run ${parameters.billRunId} was already run for ${done.municipality} period ${done.period} dated ${done.billDate}`,
  );
}

export const billRunDecider: Decider<CompleteBillRun, BillRunCompleted, BillRunState> = {
  initialState: () => ({ completed: null }),
  evolve: (_state, event) => ({ completed: event }),
  decide(command, state) {
    assertSameBillRun(state, command.parameters);
    if (state.completed) return [];
    return [
      {
        type: 'BillRunCompleted',
        schemaVersion: 1,
        effectiveDate: command.parameters.billDate,
        data: { ...command.parameters, ...command.outcome },
      },
    ];
  },
};
