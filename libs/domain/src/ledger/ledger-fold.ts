import type { CivilDate } from '../dates/civil-date';
import { invariant } from '../errors/invariant';
import { Decimal, ZERO } from '../money/money';
import { assertOpen, FoldState } from './fold/fold-state';
import {
  foldAccrual,
  foldAdjustment,
  foldBill,
  foldCharge,
  foldLevy,
  foldPayment,
  foldRefund,
  foldWaiver,
} from './fold/fold-steps';
import { afterTheDaysPayments, type Happening, schedule } from './fold/schedule';

/**
 * C5 and C6: the ledger fold. Given the facts in effect (bills, charges,
 * payments not reversed, penalties, adjustments, waivers, levies), it replays
 * them in effective-date order and derives how every payment was applied and
 * what is still open. Application is never stored; it is recomputed here, so a
 * backdated or reversed payment re-flows.
 *
 * Read it in three files: `fold/schedule.ts` puts the facts in the order the
 * fold meets them (by date, and within a day accruals, bills and charges,
 * waivers and levies, payments, grants, refunds), `fold/fold-steps.ts` says
 * what each kind of fact does, and `fold/fold-state.ts` holds what is
 * derived so far and the few moves the steps make (open, settle, book).
 */

export interface LedgerBill {
  readonly billId: string;
  readonly billDate: CivilDate;
  readonly rent: Decimal;
  /** Charges billed with the rent (W2 penalties): not rent, no interest. */
  readonly charges: Decimal;
  /** C6: the first accrual date, then each monthly anniversary of it (N4, W1). */
  readonly firstPenaltyDate: CivilDate;
  readonly penaltyRate: Decimal;
  /** C6: `monthly` from the first date (N4, W1), or `once` on it (Q3). */
  readonly accruals: 'monthly' | 'once';
  /** C6: accrual stops on this date (levied to the tax roll, N9); null while it runs. */
  readonly accrualEndsOn: CivilDate | null;
  /** The rule of the bill's own penalty or interest. */
  readonly penaltyRule: string;
  /** W3: further penalties on the same unpaid rent, each from its own date. */
  readonly surcharges: readonly LedgerSurcharge[];
  /** C12: a bill converted from the old system: its penalties unpaid at the conversion, and the date through which its accruals are the old system's. */
  readonly converted?: { readonly penalties: Decimal; readonly accruedThrough: CivilDate };
  /** A charge of no bill (N10), placed as an item of its own: not a bill, never on a lien statement. */
  readonly standalone?: boolean;
}

/** A further penalty on a bill's unpaid rent (W3): `annualRate / accrualsPerYear` on each monthly anniversary of `from`. */
export interface LedgerSurcharge {
  readonly rule: string;
  readonly from: CivilDate;
  readonly annualRate: Decimal;
  readonly accrualsPerYear: number;
}

export interface LedgerPayment {
  readonly paymentId: string;
  readonly amount: Decimal;
  readonly receivedOn: CivilDate;
}

export interface LedgerPenalty {
  readonly penaltyId: string;
  readonly billId: string;
  readonly accrualDate: CivilDate;
  readonly amount: Decimal;
}

/**
 * A charge assessed on a bill after it was rendered: `rent` adds to its rent
 * principal, `charge` is a separate item. A charge of no bill (N10's form
 * charges, `billId` null) is an open item of its own, dated by its date (C5).
 */
export interface LedgerCharge {
  readonly chargeId: string;
  readonly billId: string | null;
  readonly kind: 'rent' | 'charge';
  readonly date: CivilDate;
  readonly amount: Decimal;
}

/**
 * N6: a granted credit, on the grant date. Its split is derived here like a
 * payment's application: what the bill's rent unpaid at the end of the grant
 * date absorbs reduces the rent; the rest is refundable.
 */
export interface LedgerAdjustment {
  readonly applicationId: string;
  readonly billId: string;
  /**
   * C11 x N6: the bills that replaced it, in order: a credit that met a
   * voided bill re-flows (C11), first to the rent of the replacement that
   * carries the same bill's rent from the same dates.
   */
  readonly replacements: readonly string[];
  readonly date: CivilDate;
  readonly amount: Decimal;
  /**
   * C11 x N6: the part of a credit of adjusted gallons that a correction
   * already gave (the replacement bills no more than the Board's figure at its
   * own rate, `carriedCredit`): it lapses rather than relieving the same
   * gallons twice.
   */
  readonly notCarried: Decimal;
}

/** N7: a refund paid: it discharges the grant's refundable part; what that part no longer covers is owed again as the bill's rent. */
export interface LedgerRefund {
  readonly refundId: string;
  readonly applicationId: string;
  readonly billId: string;
  readonly date: CivilDate;
  readonly principal: Decimal;
}

/** N6: how a grant split, as derived: `applied` reduced the rent, `refundable` is the rest. */
export interface GrantSplit {
  /** The bill whose rent it met: the one named, or its replacement (C11 x N6). */
  readonly billId: string;
  readonly applied: Decimal;
  readonly refundable: Decimal;
  /**
   * N9 x N6: the part of the credit that meets rent already levied on the
   * tax roll: a correction of the roll, certified to the tax collector, never
   * a cash refund from the sewer account (the owner pays or is relieved of it
   * with the taxes).
   */
  readonly taxRoll: Decimal;
  /**
   * C11 x N6: the part that met nothing and was never paid in: the bill's
   * rent is no longer owed (voided, or a replacement lower than the credit),
   * so that part of the relief has nothing to relieve and is not refunded.
   */
  readonly lapsed: Decimal;
}

/** The Board waives a bill's penalties of the listed accrual dates, on the waiver date, at most the amounts it listed (C13). */
export interface LedgerWaiver {
  readonly waiverId: string;
  readonly billId: string;
  /**
   * C11 x C13: the bills that replaced it, in order (a replacement keeps the
   * voided bill's dates, and its penalties are the same penalties recomputed
   * on the corrected rent): the Board's relief on a date carries to them, at
   * most what it listed on that date across them all.
   */
  readonly replacements: readonly string[];
  readonly date: CivilDate;
  readonly penalties: readonly WaivedAccrual[];
}

/**
 * C13: an accrual a waiver names: its date, what of it the resolution
 * forgave, and the accrual as it was booked (its rule, amount and base; null
 * for a penalty that is not the ledger's own accrual, a converted one, C12).
 */
export interface WaivedAccrual {
  readonly accrualDate: CivilDate;
  readonly waived: Decimal;
  readonly booked: {
    readonly rule: string;
    readonly amount: Decimal;
    readonly base: Decimal;
  } | null;
}

/** N9: amounts of bills moved to the tax roll on the levy date. */
export interface LedgerLevy {
  readonly statementId: string;
  readonly date: CivilDate;
  readonly bills: ReadonlyArray<{
    readonly billId: string;
    readonly rent: Decimal;
    readonly penalties: Decimal;
    readonly charges: Decimal;
  }>;
}

export interface LedgerInput {
  readonly bills: readonly LedgerBill[];
  readonly charges: readonly LedgerCharge[];
  readonly payments: readonly LedgerPayment[];
  readonly adjustments: readonly LedgerAdjustment[];
  readonly waivers: readonly LedgerWaiver[];
  readonly levies: readonly LedgerLevy[];
  readonly refunds?: readonly LedgerRefund[];
}

/** Where penalties come from: the booked facts (balances) or the rule itself (penalty runs, C7). */
export type PenaltySource =
  | { readonly kind: 'booked'; readonly penalties: readonly LedgerPenalty[] }
  | { readonly kind: 'computed' };

/** An open item of a bill (its rent, a penalty, a charge): what it was and what of it is unpaid. */
export interface OpenCharge {
  readonly id: string;
  readonly kind: 'rent' | 'penalty' | 'charge';
  readonly billId: string;
  readonly date: CivilDate;
  amount: Decimal;
  unpaid: Decimal;
}
export interface Application {
  /** What settled the charge: a payment, an account credit (C5), an adjustment (N6), a waiver, or a levy onto the tax roll (N9). */
  readonly sourceKind: 'payment' | 'credit' | 'adjustment' | 'waiver' | 'levy';
  /** The payment id, application id, waiver id or statement id; `credit` for an account credit. */
  readonly source: string;
  readonly chargeId: string;
  readonly kind: OpenCharge['kind'];
  readonly billId: string;
  readonly date: CivilDate;
  readonly amount: Decimal;
}

export interface ComputedAccrual {
  readonly billId: string;
  /** The rule that accrued it: the bill's own (N4, W1, Q3) or a surcharge's (W3). */
  readonly rule: string;
  readonly accrualDate: CivilDate;
  readonly base: Decimal;
  readonly amount: Decimal;
}

export interface BillPosition {
  readonly bill: LedgerBill;
  readonly rent: OpenCharge;
  readonly penalties: OpenCharge[];
  readonly charges: OpenCharge[];
}

export interface LedgerPosition {
  readonly through: CivilDate;
  readonly bills: readonly BillPosition[];
  readonly credit: Decimal;
  readonly applications: readonly Application[];
  readonly accruals: readonly ComputedAccrual[];
  /** N6: each grant's split, by application id. */
  readonly grants: ReadonlyMap<string, GrantSplit>;
  /** N6/N7: the refundable part of each grant not yet paid out, by application id. */
  readonly refundsOwed: ReadonlyMap<string, Decimal>;
  /** N6: a refund paid beyond what its grant's refundable part now is, owed again as the bill's rent, by refund id. */
  readonly refundsReowed: ReadonlyMap<string, Decimal>;
  /** N9: the rent of each levied bill still on the tax roll (levied, less the grants that corrected it), by bill id. */
  readonly onTaxRoll: ReadonlyMap<string, Decimal>;
}

/** One fact's step (see `fold/fold-steps.ts`). */
function step(fold: FoldState, h: Happening): void {
  switch (h.kind) {
    case 'bill':
      return foldBill(fold, h.bill);
    case 'charge':
      return foldCharge(fold, h.charge, h.date);
    case 'booked-penalty':
      return fold.addPenalty(h.penalty.billId, h.penalty.penaltyId, h.date, h.penalty.amount);
    case 'accrual':
      return foldAccrual(fold, h.bill, h.surcharge, h.date, h.waived);
    case 'adjustment':
      return foldAdjustment(fold, h.adjustment, h.date);
    case 'refund':
      return foldRefund(fold, h.refund);
    case 'waiver':
      return foldWaiver(fold, h.waiver, h.date);
    case 'levy':
      return foldLevy(fold, h.levy, h.date);
    case 'payment':
      return foldPayment(fold, h.payment, h.date);
    default: {
      const unknown: never = h;
      throw new Error(`no rule folds ${JSON.stringify(unknown)}`);
    }
  }
}

/** C5, C6: the position through a date, each fact folded in its turn. */
export function foldLedger(
  input: LedgerInput,
  source: PenaltySource,
  through: CivilDate,
): LedgerPosition {
  return foldHappenings(input, schedule(input, source, through), through);
}

function foldHappenings(
  input: LedgerInput,
  happenings: readonly Happening[],
  through: CivilDate,
): LedgerPosition {
  const fold = new FoldState();
  for (const happening of happenings) step(fold, happening);
  const folded = fold.positionThrough(through);
  assertFolded(folded, input);
  return folded;
}

/**
 * The positions through `through` and through a `later` date, from booked
 * penalties only (a computed source would accrue between the two dates).
 * When no fact is dated after `through`, both folds would meet the same
 * facts in the same order: one fold answers both (the read side asks each
 * account's position at its last effective date and at the end of time, #30).
 * `lastFactDate`: the date of the last fact folded through `later` (null: none);
 * `lastDayEndsAfterPayments`: whether a fact of that day comes after its
 * payments (a grant or a refund, `afterTheDaysPayments`).
 */
export function foldLedgerTwice(
  input: LedgerInput,
  source: Extract<PenaltySource, { kind: 'booked' }>,
  through: CivilDate,
  later: CivilDate,
): {
  through: LedgerPosition;
  later: LedgerPosition;
  lastFactDate: CivilDate | null;
  lastDayEndsAfterPayments: boolean;
} {
  const all = schedule(input, source, later);
  // the day's facts in ORDER: the last is the one latest in its day
  const last = all[all.length - 1];
  const lastFactDate = last?.date ?? null;
  const lastDayEndsAfterPayments = last !== undefined && afterTheDaysPayments(last);
  if (last !== undefined && last.date > through)
    return {
      through: foldLedger(input, source, through),
      later: foldHappenings(input, all, later),
      lastFactDate,
      lastDayEndsAfterPayments,
    };
  const position = foldHappenings(input, all, later);
  return {
    through: { ...position, through },
    later: position,
    lastFactDate,
    lastDayEndsAfterPayments,
  };
}

/**
 * The fold's invariants (C5, N6): checked on every fold, so a defect throws
 * instead of showing a wrong figure. `from`: the first application the fold
 * made (#30: a fold gone on from an earlier one checks the payments it
 * applied, `input.payments`, by the applications it added).
 */
export function assertFolded(
  position: LedgerPosition,
  input: Pick<LedgerInput, 'payments'>,
  from = 0,
): void {
  invariant(!position.credit.isNegative(), () => `credit ${position.credit} is below zero`);
  for (const p of position.bills) {
    assertOpen(p.rent);
    for (const charge of p.penalties) assertOpen(charge);
    for (const charge of p.charges) assertOpen(charge);
  }
  const byPayment = new Map<string, Decimal>();
  for (let i = from; i < position.applications.length; i++) {
    const a = position.applications[i];
    if (a.sourceKind === 'payment')
      byPayment.set(a.source, (byPayment.get(a.source) ?? ZERO).plus(a.amount));
  }
  for (const payment of input.payments) {
    const applied = byPayment.get(payment.paymentId) ?? ZERO;
    invariant(
      applied.lte(payment.amount),
      () => `payment ${payment.paymentId}: ${applied} applied, more than its ${payment.amount}`,
    );
  }
}
