import fc from 'fast-check';
import { World } from '../world';
import { generator } from './generator';
import { MUNICIPALITY } from './readings';
import { cents, daysBack, lastOctober31 } from './periods';

/** C7: penalty and interest runs through a date (often today, sometimes an earlier one). */
export const penaltyRun = generator({
  name: 'penalty run',
  weight: 4,
  arbitrary: fc.record({ municipality: MUNICIPALITY, back: fc.oneof(fc.constant(0), fc.nat(90)) }),
  plan: (world: World, i) => [
    {
      method: 'POST',
      path: '/v1/penalty-runs',
      note: 'penalty run',
      body: { municipality: i.municipality, through: daysBack(world.today, i.back) },
    },
  ],
});

/**
 * N9 / Q4: a lien statement of the arrears at a cut-off, sometimes after a run
 * through it; often cut off today, so a statement after a levy meets what the
 * levy left owed (N9, settled: listed again).
 */
export const lienStatement = generator({
  name: 'lien statement',
  weight: 2,
  arbitrary: fc.record({
    municipality: MUNICIPALITY,
    back: fc.oneof(fc.constant(0), fc.nat(60)),
    reconcile: fc.boolean(),
  }),
  plan(world: World, i) {
    const cutoff =
      i.municipality === 'queensbury' ? lastOctober31(world.today) : daysBack(world.today, i.back);
    const statement = {
      method: 'POST' as const,
      path: '/v1/lien-statements',
      note: 'lien statement',
      body: {
        statementId: world.id('LS'),
        municipality: i.municipality,
        cutoff,
        taxYear: Number(cutoff.slice(0, 4)) + 1,
      },
    };
    if (!i.reconcile) return [statement];
    return [
      {
        method: 'POST',
        path: '/v1/penalty-runs',
        note: 'penalty run before a lien statement',
        body: { municipality: i.municipality, through: cutoff },
      },
      statement,
    ];
  },
});

/** N9: a prepared statement levied on the tax roll. */
export const levy = generator({
  name: 'levy',
  weight: 1,
  arbitrary: fc.nat(),
  plan(world: World, pick) {
    const s = World.pick(world.statements, pick);
    if (!s) return [];
    return [
      // the Board picks the statement from the municipality's list of those prepared
      {
        method: 'GET',
        path: `/v1/lien-statements?municipality=${s.municipality}`,
        note: 'lien statements listed',
      },
      {
        method: 'POST',
        path: `/v1/lien-statements/${encodeURIComponent(s.statementId)}/levy`,
        note: 'levy',
        body: { leviedOn: world.today },
      },
    ];
  },
});

/** W3: a Watervliet tax sale with its advertising cost per parcel. */
export const taxSale = generator({
  name: 'tax sale',
  weight: 1,
  arbitrary: fc.record({ back: fc.nat(30), cost: fc.integer({ min: 100, max: 5000 }) }),
  plan: (world: World, i) => [
    {
      method: 'POST',
      path: '/v1/municipalities/watervliet/tax-sales',
      note: 'tax sale',
      body: {
        taxSaleId: world.id('TS'),
        saleDate: daysBack(world.today, i.back),
        advertisingCost: cents(i.cost),
      },
    },
  ],
});
