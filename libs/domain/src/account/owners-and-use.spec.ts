import { AccountScenario, RATE_2025, residentialAccount } from '../testing/given-when-then';
import { balanceAsOf } from '../ledger/balance';
import { accountOn, listedOwner, ownerHistory } from './account-on';
import type { AccountOpened } from './account-events';

type OpenAccountData = AccountOpened['data'];

const TODAY = '2026-12-02';
const usage = (
  period: string,
  totalGallons: number,
  meteredNonDischargedGallons: number | null = null,
) =>
  ({
    kind: 'RecordWaterUsage',
    period,
    totalGallons,
    meteredNonDischargedGallons,
    readOn: `${period}-09-01`,
    today: TODAY,
  }) as const;
const RATE_2026 = { fiscalYear: 2026, ratePer1000Gallons: '3.5000', adoptedOn: '2026-09-15' };
const sale = (ownerChangeId: string, name: string, effectiveOn: string) =>
  ({
    kind: 'ChangeOwner',
    ownerChangeId,
    owner: { name, mailingAddress: '5 Bay Ave' },
    effectiveOn,
    deedReference: null,
    today: TODAY,
  }) as const;

describe('C9 owners: the account and its arrears stay with the parcel', () => {
  it('C9 given a bill and a sale, the owner on each date and the history with from/to', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when(usage('2025', 80_000));
    s.when({
      kind: 'RenderBill',
      billId: 'B-1',
      billRunId: null,
      period: '2025',
      billDate: '2025-10-01',
      rate: RATE_2025,
    });
    const [changed] = s.when(sale('OC-1', 'B. Buyer', '2026-03-15'));
    expect(changed).toMatchObject({ type: 'OwnerChanged', effectiveDate: '2026-03-15' });
    const state = s.state();
    expect(accountOn(state, '2026-03-14').owner.name).toBe('A. Resident');
    expect(accountOn(state, '2026-03-15').owner.name).toBe('B. Buyer');
    expect(ownerHistory(state).map((o) => [o.owner.name, o.from, o.to])).toEqual([
      ['A. Resident', '2025-06-01', '2026-03-14'],
      ['B. Buyer', '2026-03-15', null],
    ]);
    // arrears stay: the 230.40 of the seller's bill is still the account's
    expect(balanceAsOf(state, '2026-03-15').rent).toBe('230.40');
  });

  it('C9 a backdated sale recorded later fits into the history by its date; two on one day: the later recorded holds', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when(sale('OC-2', 'C. Later', '2026-06-01'));
    s.when(sale('OC-1', 'B. Earlier', '2026-01-10'));
    s.when(sale('OC-3', 'D. Same Day', '2026-06-01'));
    expect(ownerHistory(s.state()).map((o) => [o.owner.name, o.from, o.to])).toEqual([
      ['A. Resident', '2025-06-01', '2026-01-09'],
      ['B. Earlier', '2026-01-10', '2026-05-31'],
      ['D. Same Day', '2026-06-01', null],
    ]);
  });

  it('C9 the listed owner (the directory, the aging report): the latest date, of two on one day the later recorded (#30)', () => {
    const s = new AccountScenario().given(residentialAccount());
    expect(listedOwner(s.state()).name).toBe('A. Resident');
    s.when(sale('OC-2', 'C. Later', '2026-06-01'));
    s.when(sale('OC-1', 'B. Earlier', '2026-01-10'));
    expect(listedOwner(s.state()).name).toBe('C. Later');
    s.when(sale('OC-3', 'D. Same Day', '2026-06-01'));
    expect(listedOwner(s.state()).name).toBe('D. Same Day');
    // dated on the opening day: listed, as the directory lists it
    const opened = new AccountScenario().given(residentialAccount());
    opened.when(sale('OC-4', 'E. Opening Day', '2025-06-01'));
    expect(listedOwner(opened.state()).name).toBe('E. Opening Day');
  });

  it('C8/C10 a change again is a no-op, with other content a conflict; dated before the opening or in the future, refused', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when(sale('OC-1', 'B. Buyer', '2026-03-15'));
    expect(s.when(sale('OC-1', 'B. Buyer', '2026-03-15'))).toEqual([]);
    expect(() => s.when(sale('OC-1', 'X', '2026-03-15'))).toThrow(/^C8/);
    expect(() => s.when(sale('OC-9', 'X', '2025-05-31'))).toThrow(
      /^C10: An owner change effective 2025-05-31 is refused: it is before the account was opened on 2025-06-01\.$/,
    );
    expect(() => s.when(sale('OC-9', 'X', '2026-12-03'))).toThrow(/^C3/);
  });
});

describe('N12 change of use: a bill uses the class in effect on its bill date', () => {
  it('N3 x N12 a meter reading read while residential is accepted and reduces the bill of a property commercial on its bill date', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when({
      kind: 'ReclassifyAccount',
      reclassificationId: 'RC-1',
      propertyClass: 'commercial',
      effectiveOn: '2025-09-15',
      reason: 'now a shop',
      today: TODAY,
    });
    // read on the first day of the fiscal year (what the API takes when no readOn is given): residential that day
    const [recorded] = s.when({ ...usage('2025', 80_000, 20_000), readOn: '2025-06-01' });
    expect(recorded).toMatchObject({
      type: 'WaterUsageRecorded',
      effectiveDate: '2025-06-01',
      data: { totalGallons: 80_000, meteredNonDischargedGallons: 20_000 },
    });
    const [bill] = s.when({
      kind: 'RenderBill',
      billId: 'B-25',
      billRunId: null,
      period: '2025',
      billDate: '2025-10-01',
      rate: RATE_2025,
    });
    // N3: commercial on 2025-10-01 with the approved meter: 80,000 - 20,000 = 60,000 x 3.2000 / 1,000 = 192.00
    expect(bill.data).toMatchObject({ billableGallons: '60000', rent: '192.00' });
  });

  it('N12 given a commercial account reclassified residential, its next bill is residential (10% reduction, no meter credit)', () => {
    const s = new AccountScenario().given({
      ...residentialAccount(),
      data: { ...residentialAccount().data, propertyClass: 'commercial' },
    } as never);
    s.when(usage('2025', 80_000, 20_000));
    const [commercial] = s.when({
      kind: 'RenderBill',
      billId: 'B-25',
      billRunId: null,
      period: '2025',
      billDate: '2025-10-01',
      rate: RATE_2025,
    });
    expect(commercial.data).toMatchObject({ rent: '192.00', billableGallons: '60000' });
    const [reclassified] = s.when({
      kind: 'ReclassifyAccount',
      reclassificationId: 'RC-1',
      propertyClass: 'residential',
      effectiveOn: '2026-04-01',
      reason: 'home',
      today: TODAY,
    });
    expect(reclassified).toMatchObject({
      type: 'AccountReclassified',
      effectiveDate: '2026-04-01',
      data: { previousClass: 'commercial', propertyClass: 'residential' },
    });
    s.when(usage('2026', 50_000));
    const [residential] = s.when({
      kind: 'RenderBill',
      billId: 'B-26',
      billRunId: null,
      period: '2026',
      billDate: '2026-10-01',
      rate: RATE_2026,
    });
    // 50,000 less 10% = 45,000 / 1,000 x 3.5000 = 157.50
    expect(residential.data).toMatchObject({ rent: '157.50', billableGallons: '45000' });
  });

  it('N12/N2 a class the tariff does not know is refused; the class already in effect is not a change', () => {
    const s = new AccountScenario().given(residentialAccount());
    expect(() =>
      s.when({
        kind: 'ReclassifyAccount',
        reclassificationId: 'RC-1',
        propertyClass: 'vacant-land',
        effectiveOn: '2026-04-01',
        reason: 'x',
        today: TODAY,
      }),
    ).toThrow(/^N2/);
    expect(() =>
      s.when({
        kind: 'ReclassifyAccount',
        reclassificationId: 'RC-1',
        propertyClass: 'residential',
        effectiveOn: '2026-04-01',
        reason: 'x',
        today: TODAY,
      }),
    ).toThrow(/^N12/);
  });
});

describe('C10 plausible facts, N3 meter above total', () => {
  it('C10 a payment dated before the account was opened, or an account opened on a day to come, is refused', () => {
    const s = new AccountScenario().given(residentialAccount());
    expect(() =>
      s.when({
        kind: 'ReceivePayment',
        paymentId: 'P-1',
        amount: '10.00',
        receivedOn: '1900-01-02',
        method: null,
        reference: null,
        today: TODAY,
      }),
    ).toThrow(/^C10/);
    const opening = {
      ...(residentialAccount('NP-2').data as OpenAccountData),
      kind: 'OpenAccount',
      openedOn: '2026-12-03',
      today: TODAY,
    } as const;
    expect(() => new AccountScenario().when(opening)).toThrow(/^C10/);
  });

  it('C10 a reading for a fiscal year that ended before the account was opened is refused, though read after the opening; the year the account opened in is taken', () => {
    // the account opened on June 1, 2025: fiscal year 2024 ended on May 31, 2025
    const s = new AccountScenario().given(residentialAccount());
    expect(() => s.when({ ...usage('2024', 50_000), readOn: '2025-09-01' })).toThrow(
      /^C10: a reading for fiscal year 2024, which ended on 2025-05-31, is before the account was opened \(2025-06-01\)/,
    );
    expect(s.when(usage('2025', 50_000))).toMatchObject([
      { type: 'WaterUsageRecorded', data: { period: '2025', totalGallons: 50_000 } },
    ]);
  });

  it('C8 x C10 such a reading recorded before the rule, sent again, is still a no-op (a re-sent import file does not fail on it)', () => {
    const s = new AccountScenario().given(residentialAccount(), {
      type: 'WaterUsageRecorded',
      schemaVersion: 3,
      effectiveDate: '2025-09-01',
      data: {
        accountId: 'NP-1',
        period: '2024',
        fiscalYear: 2024,
        totalGallons: 50_000,
        meteredNonDischargedGallons: null,
        source: 'authority-meter',
        estimated: false,
      },
    });
    expect(s.when({ ...usage('2024', 50_000), readOn: '2025-09-01' })).toEqual([]);
    // another figure for that year is a new fact, refused
    expect(() => s.when({ ...usage('2024', 60_000), readOn: '2025-09-01' })).toThrow(/^C10/);
  });

  it('C10 a bill over 9,999,999,999.99 is refused naming the rule (a bill run reports it and goes on)', () => {
    const s = new AccountScenario().given(residentialAccount());
    s.when(usage('2025', 2_000_000_000));
    expect(() =>
      s.when({
        kind: 'RenderBill',
        billId: 'B-1',
        billRunId: null,
        period: '2025',
        billDate: '2025-10-01',
        rate: { ...RATE_2025, ratePer1000Gallons: '10000' },
      }),
    ).toThrow(
      /^C10: a bill of \$18,000,000,000.00 rent and \$0.00 charges is more than \$9,999,999,999.99/,
    );
  });

  it('N3 a non-discharge reading above the total delivered is accepted and bills zero gallons', () => {
    const s = new AccountScenario().given({
      ...residentialAccount(),
      data: { ...residentialAccount().data, propertyClass: 'commercial' },
    } as never);
    s.when(usage('2025', 30_000, 35_000));
    const [bill] = s.when({
      kind: 'RenderBill',
      billId: 'B-1',
      billRunId: null,
      period: '2025',
      billDate: '2025-10-01',
      rate: RATE_2025,
    });
    expect(bill.data).toMatchObject({ rent: '0.00', billableGallons: '0' });
  });
});
