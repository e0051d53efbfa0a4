import { balanceAsOf } from '../../ledger/balance';
import { formatAmount, parseAmount, sum } from '../../money/money';
import {
  AccountScenario,
  receivePayment,
  residentialAccount,
  workedExampleBilled,
} from '../../testing/given-when-then';
import { accountFundFacts } from './account-fund-facts';

const TODAY = '2026-12-02';
const REQ_2026 = { requirementId: 'UF-2026', year: 2026, dueOn: '2026-03-01' };
const run = (through: string) =>
  ({
    kind: 'ReconcileAccountPenalties',
    through,
    today: TODAY,
    formRequirements: [REQ_2026],
  }) as const;
const pay = receivePayment;

describe('N8 x N10 the fund facts of an account with form charges (charges of no bill)', () => {
  it('N8/N10 a payment that meets a form charge (C5) is not a sewer-rent receipt: the fund gets only what met the bills', () => {
    // the worked example's bill (fiscal year 2025), its penalties through 2026-04-30, and the 2026 form unfiled
    const s = workedExampleBilled();
    s.when(run('2026-04-30'));
    const owed = balanceAsOf(s.state(), '2026-05-01');
    expect(owed.charges).toBe('200.00');
    // pays the bill in full (C5: its penalties, then its rent), then the two form charges of 2026-03-31 and 2026-04-30
    s.when(pay('P-1', owed.total, '2026-05-01'));
    expect(balanceAsOf(s.state(), '2026-05-01').total).toBe('0.00');

    const { receipts } = accountFundFacts(s.state());
    // N8/GML §453: sewer rents, penalties and interest go to the fund of the bill's year; a form charge is not sewer rent
    expect(receipts.every((r) => r.fiscalYear === 2025)).toBe(true);
    expect(receipts.map((r) => r.kind).sort()).toEqual([
      'penalty',
      'penalty',
      'penalty',
      'penalty',
      'penalty',
      'penalty',
      'rent',
    ]);
    // 230.40 of rent and its six penalties of 3.46 (2025-11-01 .. 2026-04-01): 251.16; the 200.00 of form charges is not here
    expect(formatAmount(sum(receipts.map((r) => parseAmount(r.amount))))).toBe('251.16');
  });

  it('N8/N10/N12 an account whose only items are form charges (no bill yet) has no fund receipts, and does not fail', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when(run('2026-04-30'));
    s.when(pay('P-1', '150.00', '2026-05-01'));
    expect(balanceAsOf(s.state(), '2026-05-01')).toMatchObject({
      charges: '50.00',
      total: '50.00',
    });
    expect(accountFundFacts(s.state())).toEqual({ receipts: [], obligations: [] });
  });
  it('N12/N10 a change of use whose updated form is late: its charge, once paid, is no fund receipt either', () => {
    const s = workedExampleBilled();
    s.when({
      kind: 'ReclassifyAccount',
      reclassificationId: 'RC-1',
      propertyClass: 'commercial',
      effectiveOn: '2026-06-01',
      reason: 'shop',
      today: TODAY,
    });
    // the updated form was due 2026-07-01; unfiled, 100.00 on 2026-07-31
    s.when({
      kind: 'ReconcileAccountPenalties',
      through: '2026-07-31',
      today: TODAY,
      formRequirements: [],
    });
    const owed = balanceAsOf(s.state(), '2026-08-01');
    expect(owed.charges).toBe('100.00');
    s.when(pay('P-1', owed.total, '2026-08-01'));
    const { receipts } = accountFundFacts(s.state());
    expect(new Set(receipts.map((r) => r.fiscalYear))).toEqual(new Set([2025]));
    // the bill's 230.40 and its nine penalties of 3.46 (2025-11-01 .. 2026-07-01): 261.54; not the 100.00 form charge
    expect(owed.total).toBe('361.54');
    expect(formatAmount(sum(receipts.map((r) => parseAmount(r.amount))))).toBe('261.54');
  });
});
