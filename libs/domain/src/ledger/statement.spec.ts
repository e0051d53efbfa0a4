import { workedExampleBilled } from '../testing/given-when-then';
import { statementOf } from './statement';

const TODAY = '2026-12-02';

describe('the account statement, in words a clerk reads', () => {
  it('C7 a reversal reads as a sentence with its rule as a reference, not "(C7): C7: ..."', () => {
    const s = workedExampleBilled();
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: '103.46',
      receivedOn: '2025-11-20',
      method: null,
      reference: null,
      today: TODAY,
    });
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    const reversal = statementOf(s.state(), null, null).entries.find(
      (e) => e.kind === 'penalty-reversal',
    )!;
    expect(reversal.description).toBe(
      'Penalty reversed: recomputed from current facts as 1.96 on an unpaid rent of 130.40 (C7)',
    );
    expect(reversal.amount).toBe('-3.46');
  });
});

describe('C4 a returned check marked backdated only when it changed history already shown', () => {
  const paidAndReturned = (reversedOn: string) => {
    const s = workedExampleBilled();
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-chk',
      amount: '230.40',
      receivedOn: '2025-10-20',
      method: 'check',
      reference: '1042',
      today: TODAY,
    });
    s.when({
      kind: 'ReversePayment',
      paymentId: 'P-chk',
      reversedOn,
      reason: 'returned check',
      today: TODAY,
    });
    return statementOf(s.state(), null, null).entries.find((e) => e.kind === 'payment-reversal')!;
  };

  it('returned weeks later: effective on the payment date (C4), it changed the balance shown since, so backdated', () => {
    expect(paidAndReturned('2025-12-05')).toMatchObject({
      effectiveDate: '2025-10-20',
      amount: '230.40',
      backdated: true,
    });
  });

  it('returned the day it was received, nothing later on the account: not backdated (a second try-out read "backdated" there)', () => {
    expect(paidAndReturned('2025-10-20')).toMatchObject({
      effectiveDate: '2025-10-20',
      backdated: false,
    });
  });
});
