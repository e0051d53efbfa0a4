import fc from 'fast-check';
import type { AccountCommand } from '../account/account-commands';
import { DomainError } from '../errors/domain-error';
import {
  accountReadFacts,
  accountReadFactsAfter,
  type ReadFacts,
} from '../municipalities/northport/account-read-facts';
import type { AccountState } from '../account/account-state';
import { day, ops, play, TODAY } from '../testing/random-history';
import { readFactsAsFolded } from '../testing/read-facts';
import {
  type AccountScenario,
  bill2026,
  receivePayment,
  USAGE_2026,
  workedExampleBilled,
} from '../testing/given-when-then';

const pay = (amount: string, receivedOn: string, paymentId = `P-${receivedOn}-${amount}`) =>
  receivePayment(paymentId, amount, receivedOn);

/** N6: an application filed and granted on one day (a credit on FY2025's bill). */
const grant = (applicationId: string, creditAmount: string, on: string): AccountCommand[] => [
  {
    kind: 'FileAdjustmentApplication',
    applicationId,
    billId: 'B-1',
    filedOn: on,
    claim: 'meter',
    today: TODAY,
  },
  {
    kind: 'GrantAdjustment',
    applicationId,
    grantedOn: on,
    resolution: 'r',
    adjustedBillableGallons: null,
    creditAmount,
    continuesApplicationId: null,
    today: TODAY,
  },
];

/** A step of the property's chains after a random history. */
type ChainStep =
  | { op: 'pay'; cents: number; d: number }
  | { op: 'pays'; list: Array<{ cents: number; d: number }> }
  | { op: 'penalties'; d: number }
  | { op: 'grant'; cents: number; d: number }
  | { op: 'bill'; d: number };

/** What a chain's step sends, in one append (the `i`-th step's ids). */
function commandsOf(c: ChainStep, i: number): AccountCommand[] {
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  switch (c.op) {
    case 'pay':
      return [pay(dollars(c.cents), day(c.d), `PC${i}`)];
    case 'pays':
      return c.list.map((p, j) => pay(dollars(p.cents), day(p.d), `PC${i}-${j}`));
    case 'penalties':
      return [penaltyRun(day(c.d))];
    case 'grant':
      return grant(`AC${i}`, dollars(c.cents), day(c.d));
    case 'bill':
      return [bill2026(day(c.d))];
  }
}

const penaltyRun = (through: string) =>
  ({ kind: 'ReconcileAccountPenalties', through, today: TODAY }) satisfies AccountCommand;

/** A step sent to the account: its facts whole, and gone on from `before` (null: folded whole). */
function step(s: AccountScenario, before: ReadFacts, ...commands: AccountCommand[]) {
  const count = s.recorded().length;
  for (const command of commands) s.when(command);
  const next = s.state();
  return {
    whole: accountReadFacts(next),
    after: accountReadFactsAfter(before, next, s.recorded().slice(count)),
  };
}

/** The figures the read side writes, what the next bill goes on from, and the ledger (the items gone on from folded in). */
function expectSame(after: ReadFacts, whole: ReadFacts, next: AccountState) {
  expect(readFactsAsFolded(after, next)).toEqual(whole);
}

describe('#30 C5 the read facts after payments received after every fact, gone on from the ledger folded before', () => {
  it('the worked example paid in part (100.00 on 2025-10-15 of 230.40): 130.40 of rent owed, 100.00 to FY2025 rent in the fund, as the whole fold', () => {
    const s = workedExampleBilled('NP-1');
    const { whole, after } = step(s, accountReadFacts(s.state()), pay('100.00', '2025-10-15'));
    expect(after).not.toBeNull();
    expectSame(after!, whole, s.state());
    expect(after!.summary.balance).toMatchObject({ rent: '130.40', total: '130.40' });
    expect(after!.summary.asOf).toBe('2025-10-15');
    expect(after!.fund.receipts).toMatchObject([
      { fiscalYear: 2025, kind: 'rent', amount: '100.00', date: '2025-10-15' },
    ]);
    expect(after!.continuable).toEqual({ lastFactDate: '2025-10-15' });
  });

  it('C5/C6/N8: after a penalty run and a bill gone on from, a payment of 300.00 folds them in and meets the oldest bill first: its penalties (3 x 3.46), its rent, then 59.22 of FY2026', () => {
    const s = workedExampleBilled('NP-1');
    const run = step(s, accountReadFacts(s.state()), penaltyRun('2026-01-15'));
    expect(run.after).not.toBeNull();
    const reading = step(s, run.after!, USAGE_2026);
    expect(reading.after).not.toBeNull();
    const bill = step(s, reading.after!, bill2026());
    expect(bill.after).not.toBeNull();
    // the accruals and the bill were gone on from without a fold: they wait beside the ledger folded after the bill of 2025
    expect(bill.after!.ledger!.opened.map((e) => e.type)).toEqual([
      'PenaltyAccrued',
      'PenaltyAccrued',
      'PenaltyAccrued',
      'BillRendered',
    ]);
    const { whole, after } = step(s, bill.after!, pay('300.00', '2026-10-20'));
    expect(after).not.toBeNull();
    expectSame(after!, whole, s.state());
    expect(after!.ledger!.opened).toEqual([]);
    expect(after!.summary.balance).toMatchObject({
      rent: '171.18',
      penalties: '0.00',
      total: '171.18',
    });
    expect(after!.summary.openBills.map((b) => [b.billId, b.owed])).toEqual([['B-2', '171.18']]);
    expect(after!.fund.receipts.map((r) => [r.fiscalYear, r.kind, r.amount])).toEqual([
      [2025, 'penalty', '3.46'],
      [2025, 'penalty', '3.46'],
      [2025, 'penalty', '3.46'],
      [2025, 'rent', '230.40'],
      [2026, 'rent', '59.22'],
    ]);
  });

  it('C5: an overpayment leaves a credit (300.00 on 230.40: 69.60): gone on from, a next payment adds to it; the next bill, which the credit meets, is folded whole', () => {
    const s = workedExampleBilled('NP-1');
    const first = step(s, accountReadFacts(s.state()), pay('300.00', '2025-10-15'));
    expect(first.after).not.toBeNull();
    expectSame(first.after!, first.whole, s.state());
    expect(first.after!.summary.balance).toMatchObject({ credit: '69.60', total: '-69.60' });
    expect(first.after!.continuable).toBeNull();
    const second = step(s, first.after!, pay('10.00', '2025-10-20'));
    expect(second.after).not.toBeNull();
    expectSame(second.after!, second.whole, s.state());
    expect(second.after!.summary.balance).toMatchObject({ credit: '79.60' });
    s.when(USAGE_2026);
    expect(step(s, second.after!, bill2026()).after).toBeNull();
  });

  it('C5: a payment on the day of the last fact goes on when that day ends with its payments (after the bill of the day, after another payment of it): the same figures', () => {
    const s = workedExampleBilled('NP-1');
    const onBillDay = step(s, accountReadFacts(s.state()), pay('50.00', '2025-10-01'));
    expect(onBillDay.after).not.toBeNull();
    expectSame(onBillDay.after!, onBillDay.whole, s.state());
    const again = step(s, onBillDay.after!, pay('30.00', '2025-10-01'));
    expect(again.after).not.toBeNull();
    expectSame(again.after!, again.whole, s.state());
    expect(again.after!.summary.balance).toMatchObject({ rent: '150.40', total: '150.40' });
  });

  it('C5/N6: a payment not after every fact re-flows: backdated, or on the day of a grant (which meets the rent unpaid at the end of its day, after its payments), it is folded whole', () => {
    const backdated = workedExampleBilled('NP-2');
    backdated.when(pay('20.00', '2025-11-15'));
    const before = accountReadFacts(backdated.state());
    expect(step(backdated, before, pay('50.00', '2025-11-10')).after).toBeNull();
    const granted = workedExampleBilled('NP-3');
    for (const command of grant('A-1', '30.00', '2025-10-20')) granted.when(command);
    const beforeGrantDay = accountReadFacts(granted.state());
    expect(beforeGrantDay.ledger!.lastDayEndsAfterPayments).toBe(true);
    expect(step(granted, beforeGrantDay, pay('50.00', '2025-10-20')).after).toBeNull();
    // the next day, after it: gone on from
    const nextDay = step(granted, accountReadFacts(granted.state()), pay('10.00', '2025-10-21'));
    expect(nextDay.after).not.toBeNull();
    expectSame(nextDay.after!, nextDay.whole, granted.state());
  });

  it('C4: a returned check after a payment is folded whole (only payments go on)', () => {
    const s = workedExampleBilled('NP-1');
    s.when(pay('100.00', '2025-10-15', 'P-1'));
    const before = accountReadFacts(s.state());
    expect(
      step(s, before, {
        kind: 'ReversePayment',
        paymentId: 'P-1',
        reversedOn: '2025-10-20',
        reason: 'returned',
        today: TODAY,
      }).after,
    ).toBeNull();
  });

  it('property: over random histories and chains of penalty runs, grants, a bill and payments, each step gone on from the facts of the one before equals the whole fold, and most payments after every fact go on', () => {
    let paidWentOn = 0;
    // days often shared by a payment and a grant, a penalty run or another payment (the day's order, N6)
    const d = fc.oneof(fc.integer({ min: 100, max: 115 }), fc.integer({ min: 100, max: 480 }));
    const chainStep: fc.Arbitrary<ChainStep> = fc.oneof(
      fc.record({ op: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 60_000 }), d }),
      // a lockbox file's lines of one account in one append, dated in any order
      fc.record({
        op: fc.constant('pays' as const),
        list: fc.array(fc.record({ cents: fc.integer({ min: 1, max: 30_000 }), d }), {
          minLength: 2,
          maxLength: 3,
        }),
      }),
      fc.record({ op: fc.constant('penalties' as const), d }),
      fc.record({
        op: fc.constant('grant' as const),
        cents: fc.integer({ min: 1, max: 9_000 }),
        d,
      }),
      fc.record({ op: fc.constant('bill' as const), d: fc.integer({ min: 365, max: 420 }) }),
    );
    fc.assert(
      fc.property(
        fc.array(ops, { maxLength: 8 }),
        fc.array(chainStep, { minLength: 1, maxLength: 6 }),
        (history, chain) => {
          const s = play(history);
          s.when(USAGE_2026);
          let facts = accountReadFacts(s.state());
          chain.forEach((c, i) => {
            const commands = commandsOf(c, i);
            let result;
            try {
              result = step(s, facts, ...commands);
            } catch (error) {
              if (!(error instanceof DomainError)) throw error;
              // a step refused part-way (a grant refused after its filing) leaves what it recorded: the facts are derived again
              facts = accountReadFacts(s.state());
              return;
            }
            const { whole, after } = result;
            if (after !== null) {
              expectSame(after, whole, s.state());
              if (c.op === 'pay' || c.op === 'pays') paidWentOn++;
            }
            facts = after ?? whole;
          });
        },
      ),
      { numRuns: 300, seed: 30 },
    );
    expect(paidWentOn).toBeGreaterThan(40);
  });
});
