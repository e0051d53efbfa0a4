import { balanceAsOf } from '../../ledger/balance';
import {
  AccountScenario,
  bill2026,
  receivePayment,
  USAGE_2026,
  workedExampleBilled,
} from '../../testing/given-when-then';
import type { AccountEvent } from '../../account/account-events';

const TODAY = '2026-12-02';
const pay = receivePayment;
const file = (applicationId: string, filedOn: string, billId = 'B-1') =>
  ({
    kind: 'FileAdjustmentApplication',
    applicationId,
    billId,
    filedOn,
    claim: 'pool fill not discharged',
    today: TODAY,
  }) as const;
const grant = (
  applicationId: string,
  grantedOn: string,
  credit: { creditAmount?: string; adjustedBillableGallons?: number },
) =>
  ({
    kind: 'GrantAdjustment',
    applicationId,
    grantedOn,
    resolution: 'Res. 2026-14',
    adjustedBillableGallons: credit.adjustedBillableGallons ?? null,
    creditAmount: credit.creditAmount ?? null,
    continuesApplicationId: null,
    today: TODAY,
  }) as const;
const refund = (refundId: string, applicationId: string, paidOn: string) =>
  ({ kind: 'IssueRefund', refundId, applicationId, paidOn, today: TODAY }) as const;

const billed = workedExampleBilled;

const granted = (events: AccountEvent[]) => {
  const [e] = events;
  if (e.type !== 'AdjustmentGranted') throw new Error(`expected AdjustmentGranted, got ${e.type}`);
  return e.data;
};

describe('N6 adjustments', () => {
  it('N6 a credit within the unpaid rent reduces it, with nothing to refund', () => {
    const s = billed();
    s.when(file('A-1', '2025-10-10'));
    expect(granted(s.when(grant('A-1', '2025-10-20', { creditAmount: '30.40' })))).toMatchObject({
      credit: '30.40',
      appliedToRent: '30.40',
      refundDue: '0.00',
      refundDeadline: null,
    });
    expect(balanceAsOf(s.state(), '2025-10-20')).toMatchObject({
      rent: '200.00',
      total: '200.00',
      refundDue: '0.00',
    });
    // history before the grant is not restated
    expect(balanceAsOf(s.state(), '2025-10-19')).toMatchObject({ rent: '230.40' });
  });

  it("N6 adjusted billable gallons are re-rated at the bill's rate: 60,000 x 3.2000 = 192.00, a credit of 38.40", () => {
    const s = billed();
    s.when(file('A-1', '2025-10-10'));
    expect(
      granted(s.when(grant('A-1', '2025-10-20', { adjustedBillableGallons: 60_000 }))),
    ).toMatchObject({ adjustedBillableGallons: '60000', credit: '38.40', appliedToRent: '38.40' });
  });

  it('N6 a credit exceeding the unpaid rent is a refund obligation due 90 days after the application', () => {
    const s = billed();
    s.when(pay('P-1', '130.40', '2025-10-15'));
    s.when(file('A-1', '2025-11-03'));
    expect(granted(s.when(grant('A-1', '2026-01-15', { creditAmount: '220.40' })))).toMatchObject({
      credit: '220.40',
      appliedToRent: '100.00',
      refundDue: '120.40',
      refundDeadline: '2026-02-01',
    });
    expect(balanceAsOf(s.state(), '2026-01-15')).toMatchObject({
      rent: '0.00',
      credit: '0.00',
      total: '0.00',
      refundDue: '120.40',
    });
  });

  it('N6 penalties after the grant accrue on the reduced rent only', () => {
    const s = billed();
    s.when(file('A-1', '2025-10-10'));
    s.when(grant('A-1', '2025-10-20', { creditAmount: '30.40' }));
    const [penalty] = s.when({
      kind: 'ReconcileAccountPenalties',
      through: '2025-11-01',
      today: TODAY,
    });
    expect(penalty).toMatchObject({
      type: 'PenaltyAccrued',
      data: { base: '200.00', amount: '3.00' },
    });
  });

  it('N6 filing does not relieve timely payment: the penalty accrues while the application is pending', () => {
    const s = billed();
    s.when(file('A-1', '2025-10-10'));
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2025-11-01', today: TODAY }),
    ).toHaveLength(1);
  });

  it('N6 an application is decided once: a second grant or a denial after a grant is a conflict', () => {
    const s = billed();
    s.when(file('A-1', '2025-10-10'));
    s.when(grant('A-1', '2025-10-20', { creditAmount: '10.00' }));
    expect(s.when(grant('A-1', '2025-10-20', { creditAmount: '10.00' }))).toEqual([]);
    expect(() => s.when(grant('A-1', '2025-10-21', { creditAmount: '10.00' }))).toThrow(
      /N6.*already granted/,
    );
    expect(() =>
      s.when({
        kind: 'DenyAdjustment',
        applicationId: 'A-1',
        deniedOn: '2025-10-22',
        resolution: 'no',
        today: TODAY,
      }),
    ).toThrow(/already granted/);
  });

  it('N6 a denial is recorded and closes the application', () => {
    const s = billed();
    s.when(file('A-2', '2025-10-10'));
    const [denied] = s.when({
      kind: 'DenyAdjustment',
      applicationId: 'A-2',
      deniedOn: '2025-11-01',
      resolution: 'Res. 2025-30: no evidence',
      today: TODAY,
    });
    expect(denied).toMatchObject({ type: 'AdjustmentDenied', effectiveDate: '2025-11-01' });
    expect(() => s.when(grant('A-2', '2025-11-02', { creditAmount: '1.00' }))).toThrow(
      /already denied/,
    );
  });

  it('N6 refuses an unknown application, a credit above the rent, and both or neither of the credit forms', () => {
    const s = billed();
    expect(() => s.when(grant('A-X', '2025-10-20', { creditAmount: '1.00' }))).toThrow(/not found/);
    s.when(file('A-1', '2025-10-10'));
    expect(() => s.when(grant('A-1', '2025-10-20', { creditAmount: '230.41' }))).toThrow(
      /N6.*exceeds/,
    );
    expect(() =>
      s.when(grant('A-1', '2025-10-20', { creditAmount: '1.00', adjustedBillableGallons: 1 })),
    ).toThrow(/either/);
    expect(() => s.when(grant('A-1', '2025-10-20', {}))).toThrow(/either/);
    expect(() => s.when(grant('A-1', '2025-10-20', { adjustedBillableGallons: 72_000 }))).toThrow(
      /not below/,
    );
  });

  it("N6/§ 239-32 L a continued adjustment is a new grant referencing an earlier year's", () => {
    const s = billed();
    s.when(file('A-1', '2025-10-10'));
    s.when(grant('A-1', '2025-10-20', { creditAmount: '10.00' }));
    s.when(USAGE_2026);
    s.when(bill2026());
    s.when(file('A-2', '2026-10-02', 'B-2'));
    const data = granted(
      s.when({
        ...grant('A-2', '2026-10-05', { creditAmount: '10.00' }),
        continuesApplicationId: 'A-1',
      }),
    );
    expect(data).toMatchObject({ continuesApplicationId: 'A-1', billId: 'B-2' });
    s.when(file('A-3', '2026-10-02', 'B-2'));
    expect(() =>
      s.when({
        ...grant('A-3', '2026-10-05', { creditAmount: '1.00' }),
        continuesApplicationId: 'A-2',
      }),
    ).toThrow(/earlier fiscal year/);
  });
});

describe('N7 refunds with statutory interest', () => {
  function withRefundDue(): AccountScenario {
    const s = billed();
    s.when(pay('P-1', '230.40', '2025-10-15'));
    s.when(file('A-1', '2025-11-03'));
    s.when(grant('A-1', '2026-01-15', { creditAmount: '120.00' }));
    return s;
  }

  it('N7 DOMAIN example: deadline 2026-02-01, paid 2026-03-03: 30 days late, 0.30 interest, 120.30 in all', () => {
    const s = withRefundDue();
    const [issued] = s.when(refund('R-1', 'A-1', '2026-03-03'));
    expect(issued).toMatchObject({
      type: 'RefundIssued',
      effectiveDate: '2026-03-03',
      data: {
        principal: '120.00',
        deadline: '2026-02-01',
        daysLate: 30,
        interest: '0.30',
        total: '120.30',
      },
    });
    expect(balanceAsOf(s.state(), '2026-03-03')).toMatchObject({
      total: '0.00',
      refundDue: '0.00',
    });
    expect(balanceAsOf(s.state(), '2026-03-02')).toMatchObject({ refundDue: '120.00' });
  });

  it('N7 a refund paid by the deadline carries no interest', () => {
    const s = withRefundDue();
    expect(s.when(refund('R-1', 'A-1', '2026-02-01'))[0]).toMatchObject({
      data: { daysLate: 0, interest: '0.00', total: '120.00' },
    });
  });

  it('N7 a second refund is refused; the same refund sent again is a no-op', () => {
    const s = withRefundDue();
    s.when(refund('R-1', 'A-1', '2026-03-03'));
    expect(s.when(refund('R-1', 'A-1', '2026-03-03'))).toEqual([]);
    expect(() => s.when(refund('R-2', 'A-1', '2026-03-04'))).toThrow(/N7.*already paid/);
  });

  it('N7 a refund with nothing due is refused', () => {
    const s = billed();
    s.when(file('A-1', '2025-10-10'));
    expect(() => s.when(refund('R-1', 'A-1', '2025-10-20'))).toThrow(/N7.*not been granted/);
    s.when(grant('A-1', '2025-10-20', { creditAmount: '10.00' }));
    expect(() => s.when(refund('R-1', 'A-1', '2025-10-21'))).toThrow(/N7.*nothing to refund/);
  });
});
