import fc from 'fast-check';
import { accountFundFacts } from '../municipalities/northport/account-fund-facts';
import { parseAmount, parseRate } from '../money/money';
import { ops, play } from '../testing/random-history';
import { accountReadFacts } from '../municipalities/northport/account-read-facts';
import { accountSummary } from './account-summary';
import { foldLedger, foldLedgerTwice, type LedgerInput } from './ledger-fold';

const bill = {
  billId: 'B-1',
  billDate: '2025-10-01',
  rent: parseAmount('230.40'),
  charges: parseAmount('0.00'),
  firstPenaltyDate: '2025-11-01',
  penaltyRate: parseRate('0.015'),
  accruals: 'monthly' as const,
  accrualEndsOn: null,
  penaltyRule: 'N4',
  surcharges: [],
};
const input = (paymentOn: string): LedgerInput => ({
  bills: [bill],
  charges: [],
  payments: [{ paymentId: 'P-1', amount: parseAmount('100.00'), receivedOn: paymentOn }],
  adjustments: [],
  waivers: [],
  levies: [],
  refunds: [],
});
const booked = { kind: 'booked' as const, penalties: [] };
const unpaidRent = (p: ReturnType<typeof foldLedger>) => p.bills[0].rent.unpaid.toFixed(2);

describe('#30 one fold of an account ledger for the read side', () => {
  it('no fact after the first date: one fold answers both dates, each position naming its own date', () => {
    const both = foldLedgerTwice(input('2025-10-15'), booked, '2025-12-31', '9999-12-31');
    expect(both.through.through).toBe('2025-12-31');
    expect(both.later.through).toBe('9999-12-31');
    expect(unpaidRent(both.through)).toBe('130.40');
    expect(unpaidRent(both.later)).toBe('130.40');
  });

  it('a fact after the first date: the first position leaves it out, the later one has it (two folds)', () => {
    const both = foldLedgerTwice(input('2026-02-01'), booked, '2025-12-31', '9999-12-31');
    expect(unpaidRent(both.through)).toBe('230.40');
    expect(unpaidRent(both.later)).toBe('130.40');
    expect(both.through).toEqual(foldLedger(input('2026-02-01'), booked, '2025-12-31'));
  });

  it('property: the read facts of random histories equal the summary and the fund facts derived apart', () => {
    fc.assert(
      fc.property(fc.array(ops, { maxLength: 14 }), (sequence) => {
        const state = play(sequence).state();
        const facts = accountReadFacts(state);
        expect(facts.summary).toEqual(accountSummary(state));
        expect(facts.fund).toEqual(accountFundFacts(state));
      }),
      { numRuns: 150, seed: 30 },
    );
  });
});
