import fc from 'fast-check';
import { balanceAsOf } from '../ledger/balance';
import { Decimal } from '../money/money';
import { day, ops, play } from '../testing/random-history';
import { journalOf, trialBalance } from './journal';

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
