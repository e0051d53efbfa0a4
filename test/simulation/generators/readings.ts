import fc from 'fast-check';
import { MUNICIPALITIES, World } from '../world';
import { billPeriod } from './corrections';
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

/**
 * N3: a period's water from two sources, the authority's meter read and a
 * private well estimated (no reading taken), so the bill made from it is
 * made from an estimate.
 */
export const estimatedReading = generator({
  name: 'estimated reading',
  weight: 2,
  arbitrary: fc.record({
    account: fc.nat(),
    meter: fc.integer({ min: 0, max: 150 }),
    well: fc.integer({ min: 1, max: 80 }),
  }),
  plan(world: World, i) {
    const a = World.pick(world.accountsOf(), i.account);
    if (!a) return [];
    const period = periodOf(a.municipality, world.today);
    const path = `/v1/accounts/${a.accountId}/water-usage`;
    return [
      {
        method: 'POST',
        path,
        note: 'authority meter reading',
        body: { ...period, source: 'authority-meter', totalGallons: i.meter * 1000 },
      },
      {
        method: 'POST',
        path,
        note: 'estimated reading',
        body: { ...period, source: 'private-well', totalGallons: i.well * 1000, estimated: true },
      },
    ];
  },
});

/**
 * N3/C11: the actual reading of a source a bill estimated arrives after the
 * bill: mostly another figure (the bill is now contradicted, to be voided and
 * replaced), sometimes the figure estimated (it contradicts nothing).
 */
export const actualReading = generator({
  name: 'actual reading',
  weight: 2,
  arbitrary: fc.record({ pick: fc.nat(), change: fc.integer({ min: -30, max: 40 }) }),
  plan(world: World, i) {
    const estimated = world
      .accountsOf()
      .flatMap((a) =>
        a.bills
          .filter((b) => !b.voided && !b.supplements)
          .flatMap((b) => (b.estimatedSources ?? []).map((e) => ({ a, b, e }))),
      );
    const picked = World.pick(estimated, i.pick);
    if (!picked) return [];
    const { a, b, e } = picked;
    return [
      {
        method: 'POST',
        path: `/v1/accounts/${a.accountId}/water-usage`,
        note: 'actual reading',
        body: {
          ...billPeriod(a.municipality, b),
          source: e.source,
          totalGallons: Math.max(0, e.gallons + i.change * 1000),
          readOn: world.today,
        },
      },
    ];
  },
});
