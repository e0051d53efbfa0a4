import fc from 'fast-check';
import type { AccountCommand } from '../account/account-commands';
import { DomainError } from '../errors/domain-error';
import { Decimal } from '../money/money';
import { type AccountScenario, workedExampleBilled } from './given-when-then';

/**
 * Random histories of the worked example's account (Northport, the 230.40
 * bill of 2025-10-01) for property tests: payments, returned checks, penalty
 * runs, grants, refunds, waivers and levies on days after the bill. A step
 * the decider refuses (a DomainError) is left out, as the API would refuse it.
 */
export const TODAY = '2026-12-02';
/** The n-th day after the bill date. */
export const day = (n: number) =>
  new Date(Date.UTC(2025, 9, 1) + n * 86_400_000).toISOString().slice(0, 10);

type Op =
  | { op: 'pay'; cents: number; d: number }
  | { op: 'reverse'; pick: number; d: number }
  | { op: 'penalties'; d: number }
  | { op: 'adjust'; cents: number; d: number }
  | { op: 'refund'; d: number }
  | { op: 'waive'; d: number }
  | { op: 'levy'; d: number };

/** One step of a history. */
export const ops: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('pay' as const),
    cents: fc.integer({ min: 1, max: 40_000 }),
    d: fc.nat(240),
  }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat(), d: fc.nat(240) }),
  fc.record({ op: fc.constant('penalties' as const), d: fc.nat(240) }),
  fc.record({
    op: fc.constant('adjust' as const),
    cents: fc.integer({ min: 1, max: 23_040 }),
    d: fc.nat(240),
  }),
  fc.record({ op: fc.constant('refund' as const), d: fc.nat(240) }),
  fc.record({ op: fc.constant('waive' as const), d: fc.nat(240) }),
  fc.record({ op: fc.constant('levy' as const), d: fc.nat(240) }),
);

/** What a step is played against: the scenario so far, the payments made, the step's place and date. */
interface Played {
  readonly s: AccountScenario;
  readonly payments: Array<{ id: string; on: string }>;
  readonly i: number;
  readonly date: string;
}
const dollars = (cents: number) => new Decimal(cents).dividedBy(100).toFixed(2);

/** The commands each kind of step sends (the first decides whether the rest are sent). */
const STEPS: {
  readonly [K in Op['op']]: (o: Extract<Op, { op: K }>, p: Played) => AccountCommand[];
} = {
  pay: (o, { payments, i, date }) => {
    payments.push({ id: `P${i}`, on: date });
    return [
      {
        kind: 'ReceivePayment',
        paymentId: `P${i}`,
        amount: dollars(o.cents),
        receivedOn: date,
        method: null,
        reference: null,
        today: TODAY,
      },
    ];
  },
  reverse: (o, { payments, date }) => {
    if (!payments.length) return [];
    const p = payments[o.pick % payments.length];
    const reversedOn = p.on > date ? p.on : date;
    return [
      { kind: 'ReversePayment', paymentId: p.id, reversedOn, reason: 'returned', today: TODAY },
    ];
  },
  penalties: (_o, { date }) => [{ kind: 'ReconcileAccountPenalties', through: date, today: TODAY }],
  adjust: (o, { i, date }) => [
    {
      kind: 'FileAdjustmentApplication',
      applicationId: `A${i}`,
      billId: 'B-1',
      filedOn: date,
      claim: 'x',
      today: TODAY,
    },
    {
      kind: 'GrantAdjustment',
      applicationId: `A${i}`,
      grantedOn: date,
      resolution: 'r',
      adjustedBillableGallons: null,
      creditAmount: dollars(o.cents),
      continuesApplicationId: null,
      today: TODAY,
    },
  ],
  refund: (_o, { s, i, date }) =>
    [...s.state().applications]
      .filter(([, a]) => a.granted && !a.refund && a.granted.data.refundDue !== '0.00')
      .map(([id, a]) => ({
        kind: 'IssueRefund',
        refundId: `R${i}`,
        applicationId: id,
        paidOn: a.granted!.data.grantedOn > date ? a.granted!.data.grantedOn : date,
        today: TODAY,
      })),
  waive: (_o, { i, date }) => [
    {
      kind: 'WaivePenalties',
      waiverId: `W${i}`,
      billId: 'B-1',
      waivedOn: date,
      resolution: 'r',
      today: TODAY,
    },
  ],
  // N9: levied the day after its cut-off (a levy on its cut-off day is refused)
  levy: (o, { i, date }) => [
    {
      kind: 'LevyLien',
      statementId: `L${i}`,
      taxYear: 2026,
      cutoff: day(o.d - 1),
      leviedOn: date,
      bills: [{ billId: 'B-1', rent: '230.40', penalties: '50.00', charges: '0.00' }],
    },
  ],
};

/** The worked example's account after the steps, in order. */
export function play(sequence: Op[]): AccountScenario {
  const s = workedExampleBilled('NP-J');
  const payments: Array<{ id: string; on: string }> = [];
  sequence.forEach((o, i) => {
    const step = STEPS[o.op] as (o: Op, p: Played) => AccountCommand[];
    const [first, ...rest] = step(o, { s, payments, i, date: day(o.d) });
    if (!first) return;
    try {
      s.when(first);
      for (const next of rest) s.when(next);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  });
  return s;
}
