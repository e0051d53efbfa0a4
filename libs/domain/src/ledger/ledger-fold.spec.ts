import { Decimal } from '../money/money';
import { InvariantBroken } from '../errors/invariant';
import { foldLedger, LedgerBill, LedgerInput } from './ledger-fold';

const bill: LedgerBill = {
  billId: 'B-1',
  billDate: '2023-12-01',
  rent: new Decimal('98.41'),
  charges: new Decimal('500.00'),
  firstPenaltyDate: '2024-02-02',
  penaltyRate: new Decimal('0.01'),
  accruals: 'monthly',
  accrualEndsOn: null,
  penaltyRule: 'W1',
  surcharges: [],
};
const input = (receivedOn: string): LedgerInput => ({
  bills: [bill],
  charges: [],
  payments: [{ paymentId: 'P-1', amount: new Decimal('100.00'), receivedOn }],
  adjustments: [],
  waivers: [],
  levies: [],
});

describe('C5 the ledger fold', () => {
  it('C5 an account credit meets a new bill in the payment order (charges before rent), as a payment on the bill date does', () => {
    for (const receivedOn of ['2023-11-30', '2023-12-01']) {
      const [position] = foldLedger(input(receivedOn), { kind: 'computed' }, '2024-03-02').bills;
      // the 100.00 pays 100.00 of the 500.00 W2 charge; the interest-bearing rent is untouched
      expect([
        receivedOn,
        position.charges[0].unpaid.toFixed(2),
        position.rent.unpaid.toFixed(2),
      ]).toEqual([receivedOn, '400.00', '98.41']);
      // W1 interest on the full 98.41: 0.98 on 2024-02-02 and 2024-03-02
      expect(
        foldLedger(input(receivedOn), { kind: 'computed' }, '2024-03-02').accruals.map((a) =>
          a.amount.toFixed(2),
        ),
      ).toEqual(['0.98', '0.98']);
    }
  });
});

describe('the fold holds its invariants inside (C5)', () => {
  it('an input no decider would write (a negative payment) throws InvariantBroken rather than show an unpaid amount above the bill', () => {
    const broken: LedgerInput = {
      ...input('2023-12-15'),
      payments: [{ paymentId: 'P-NEG', amount: new Decimal('-50.00'), receivedOn: '2023-12-15' }],
    };
    expect(() => foldLedger(broken, { kind: 'computed' }, '2024-01-01')).toThrow(InvariantBroken);
    expect(() => foldLedger(broken, { kind: 'computed' }, '2024-01-01')).toThrow(
      /unpaid -?\d+\.\d+ outside 0\.\.|credit .* below zero|outside 0\.\./,
    );
  });

  it('a sound input folds without complaint: 100.00 pays the 500.00 charges in part, nothing below zero', () => {
    const position = foldLedger(input('2023-12-15'), { kind: 'computed' }, '2024-01-01');
    expect(position.bills[0].charges[0].unpaid.toFixed(2)).toBe('400.00');
    expect(position.credit.toFixed(2)).toBe('0.00');
  });
});
