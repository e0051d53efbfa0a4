import { balanceAsOf } from '../ledger/balance';
import {
  AccountScenario,
  RATE_2025,
  receivePayment,
  residentialAccount,
} from '../testing/given-when-then';
import type { AccountEvent } from './account-events';

const usage = (totalGallons: number, meteredNonDischargedGallons: number | null = null) =>
  ({
    kind: 'RecordWaterUsage',
    period: '2025',
    totalGallons,
    meteredNonDischargedGallons,
    readOn: '2025-09-01',
    today: '2026-12-02',
  }) as const;
const bill = (billDate = '2025-10-01', billId = 'B-2025-1') =>
  ({
    kind: 'RenderBill',
    billId,
    billRunId: null,
    period: '2025',
    billDate,
    rate: RATE_2025,
  }) as const;
const pay = receivePayment;
const penaltiesThrough = (through: string) =>
  ({ kind: 'ReconcileAccountPenalties', through, today: '2026-12-02' }) as const;

function billedScenario(): AccountScenario {
  const s = new AccountScenario().given(residentialAccount());
  s.when(usage(80_000));
  s.when(bill());
  return s;
}

const amounts = (events: AccountEvent[]) =>
  events.map((e) =>
    `${e.type} ${e.effectiveDate} ${'amount' in e.data ? e.data.amount : ''}`.trim(),
  );

describe('account decider: Northport bills (N1, N2, N3)', () => {
  it('N3 residential: 80,000 gallons delivered -> 72,000 billable x 3.2000 = 230.40, due in 30 days (N4)', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when(usage(80_000));
    const [rendered] = s.when(bill());
    expect(rendered.type).toBe('BillRendered');
    if (rendered.type !== 'BillRendered') throw new Error();
    expect(rendered.data.rent).toBe('230.40');
    expect(rendered.data.billableGallons).toBe('72000');
    expect(rendered.data.dueDate).toBe('2025-10-31');
    expect(rendered.data.lines).toEqual([
      expect.objectContaining({ quantity: '72', rate: '3.2000', amount: '230.40' }),
    ]);
  });

  it('N3 commercial with an approved meter: total minus metered, never below zero', () => {
    const commercial = residentialAccount('NP-C');
    (commercial.data as { propertyClass: string }).propertyClass = 'commercial';
    const s = new AccountScenario().given(commercial);
    s.when(usage(100_000, 30_000));
    const [rendered] = s.when(bill());
    expect(rendered.data).toMatchObject({ billableGallons: '70000', rent: '224.00' });
  });

  it('N3 commercial without a meter gets the automatic 10% reduction', () => {
    const commercial = residentialAccount('NP-C');
    (commercial.data as { propertyClass: string }).propertyClass = 'commercial';
    const s = new AccountScenario().given(commercial);
    s.when(usage(12_345));
    const [rendered] = s.when(bill());
    // 12,345 x 0.9 = 11,110.5 gallons; 11.1105 x 3.2 = 35.5536 -> 35.55 (rounded once)
    expect(rendered.data).toMatchObject({ billableGallons: '11110.5', rent: '35.55' });
  });

  it("N3 x N12 a residential account's approved-meter reading is accepted (a fact about the water) but its residential bill takes the 10%", () => {
    const s = new AccountScenario().given(residentialAccount());
    expect(s.when(usage(80_000, 1_000))).toHaveLength(1);
    const [rendered] = s.when(bill());
    // 80,000 less 10% = 72,000 x 3.2000 / 1,000 = 230.40: the reading reduces only a commercial bill
    expect(rendered.data).toMatchObject({ billableGallons: '72000', rent: '230.40' });
  });

  it('N1 refuses a bill date after January 27 of the fiscal year', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when(usage(80_000));
    expect(() => s.when(bill('2026-01-28'))).toThrow(/N1.*2026-01-27/);
    expect(s.when(bill('2026-01-27'))).toHaveLength(1);
  });

  it('N1 refuses a bill date outside the fiscal year', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when(usage(80_000));
    expect(() => s.when(bill('2025-05-31'))).toThrow(/N1.*outside fiscal year 2025/);
  });

  it('N1 bills annually: a second bill for the same fiscal year is refused', () => {
    const s = billedScenario();
    expect(() => s.when(bill('2025-10-02', 'B-other'))).toThrow(/N1.*already billed/);
  });

  it('N2 village-owned properties are exempt; outside properties are billed under agreements', () => {
    const exempt = residentialAccount('NP-V');
    (exempt.data as { exemption: string }).exemption = 'village-owned';
    const s = new AccountScenario().given(exempt);
    s.when(usage(10_000));
    expect(() => s.when(bill())).toThrow(/N2.*exempt/);

    const outside = residentialAccount('NP-O');
    (outside.data as { location: string }).location = 'outside';
    const o = new AccountScenario().given(outside);
    o.when(usage(10_000));
    expect(() => o.when(bill())).toThrow(/N2.*agreements/);
  });

  it('N3/N5 refuses a bill with no usage or no rate', () => {
    const s = new AccountScenario().given(residentialAccount());
    expect(() => s.when(bill())).toThrow(/N3.*no water usage/);
    s.when(usage(80_000));
    expect(() => s.when({ ...bill(), rate: null })).toThrow(/N5.*no rate/);
  });

  it('C8 the same bill id with the same content is a no-op; different content is a conflict', () => {
    const s = billedScenario();
    expect(s.when(bill())).toEqual([]);
    expect(() => s.when(bill('2025-10-02'))).toThrow(/C8/);
  });
});

describe('account decider: payments and penalties (N4, C5, C6, C7, C4, C8)', () => {
  it('DOMAIN worked example: penalties 3.46 then 2.01, balance as of 2025-12-15 is 135.87', () => {
    const s = billedScenario();
    expect(amounts(s.when(penaltiesThrough('2025-11-19')))).toEqual([
      'PenaltyAccrued 2025-11-01 3.46',
    ]);
    s.when(pay('P-1', '100.00', '2025-11-20'));
    expect(amounts(s.when(penaltiesThrough('2025-12-15')))).toEqual([
      'PenaltyAccrued 2025-12-01 2.01',
    ]);
    expect(balanceAsOf(s.state(), '2025-12-15')).toEqual({
      rent: '133.86',
      penalties: '2.01',
      charges: '0.00',
      credit: '0.00',
      total: '135.87',
      refundDue: '0.00',
      leviedToTaxRoll: '0.00',
    });
  });

  it('N4 no penalty while the bill is within 30 days; the first accrues on bill date + 31 days', () => {
    const s = billedScenario();
    expect(s.when(penaltiesThrough('2025-10-31'))).toEqual([]);
    expect(amounts(s.when(penaltiesThrough('2025-11-01')))).toEqual([
      'PenaltyAccrued 2025-11-01 3.46',
    ]);
  });

  it("N4/C6 a payment received on an accrual date counts after that day's accrual", () => {
    const s = billedScenario();
    s.when(pay('P-1', '230.40', '2025-11-01'));
    const events = s.when(penaltiesThrough('2025-12-31'));
    // 2025-11-01: base is the whole 230.40 unpaid at the end of 2025-10-31
    // the payment went to the penalty first, leaving 3.46 of rent unpaid, which accrues 0.05 on 12-01
    expect(amounts(events)).toEqual([
      'PenaltyAccrued 2025-11-01 3.46',
      'PenaltyAccrued 2025-12-01 0.05',
    ]);
    expect(balanceAsOf(s.state(), '2025-11-30')).toMatchObject({
      rent: '3.46',
      penalties: '0.00',
      total: '3.46',
    });
  });

  it('C6 penalties are simple: each is 1.5% of the rent principal, never of earlier penalties', () => {
    const s = billedScenario();
    const events = s.when(penaltiesThrough('2026-01-31'));
    expect(amounts(events)).toEqual([
      'PenaltyAccrued 2025-11-01 3.46',
      'PenaltyAccrued 2025-12-01 3.46',
      'PenaltyAccrued 2026-01-01 3.46',
    ]);
    expect(balanceAsOf(s.state(), '2026-01-31').total).toBe('240.78');
  });

  it('C7 running the penalty run twice changes nothing', () => {
    const s = billedScenario();
    s.when(penaltiesThrough('2025-12-15'));
    expect(s.when(penaltiesThrough('2025-12-15'))).toEqual([]);
  });

  it('C7 a backdated payment makes the run reverse the penalty it would have prevented', () => {
    const s = billedScenario();
    expect(amounts(s.when(penaltiesThrough('2025-11-15')))).toEqual([
      'PenaltyAccrued 2025-11-01 3.46',
    ]);
    // learned later: the owner paid in full on 2025-10-30, within the 30 days
    s.when(pay('P-1', '230.40', '2025-10-30'));
    expect(amounts(s.when(penaltiesThrough('2025-11-15')))).toEqual([
      'PenaltyReversed 2025-11-01 3.46',
    ]);
    expect(balanceAsOf(s.state(), '2025-11-15').total).toBe('0.00');
  });

  it('C7 a booked penalty whose base changed is reversed and rebooked at the right amount', () => {
    const s = billedScenario();
    s.when(penaltiesThrough('2025-12-15'));
    // a partial payment dated before the second accrual, learned after the run
    s.when(pay('P-1', '103.46', '2025-11-20'));
    // 3.46 to the 11-01 penalty, 100.00 to rent: 130.40 unpaid -> 1.5% = 1.956 -> 1.96
    expect(amounts(s.when(penaltiesThrough('2025-12-15')))).toEqual([
      'PenaltyReversed 2025-12-01 3.46',
      'PenaltyAccrued 2025-12-01 1.96',
    ]);
  });

  it('C4 a returned check counts as never received: the penalties it had prevented become due', () => {
    const s = billedScenario();
    s.when(pay('P-1', '230.40', '2025-10-15'));
    expect(s.when(penaltiesThrough('2025-12-15'))).toEqual([]);
    const [reversal] = s.when({
      kind: 'ReversePayment',
      paymentId: 'P-1',
      reversedOn: '2025-12-10',
      reason: 'returned check NSF',
      today: '2026-12-02',
    });
    expect(reversal).toMatchObject({ type: 'PaymentReversed', effectiveDate: '2025-10-15' });
    expect(amounts(s.when(penaltiesThrough('2025-12-15')))).toEqual([
      'PenaltyAccrued 2025-11-01 3.46',
      'PenaltyAccrued 2025-12-01 3.46',
    ]);
    expect(balanceAsOf(s.state(), '2025-12-15').total).toBe('237.32');
  });

  it('C5 an overpayment is an account credit applied to the next bill when it is booked', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when(pay('P-0', '50.00', '2025-09-20'));
    expect(balanceAsOf(s.state(), '2025-09-30')).toMatchObject({
      credit: '50.00',
      total: '-50.00',
    });
    s.when(usage(80_000));
    s.when(bill());
    expect(balanceAsOf(s.state(), '2025-10-01')).toMatchObject({
      rent: '180.40',
      credit: '0.00',
      total: '180.40',
    });
    expect(amounts(s.when(penaltiesThrough('2025-11-01')))).toEqual([
      'PenaltyAccrued 2025-11-01 2.71',
    ]);
  });

  it('C5 a payment goes to the oldest bill first, its penalties before its rent', () => {
    const s = billedScenario();
    s.when(penaltiesThrough('2025-11-01'));
    s.when({
      kind: 'RecordWaterUsage',
      period: '2026',
      totalGallons: 10_000,
      meteredNonDischargedGallons: null,
      readOn: '2026-09-01',
      today: '2026-12-02',
    });
    s.when({
      kind: 'RenderBill',
      billId: 'B-2026-1',
      billRunId: null,
      period: '2026',
      billDate: '2026-10-01',
      rate: { fiscalYear: 2026, ratePer1000Gallons: '3.0000', adoptedOn: '2026-09-15' },
    });
    s.when(pay('P-1', '100.00', '2026-10-02'));
    const balance = balanceAsOf(s.state(), '2026-10-02');
    // 2025 bill: 3.46 penalty + 230.40 rent; the 100.00 pays the penalty and 96.54 of the 2025 rent
    expect(balance).toMatchObject({ rent: '160.86', penalties: '0.00' });
  });

  it('C8 the same payment sent twice is kept once; the same id with another amount is a conflict', () => {
    const s = billedScenario();
    expect(s.when(pay('P-1', '100.00', '2025-11-20'))).toHaveLength(1);
    expect(s.when(pay('P-1', '100.00', '2025-11-20'))).toEqual([]);
    expect(() => s.when(pay('P-1', '100.01', '2025-11-20'))).toThrow(/C8/);
  });

  it('C3 refuses a payment received on a day that has not come', () => {
    const s = billedScenario();
    expect(() => s.when({ ...pay('P-9', '10.00', '2026-12-03'), today: '2026-12-02' })).toThrow(
      /C3/,
    );
  });

  it('C1 refuses a zero payment', () => {
    const s = billedScenario();
    expect(() => s.when(pay('P-0', '0.00', '2025-11-20'))).toThrow(/C1/);
  });

  it('C7 refuses a penalty run through a day that has not come', () => {
    const s = billedScenario();
    expect(() =>
      s.when({ kind: 'ReconcileAccountPenalties', through: '2026-12-03', today: '2026-12-02' }),
    ).toThrow(/C7/);
  });
});
