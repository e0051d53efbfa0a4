import fc from 'fast-check';
import { addDays } from '@ledger/domain';
import { daysBetween } from '@ledger/domain/dates/civil-date';
import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import { World, type Municipality } from '../world';
import { generator, type Planned } from './generator';
import { MUNICIPALITY } from './readings';
import {
  billDateFor,
  cents,
  northportFiscalYear,
  periodOf,
  quarterStart,
  queensburyQuarter,
} from './periods';

/** Each municipality's rate schedule for the period `ahead` (0: the current one, 1: the next). */
export function rateSchedule(
  world: World,
  municipality: Municipality,
  ahead: number,
  bump: number,
): Planned {
  const adoptedOn = world.today;
  switch (municipality) {
    case 'northport':
      return {
        method: 'POST',
        path: '/v1/municipalities/northport/rate-schedules',
        note: 'northport rate schedule',
        body: {
          fiscalYear: northportFiscalYear(world.today) + ahead,
          ratePer1000Gallons: (3.2 + bump / 100).toFixed(4),
          adoptedOn,
        },
      };
    case 'watervliet': {
      // W2: schedules run November to October
      const y = Number(world.today.slice(0, 4)) - (Number(world.today.slice(5, 7)) < 11 ? 1 : 0);
      return {
        method: 'POST',
        path: '/v1/municipalities/watervliet/rate-schedules',
        note: 'watervliet rate schedule',
        body: {
          effectiveFrom: `${y + ahead}-11-01`,
          effectiveTo: `${y + ahead + 1}-10-31`,
          adoptedOn,
          rates: { ...WATERVLIET_RATES_2022, residentialUnit: cents(9841 + bump * 10) },
        },
      };
    }
    case 'queensbury': {
      const quarter = queensburyQuarter(addDays(world.today, ahead * 92));
      return {
        method: 'POST',
        path: '/v1/municipalities/queensbury/rate-schedules',
        note: 'queensbury rate schedule',
        body: {
          scheduleId: world.id('QS'),
          district: bump % 3 === 0 ? 'technical-park' : 'consolidated',
          effectiveFrom: quarterStart(quarter),
          adoptedOn,
          residentialUnitPerQuarter: cents(3000 + bump * 10),
          residentialAllowanceGallons: 13000,
          residentialExcessPer1000Gallons: '4.50',
          nonresidentialPer1000Gallons: bump % 3 === 0 ? '3.50' : '6.50',
        },
      };
    }
  }
}

/** Rate schedules adopted for this period or the next (N5, W2, Q1). */
export const rates = generator({
  name: 'rate schedule',
  weight: 2,
  arbitrary: fc.record({ municipality: MUNICIPALITY, ahead: fc.nat(1), bump: fc.nat(40) }),
  plan: (world: World, i) => [rateSchedule(world, i.municipality, i.ahead, i.bump)],
});

/** N5: the Board's sewer-rent budget for a fiscal year (sometimes over the 25% cap). */
export const budget = generator({
  name: 'budget',
  weight: 1,
  arbitrary: fc.record({ ahead: fc.nat(1), om: fc.nat(50_000), overCap: fc.boolean() }),
  plan: (world: World, i) => [
    {
      method: 'POST',
      path: '/v1/municipalities/northport/budgets',
      note: 'budget',
      body: {
        fiscalYear: northportFiscalYear(world.today) + i.ahead,
        adoptedOn: world.today,
        projectedGrossOperatingCosts: i.overCap ? '1000.00' : '1000000.00',
        sewerRent: {
          operationAndMaintenance: cents(i.om * 100),
          debtService: '500.00',
          capital: '250.00',
        },
        refundReserveRate: '0.10',
      },
    },
  ],
});

/** One account's bill for a period (sometimes an earlier one). */
export const bill = generator({
  name: 'bill',
  weight: 4,
  arbitrary: fc.record({
    account: fc.nat(),
    back: fc.oneof(fc.constant(0), fc.nat(120), fc.nat(300)),
    pick: fc.nat(),
  }),
  plan(world: World, i) {
    const a = World.pick(world.accountsOf(), i.account);
    if (!a) return [];
    // mostly the period of a reading it has, sometimes one without (refused: N3, Q2, W2)
    const read = i.pick % 4 !== 0 ? World.pick(a.usage, i.pick) : null;
    const back = read ? daysBetween(read.effectiveDate, world.today) : i.back;
    const billDate = billDateFor(a.municipality, world.today, back, i.pick);
    if (!billDate) return [];
    return [
      {
        method: 'POST',
        path: `/v1/accounts/${a.accountId}/bills`,
        note: 'bill',
        body: { ...periodOf(a.municipality, billDate), billId: world.id('B'), billDate },
      },
    ];
  },
});

/** A municipality's bill run for a period. */
export const billRun = generator({
  name: 'bill run',
  weight: 3,
  arbitrary: fc.record({
    municipality: MUNICIPALITY,
    back: fc.oneof(fc.constant(0), fc.nat(200)),
    pick: fc.nat(),
  }),
  plan(world: World, i) {
    const billDate = billDateFor(i.municipality, world.today, i.back, i.pick);
    if (!billDate) return [];
    return [
      {
        method: 'POST',
        path: '/v1/bill-runs',
        note: 'bill run',
        body: {
          ...periodOf(i.municipality, billDate),
          billRunId: world.id('R'),
          municipality: i.municipality,
          billDate,
        },
      },
    ];
  },
});
