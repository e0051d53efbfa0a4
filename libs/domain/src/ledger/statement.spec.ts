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
