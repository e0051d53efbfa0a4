import type { AccountEvent } from '../../account/account-events';
import { balanceAsOf } from '../../ledger/balance';
import { reconcilePenalties } from '../../ledger/penalty-reconciliation';
import { AccountScenario } from '../../testing/given-when-then';
import { isBusinessDay, lastBusinessDayOfMonth } from '../../dates/business-days';
import { NY_GCL_24_HOLIDAYS } from '../../dates/ny-holidays';
import { QUEENSBURY_CONSOLIDATED_2021 } from './fixtures';
import { queensburyTariff } from './queensbury';
import { adoptQueensburySchedule, QueensburyRateSchedule, queensburyRatesOn } from './rates';

const CONSOLIDATED_2021 = QUEENSBURY_CONSOLIDATED_2021;
const TECHNICAL_PARK_2021: QueensburyRateSchedule = {
  scheduleId: 'QB-TP-2021',
  district: 'technical-park',
  effectiveFrom: '2021-01-01',
  adoptedOn: '2020-12-01',
  residentialUnitPerQuarter: '0.00',
  residentialAllowanceGallons: 0,
  residentialExcessPer1000Gallons: '3.50',
  nonresidentialPer1000Gallons: '3.50',
};
const RATES_2021 = queensburyRatesOn([CONSOLIDATED_2021, TECHNICAL_PARK_2021], '2021-04-01');

const opened = (
  accountId: string,
  propertyClass: 'residential' | 'nonresidential',
  units: number | null,
  district = 'consolidated',
): AccountEvent => ({
  type: 'AccountOpened',
  schemaVersion: 2,
  effectiveDate: '2021-01-04',
  data: {
    accountId,
    municipality: 'queensbury',
    parcelId: `QB-${accountId}`,
    propertyClass,
    location: 'inside',
    exemption: null,
    owner: { name: 'An Owner', mailingAddress: '742 Bay Rd, Queensbury NY 12804' },
    openedOn: '2021-01-04',
    units,
    district,
  },
});

function billed(account: AccountEvent, gallons: number) {
  const s = new AccountScenario().given(account);
  s.when({
    kind: 'RecordWaterUsage',
    period: '2021-Q2',
    totalGallons: gallons,
    meteredNonDischargedGallons: null,
    readOn: '2021-04-30',
    today: '2026-12-02',
  });
  const [bill] = s.when({
    kind: 'RenderBill',
    billId: 'QB-B-1',
    billRunId: null,
    period: '2021-Q2',
    billDate: '2021-05-03',
    rate: RATES_2021,
  });
  return { s, bill };
}

describe('Town of Queensbury (Q1-Q4)', () => {
  it('Q2: business days skip weekends and the GCL § 24 holidays: the last business day of May 2021 is Friday the 28th (May 31 is Memorial Day)', () => {
    expect(isBusinessDay('2021-05-31', NY_GCL_24_HOLIDAYS)).toBe(false);
    expect(lastBusinessDayOfMonth('2021-05-03', NY_GCL_24_HOLIDAYS)).toBe('2021-05-28');
    // Election Day 2021 was Tuesday November 2; Juneteenth is a holiday only from 2020
    expect(isBusinessDay('2021-11-02', NY_GCL_24_HOLIDAYS)).toBe(false);
    expect(isBusinessDay('2019-06-19', NY_GCL_24_HOLIDAYS)).toBe(true);
    expect(isBusinessDay('2023-06-19', NY_GCL_24_HOLIDAYS)).toBe(false);
    // December 2022 ends on a Saturday: its last business day is Friday the 30th
    expect(lastBusinessDayOfMonth('2022-12-01', NY_GCL_24_HOLIDAYS)).toBe('2022-12-30');
  });

  it('Q1/Q2 worked example: two residential units, 31,000 gallons: 60.00 + 81.00 = 141.00, due 2021-05-28', () => {
    const { bill } = billed(opened('QB-1', 'residential', 2), 31000);
    expect(bill.type).toBe('BillRendered');
    const data = bill.data as {
      lines: Array<{ code: string; amount: string }>;
      rent: string;
      dueDate: string;
      firstPenaltyDate: string;
    };
    expect(data.lines.map((l) => [l.code, l.amount])).toEqual([
      ['residential-unit', '60.00'],
      ['excess-usage', '81.00'],
    ]);
    expect(data.rent).toBe('141.00');
    expect(data.dueDate).toBe('2021-05-28');
    expect(data.firstPenaltyDate).toBe('2021-05-29');
  });

  it('Q3/C5 worked example: 100.00 paid on the due date leaves 41.00; one penalty of 4.10 on 2021-05-29; balance 45.10 on 2021-06-15, and no further accrual', () => {
    const { s } = billed(opened('QB-1', 'residential', 2), 31000);
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'QB-P-1',
      amount: '100.00',
      receivedOn: '2021-05-28',
      method: null,
      reference: null,
      today: '2021-05-28',
    });
    const penalties = reconcilePenalties(s.state(), '2021-12-31');
    expect(
      penalties.map((p) => [
        p.type,
        p.effectiveDate,
        (p.data as { base?: string }).base,
        p.data.amount,
        (p.data as { rule?: string }).rule,
      ]),
    ).toEqual([['PenaltyAccrued', '2021-05-29', '41.00', '4.10', 'Q3']]);
    s.given(...penalties);
    const balance = balanceAsOf(s.state(), '2021-06-15');
    expect(balance.total).toBe('45.10');
    expect(reconcilePenalties(s.state(), '2022-06-30')).toEqual([]);
  });

  it('Q3: a bill paid in full by its due date bears no penalty', () => {
    const { s } = billed(opened('QB-1', 'residential', 2), 31000);
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'QB-P-1',
      amount: '141.00',
      receivedOn: '2021-05-28',
      method: null,
      reference: null,
      today: '2021-05-28',
    });
    expect(reconcilePenalties(s.state(), '2021-12-31')).toEqual([]);
  });

  it('Q1 worked example in words: gallons with thousands separators, "2 residential units", never "13000-gallon" or "unit(s)"', () => {
    const lines = (
      billed(opened('QB-1', 'residential', 2), 31000).bill.data as {
        lines: Array<{ description: string }>;
      }
    ).lines.map((l) => l.description);
    expect(lines).toEqual([
      '2 residential units x 30.00, covering the first 13,000 gallons',
      '18,000 gallons over the 13,000-gallon allowance of 31,000 metered',
    ]);
    expect(
      (
        billed(opened('QB-2', 'nonresidential', null), 52300).bill.data as {
          lines: Array<{ description: string }>;
        }
      ).lines.map((l) => l.description),
    ).toEqual(['52,300 gallons metered']);
  });

  it('Q1: a nonresidential property metering 52,300 gallons pays 52.3 x 6.50 = 339.95; in the technical park, 3.50 per 1,000', () => {
    expect(
      (billed(opened('QB-2', 'nonresidential', null), 52300).bill.data as { rent: string }).rent,
    ).toBe('339.95');
    expect(
      (
        billed(opened('QB-3', 'residential', 1, 'technical-park'), 20000).bill.data as {
          rent: string;
        }
      ).rent,
    ).toBe('70.00');
  });

  it('Q2: a bill is dated within its quarter', () => {
    const s = new AccountScenario().given(opened('QB-1', 'residential', 2));
    s.when({
      kind: 'RecordWaterUsage',
      period: '2021-Q2',
      totalGallons: 31000,
      meteredNonDischargedGallons: null,
      readOn: '2021-04-30',
      today: '2026-12-02',
    });
    expect(() =>
      s.when({
        kind: 'RenderBill',
        billId: 'QB-B-1',
        billRunId: null,
        period: '2021-Q2',
        billDate: '2021-07-01',
        rate: RATES_2021,
      }),
    ).toThrow(expect.objectContaining({ rule: 'Q2' }));
  });

  it('Q1: each district has its own effective-dated schedule; the same schedule again is a no-op, a different one under its id a conflict', () => {
    const later = {
      ...CONSOLIDATED_2021,
      scheduleId: 'QB-CONS-2022',
      effectiveFrom: '2022-01-01',
      residentialUnitPerQuarter: '32.00',
    };
    expect(
      queensburyRatesOn([CONSOLIDATED_2021, later], '2021-12-31').consolidated?.scheduleId,
    ).toBe('QB-CONS-2021');
    expect(
      queensburyRatesOn([CONSOLIDATED_2021, later], '2022-01-01').consolidated?.scheduleId,
    ).toBe('QB-CONS-2022');
    expect(adoptQueensburySchedule([CONSOLIDATED_2021], CONSOLIDATED_2021)).toEqual([]);
    expect(() =>
      adoptQueensburySchedule([CONSOLIDATED_2021], {
        ...CONSOLIDATED_2021,
        nonresidentialPer1000Gallons: '7.00',
      }),
    ).toThrow(expect.objectContaining({ rule: 'C8' }));
  });

  it('Q4: liens are certified on arrears computed to October 31 only', () => {
    expect(() => queensburyTariff.checkLienCutoff('2021-10-31')).not.toThrow();
    expect(() => queensburyTariff.checkLienCutoff('2021-05-31')).toThrow(
      expect.objectContaining({ rule: 'Q4' }),
    );
  });
});
