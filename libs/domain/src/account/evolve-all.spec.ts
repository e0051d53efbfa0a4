import fc from 'fast-check';
import type { Recorded } from '../events/event';
import { evolveAll, fold } from '../events/event';
import { accountDecider } from './account-decider';
import type { AccountEvent } from './account-events';
import { type AccountState, evolveAccount, evolveAccountAll } from './account-state';

/**
 * Raw events of every account type, their ids drawn from small pools so that
 * later events meet earlier ones (a reversal of a payment received, a second
 * reading of a period's source, a void of a bill, a grant of an application):
 * only the fields the fold reads are real, the rest is whatever the type
 * asks. An event the fold refuses (a reversal of an unknown payment) is kept:
 * both folds must refuse it alike.
 */
const id = (prefix: string) => fc.nat(3).map((n) => `${prefix}${n}`);
const period = fc.constantFrom('2025', '2026', '2025-H1', '2025-H2');
const day = fc.nat(400).map((n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10));

function event(
  type: AccountEvent['type'],
  data: Record<string, unknown>,
  effectiveDate: string,
): Recorded<AccountEvent> {
  return {
    type,
    schemaVersion: 1,
    effectiveDate,
    recordedAt: `${effectiveDate}T12:00:00.000Z`,
    data: { accountId: 'A-1', ...data },
  } as unknown as Recorded<AccountEvent>;
}

const withId = (type: AccountEvent['type'], key: string, prefix: string) =>
  fc.tuple(id(prefix), day).map(([v, d]) => event(type, { [key]: v }, d));

const anyEvent: fc.Arbitrary<Recorded<AccountEvent>> = fc.oneof(
  day.map((d) => event('AccountOpened', { municipality: 'northport' }, d)),
  fc
    .tuple(period, fc.constantFrom('main', 'well', 'irrigation'), fc.nat(90_000), fc.boolean(), day)
    .map(([p, source, gallons, estimated, d]) =>
      event(
        'WaterUsageRecorded',
        {
          period: p,
          source,
          totalGallons: gallons,
          meteredNonDischargedGallons: gallons % 3 === 0 ? gallons / 3 : null,
          estimated,
        },
        d,
      ),
    ),
  fc
    .tuple(id('B'), period, fc.boolean(), fc.nat(90_000), day)
    .map(([billId, p, supplements, gallons, d]) =>
      event(
        'BillRendered',
        {
          billId,
          period: p,
          supplements: supplements ? 'B0' : null,
          deliveredGallons: gallons % 2 === 0 ? gallons : null,
          rent: '230.40',
        },
        d,
      ),
    ),
  fc.tuple(id('C'), period, day).map(([billId, p, d]) =>
    event(
      'BillConverted',
      {
        billId,
        period: p,
        source: 'old system',
        reference: 7,
        conversionDate: d,
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: d,
        dueDate: d,
        rentUnpaid: '10.00',
        penaltiesUnpaid: '1.00',
        chargesUnpaid: '0.00',
      },
      d,
    ),
  ),
  withId('CreditConverted', 'creditId', 'K'),
  withId('BillVoided', 'billId', 'B'),
  withId('PaymentReceived', 'paymentId', 'P'),
  withId('PaymentReversed', 'paymentId', 'P'),
  withId('PenaltyAccrued', 'penaltyId', 'N'),
  withId('PenaltyReversed', 'penaltyId', 'N'),
  withId('AdjustmentApplicationFiled', 'applicationId', 'J'),
  withId('AdjustmentGranted', 'applicationId', 'J'),
  withId('AdjustmentDenied', 'applicationId', 'J'),
  withId('RefundIssued', 'applicationId', 'J'),
  withId('PenaltyWaived', 'waiverId', 'W'),
  day.map((d) => event('UnitStatusChanged', { status: 'vacant' }, d)),
  withId('WaterTurnedOn', 'turnOnId', 'T'),
  withId('OccupancyFound', 'findingId', 'F'),
  withId('ChargeAssessed', 'chargeId', 'G'),
  withId('LienLevied', 'statementId', 'L'),
  withId('OwnerChanged', 'ownerChangeId', 'O'),
  withId('AccountReclassified', 'reclassificationId', 'R'),
  withId('TaxSaleListed', 'taxSaleId', 'S'),
  withId('UtilizationFormFiled', 'formId', 'U'),
  withId('UtilizationFormCharged', 'chargeId', 'V'),
  withId('UtilizationFormChargeReversed', 'chargeId', 'V'),
);

/**
 * A state as comparable data: every Map as its entries in their order (what
 * `toEqual` alone does not hold a Map to), every list in its order, the
 * events themselves compared by their content.
 */
function inOrder(value: unknown): unknown {
  if (value instanceof Map) return { map: [...value].map(([k, v]) => [k, inOrder(v)]) };
  if (Array.isArray(value)) return value.map(inOrder);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inOrder(v)]));
  return value;
}

/** One by one, as `evolve` folds: the state, or the index of the event refused and why. */
function oneByOne(from: AccountState, events: readonly Recorded<AccountEvent>[]) {
  let state = from;
  for (let i = 0; i < events.length; i++) {
    try {
      state = evolveAccount(state, events[i]);
    } catch (error) {
      return { refused: (error as Error).message };
    }
  }
  return { state };
}

function allAtOnce(from: AccountState, events: readonly Recorded<AccountEvent>[]) {
  try {
    return { state: evolveAccountAll(from, events) };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

describe('#30 evolveAccountAll: several events at once, copied once (the fold of a cold account, a rebuild)', () => {
  it('property: from any state, any events of every type give the state evolveAccount gives one by one (Maps in their order), or the same refusal; the state folded from is not changed', () => {
    fc.assert(
      fc.property(
        fc.array(anyEvent, { maxLength: 30 }),
        fc.array(anyEvent, { maxLength: 30 }),
        (before, after) => {
          const start = oneByOne(accountDecider.initialState(), before);
          fc.pre(start.state !== undefined);
          const from = start.state!;
          const fromAsItWas = inOrder(from);
          const expected = oneByOne(from, after);
          const got = allAtOnce(from, after);
          if (expected.refused !== undefined) expect(got.refused).toBe(expected.refused);
          else expect(inOrder(got.state)).toEqual(inOrder(expected.state));
          // nothing `from` holds was changed in place (its maps, its lists, its history)
          expect(inOrder(from)).toEqual(fromAsItWas);
        },
      ),
      { numRuns: 400, seed: 30 },
    );
  });

  it("the state it answers is not changed by what is folded on from it afterwards (its copies are no one else's)", () => {
    fc.assert(
      fc.property(
        fc.array(anyEvent, { minLength: 2, maxLength: 20 }),
        fc.array(anyEvent, { minLength: 1, maxLength: 10 }),
        (first, then) => {
          const folded = allAtOnce(accountDecider.initialState(), first);
          fc.pre(folded.state !== undefined);
          const asAnswered = inOrder(folded.state);
          allAtOnce(folded.state!, then);
          oneByOne(folded.state!, then);
          expect(inOrder(folded.state)).toEqual(asAnswered);
        },
      ),
      { numRuns: 200, seed: 31 },
    );
  });

  it('a reading after a bill in the same batch: the bill keeps the usage it was made from (N3: the period map is copied for the bill, not shared)', () => {
    const at = (d: string) => `2025-${d}`;
    const events = [
      event('AccountOpened', { municipality: 'northport' }, at('01-01')),
      event(
        'WaterUsageRecorded',
        {
          period: '2025',
          source: 'well',
          totalGallons: 40_000,
          meteredNonDischargedGallons: null,
          estimated: true,
        },
        at('09-01'),
      ),
      event(
        'BillRendered',
        {
          billId: 'B-1',
          period: '2025',
          supplements: null,
          deliveredGallons: 40_000,
          rent: '230.40',
        },
        at('10-01'),
      ),
      event(
        'WaterUsageRecorded',
        {
          period: '2025',
          source: 'well',
          totalGallons: 52_000,
          meteredNonDischargedGallons: null,
          estimated: false,
        },
        at('11-01'),
      ),
    ];
    const state = evolveAccountAll(accountDecider.initialState(), events);
    expect(state.billUsage.get('B-1')).toEqual({
      deliveredGallons: 40_000,
      estimated: [{ source: 'well', gallons: 40_000 }],
    });
    expect(state.usage.get('2025')?.data.totalGallons).toBe(52_000);
    expect(state.contradictedEstimates).toHaveLength(1);
    expect(state.contradictedEstimates[0]).toMatchObject({
      billId: 'B-1',
      estimatedGallons: 40_000,
      actualGallons: 52_000,
    });
    expect(state.history).toHaveLength(4);
  });

  it('fold and evolveAll use it: the same state as evolve one by one', () => {
    const events = [
      event('AccountOpened', { municipality: 'northport' }, '2025-01-01'),
      event('PaymentReceived', { paymentId: 'P-1' }, '2025-02-01'),
      event('PaymentReversed', { paymentId: 'P-1' }, '2025-03-01'),
    ];
    const byOne = events.reduce(evolveAccount, accountDecider.initialState());
    expect(inOrder(fold(accountDecider, events))).toEqual(inOrder(byOne));
    expect(inOrder(evolveAll(accountDecider, accountDecider.initialState(), events))).toEqual(
      inOrder(byOne),
    );
    expect(fold(accountDecider, events).payments.get('P-1')?.reversal?.effectiveDate).toBe(
      '2025-03-01',
    );
  });
});
