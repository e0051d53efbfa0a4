import fc from 'fast-check';
import { known } from '../known-defects';
import { MUNICIPALITIES, World, type Municipality } from '../world';
import { generator } from './generator';
import { daysBack } from './periods';

const CLASSES: Record<Municipality, string[]> = {
  northport: ['residential', 'residential', 'commercial'],
  watervliet: ['residential', 'residential', 'other', 'vacant-land'],
  queensbury: ['residential', 'residential', 'nonresidential'],
};
const PREFIX: Record<Municipality, string> = {
  northport: 'NP',
  watervliet: 'WV',
  queensbury: 'QB',
};
const NAMES = ['Pat Example', 'Lee Delinquent', 'Sam Owner', 'Ana Buyer', "O'Brien & Sons LLC"];

/** Accounts opened (sometimes on a parcel that already has one, sometimes outside or exempt). */
export const openAccount = generator({
  name: 'open account',
  weight: 6,
  arbitrary: fc.record({
    municipality: fc.constantFrom(...MUNICIPALITIES),
    propertyClass: fc.nat(),
    units: fc.integer({ min: 1, max: 3 }),
    back: fc.nat(500),
    sameParcel: fc.option(fc.nat(), { freq: 4 }),
    unusual: fc.nat(9),
    name: fc.nat(),
  }),
  plan(world: World, i) {
    const classes = CLASSES[i.municipality];
    const propertyClass = classes[i.propertyClass % classes.length];
    const accountId = world.id(PREFIX[i.municipality]);
    const sibling =
      i.sameParcel === null ? null : World.pick(world.accountsOf(i.municipality), i.sameParcel);
    return [
      {
        method: 'POST',
        path: '/v1/accounts',
        note: 'open account',
        body: {
          accountId,
          municipality: i.municipality,
          parcelId: sibling?.parcelId ?? `P-${accountId}`,
          propertyClass,
          owner: { name: NAMES[i.name % NAMES.length], mailingAddress: `${i.name} Main St` },
          openedOn: daysBack(world.today, i.back),
          ...(i.municipality === 'watervliet' && propertyClass === 'residential'
            ? { units: i.units, ...(i.unusual === 0 ? { location: 'outside' } : {}) }
            : {}),
          ...(i.municipality === 'northport' && i.unusual === 0
            ? { exemption: 'village-owned' }
            : {}),
          ...(i.municipality === 'northport' && i.unusual === 1 ? { location: 'outside' } : {}),
          ...(i.municipality === 'queensbury'
            ? {
                district: i.unusual === 0 ? 'technical-park' : 'consolidated',
                ...(propertyClass === 'residential' ? { units: i.units } : {}),
              }
            : {}),
        },
      },
    ];
  },
});

const accountIntent = fc.record({ account: fc.nat(), back: fc.nat(200), pick: fc.nat() });

/** C9: the parcel changes hands from a date (sometimes recorded late). */
export const ownerChange = generator({
  name: 'owner change',
  weight: 2,
  arbitrary: accountIntent,
  plan(world: World, i) {
    const a = World.pick(world.accountsOf(), i.account);
    if (!a) return [];
    return [
      {
        method: 'POST',
        path: `/v1/accounts/${a.accountId}/owner-changes`,
        note: 'owner change',
        body: {
          ownerChangeId: world.id('OC'),
          owner: { name: NAMES[i.pick % NAMES.length], mailingAddress: `${i.pick} New Rd` },
          effectiveOn: daysBack(world.today, i.back, a.openedOn),
          deedReference: `Liber ${i.pick}`,
        },
      },
    ];
  },
});

/** N12: the Assessor's classification from a date. */
export const reclassify = generator({
  name: 'reclassification',
  weight: 2,
  arbitrary: accountIntent,
  plan(world: World, i) {
    // known defect form-charge-payment: a Northport change of use brings a form charge (N10, N12)
    const a = World.pick(
      world
        .accountsOf()
        .filter((x) => !(known('form-charge-payment') && x.municipality === 'northport')),
      i.account,
    );
    if (!a) return [];
    const classes = CLASSES[a.municipality];
    return [
      {
        method: 'POST',
        path: `/v1/accounts/${a.accountId}/reclassifications`,
        note: 'reclassification',
        body: {
          reclassificationId: world.id('RC'),
          propertyClass: classes[i.pick % classes.length],
          effectiveOn: daysBack(world.today, i.back, a.openedOn),
          reason: 'change of use',
        },
      },
    ];
  },
});

const STATUSES = ['occupied', 'vacant-water-off', 'vacant-owner-occupied'];

/** W2: a Watervliet unit's occupancy, water turned on, a reduced unit found occupied. */
export const unitFacts = generator({
  name: 'unit facts',
  weight: 3,
  arbitrary: fc.record({
    account: fc.nat(),
    back: fc.nat(200),
    pick: fc.nat(),
    fact: fc.constantFrom('status', 'status', 'turn-on', 'finding'),
  }),
  plan(world: World, i) {
    const a = World.pick(
      world.accountsOf('watervliet').filter((x) => x.propertyClass === 'residential'),
      i.account,
    );
    if (!a) return [];
    const on = daysBack(world.today, i.back, a.openedOn);
    const unit = String((i.pick % (a.units ?? 1)) + 1);
    const path = `/v1/accounts/${a.accountId}`;
    switch (i.fact) {
      case 'status':
        return [
          {
            method: 'POST',
            path: `${path}/unit-status`,
            note: 'unit status',
            body: { unit, status: STATUSES[i.pick % STATUSES.length], effectiveOn: on },
          },
        ];
      case 'turn-on':
        return [
          {
            method: 'POST',
            path: `${path}/water-turn-ons`,
            note: 'water turned on',
            body: { turnOnId: world.id('T'), turnedOnOn: on, by: i.pick % 2 ? 'city' : 'other' },
          },
        ];
      default:
        return [
          {
            method: 'POST',
            path: `${path}/occupancy-findings`,
            note: 'occupancy finding',
            body: { findingId: world.id('F'), unit, foundOn: on },
          },
        ];
    }
  },
});
