import fc from 'fast-check';
import { MUNICIPALITIES, World } from '../world';
import { generator } from './generator';
import { daysBack, periodOf, periodStart } from './periods';

/**
 * N3 / W2 / Q2: water delivered over a period, often recorded late, sometimes
 * re-stated (the same reading again, or a correction), sometimes with the
 * approved meter's non-discharged gallons, sometimes with its read date.
 */
export const waterUsage = generator({
  name: 'water usage',
  weight: 6,
  arbitrary: fc.record({
    account: fc.nat(),
    back: fc.oneof(fc.constant(0), fc.nat(120), fc.nat(400)),
    thousands: fc.integer({ min: 0, max: 200 }),
    metered: fc.option(fc.integer({ min: 0, max: 120 }), { freq: 4 }),
    readOn: fc.option(fc.nat(90), { freq: 2 }),
  }),
  plan(world: World, i) {
    const a = World.pick(world.accountsOf(), i.account);
    if (!a) return [];
    const day = daysBack(world.today, i.back, a.openedOn);
    const start = periodStart(a.municipality, day);
    const readOn = i.readOn === null ? null : daysBack(world.today, i.readOn, start);
    return [
      {
        method: 'POST',
        path: `/v1/accounts/${a.accountId}/water-usage`,
        note: 'water usage',
        body: {
          ...periodOf(a.municipality, day),
          totalGallons: i.thousands * 1000,
          // N3: the approved meter's non-discharged gallons are Northport's (mostly commercial)
          ...(i.metered !== null &&
          a.municipality === 'northport' &&
          (a.propertyClass !== 'residential' || i.thousands % 5 === 0)
            ? { meteredNonDischargedGallons: i.metered * 1000 }
            : {}),
          ...(readOn ? { readOn } : {}),
        },
      },
    ];
  },
});

/** The same readings as one supplier's CSV file (the water-usage import). */
export const usageImport = generator({
  name: 'water usage import',
  weight: 1,
  arbitrary: fc.array(fc.record({ account: fc.nat(), thousands: fc.nat(150) }), {
    minLength: 1,
    maxLength: 3,
  }),
  plan(world: World, rows) {
    const lines = rows.flatMap((r) => {
      const a = World.pick(world.accountsOf('northport'), r.account);
      if (!a) return [];
      const fy = periodOf('northport', world.today).fiscalYear as number;
      return [`${a.accountId},${fy},,${r.thousands * 1000},,`];
    });
    if (lines.length === 0) return [];
    return [
      {
        method: 'POST',
        path: '/v1/imports/water-usage',
        note: 'water usage import',
        csv: `accountId,fiscalYear,period,totalGallons,meteredNonDischargedGallons,readOn\n${lines.join('\n')}\n`,
      },
    ];
  },
});

export const MUNICIPALITY = fc.constantFrom(...MUNICIPALITIES);
