import { balanceAsOf } from '../../ledger/balance';
import { journalOf } from '../../journal/journal';
import { workedExampleBilled } from '../../testing/given-when-then';
import type { AccountEvent } from '../../account/account-events';

const TODAY = '2026-12-02';
const pay = (paymentId: string, amount: string, receivedOn: string) =>
  ({
    kind: 'ReceivePayment',
    paymentId,
    amount,
    receivedOn,
    method: 'check',
    reference: null,
    today: TODAY,
  }) as const;
const file = {
  kind: 'FileAdjustmentApplication',
  applicationId: 'ADJ-1',
  billId: 'B-1',
  filedOn: '2025-11-03',
  claim: 'pool fill',
  today: TODAY,
} as const;
const grant = {
  kind: 'GrantAdjustment',
  applicationId: 'ADJ-1',
  grantedOn: '2025-12-10',
  resolution: 'Res. 2025-41',
  adjustedBillableGallons: null,
  creditAmount: '120.00',
  continuesApplicationId: null,
  today: TODAY,
} as const;
const returned = {
  kind: 'ReversePayment',
  paymentId: 'P-1',
  reversedOn: '2026-01-10',
  reason: 'returned check NSF',
  today: TODAY,
} as const;
const run = (through: string) =>
  ({ kind: 'ReconcileAccountPenalties', through, today: TODAY }) as const;
const amounts = (events: AccountEvent[]) =>
  events
    .filter((e) => e.type === 'PenaltyAccrued')
    .map((e) => `${e.effectiveDate} ${(e.data as { amount: string }).amount}`);

describe("N6 a grant's split is derived like a payment's application (C5), not frozen when booked", () => {
  it('N6/C4 rent paid by a check, a 120.00 grant (all refundable), the check returned: no refund owed; penalties on 110.40 after the credit (8.58, not 10.38)', () => {
    const s = workedExampleBilled();
    s.when(pay('P-1', '230.40', '2025-10-15'));
    s.when(file);
    const [granted] = s.when(grant);
    // as known at the grant: all of it refundable by 2026-02-01
    expect(granted.data).toMatchObject({
      appliedToRent: '0.00',
      refundDue: '120.00',
      refundDeadline: '2026-02-01',
    });
    expect(balanceAsOf(s.state(), '2025-12-10')).toMatchObject({
      rent: '0.00',
      refundDue: '120.00',
    });
    s.when(returned);
    // the check counts as never received: the credit meets the 230.40 unpaid at the end of the grant date
    expect(amounts(s.when(run('2026-01-15')))).toEqual([
      '2025-11-01 3.46',
      '2025-12-01 3.46',
      '2026-01-01 1.66',
    ]);
    expect(balanceAsOf(s.state(), '2026-01-15')).toMatchObject({
      rent: '110.40',
      penalties: '8.58',
      refundDue: '0.00',
      total: '118.98',
    });
    expect(() =>
      s.when({
        kind: 'IssueRefund',
        refundId: 'RF-1',
        applicationId: 'ADJ-1',
        paidOn: '2026-01-15',
        today: TODAY,
      }),
    ).toThrow(/^N7: .*leaves nothing to refund/);
  });

  it("N6 a refund already paid that the re-flow no longer covers is owed again as the bill's rent", () => {
    const s = workedExampleBilled();
    s.when(pay('P-1', '230.40', '2025-10-15'));
    s.when(file);
    s.when(grant);
    const [refund] = s.when({
      kind: 'IssueRefund',
      refundId: 'RF-1',
      applicationId: 'ADJ-1',
      paidOn: '2026-01-05',
      today: TODAY,
    });
    expect(refund.data).toMatchObject({ principal: '120.00', interest: '0.00', total: '120.00' });
    s.when(returned);
    s.when(run('2026-01-15'));
    // 110.40 after the credit, and the 120.00 paid out owed again: 230.40 of rent
    expect(balanceAsOf(s.state(), '2026-01-15')).toMatchObject({
      rent: '230.40',
      penalties: '8.58',
      refundDue: '0.00',
    });
    const reowed = journalOf(s.state()).find((e) => e.entryId === 'RF-1/reowed');
    expect(reowed?.lines).toEqual([
      { account: '1100', debit: '120.00', credit: '0.00' },
      { account: '2100', debit: '0.00', credit: '120.00' },
    ]);
  });

  it('N6 a backdated payment that makes a grant refundable makes a refund obligation, not an account credit', () => {
    const s = workedExampleBilled();
    s.when(file);
    const [granted] = s.when(grant);
    expect(granted.data).toMatchObject({ appliedToRent: '120.00', refundDue: '0.00' });
    // learned later: the owner had paid in full on 2025-10-20
    s.when(pay('P-2', '230.40', '2025-10-20'));
    expect(balanceAsOf(s.state(), '2025-12-31')).toMatchObject({
      rent: '0.00',
      credit: '0.00',
      refundDue: '120.00',
      total: '0.00',
    });
    const [refund] = s.when({
      kind: 'IssueRefund',
      refundId: 'RF-2',
      applicationId: 'ADJ-1',
      paidOn: '2026-03-03',
      today: TODAY,
    });
    // N7's example: 30 days late, 0.30 of interest
    expect(refund.data).toMatchObject({
      principal: '120.00',
      deadline: '2026-02-01',
      daysLate: 30,
      interest: '0.30',
      total: '120.30',
    });
  });

  it('N6/C7 a late penalty run that moves part of a payment from rent to a penalty shrinks the refundable part (9.60 -> 6.14)', () => {
    const s = workedExampleBilled();
    s.when(pay('P-1', '230.40', '2025-11-20'));
    s.when(file);
    s.when({ ...grant, creditAmount: '9.60' });
    expect(balanceAsOf(s.state(), '2025-12-10').refundDue).toBe('9.60');
    // the run books 2025-11-01's 3.46: the payment pays it first, so 3.46 of rent was unpaid at the grant
    s.when(run('2025-12-10'));
    expect(balanceAsOf(s.state(), '2025-12-10')).toMatchObject({ rent: '0.00', refundDue: '6.14' });
  });
});
