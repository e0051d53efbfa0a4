import { Decimal } from '../../money/money';
import type { LedgerBill } from '../ledger-fold';
import { accrualDatesOf } from './accruals';
import { FoldState } from './fold-state';
import {
  foldAccrual,
  foldAdjustment,
  foldBill,
  foldCharge,
  foldLevy,
  foldPayment,
  foldRefund,
  foldWaiver,
} from './fold-steps';

/** The DOMAIN.md worked example's bill: 230.40 dated 2025-10-01, 1.5% a month from 2025-11-01 (N4). */
const workedBill: LedgerBill = {
  billId: 'B-1',
  billDate: '2025-10-01',
  rent: new Decimal('230.40'),
  charges: new Decimal('0'),
  firstPenaltyDate: '2025-11-01',
  penaltyRate: new Decimal('0.015'),
  accruals: 'monthly',
  accrualEndsOn: null,
  penaltyRule: 'N4',
  surcharges: [],
};
const billOf = (over: Partial<LedgerBill>): LedgerBill => ({ ...workedBill, ...over });
const money = (n: string) => new Decimal(n);

/** Given: a fold that has met these bills (and nothing else). */
function given(...bills: LedgerBill[]): FoldState {
  const fold = new FoldState();
  for (const bill of bills) foldBill(fold, bill);
  return fold;
}
const unpaid = (fold: FoldState) =>
  fold.ordered.map((p) => ({
    bill: p.bill.billId,
    rent: p.rent.unpaid.toFixed(2),
    penalties: p.penalties.map((c) => c.unpaid.toFixed(2)),
    charges: p.charges.map((c) => c.unpaid.toFixed(2)),
  }));
const settled = (fold: FoldState) =>
  fold.applications.map(
    (a) => `${a.sourceKind} ${a.source} -> ${a.chargeId} ${a.amount.toFixed(2)}`,
  );

describe('the fold step by step (C5, C6, N6, N9)', () => {
  it('C5 a bill: a credit meets its charges before its rent', () => {
    const fold = new FoldState();
    fold.credit = money('150.00');
    foldBill(fold, billOf({ rent: money('98.41'), charges: money('500.00') }));
    expect(unpaid(fold)).toEqual([
      { bill: 'B-1', rent: '98.41', penalties: [], charges: ['350.00'] },
    ]);
    expect([settled(fold), fold.credit.toFixed(2)]).toEqual([
      ['credit credit -> B-1/charges 150.00'],
      '0.00',
    ]);
  });

  it('C5 bills are held oldest first by date, whatever order they come into effect', () => {
    const fold = given(billOf({ billId: 'B-2', billDate: '2026-10-01' }), workedBill);
    expect(fold.ordered.map((p) => p.bill.billId)).toEqual(['B-1', 'B-2']);
  });

  it('C6/C10 a schedule runs to any date the ledger takes: monthly from 2025-11-01 through 2199-12-31 is 2,090 accruals', () => {
    const dates = accrualDatesOf(workedBill, '2199-12-31');
    expect([dates.length, dates[0], dates.at(-1)]).toEqual([2090, '2025-11-01', '2199-12-01']);
  });

  it('N4 an accrual: 1.5% of the 230.40 unpaid is 3.46, keyed bill@date', () => {
    const fold = given(workedBill);
    foldAccrual(fold, workedBill, null, '2025-11-01');
    expect(fold.accruals.map((a) => [a.rule, a.base.toFixed(2), a.amount.toFixed(2)])).toEqual([
      ['N4', '230.40', '3.46'],
    ]);
    expect(fold.ordered[0].penalties.map((p) => p.id)).toEqual(['B-1@2025-11-01']);
  });

  it('C6 an accrual on rent fully paid accrues nothing', () => {
    const fold = given(workedBill);
    foldPayment(
      fold,
      { paymentId: 'P-1', amount: money('230.40'), receivedOn: '2025-10-15' },
      '2025-10-15',
    );
    foldAccrual(fold, workedBill, null, '2025-11-01');
    expect([fold.accruals.length, fold.ordered[0].penalties.length]).toEqual([0, 0]);
  });

  it('W3 a surcharge: 10% a year on 100.00 unpaid is 0.83 a month, keyed by its rule', () => {
    const bill = billOf({ rent: money('100.00'), penaltyRule: 'W1' });
    const fold = given(bill);
    const surcharge = {
      rule: 'W3',
      from: '2024-06-10',
      annualRate: money('0.10'),
      accrualsPerYear: 12,
    };
    foldAccrual(fold, bill, surcharge, '2024-07-10');
    expect(fold.accruals.map((a) => [a.rule, a.amount.toFixed(2)])).toEqual([['W3', '0.83']]);
    expect(fold.ordered[0].penalties.map((p) => p.id)).toEqual(['B-1@W3@2024-07-10']);
  });

  it('C5 the worked example payment: 100.00 pays the 3.46 penalty, then 96.54 of rent', () => {
    const fold = given(workedBill);
    foldAccrual(fold, workedBill, null, '2025-11-01');
    foldPayment(
      fold,
      { paymentId: 'P-1', amount: money('100.00'), receivedOn: '2025-11-20' },
      '2025-11-20',
    );
    expect(unpaid(fold)).toEqual([
      { bill: 'B-1', rent: '133.86', penalties: ['0.00'], charges: [] },
    ]);
    expect(settled(fold)).toEqual([
      'payment P-1 -> B-1@2025-11-01 3.46',
      'payment P-1 -> B-1 96.54',
    ]);
  });

  it('C5 a payment meets the oldest bill first; what is left is a credit that meets the next bill', () => {
    const fold = given(
      workedBill,
      billOf({ billId: 'B-0', billDate: '2024-10-01', rent: money('50.00') }),
    );
    foldPayment(
      fold,
      { paymentId: 'P-1', amount: money('300.00'), receivedOn: '2025-11-20' },
      '2025-11-20',
    );
    expect([settled(fold), fold.credit.toFixed(2)]).toEqual([
      ['payment P-1 -> B-0 50.00', 'payment P-1 -> B-1 230.40'],
      '19.60',
    ]);
    foldBill(fold, billOf({ billId: 'B-2', billDate: '2026-10-01' }));
    expect([fold.credit.toFixed(2), unpaid(fold)[2].rent]).toEqual(['0.00', '210.80']);
  });

  it('N10 a charge of no bill is an item of its own, met by date like a bill; W2 a rent charge adds to the rent', () => {
    const fold = given(workedBill);
    foldCharge(
      fold,
      {
        chargeId: 'F-1',
        billId: null,
        kind: 'charge',
        date: '2025-09-01',
        amount: money('100.00'),
      },
      '2025-09-01',
    );
    foldCharge(
      fold,
      { chargeId: 'R-1', billId: 'B-1', kind: 'rent', date: '2025-10-05', amount: money('49.50') },
      '2025-10-05',
    );
    expect(unpaid(fold)).toEqual([
      { bill: 'F-1', rent: '0.00', penalties: [], charges: ['100.00'] },
      { bill: 'B-1', rent: '279.90', penalties: [], charges: [] },
    ]);
    expect(fold.ordered[0].bill.standalone).toBe(true);
  });

  it('N6 a grant meets the unpaid rent first; the rest is refundable', () => {
    const fold = given(workedBill);
    foldPayment(
      fold,
      { paymentId: 'P-1', amount: money('100.00'), receivedOn: '2025-10-15' },
      '2025-10-15',
    );
    foldAdjustment(
      fold,
      {
        applicationId: 'A-1',
        billId: 'B-1',
        replacements: [],
        date: '2025-12-01',
        amount: money('150.00'),
        notCarried: money('0.00'),
      },
      '2025-12-01',
    );
    const split = fold.grants.get('A-1')!;
    expect([split.applied.toFixed(2), split.refundable.toFixed(2), unpaid(fold)[0].rent]).toEqual([
      '130.40',
      '19.60',
      '0.00',
    ]);
  });

  it('N6/N7 a refund beyond what is now refundable is owed again as the bill rent', () => {
    const fold = given(workedBill);
    fold.refundsOwed.set('A-1', money('19.60'));
    foldRefund(fold, {
      refundId: 'R-1',
      applicationId: 'A-1',
      billId: 'B-1',
      date: '2026-01-10',
      principal: money('25.00'),
    });
    expect([
      fold.refundsOwed.get('A-1')!.toFixed(2),
      fold.refundsReowed.get('R-1')!.toFixed(2),
      unpaid(fold)[0].rent,
    ]).toEqual(['0.00', '5.40', '235.80']);
  });

  it('a waiver settles only the penalties of the dates it lists (C6: both 3.46, simple, on the same unpaid rent)', () => {
    const fold = given(workedBill);
    foldAccrual(fold, workedBill, null, '2025-11-01');
    foldAccrual(fold, workedBill, null, '2025-12-01');
    const waived = { rule: 'N4', amount: money('3.46'), base: money('230.40') };
    foldWaiver(
      fold,
      {
        waiverId: 'W-1',
        billId: 'B-1',
        replacements: [],
        date: '2025-12-10',
        penalties: [{ accrualDate: '2025-12-01', waived: money('3.46'), booked: waived }],
      },
      '2025-12-10',
    );
    expect(unpaid(fold)[0].penalties).toEqual(['3.46', '0.00']);
    expect(settled(fold)).toEqual(['waiver W-1 -> B-1@2025-12-01 3.46']);
  });

  it('C13 a waiver forgives at most what the resolution did: an accrual a returned payment left larger keeps the rest owed', () => {
    const fold = given(workedBill);
    foldAccrual(fold, workedBill, null, '2025-12-01');
    // the resolution forgave 2.01 of it (a payment then met the rest; that payment came back)
    foldWaiver(
      fold,
      {
        waiverId: 'W-1',
        billId: 'B-1',
        replacements: [],
        date: '2025-12-15',
        penalties: [{ accrualDate: '2025-12-01', waived: money('2.01'), booked: null }],
      },
      '2025-12-15',
    );
    expect([unpaid(fold)[0].penalties, settled(fold)]).toEqual([
      ['1.45'],
      ['waiver W-1 -> B-1@2025-12-01 2.01'],
    ]);
  });

  it('C13 an accrual a waiver named keeps its booked amount and base where the re-flow would compute more; less, or none, where the rule now gives less', () => {
    // booked at 2.01 on 133.86 when a payment (since returned) had met part of the rent; 1.5% of 230.40 is 3.46
    const booked = { amount: money('2.01'), base: money('133.86') };
    const fold = given(workedBill);
    foldAccrual(fold, workedBill, null, '2025-12-01', booked);
    const accrued = (f: FoldState) =>
      f.accruals.map((a) => [a.base.toFixed(2), a.amount.toFixed(2)]);
    expect(accrued(fold)).toEqual([['133.86', '2.01']]);
    // a backdated payment left 4.86 unpaid: 0.07, what the rule gives, not the 2.01 booked
    const less = given(workedBill);
    foldPayment(
      less,
      { paymentId: 'P-1', amount: money('225.54'), receivedOn: '2025-10-15' },
      '2025-10-15',
    );
    foldAccrual(less, workedBill, null, '2025-12-01', booked);
    expect(accrued(less)).toEqual([['4.86', '0.07']]);
    const paid = given(workedBill);
    foldPayment(
      paid,
      { paymentId: 'P-1', amount: money('230.40'), receivedOn: '2025-10-15' },
      '2025-10-15',
    );
    foldAccrual(paid, workedBill, null, '2025-12-01', booked);
    expect(paid.accruals).toEqual([]);
  });

  it('N9 a levy takes what it lists off the account; more levied than is owed is the owner credit', () => {
    const fold = given(workedBill);
    foldPayment(
      fold,
      { paymentId: 'P-1', amount: money('100.00'), receivedOn: '2025-10-15' },
      '2025-10-15',
    );
    const bills = [
      { billId: 'B-1', rent: money('230.40'), penalties: money('0'), charges: money('0') },
    ];
    foldLevy(fold, { statementId: 'L-1', date: '2026-11-01', bills }, '2026-11-01');
    expect([unpaid(fold)[0].rent, fold.credit.toFixed(2), settled(fold)[1]]).toEqual([
      '0.00',
      '100.00',
      'levy L-1 -> B-1 130.40',
    ]);
  });

  it('a fact of a bill not in effect is a defect of the input, named', () => {
    expect(() =>
      foldWaiver(
        new FoldState(),
        { waiverId: 'W-1', billId: 'B-9', replacements: [], date: '2025-12-10', penalties: [] },
        '2025-12-10',
      ),
    ).toThrow('waiver W-1 for bill B-9 that is not in effect');
  });
});
