import type { AccountEvent, BillRendered } from '../../account/account-events';
import { balanceAsOf } from '../../ledger/balance';
import { journalOf, trialBalance } from '../../journal/journal';
import {
  AccountScenario,
  WATERVLIET_RATES_2022,
  watervlietAccount,
} from '../../testing/given-when-then';
import { billingPeriod, periodOf } from './periods';

const TODAY = '2026-12-02';
const bill = (period = '2022-11', billDate = '2022-12-01', billId = `B-${period}`) =>
  ({
    kind: 'RenderBill',
    billId,
    billRunId: null,
    period,
    billDate,
    rate: WATERVLIET_RATES_2022,
  }) as const;
const rendered = (events: AccountEvent[]): BillRendered['data'] => {
  const e = events.find((x) => x.type === 'BillRendered');
  if (!e || e.type !== 'BillRendered') throw new Error('no bill');
  return e.data;
};
const lines = (data: BillRendered['data']) => data.lines.map((l) => [l.code, l.unit, l.amount]);
const status = (
  unit: string,
  s: 'occupied' | 'vacant-water-off' | 'vacant-owner-occupied',
  effectiveOn: string,
) => ({ kind: 'ChangeUnitStatus', unit, status: s, effectiveOn, today: TODAY }) as const;

describe('W1 billing periods', () => {
  it('W1 November period: due January 1, no interest through February 1, interest from February 2', () => {
    expect(billingPeriod('2022-11')).toEqual({
      key: '2022-11',
      start: '2022-11-01',
      end: '2023-04-30',
      dueDate: '2023-01-01',
      graceDate: '2023-02-01',
      firstInterestDate: '2023-02-02',
    });
  });

  it('W1 May period: due July 1, interest from August 2', () => {
    expect(billingPeriod('2023-05')).toMatchObject({
      start: '2023-05-01',
      end: '2023-10-31',
      dueDate: '2023-07-01',
      graceDate: '2023-08-01',
      firstInterestDate: '2023-08-02',
    });
    expect(periodOf('2023-03-15').key).toBe('2022-11');
    expect(periodOf('2023-11-01').key).toBe('2023-11');
    expect(() => billingPeriod('2023-06')).toThrow(/W1/);
  });
});

describe('W2 charges per billing period', () => {
  it('W1/W2 DOMAIN example: two occupied units 196.82; interest 1.97 on 2023-02-02 and 2023-03-02; paid in full 2023-03-10 with 200.76', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-1'));
    const data = rendered(s.when(bill()));
    expect(lines(data)).toEqual([
      ['residential-unit', '1', '98.41'],
      ['residential-unit', '2', '98.41'],
    ]);
    expect(data).toMatchObject({
      rent: '196.82',
      charges: '0.00',
      dueDate: '2023-01-01',
      firstPenaltyDate: '2023-02-02',
      penaltyRate: '0.01',
      penaltyRule: 'W1',
    });
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2023-02-01', today: TODAY }),
    ).toEqual([]);
    const interest = s.when({
      kind: 'ReconcileAccountPenalties',
      through: '2023-03-09',
      today: TODAY,
    });
    expect(
      interest.map((e) => [
        e.effectiveDate,
        (e.data as { amount: string }).amount,
        (e.data as { rule: string }).rule,
      ]),
    ).toEqual([
      ['2023-02-02', '1.97', 'W1'],
      ['2023-03-02', '1.97', 'W1'],
    ]);
    expect(balanceAsOf(s.state(), '2023-03-10').total).toBe('200.76');
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: '200.76',
      receivedOn: '2023-03-10',
      method: null,
      reference: null,
      today: TODAY,
    });
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2023-04-30', today: TODAY }),
    ).toEqual([]);
    expect(balanceAsOf(s.state(), '2023-04-30').total).toBe('0.00');
  });

  it('W1 paid on or before February 1: no interest', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-2'));
    s.when(bill());
    s.when({
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: '196.82',
      receivedOn: '2023-02-01',
      method: null,
      reference: null,
      today: TODAY,
    });
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2023-04-30', today: TODAY }),
    ).toEqual([]);
  });

  it('W2 DOMAIN example: a metered establishment pays the 224.00 minimum at 30,000 gallons and 358.40 at 80,000', () => {
    for (const [gallons, code, amount] of [
      [30_000, 'metered-minimum', '224.00'],
      [80_000, 'metered', '358.40'],
    ] as const) {
      const s = new AccountScenario().given(
        watervlietAccount(`WV-M${gallons}`, { propertyClass: 'other', units: null }),
      );
      s.when({
        kind: 'RecordWaterUsage',
        period: '2022-11',
        totalGallons: gallons,
        meteredNonDischargedGallons: null,
        readOn: '2023-04-30',
        today: '2026-12-02',
      });
      const data = rendered(s.when(bill('2022-11', '2023-01-15')));
      expect(data.lines).toEqual([expect.objectContaining({ code, amount })]);
      expect(data.rent).toBe(amount);
    }
  });

  it('W2 vacant land 6.57; outside the city 150.00 a unit, 75.00 vacant with water off', () => {
    const land = new AccountScenario().given(
      watervlietAccount('WV-L', { propertyClass: 'vacant-land', units: null }),
    );
    expect(rendered(land.when(bill())).rent).toBe('6.57');
    const outside = new AccountScenario().given(watervlietAccount('WV-O', { location: 'outside' }));
    outside.when(status('2', 'vacant-water-off', '2022-10-01'));
    expect(lines(rendered(outside.when(bill())))).toEqual([
      ['outside-residential-unit', '1', '150.00'],
      ['outside-vacant-water-off', '2', '75.00'],
    ]);
  });

  it('W2 vacant building with the water off: 49.50 a unit', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-V'));
    s.when(status('1', 'vacant-water-off', '2022-09-01'));
    s.when(status('2', 'vacant-water-off', '2022-09-01'));
    expect(rendered(s.when(bill())).rent).toBe('99.00');
  });

  it('W2 water turned on during the period by someone other than the city: full rate a unit and a 500.00 penalty', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-T'));
    s.when(status('1', 'vacant-water-off', '2022-09-01'));
    s.when(status('2', 'vacant-water-off', '2022-09-01'));
    s.when({
      kind: 'RecordWaterTurnOn',
      turnOnId: 'TO-1',
      turnedOnOn: '2022-11-20',
      by: 'other',
      today: TODAY,
    });
    const data = rendered(s.when(bill()));
    expect(lines(data)).toEqual([
      ['residential-unit', '1', '98.41'],
      ['residential-unit', '2', '98.41'],
      ['unauthorized-turn-on-penalty', null, '500.00'],
    ]);
    expect(data).toMatchObject({ rent: '196.82', charges: '500.00' });
    expect(balanceAsOf(s.state(), '2022-12-01')).toMatchObject({
      rent: '196.82',
      charges: '500.00',
      total: '696.82',
    });
  });

  it('W2 a turn-on learned after the bill assesses the lost reduction (rent) and the penalty (charge) on that bill', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-A'));
    s.when(status('1', 'vacant-water-off', '2022-09-01'));
    s.when(status('2', 'vacant-water-off', '2022-09-01'));
    expect(rendered(s.when(bill())).rent).toBe('99.00');
    const assessed = s.when({
      kind: 'RecordWaterTurnOn',
      turnOnId: 'TO-2',
      turnedOnOn: '2023-03-01',
      by: 'other',
      today: TODAY,
    });
    expect(
      assessed.map((e) => [
        e.type,
        (e.data as { code?: string }).code ?? null,
        (e.data as { amount?: string }).amount ?? null,
      ]),
    ).toEqual([
      ['WaterTurnedOn', null, null],
      ['ChargeAssessed', 'vacancy-rate-lost', '48.91'],
      ['ChargeAssessed', 'vacancy-rate-lost', '48.91'],
      ['ChargeAssessed', 'unauthorized-turn-on-penalty', '500.00'],
    ]);
    expect(balanceAsOf(s.state(), '2023-03-01')).toMatchObject({
      rent: '196.82',
      charges: '500.00',
      total: '696.82',
    });
  });

  it('W2 a turn-on within the period but before the bill was dated, learned after it: the charges are owed from the bill on (they came before it: a 500 and a stopped projection)', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-A'));
    s.when(status('1', 'vacant-water-off', '2022-09-01'));
    s.when(status('2', 'vacant-water-off', '2022-09-01'));
    s.when(bill('2022-11', '2022-12-01'));
    s.when({
      kind: 'RecordWaterTurnOn',
      turnOnId: 'TO-2',
      turnedOnOn: '2022-11-15',
      by: 'other',
      today: TODAY,
    });
    expect(balanceAsOf(s.state(), '2022-11-30')).toMatchObject({ total: '0.00' });
    expect(balanceAsOf(s.state(), '2022-12-01')).toMatchObject({
      rent: '196.82',
      charges: '500.00',
      total: '696.82',
    });
    // the statement and the journal date them as the balance does (review: 597.82 as of 11-30 on paper)
    const charges = s.state().history.filter((e) => e.type === 'ChargeAssessed');
    expect(
      charges.map((e) => [e.effectiveDate, (e.data as { assessedOn: string }).assessedOn]),
    ).toEqual([
      ['2022-12-01', '2022-11-15'],
      ['2022-12-01', '2022-11-15'],
      ['2022-12-01', '2022-11-15'],
    ]);
    expect(trialBalance(journalOf(s.state()), '2022-11-30').rows).toEqual([]);
  });

  it('W2 a city turn-on brings the full rate but no penalty', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-C', { units: 1 }));
    s.when(status('1', 'vacant-water-off', '2022-09-01'));
    s.when({
      kind: 'RecordWaterTurnOn',
      turnOnId: 'TO-3',
      turnedOnOn: '2022-12-15',
      by: 'city',
      today: TODAY,
    });
    const data = rendered(s.when(bill('2022-11', '2022-12-20')));
    expect(data).toMatchObject({ rent: '98.41', charges: '0.00' });
  });

  it('W2 a vacant unit of an owner-occupied property is 49.50; found occupied: full rate and a 500.00 penalty', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-OO'));
    s.when(status('2', 'vacant-owner-occupied', '2022-10-01'));
    expect(lines(rendered(s.when(bill())))).toEqual([
      ['residential-unit', '1', '98.41'],
      ['vacant-owner-occupied', '2', '49.50'],
    ]);
    const found = s.when({
      kind: 'RecordOccupancyFinding',
      findingId: 'F-1',
      unit: '2',
      foundOn: '2023-01-10',
      today: TODAY,
    });
    expect(
      found
        .filter((e) => e.type === 'ChargeAssessed')
        .map((e) => [(e.data as { kind: string }).kind, (e.data as { amount: string }).amount]),
    ).toEqual([
      ['rent', '48.91'],
      ['charge', '500.00'],
    ]);
    // the same finding again changes nothing
    expect(
      s.when({
        kind: 'RecordOccupancyFinding',
        findingId: 'F-1',
        unit: '2',
        foundOn: '2023-01-10',
        today: TODAY,
      }),
    ).toEqual([]);
  });

  it('W2 a reduced unit that becomes occupied during the period is billed the full rate, without penalty', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-B'));
    s.when(status('2', 'vacant-owner-occupied', '2022-10-01'));
    s.when(status('2', 'occupied', '2023-01-15'));
    expect(rendered(s.when(bill('2022-11', '2023-01-20'))).rent).toBe('196.82');

    // learned after the bill: the reduction is lost for the period, as a charge to the rent
    const later = new AccountScenario().given(watervlietAccount('WV-B2'));
    later.when(status('2', 'vacant-owner-occupied', '2022-10-01'));
    later.when(bill());
    const changed = later.when(status('2', 'occupied', '2023-01-15'));
    expect(changed.map((e) => [e.type, (e.data as { amount?: string }).amount ?? null])).toEqual([
      ['UnitStatusChanged', null],
      ['ChargeAssessed', '48.91'],
    ]);
    expect(balanceAsOf(later.state(), '2023-01-15')).toMatchObject({
      rent: '196.82',
      charges: '0.00',
    });
  });

  it('W2 refuses a unit the account does not have, and a metered bill without usage', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-U'));
    expect(() => s.when(status('3', 'vacant-water-off', '2022-09-01'))).toThrow(/W2.*unit 3/);
    const m = new AccountScenario().given(
      watervlietAccount('WV-MX', { propertyClass: 'other', units: null }),
    );
    expect(() => m.when(bill())).toThrow(/W2.*metered/);
  });

  it('W1 refuses a bill dated after the last day to pay without interest, and a second bill for the period', () => {
    const s = new AccountScenario().given(watervlietAccount('WV-D'));
    expect(() => s.when(bill('2022-11', '2023-02-02'))).toThrow(/W1/);
    s.when(bill());
    expect(() => s.when(bill('2022-11', '2022-12-02', 'B-other'))).toThrow(/W1.*already billed/);
  });
});
