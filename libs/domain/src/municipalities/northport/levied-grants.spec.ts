import { balanceAsOf } from '../../ledger/balance';
import { statementOf } from '../../ledger/statement';
import { journalOf } from '../../journal/journal';
import type { AccountEvent } from '../../account/account-events';
import { workedExampleBilled } from '../../testing/given-when-then';

const TODAY = '2026-12-02';

/** The worked example's bill B-1 (230.40), unpaid, reconciled through the cut-off and levied on 2026-06-15 (N9). */
function levied(paidFirst?: string) {
  const s = workedExampleBilled('NP-L');
  if (paidFirst)
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: paidFirst,
      receivedOn: '2025-10-15',
      method: null,
      reference: null,
      today: TODAY,
    });
  s.when({ kind: 'ReconcileAccountPenalties', through: '2026-05-31', today: TODAY });
  const rent = paidFirst ? '130.40' : '230.40';
  const penalties = paidFirst ? '13.69' : '24.22';
  s.when({
    kind: 'LevyLien',
    statementId: 'LS-1',
    taxYear: 2026,
    cutoff: '2026-05-31',
    leviedOn: '2026-06-15',
    bills: [{ billId: 'B-1', rent, penalties, charges: '0.00' }],
  });
  s.when({
    kind: 'FileAdjustmentApplication',
    applicationId: 'A-1',
    billId: 'B-1',
    filedOn: '2026-07-01',
    claim: 'pool fill not discharged',
    today: TODAY,
  });
  return s;
}

const grant = (creditAmount: string) =>
  ({
    kind: 'GrantAdjustment',
    applicationId: 'A-1',
    grantedOn: '2026-07-15',
    resolution: 'Res. 2026-31',
    adjustedBillableGallons: null,
    creditAmount,
    continuesApplicationId: null,
    today: TODAY,
  }) as const;

const grantedData = (events: AccountEvent[]) => {
  const [e] = events;
  if (e.type !== 'AdjustmentGranted') throw new Error(`expected AdjustmentGranted, got ${e.type}`);
  return e.data;
};

describe('N9 x N6: a Board grant on a levied bill', () => {
  it('given a bill levied whole, when the Board grants 38.40, then it is a tax-roll correction: no cash refund, no account credit', () => {
    const s = levied();
    expect(grantedData(s.when(grant('38.40')))).toMatchObject({
      credit: '38.40',
      appliedToRent: '0.00',
      refundDue: '0.00',
      refundDeadline: null,
    });
    expect(balanceAsOf(s.state(), '2026-07-15')).toMatchObject({
      rent: '0.00',
      total: '0.00',
      credit: '0.00',
      refundDue: '0.00',
      leviedToTaxRoll: '254.62',
    });
    const line = statementOf(s.state(), null, '2026-07-15').entries.find(
      (e) => e.kind === 'adjustment',
    )!;
    expect(line.description).toBe(
      'Adjustment granted (N6), credit 38.40: 0.00 against unpaid rent of bill B-1, 38.40 against rent levied on the tax roll, to be certified to the tax collector as a correction of the roll (not refunded)',
    );
    expect(line.amount).toBe('0.00');
  });

  it('given 100.00 paid before the levy of the other 130.40, when the Board grants 150.00, then 130.40 corrects the roll and 19.60 (paid to the sewer account) is refunded', () => {
    const s = levied('100.00');
    expect(grantedData(s.when(grant('150.00')))).toMatchObject({
      credit: '150.00',
      appliedToRent: '0.00',
      refundDue: '19.60',
      refundDeadline: '2026-09-29',
    });
    expect(balanceAsOf(s.state(), '2026-07-15')).toMatchObject({ refundDue: '19.60' });
  });

  it('the journal owes the tax collector the correction (2200), never cash (2100)', () => {
    const s = levied();
    s.when(grant('38.40'));
    const entry = journalOf(s.state()).find((e) => e.entryId.endsWith('A-1/granted'))!;
    expect(entry.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['4090', '38.40', '0.00'],
      ['2200', '0.00', '38.40'],
    ]);
  });
});
