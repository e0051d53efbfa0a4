import { pendingWords } from '../../apps/ledger-web/src/format';

const item = (type: string, amount: string) => ({ type, amount });

describe('the amount to pay today says what a run would still book, in words', () => {
  it('accruals and reversals apart; an item that changes nothing is not counted', () => {
    expect(
      pendingWords([
        item('PenaltyAccrued', '1.13'),
        item('PenaltyAccrued', '1.13'),
        item('PenaltyReversed', '-3.46'),
        item('PenaltyReversed', '0.00'),
      ]),
    ).toBe(' (with 2 accruals and 1 reversal not yet booked)');
    expect(pendingWords([item('PenaltyReversed', '-3.46'), item('PenaltyReversed', '-3.46')])).toBe(
      ' (with 2 reversals not yet booked)',
    );
    expect(pendingWords([item('UtilizationFormCharged', '25.00')])).toBe(
      ' (with 1 accrual not yet booked)',
    );
    expect(pendingWords([item('PenaltyReversed', '0.00')])).toBe('');
  });
});
