import fc from 'fast-check';
import type { AccountCommand } from '../account/account-commands';
import { DomainError } from '../errors/domain-error';
import { balanceAsOf } from '../ledger/balance';
import { Decimal } from '../money/money';
import { AccountScenario, workedExampleBilled } from '../testing/given-when-then';
import { journalOf, trialBalance } from './journal';

const TODAY = '2026-12-02';
const day = (n: number) =>
  new Date(Date.UTC(2025, 9, 1) + n * 86_400_000).toISOString().slice(0, 10);

type Op =
  | { op: 'pay'; cents: number; d: number }
  | { op: 'reverse'; pick: number; d: number }
  | { op: 'penalties'; d: number }
  | { op: 'adjust'; cents: number; d: number }
  | { op: 'refund'; d: number }
  | { op: 'waive'; d: number }
  | { op: 'levy'; d: number };

const ops: fc.Arbitrary<Op> = fc.oneof(
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

function play(sequence: Op[]): AccountScenario {
  const s = workedExampleBilled('NP-J');
  const payments: Array<{ id: string; on: string }> = [];
  sequence.forEach((o, i) => {
    const date = day(o.d);
    const commands: AccountCommand[] = [];
    switch (o.op) {
      case 'pay':
        payments.push({ id: `P${i}`, on: date });
        commands.push({
          kind: 'ReceivePayment',
          paymentId: `P${i}`,
          amount: new Decimal(o.cents).dividedBy(100).toFixed(2),
          receivedOn: date,
          method: null,
          reference: null,
          today: TODAY,
        });
        break;
      case 'reverse':
        if (payments.length) {
          const p = payments[o.pick % payments.length];
          commands.push({
            kind: 'ReversePayment',
            paymentId: p.id,
            reversedOn: p.on > date ? p.on : date,
            reason: 'returned',
            today: TODAY,
          });
        }
        break;
      case 'penalties':
        commands.push({ kind: 'ReconcileAccountPenalties', through: date, today: TODAY });
        break;
      case 'adjust':
        commands.push({
          kind: 'FileAdjustmentApplication',
          applicationId: `A${i}`,
          billId: 'B-1',
          filedOn: date,
          claim: 'x',
          today: TODAY,
        });
        commands.push({
          kind: 'GrantAdjustment',
          applicationId: `A${i}`,
          grantedOn: date,
          resolution: 'r',
          adjustedBillableGallons: null,
          creditAmount: new Decimal(o.cents).dividedBy(100).toFixed(2),
          continuesApplicationId: null,
          today: TODAY,
        });
        break;
      case 'refund':
        for (const [id, a] of s.state().applications)
          if (a.granted && !a.refund && a.granted.data.refundDue !== '0.00')
            commands.push({
              kind: 'IssueRefund',
              refundId: `R${i}`,
              applicationId: id,
              paidOn: a.granted.data.grantedOn > date ? a.granted.data.grantedOn : date,
              today: TODAY,
            });
        break;
      case 'waive':
        commands.push({
          kind: 'WaivePenalties',
          waiverId: `W${i}`,
          billId: 'B-1',
          waivedOn: date,
          resolution: 'r',
          today: TODAY,
        });
        break;
      case 'levy':
        commands.push({
          kind: 'LevyLien',
          statementId: `L${i}`,
          taxYear: 2026,
          cutoff: date,
          leviedOn: date,
          bills: [{ billId: 'B-1', rent: '230.40', penalties: '50.00', charges: '0.00' }],
        });
        break;
    }
    for (const c of commands.slice(0, 1)) {
      try {
        s.when(c);
        for (const next of commands.slice(1)) s.when(next);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
  });
  return s;
}

const balanceOf = (rows: ReturnType<typeof trialBalance>['rows'], code: string) =>
  new Decimal(rows.find((r) => r.account === code)?.balance ?? '0.00');

describe('the double-entry journal', () => {
  it('the worked example: billed, penalties, payment applied; debits equal credits', () => {
    const s = play([
      { op: 'penalties', d: 49 },
      { op: 'pay', cents: 10_000, d: 50 },
      { op: 'penalties', d: 75 },
    ]);
    const tb = trialBalance(journalOf(s.state()), '2025-12-15');
    expect(tb.debits).toBe(tb.credits);
    expect(tb.rows.map((r) => [r.account, r.balance])).toEqual([
      ['1000', '100.00'],
      ['1100', '133.86'],
      ['1110', '2.01'],
      ['2000', '0.00'],
      ['4000', '-230.40'],
      ['4010', '-5.47'],
    ]);
  });

  it('property: for random event sequences debits always equal credits, and the receivables, deposits, refunds payable and tax roll agree with the balance', () => {
    fc.assert(
      fc.property(fc.array(ops, { maxLength: 14 }), fc.nat(420), (sequence, asOfDay) => {
        const s = play(sequence);
        const asOf = day(asOfDay);
        const tb = trialBalance(journalOf(s.state()), asOf);
        expect(tb.debits).toBe(tb.credits);
        const balance = balanceAsOf(s.state(), asOf);
        expect(
          balanceOf(tb.rows, '1100')
            .plus(balanceOf(tb.rows, '1110'))
            .plus(balanceOf(tb.rows, '1120'))
            .toFixed(2),
        ).toBe(new Decimal(balance.rent).plus(balance.penalties).plus(balance.charges).toFixed(2));
        expect(balanceOf(tb.rows, '2000').negated().toFixed(2)).toBe(balance.credit);
        expect(balanceOf(tb.rows, '2100').negated().toFixed(2)).toBe(balance.refundDue);
        expect(balanceOf(tb.rows, '1200').toFixed(2)).toBe(balance.leviedToTaxRoll);
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});
