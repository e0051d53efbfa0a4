import type { AccountEvent } from '../../account/account-events';
import { balanceAsOf } from '../../ledger/balance';
import {
  AccountScenario,
  residentialAccount,
  watervlietAccount,
  workedExampleBilled,
} from '../../testing/given-when-then';

const TODAY = '2026-12-02';
const REQ_2026 = { requirementId: 'UF-2026', year: 2026, dueOn: '2026-03-01' };
const run = (through: string) =>
  ({
    kind: 'ReconcileAccountPenalties',
    through,
    today: TODAY,
    formRequirements: [REQ_2026],
  }) as const;
const form = (formId: string, filedOn: string, requirementId = 'UF-2026') =>
  ({
    kind: 'FileUtilizationForm',
    formId,
    requirementId,
    filedOn,
    requirement: requirementId === 'UF-2026' ? REQ_2026 : null,
    today: TODAY,
  }) as const;
const forms = (events: AccountEvent[]) =>
  events
    .filter((e) => e.type.startsWith('UtilizationForm'))
    .map((e) => `${e.type} ${e.effectiveDate} ${(e.data as { amount: string }).amount}`);

describe('N10 utilization forms: $100 for each full 30-day period unfiled after the due date', () => {
  it('N10 DOMAIN example: due 2026-03-01, filed 2026-05-15: charges on 2026-03-31 and 2026-04-30 (200.00), none on 2026-05-30', () => {
    const s = new AccountScenario().given(residentialAccount());
    expect(forms(s.when(run('2026-05-14')))).toEqual([
      'UtilizationFormCharged 2026-03-31 100.00',
      'UtilizationFormCharged 2026-04-30 100.00',
    ]);
    s.when(form('F-1', '2026-05-15'));
    expect(forms(s.when(run('2026-06-30')))).toEqual([]);
    // a charge, not rent: no penalty, in the balance's charges
    expect(balanceAsOf(s.state(), '2026-06-30')).toMatchObject({
      rent: '0.00',
      penalties: '0.00',
      charges: '200.00',
      total: '200.00',
    });
  });

  it('N10/C7 a filing recorded late with an earlier date reverses the charges that should not exist; a second run changes nothing', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when(run('2026-05-14'));
    s.when(form('F-1', '2026-04-10'));
    expect(forms(s.when(run('2026-05-14')))).toEqual([
      'UtilizationFormChargeReversed 2026-04-30 100.00',
    ]);
    expect(s.when(run('2026-05-14'))).toEqual([]);
    expect(balanceAsOf(s.state(), '2026-05-14').charges).toBe('100.00');
  });

  it('N10 the charges bear no penalty and a payment meets them oldest first by their date (C5), before a later bill', () => {
    const s = workedExampleBilled();
    s.when(run('2026-04-30'));
    // the 2025-10-01 bill (230.40 and its penalties) is older than the form charges of 2026
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: '50.00',
      receivedOn: '2026-05-01',
      method: null,
      reference: null,
      today: TODAY,
    });
    const balance = balanceAsOf(s.state(), '2026-05-01');
    expect(balance.charges).toBe('200.00');
  });

  it('N10/N12 a change of use asks for a form within 30 days; unfiled, its charges start 30 days after that', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when({
      kind: 'ReclassifyAccount',
      reclassificationId: 'RC-1',
      propertyClass: 'commercial',
      effectiveOn: '2026-06-01',
      reason: 'shop',
      today: TODAY,
    });
    const events = s.when({
      kind: 'ReconcileAccountPenalties',
      through: '2026-08-30',
      today: TODAY,
      formRequirements: [],
    });
    // due 2026-07-01; charges 2026-07-31 and 2026-08-30
    expect(forms(events)).toEqual([
      'UtilizationFormCharged 2026-07-31 100.00',
      'UtilizationFormCharged 2026-08-30 100.00',
    ]);
    expect(() => s.when(form('F-9', '2026-06-10', 'UF-NOPE'))).toThrow(
      /no utilization form requirement/,
    );
    expect(s.when(form('F-2', '2026-06-10', 'change-of-use:RC-1'))).toHaveLength(1);
  });

  it('N10/N12 (settled) a form dated before what it answers for is refused, writing nothing: an updated form before the change of use, a yearly form before its year (they reversed the charges the law makes owed: 300.00)', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when({
      kind: 'ReclassifyAccount',
      reclassificationId: 'RC-1',
      propertyClass: 'commercial',
      effectiveOn: '2026-08-01',
      reason: 'shop',
      today: TODAY,
    });
    s.when(run('2026-11-30'));
    // UF-2026 unfiled since 03-01: 03-31 .. 11-26 (9); the change's, due 08-31: 09-30, 10-30, 11-29
    expect(balanceAsOf(s.state(), '2026-11-30').charges).toBe('1200.00');
    expect(() => s.when(form('F-1', '2026-07-01', 'change-of-use:RC-1'))).toThrow(
      /^N12: an updated utilization form reports a change of use: filed on 2026-07-01, before the change took effect on 2026-08-01/,
    );
    expect(() => s.when(form('F-2', '2025-06-15'))).toThrow(
      /^N10: the form for 2026 \(UF-2026\) is filed within 2026 or after, not on 2025-06-15/,
    );
    expect(s.when(run('2026-11-30'))).toEqual([]);
    expect(balanceAsOf(s.state(), '2026-11-30').charges).toBe('1200.00');
    // on the day of the change and on the year's first day, each answers for its own
    expect(s.when(form('F-3', '2026-08-01', 'change-of-use:RC-1'))).toHaveLength(1);
    expect(s.when(form('F-4', '2026-01-01'))).toHaveLength(1);
    expect(forms(s.when(run('2026-11-30')))).toHaveLength(12);
    expect(balanceAsOf(s.state(), '2026-11-30').charges).toBe('0.00');
  });

  it("N10 is Northport's: a Watervliet account is refused naming the rule; a village-owned account owes no form (N2)", () => {
    const owned = new AccountScenario().given({
      ...residentialAccount(),
      data: { ...residentialAccount().data, exemption: 'village-owned' },
    } as AccountEvent);
    expect(owned.when(run('2026-12-01'))).toEqual([]);
    const city = new AccountScenario().given(watervlietAccount('WV-1'));
    expect(() => city.when(form('F-1', '2026-03-01'))).toThrow(
      /^N10: a utilization form: rule N10 is not the law of the City of Watervliet/,
    );
  });
});
