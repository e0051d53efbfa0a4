import fc from 'fast-check';
import { known } from '../known-defects';
import { World } from '../world';
import { generator, type Planned } from './generator';
import { cents, dateBetween } from './periods';

const northportBills = (world: World) =>
  world.accountsOf('northport').flatMap((a) => a.bills.map((b) => ({ account: a, bill: b })));

/** N6: an owner's application for an adjustment of a bill. */
export const fileApplication = generator({
  name: 'adjustment application',
  weight: 2,
  arbitrary: fc.record({ bill: fc.nat(), day: fc.nat() }),
  plan(world: World, i) {
    const pick = World.pick(northportBills(world), i.bill);
    if (!pick) return [];
    return [
      {
        method: 'POST',
        path: `/v1/accounts/${pick.account.accountId}/adjustment-applications`,
        note: 'adjustment application',
        body: {
          applicationId: world.id('A'),
          billId: pick.bill.billId,
          filedOn: dateBetween(pick.bill.billDate, world.today, i.day) ?? world.today,
          claim: 'pool filled: water did not reach the sewer',
        },
      },
    ];
  },
});

const applications = (world: World, status?: string) =>
  world
    .accountsOf('northport')
    .flatMap((a) =>
      a.adjustmentApplications
        .filter((x) => !status || x.status === status)
        .map((x) => ({ account: a, application: x })),
    );

/** N6: the Board grants (gallons or a credit) or denies an application. */
export const decideApplication = generator({
  name: 'grant or denial',
  weight: 2,
  arbitrary: fc.record({
    pick: fc.nat(),
    day: fc.nat(),
    grant: fc.nat(3),
    gallons: fc.nat(80),
    credit: fc.integer({ min: 1, max: 30_000 }),
  }),
  plan(world: World, i) {
    const pick = World.pick(applications(world, 'pending'), i.pick);
    if (!pick) return [];
    const path = `/v1/accounts/${pick.account.accountId}/adjustment-applications/${encodeURIComponent(pick.application.applicationId)}`;
    const on = dateBetween(pick.application.filedOn, world.today, i.day) ?? world.today;
    if (i.grant === 0)
      return [
        {
          method: 'POST',
          path: `${path}/denial`,
          note: 'denial',
          body: { deniedOn: on, resolution: `Res. ${i.pick}` },
        },
      ];
    return [
      {
        method: 'POST',
        path: `${path}/grant`,
        note: 'grant',
        body: {
          grantedOn: on,
          resolution: `Res. ${i.pick}`,
          ...(i.grant === 1
            ? { adjustedBillableGallons: i.gallons * 1000 }
            : { creditAmount: cents(i.credit) }),
        },
      },
    ];
  },
});

/** N7: the refund of a granted adjustment, on time or late. */
export const refund = generator({
  name: 'refund',
  weight: 1,
  arbitrary: fc.record({ pick: fc.nat(), day: fc.nat() }),
  plan(world: World, i) {
    const pick = World.pick(applications(world, 'granted'), i.pick);
    if (!pick) return [];
    return [
      {
        method: 'POST',
        path: `/v1/accounts/${pick.account.accountId}/refunds`,
        note: 'refund',
        body: {
          refundId: world.id('RF'),
          applicationId: pick.application.applicationId,
          paidOn: dateBetween(pick.application.filedOn, world.today, i.day) ?? world.today,
        },
      },
    ];
  },
});

/** C13 / N11: the Board waives a bill's penalties up to a date. */
export const waiver = generator({
  name: 'waiver',
  weight: 1,
  arbitrary: fc.record({ account: fc.nat(), bill: fc.nat(), day: fc.nat() }),
  plan(world: World, i) {
    const a = World.pick(
      world.accountsOf().filter((x) => x.bills.length > 0),
      i.account,
    );
    const b = a && World.pick(a.bills, i.bill);
    if (!a || !b) return [];
    const on = dateBetween(b.billDate, world.today, i.day) ?? world.today;
    return [waiverOf(world, a.accountId, b.billId, on, `Res. W-${i.day}`)];
  },
});

/** A penalty run of the municipality through today (C7). */
const penaltyRunToday = (world: World, municipality: string): Planned => ({
  method: 'POST',
  path: '/v1/penalty-runs',
  note: 'penalty run',
  body: { municipality, through: world.today },
});

/** The Board's waiver of a bill's penalties on a date, by resolution (C13). */
function waiverOf(
  world: World,
  accountId: string,
  billId: string,
  waivedOn: string,
  resolution: string,
): Planned {
  return {
    method: 'POST',
    path: `/v1/accounts/${accountId}/penalty-waivers`,
    note: 'waiver',
    body: { waiverId: world.id('W'), billId, waivedOn, resolution },
  };
}

/**
 * C13 x C4: a run, the Board's waiver of a bill's penalties, then a payment
 * that had met part of them returned, then a run: the run books no waived
 * date again, and the statement, the balance and the journal say the amount
 * the resolution waived (an integrator's try-out found them 1.45 apart).
 */
export const waiverThenReturnedCheck = generator({
  name: 'waiver then returned check',
  weight: 1,
  arbitrary: fc.record({ account: fc.nat(), bill: fc.nat(), pick: fc.nat() }),
  plan(world: World, i) {
    const standing = (a: ReturnType<World['accountsOf']>[number]) =>
      a.payments.filter((p) => !p.reversal);
    const a = World.pick(
      world.accountsOf().filter((x) => x.bills.length > 0 && standing(x).length > 0),
      i.account,
    );
    const b = a && World.pick(a.bills, i.bill);
    const p = a && World.pick(standing(a), i.pick);
    if (!a || !b || !p) return [];
    const run = penaltyRunToday(world, a.municipality);
    return [
      run,
      waiverOf(world, a.accountId, b.billId, world.today, 'Res. W-returned'),
      {
        method: 'POST',
        path: `/v1/accounts/${a.accountId}/payments/${encodeURIComponent(p.paymentId)}/reversal`,
        note: 'returned check',
        body: { reversedOn: world.today, reason: 'returned: insufficient funds' },
      },
      run,
    ];
  },
});

/**
 * C11: a Northport bill re-read `lower` gallons lower (when it was billed on
 * gallons), then voided and replaced in one request on the day.
 */
function correctedLower(
  world: World,
  accountId: string,
  b: { billId: string; fiscalYear?: number | null; deliveredGallons?: number | null },
  lower: number,
  voided = { voidId: world.id('V'), voidedOn: world.today, reason: 'rendered in error' },
): Planned[] {
  const reread: Planned[] =
    b.deliveredGallons != null
      ? [
          {
            method: 'POST',
            path: `/v1/accounts/${accountId}/water-usage`,
            note: 're-reading lower',
            body: {
              fiscalYear: b.fiscalYear,
              totalGallons: Math.max(0, b.deliveredGallons - lower),
              readOn: world.today,
            },
          },
        ]
      : [];
  return [
    ...reread,
    {
      method: 'POST',
      path: `/v1/accounts/${accountId}/bills`,
      note: 'void and replace in one request',
      body: {
        fiscalYear: b.fiscalYear,
        billId: world.id('B'),
        billDate: world.today,
        replaces: b.billId,
        void: voided,
      },
    },
  ];
}

/**
 * C13 x C11: a run, the Board's waiver of a bill's penalties, then the bill
 * voided and replaced in one request after a re-reading 20,000 gallons
 * lower, then a run: the replacement's penalties on the waived dates are the
 * same penalties on the corrected rent, and the waiver forgives them (they
 * came back, and the Board's relief was lost: review of stop 49).
 */
export const waiverThenCorrected = generator({
  name: 'waiver then corrected',
  weight: 1,
  arbitrary: fc.record({ pick: fc.nat() }),
  plan(world: World, i) {
    const picked = World.pick(
      world
        .accountsOf('northport')
        .flatMap((a) =>
          a.bills
            .filter((b) => !b.voided && !b.levied && !b.supplements && b.deliveredGallons != null)
            .map((b) => ({ a, b })),
        ),
      i.pick,
    );
    if (!picked) return [];
    const { a, b } = picked;
    const run = penaltyRunToday(world, a.municipality);
    return [
      run,
      waiverOf(world, a.accountId, b.billId, world.today, 'Res. W-corrected'),
      ...correctedLower(world, a.accountId, b, 20_000),
      run,
    ];
  },
});

/**
 * C11 x N6: the Board grants a credit on a bill (an amount, or adjusted
 * gallons), sometimes refunded at once, then the bill is voided, replaced
 * on a lower re-reading or not at all; or the grant is decided after the
 * correction. The credit meets the replacement's rent, lapses with rent no
 * longer owed, and never becomes cash to refund for rent nobody paid (an
 * office's try-out of stop 49 and a review of stop 50; the books' invariant
 * "refunds are of rent paid in" holds it).
 */
export const grantThenCorrected = generator({
  name: 'grant then corrected',
  weight: 1,
  arbitrary: fc.record({
    pick: fc.nat(),
    credit: fc.integer({ min: 1, max: 20_000 }),
    replace: fc.boolean(),
    after: fc.boolean(),
    gallons: fc.boolean(),
    refund: fc.boolean(),
  }),
  plan(world: World, i) {
    const picked = World.pick(
      world
        .accountsOf('northport')
        .flatMap((a) =>
          a.bills.filter((b) => !b.voided && !b.levied && !b.supplements).map((b) => ({ a, b })),
        ),
      i.pick,
    );
    if (!picked) return [];
    const { a, b } = picked;
    const applicationId = world.id('A');
    const application = `/v1/accounts/${a.accountId}/adjustment-applications`;
    const delivered = b.deliveredGallons ?? null;
    // adjusted gallons well below what any bill of that reading bills (N3 takes at most 10% off)
    const credit =
      i.gallons && delivered !== null && delivered >= 4_000
        ? { adjustedBillableGallons: Math.floor(delivered / 2_000) * 1_000 }
        : { creditAmount: cents(i.credit) };
    const grant: Planned = {
      method: 'POST',
      path: `${application}/${encodeURIComponent(applicationId)}/grant`,
      note: 'grant',
      body: { grantedOn: world.today, resolution: 'Res. G-corrected', ...credit },
    };
    const voided = { voidId: world.id('V'), voidedOn: world.today, reason: 'rendered in error' };
    const correction: Planned[] = i.replace
      ? correctedLower(world, a.accountId, b, 10_000, voided)
      : [
          {
            method: 'POST',
            path: `/v1/accounts/${a.accountId}/bills/${b.billId}/void`,
            note: 'void bill',
            body: voided,
          },
        ];
    const refund: Planned = {
      method: 'POST',
      path: `/v1/accounts/${a.accountId}/refunds`,
      note: 'refund',
      body: { refundId: world.id('RF'), applicationId, paidOn: world.today },
    };
    return [
      {
        method: 'POST',
        path: application,
        note: 'adjustment application',
        body: { applicationId, billId: b.billId, filedOn: world.today, claim: 'a leak' },
      },
      ...(i.after ? [...correction, grant] : [grant, ...(i.refund ? [refund] : []), ...correction]),
    ];
  },
});

/** N10: the Village's yearly utilization-form requirement, and forms filed (sometimes late, recorded later). */
export const utilizationForms = generator({
  name: 'utilization forms',
  weight: 2,
  arbitrary: fc.record({
    require: fc.nat(3),
    account: fc.nat(),
    pick: fc.nat(),
    day: fc.nat(120),
  }),
  plan(world: World, i) {
    // known defect form-charge-payment: no requirement, so no form charge for a payment to meet
    if (known('form-charge-payment')) return [];
    const year = Number(world.today.slice(0, 4));
    const already = world.requirements.some((r) => r.year === year);
    if (i.require === 0 || world.requirements.length === 0)
      return [
        {
          method: 'POST',
          path: '/v1/municipalities/northport/utilization-form-requirements',
          note: 'utilization form requirement',
          body: {
            requirementId: already ? world.id('UF') : `UF-${year}`,
            year,
            dueOn: dateBetween(`${year}-01-01`, `${year}-12-31`, i.pick)!,
          },
        },
      ];
    const r = World.pick(world.requirements, i.pick)!;
    const a = World.pick(world.accountsOf('northport'), i.account);
    if (!a) return [];
    return [
      {
        method: 'POST',
        path: `/v1/accounts/${a.accountId}/utilization-forms`,
        note: 'utilization form filed',
        body: {
          formId: world.id('FORM'),
          requirementId: r.requirementId,
          // N10 (settled): within the requirement's year or after (one dated before it is refused, 422 N10)
          filedOn:
            dateBetween(
              a.openedOn > `${r.year}-01-01` ? a.openedOn : `${r.year}-01-01`,
              world.today,
              i.day,
            ) ?? world.today,
        },
      },
    ];
  },
});
