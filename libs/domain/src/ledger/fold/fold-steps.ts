import type { CivilDate } from '../../dates/civil-date';
import { invariant } from '../../errors/invariant';
import { Decimal, minDecimal, roundToCents, ZERO } from '../../money/money';
import type {
  BillPosition,
  LedgerAdjustment,
  LedgerBill,
  LedgerCharge,
  LedgerLevy,
  LedgerPayment,
  LedgerRefund,
  LedgerSurcharge,
  LedgerWaiver,
  OpenCharge,
} from '../ledger-fold';
import { accrualKey } from './accruals';
import { type FoldState, openCharge } from './fold-state';

/**
 * The fold's steps: one a kind of fact, each what that fact does to what the
 * fold has derived so far (C5, C6, N6, N9). `foldLedger` calls them in the
 * order of `schedule`.
 */

/** A bill comes into effect; a credit meets it in the payment order: its charges, then its rent (C5). */
export function foldBill(fold: FoldState, bill: LedgerBill): void {
  const rent = openCharge(bill.billId, 'rent', bill.billId, bill.billDate, bill.rent);
  const position: BillPosition = { bill, rent, penalties: [], charges: [] };
  fold.open(position);
  if (!bill.charges.isZero()) {
    const billed = openCharge(
      `${bill.billId}/charges`,
      'charge',
      bill.billId,
      bill.billDate,
      bill.charges,
    );
    position.charges.push(billed);
    fold.book(billed);
  }
  // C12: the old system's penalties unpaid on a converted bill, older than any the ledger accrues on it (C5)
  if (bill.converted && !bill.converted.penalties.isZero())
    fold.addPenalty(
      bill.billId,
      `${bill.billId}/converted`,
      bill.billDate,
      bill.converted.penalties,
    );
  fold.book(rent);
}

/** A charge of no bill (N10): an item of its own, met oldest first by its date like a bill; no rent, no penalty (C5). */
function standaloneItem(charge: LedgerCharge): LedgerBill {
  return {
    billId: charge.chargeId,
    billDate: charge.date,
    rent: ZERO,
    charges: ZERO,
    firstPenaltyDate: '9999-12-31',
    penaltyRate: ZERO,
    accruals: 'once',
    accrualEndsOn: null,
    penaltyRule: 'none',
    surcharges: [],
    standalone: true,
  };
}

/** A charge assessed: of no bill, an item of its own; on a bill, its rent principal (W2) or an item beside it. */
export function foldCharge(fold: FoldState, charge: LedgerCharge, date: CivilDate): void {
  const { chargeId, billId, amount } = charge;
  if (billId === null) {
    const item = openCharge(chargeId, 'charge', chargeId, date, amount);
    const rent = { ...item, kind: 'rent' as const, amount: ZERO, unpaid: ZERO };
    fold.open({ bill: standaloneItem(charge), rent, penalties: [], charges: [item] });
    fold.book(item);
  } else if (charge.kind === 'rent') {
    // W2: a vacancy rate lost adds to the bill's rent principal (and bears interest, C6)
    fold.addRent(billId, `charge ${chargeId}`, amount);
  } else {
    const item = openCharge(chargeId, 'charge', billId, date, amount);
    fold.position(billId, `charge ${chargeId}`).charges.push(item);
    fold.book(item);
  }
}

/**
 * C6: a computed accrual, simple, never compounded: the bill's rate (N4, W1,
 * Q3) or a surcharge's yearly rate divided exactly (W3) times the rent
 * principal still unpaid, rounded once; nothing when nothing is unpaid.
 * C13: an accrual a waiver named keeps the amount it was booked at
 * (`waived`) where the re-flow would compute more; less, or nothing unpaid,
 * is what the rule gives.
 */
export function foldAccrual(
  fold: FoldState,
  bill: LedgerBill,
  surcharge: LedgerSurcharge | null,
  date: CivilDate,
  waived: { readonly amount: Decimal; readonly base: Decimal } | null = null,
): void {
  const unpaid = fold.position(bill.billId, 'accrual').rent.unpaid;
  if (unpaid.isZero()) return;
  const rate = surcharge
    ? surcharge.annualRate.dividedBy(surcharge.accrualsPerYear)
    : bill.penaltyRate;
  const computed = roundToCents(unpaid.times(rate));
  // C13: a waived accrual keeps its booked amount (and the base it was computed on) where the rule would now
  // charge more; where the rule gives as much or less, the rule's amount and base
  const kept = waived !== null && waived.amount.lessThan(computed);
  const amount = kept ? waived.amount : computed;
  const base = kept ? waived.base : unpaid;
  invariant(!amount.isNegative(), () => `accrual on ${bill.billId} ${date}: ${amount} below zero`);
  if (amount.isZero()) return;
  const rule = surcharge?.rule ?? bill.penaltyRule;
  fold.accruals.push({ billId: bill.billId, rule, accrualDate: date, base, amount });
  fold.addPenalty(bill.billId, accrualKey(bill.billId, rule, bill.penaltyRule, date), date, amount);
}

/**
 * N6: a grant's credit first reduces the bill's unpaid rent; N9 x N6: then
 * the bill's rent still on the tax roll (a correction of the roll, to be
 * certified to the tax collector, not cash: the tax collector holds it); the
 * rest is rent the owner paid to the sewer account, now refundable, as far as
 * it was paid in (C11: a credit on a voided bill's rent lapses).
 */
export function foldAdjustment(
  fold: FoldState,
  adjustment: LedgerAdjustment,
  date: CivilDate,
): void {
  const { applicationId, notCarried } = adjustment;
  // C11 x N6: a voided bill owes no rent; its replacement (same bill date) carries it, and the credit meets that,
  // less what a correction already gave of a credit of adjusted gallons (`carriedCredit`)
  const billId = adjustment.replacements.at(-1) ?? adjustment.billId;
  const amount = adjustment.amount.minus(notCarried);
  const rent = fold.position(billId, `adjustment ${applicationId}`).rent;
  const applied = fold.settle(rent, 'adjustment', applicationId, date, amount);
  const onRoll = fold.onTaxRoll.get(billId) ?? ZERO;
  const taxRoll = minDecimal(amount.minus(applied), onRoll);
  if (!taxRoll.isZero()) fold.onTaxRoll.set(billId, onRoll.minus(taxRoll));
  const rest = amount.minus(applied).minus(taxRoll);
  invariant(
    !rest.isNegative() && !taxRoll.isNegative() && !amount.isNegative(),
    () =>
      `grant ${applicationId}: ${applied} applied and ${taxRoll} to the roll, more than its ${amount}`,
  );
  // C11 x N6: refundable is rent the owner paid in (payments and credits that met it), less what earlier grants of it
  // claimed; the rest lapses (a voided bill's rent is not owed, so a credit on it relieves nothing)
  const refundable = minDecimal(rest, paidIn(fold, rent.id, billId));
  const lapsed = rest.minus(refundable).plus(notCarried);
  fold.grants.set(applicationId, { billId, applied, refundable, taxRoll, lapsed });
  fold.refundsOwed.set(applicationId, refundable);
}

/** N6: what payments and credits paid of a bill's rent, less the refundable parts earlier grants on it took. */
function paidIn(fold: FoldState, rentId: string, billId: string): Decimal {
  let paid = ZERO;
  for (const a of fold.applications)
    if (a.chargeId === rentId && (a.sourceKind === 'payment' || a.sourceKind === 'credit'))
      paid = paid.plus(a.amount);
  for (const g of fold.grants.values()) if (g.billId === billId) paid = paid.minus(g.refundable);
  return Decimal.max(paid, ZERO);
}

/** N6/N7: a refund paid stays a fact; beyond what is now refundable it is owed again as the bill's rent. */
export function foldRefund(fold: FoldState, refund: LedgerRefund): void {
  const owed = fold.refundsOwed.get(refund.applicationId) ?? ZERO;
  const covered = minDecimal(owed, refund.principal);
  fold.refundsOwed.set(refund.applicationId, owed.minus(covered));
  const excess = refund.principal.minus(covered);
  invariant(!excess.isNegative(), () => `refund ${refund.refundId}: covers more than it paid`);
  if (excess.isZero()) return;
  fold.refundsReowed.set(refund.refundId, excess);
  fold.addRent(refund.billId, `refund ${refund.refundId}`, excess);
}

/** The Board waives a bill's penalties of the listed accrual dates: what of them is unpaid, at most what it listed (C13), on the bill or the replacements that carry it (C11). */
export function foldWaiver(fold: FoldState, waiver: LedgerWaiver, date: CivilDate): void {
  // C13: at most what the resolution forgave on each date (an accrual a returned payment left larger is not forgiven more)
  const forgiven = new Map<CivilDate, Decimal>();
  for (const p of waiver.penalties)
    forgiven.set(p.accrualDate, (forgiven.get(p.accrualDate) ?? ZERO).plus(p.waived));
  // C11 x C13: the named bill's accruals first (a voided bill's stand until a run reverses them), then its replacements'
  for (const billId of [waiver.billId, ...waiver.replacements])
    for (const penalty of fold.position(billId, `waiver ${waiver.waiverId}`).penalties) {
      const left = forgiven.get(penalty.date);
      if (left === undefined || left.isZero()) continue;
      forgiven.set(
        penalty.date,
        left.minus(fold.settle(penalty, 'waiver', waiver.waiverId, date, left)),
      );
    }
}

/**
 * N9: the levied amounts leave the sewer account for the tax roll; more
 * levied than is now owed (a backdated payment) is the owner's credit.
 */
export function foldLevy(fold: FoldState, levy: LedgerLevy, date: CivilDate): void {
  const settleUpTo = (charges: readonly Parameters<FoldState['settle']>[0][], most: Decimal) =>
    charges.reduce(
      (left, charge) => left.minus(fold.settle(charge, 'levy', levy.statementId, date, left)),
      most,
    );
  for (const levied of levy.bills) {
    const position = fold.position(levied.billId, `levy ${levy.statementId}`);
    const left = settleUpTo(position.penalties, levied.penalties)
      .plus(settleUpTo(position.charges, levied.charges))
      .plus(settleUpTo([position.rent], levied.rent));
    // N9: the rent the roll now holds for the bill, which a later grant corrects (N6)
    fold.onTaxRoll.set(
      levied.billId,
      (fold.onTaxRoll.get(levied.billId) ?? ZERO).plus(levied.rent),
    );
    invariant(!left.isNegative(), () => `levy ${levy.statementId}: settled more than it levied`);
    fold.credit = fold.credit.plus(left);
  }
}

/** C5: a payment meets the oldest bill first; within a bill its penalties (oldest first), its charges, then its rent; the rest is a credit. */
export function foldPayment(fold: FoldState, payment: LedgerPayment, date: CivilDate): void {
  let remaining = payment.amount;
  // #30: an item already paid is passed over without a subtraction (a payment meets every older bill first)
  const meet = (charge: OpenCharge) => {
    if (remaining.isZero() || charge.unpaid.isZero()) return;
    remaining = remaining.minus(fold.settle(charge, 'payment', payment.paymentId, date, remaining));
  };
  for (const position of fold.ordered) {
    if (remaining.isZero()) break;
    for (const charge of position.penalties) meet(charge);
    for (const charge of position.charges) meet(charge);
    meet(position.rent);
  }
  invariant(
    !remaining.isNegative() && remaining.lte(payment.amount),
    () =>
      `payment ${payment.paymentId}: ${payment.amount.minus(remaining)} applied of ${payment.amount}`,
  );
  fold.credit = fold.credit.plus(remaining);
}
