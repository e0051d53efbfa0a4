import { invariant } from '../errors/invariant';
import { addMonths, CivilDate } from '../dates/civil-date';
import { Decimal, minDecimal, roundToCents, ZERO } from '../money/money';

/**
 * C5 and C6: the ledger fold. Given the facts in effect (bills, charges,
 * payments not reversed, penalties, adjustments, waivers, levies), it replays
 * them in effective-date order and derives how every payment was applied and
 * what is still open. Application is never stored; it is recomputed here, so a
 * backdated or reversed payment re-flows.
 *
 * Within one day: penalty accruals first (their base is what was unpaid at the
 * end of the previous day, C6/N4/W1), then bills and charges, then waivers and
 * levies, then payments (a payment received on an accrual date counts after
 * that day's accrual), then grants (N6: the rent unpaid at the end of the
 * grant date) and refunds paid.
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
  readonly date: CivilDate;
  readonly amount: Decimal;
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
  readonly applied: Decimal;
  readonly refundable: Decimal;
}

/** The Board waives a bill's penalties of the listed accrual dates, on the waiver date. */
export interface LedgerWaiver {
  readonly waiverId: string;
  readonly billId: string;
  readonly date: CivilDate;
  readonly accrualDates: readonly CivilDate[];
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
type PenaltySource =
  | { readonly kind: 'booked'; readonly penalties: readonly LedgerPenalty[] }
  | { readonly kind: 'computed' };

interface OpenCharge {
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
}

type HappeningBody =
  | { readonly kind: 'booked-penalty'; readonly penalty: LedgerPenalty }
  | {
      readonly kind: 'accrual';
      readonly bill: LedgerBill;
      readonly surcharge: LedgerSurcharge | null;
    }
  | { readonly kind: 'bill'; readonly bill: LedgerBill }
  | { readonly kind: 'charge'; readonly charge: LedgerCharge }
  | { readonly kind: 'adjustment'; readonly adjustment: LedgerAdjustment }
  | { readonly kind: 'waiver'; readonly waiver: LedgerWaiver }
  | { readonly kind: 'levy'; readonly levy: LedgerLevy }
  | { readonly kind: 'payment'; readonly payment: LedgerPayment }
  | { readonly kind: 'refund'; readonly refund: LedgerRefund };

type Happening = HappeningBody & {
  readonly date: CivilDate;
  readonly order: number;
  readonly seq: number;
};

/** Bound on any accrual schedule: 100 years of monthly accruals. */
const MAX_ACCRUALS = 1200;

/** C6: a bill's accrual dates on or before `through` (and before accrual stops). */
function accrualDatesOf(bill: LedgerBill, through: CivilDate): CivilDate[] {
  const dates: CivilDate[] = [];
  for (let k = 0; k < MAX_ACCRUALS; k++) {
    // from the first date each time (addMonths), so a clamp to a short month does not drift
    const date = addMonths(bill.firstPenaltyDate, k);
    if (date > through || (bill.accrualEndsOn !== null && date >= bill.accrualEndsOn)) break;
    dates.push(date);
    if (bill.accruals === 'once') break;
  }
  return dates;
}

/** W3: a surcharge's accrual dates: each monthly anniversary of its date, on or before `through`, before accrual stops. */
function surchargeDatesOf(
  bill: LedgerBill,
  surcharge: LedgerSurcharge,
  through: CivilDate,
): CivilDate[] {
  const dates: CivilDate[] = [];
  for (let k = 1; k <= MAX_ACCRUALS; k++) {
    const date = addMonths(surcharge.from, k);
    if (date > through || (bill.accrualEndsOn !== null && date >= bill.accrualEndsOn)) break;
    dates.push(date);
  }
  return dates;
}

/** The id of a computed accrual: the bill's own keep the first release's `bill@date`; a surcharge's names its rule. */
export function accrualKey(
  billId: string,
  rule: string,
  penaltyRule: string,
  date: CivilDate,
): string {
  return rule === penaltyRule ? `${billId}@${date}` : `${billId}@${rule}@${date}`;
}

/** A charge of no bill as the fold places it: an item with no rent and no penalty schedule. */
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

function byBillOrder(a: BillPosition, b: BillPosition): number {
  // C5: oldest first, by the effective date of the bill; the bill id breaks ties deterministically.
  if (a.bill.billDate !== b.bill.billDate) return a.bill.billDate < b.bill.billDate ? -1 : 1;
  return a.bill.billId < b.bill.billId ? -1 : a.bill.billId > b.bill.billId ? 1 : 0;
}

function schedule(input: LedgerInput, source: PenaltySource, through: CivilDate): Happening[] {
  const happenings: Happening[] = [];
  let seq = 0;
  const add = (date: CivilDate, order: number, h: HappeningBody) => {
    if (date <= through) happenings.push({ ...h, date, order, seq: seq++ });
  };
  for (const bill of input.bills) add(bill.billDate, 1, { kind: 'bill', bill });
  for (const charge of input.charges) add(charge.date, 1, { kind: 'charge', charge });
  if (source.kind === 'booked')
    for (const penalty of source.penalties)
      add(penalty.accrualDate, 0, { kind: 'booked-penalty', penalty });
  else
    for (const bill of input.bills) {
      for (const date of accrualDatesOf(bill, through))
        add(date, 0, { kind: 'accrual', bill, surcharge: null });
      for (const surcharge of bill.surcharges)
        for (const date of surchargeDatesOf(bill, surcharge, through))
          add(date, 0, { kind: 'accrual', bill, surcharge });
    }
  // N6: a grant meets the rent unpaid at the end of its date (after that day's payments); a refund after it
  for (const adjustment of input.adjustments)
    add(adjustment.date, 4, { kind: 'adjustment', adjustment });
  for (const refund of input.refunds ?? []) add(refund.date, 5, { kind: 'refund', refund });
  for (const waiver of input.waivers) add(waiver.date, 2, { kind: 'waiver', waiver });
  for (const levy of input.levies) add(levy.date, 2, { kind: 'levy', levy });
  for (const payment of input.payments) add(payment.receivedOn, 3, { kind: 'payment', payment });
  return happenings.sort((a, b) =>
    a.date !== b.date
      ? a.date < b.date
        ? -1
        : 1
      : a.order !== b.order
        ? a.order - b.order
        : a.seq - b.seq,
  );
}

export function foldLedger(
  input: LedgerInput,
  source: PenaltySource,
  through: CivilDate,
): LedgerPosition {
  const positions = new Map<string, BillPosition>();
  const ordered: BillPosition[] = [];
  const applications: Application[] = [];
  const accruals: ComputedAccrual[] = [];
  const grants = new Map<string, GrantSplit>();
  const refundsOwed = new Map<string, Decimal>();
  const refundsReowed = new Map<string, Decimal>();
  let credit = ZERO;

  const settle = (
    charge: OpenCharge,
    sourceKind: Application['sourceKind'],
    source: string,
    date: CivilDate,
    most: Decimal,
  ): Decimal => {
    const applied = minDecimal(most, charge.unpaid);
    if (applied.isZero()) return applied;
    charge.unpaid = charge.unpaid.minus(applied);
    applications.push({
      sourceKind,
      source,
      chargeId: charge.id,
      kind: charge.kind,
      billId: charge.billId,
      date,
      amount: applied,
    });
    return applied;
  };
  // C5: an account credit is applied automatically to the next charge when it is booked.
  const book = (charge: OpenCharge) => {
    if (!credit.isZero())
      credit = credit.minus(settle(charge, 'credit', 'credit', charge.date, credit));
  };
  const position = (billId: string, what: string): BillPosition => {
    const found = positions.get(billId);
    if (!found) throw new Error(`${what} for bill ${billId} that is not in effect`);
    return found;
  };
  const addPenalty = (billId: string, id: string, date: CivilDate, amount: Decimal) => {
    const charge: OpenCharge = { id, kind: 'penalty', billId, date, amount, unpaid: amount };
    position(billId, `penalty ${id}`).penalties.push(charge);
    book(charge);
  };

  for (const h of schedule(input, source, through)) {
    switch (h.kind) {
      case 'bill': {
        const rent: OpenCharge = {
          id: h.bill.billId,
          kind: 'rent',
          billId: h.bill.billId,
          date: h.bill.billDate,
          amount: h.bill.rent,
          unpaid: h.bill.rent,
        };
        const p: BillPosition = { bill: h.bill, rent, penalties: [], charges: [] };
        positions.set(h.bill.billId, p);
        ordered.push(p);
        ordered.sort(byBillOrder);
        // C5: a credit meets the new bill in the payment order: its charges, then its rent
        if (!h.bill.charges.isZero()) {
          const billed: OpenCharge = {
            id: `${h.bill.billId}/charges`,
            kind: 'charge',
            billId: h.bill.billId,
            date: h.bill.billDate,
            amount: h.bill.charges,
            unpaid: h.bill.charges,
          };
          p.charges.push(billed);
          book(billed);
        }
        book(rent);
        break;
      }
      case 'charge': {
        if (h.charge.billId === null) {
          // C5: an item of its own, met oldest first by its date like a bill; it bears no penalty
          const item: OpenCharge = {
            id: h.charge.chargeId,
            kind: 'charge',
            billId: h.charge.chargeId,
            date: h.date,
            amount: h.charge.amount,
            unpaid: h.charge.amount,
          };
          const p: BillPosition = {
            bill: standaloneItem(h.charge),
            rent: { ...item, kind: 'rent', amount: ZERO, unpaid: ZERO },
            penalties: [],
            charges: [item],
          };
          positions.set(h.charge.chargeId, p);
          ordered.push(p);
          ordered.sort(byBillOrder);
          book(item);
          break;
        }
        const p = position(h.charge.billId, `charge ${h.charge.chargeId}`);
        if (h.charge.kind === 'rent') {
          // W2: a vacancy rate lost adds to the bill's rent principal (and bears interest, C6)
          p.rent.amount = p.rent.amount.plus(h.charge.amount);
          p.rent.unpaid = p.rent.unpaid.plus(h.charge.amount);
          book(p.rent);
        } else {
          const charge: OpenCharge = {
            id: h.charge.chargeId,
            kind: 'charge',
            billId: h.charge.billId,
            date: h.date,
            amount: h.charge.amount,
            unpaid: h.charge.amount,
          };
          p.charges.push(charge);
          book(charge);
        }
        break;
      }
      case 'booked-penalty':
        addPenalty(h.penalty.billId, h.penalty.penaltyId, h.penalty.accrualDate, h.penalty.amount);
        break;
      case 'accrual': {
        // C6: simple, never compounded: a percentage of the rent principal still unpaid.
        const base = position(h.bill.billId, 'accrual').rent.unpaid;
        if (base.isZero()) break;
        // W3: a yearly rate divided exactly, rounded once per accrual
        const rate = h.surcharge
          ? h.surcharge.annualRate.dividedBy(h.surcharge.accrualsPerYear)
          : h.bill.penaltyRate;
        const amount = roundToCents(base.times(rate));
        if (amount.isZero()) break;
        const rule = h.surcharge?.rule ?? h.bill.penaltyRule;
        accruals.push({ billId: h.bill.billId, rule, accrualDate: h.date, base, amount });
        addPenalty(
          h.bill.billId,
          accrualKey(h.bill.billId, rule, h.bill.penaltyRule, h.date),
          h.date,
          amount,
        );
        break;
      }
      case 'adjustment': {
        // N6: the credit first reduces the bill's unpaid rent; the rest is rent already paid, now refundable
        const rent = position(h.adjustment.billId, `adjustment ${h.adjustment.applicationId}`).rent;
        const applied = settle(
          rent,
          'adjustment',
          h.adjustment.applicationId,
          h.date,
          h.adjustment.amount,
        );
        const refundable = h.adjustment.amount.minus(applied);
        grants.set(h.adjustment.applicationId, { applied, refundable });
        refundsOwed.set(h.adjustment.applicationId, refundable);
        break;
      }
      case 'refund': {
        // N6/N7: a refund paid stays a fact; beyond what is now refundable it is owed again as the bill's rent
        const owed = refundsOwed.get(h.refund.applicationId) ?? ZERO;
        const covered = minDecimal(owed, h.refund.principal);
        refundsOwed.set(h.refund.applicationId, owed.minus(covered));
        const excess = h.refund.principal.minus(covered);
        if (!excess.isZero()) {
          refundsReowed.set(h.refund.refundId, excess);
          const rent = position(h.refund.billId, `refund ${h.refund.refundId}`).rent;
          rent.amount = rent.amount.plus(excess);
          rent.unpaid = rent.unpaid.plus(excess);
          book(rent);
        }
        break;
      }
      case 'waiver':
        for (const penalty of position(h.waiver.billId, `waiver ${h.waiver.waiverId}`).penalties) {
          if (h.waiver.accrualDates.includes(penalty.date))
            settle(penalty, 'waiver', h.waiver.waiverId, h.date, penalty.unpaid);
        }
        break;
      case 'levy':
        // N9: the levied amounts leave the sewer account for the tax roll
        for (const levied of h.levy.bills) {
          const p = position(levied.billId, `levy ${h.levy.statementId}`);
          let penalties = levied.penalties;
          for (const penalty of p.penalties)
            penalties = penalties.minus(
              settle(penalty, 'levy', h.levy.statementId, h.date, penalties),
            );
          let charges = levied.charges;
          for (const charge of p.charges)
            charges = charges.minus(settle(charge, 'levy', h.levy.statementId, h.date, charges));
          const rent = levied.rent.minus(
            settle(p.rent, 'levy', h.levy.statementId, h.date, levied.rent),
          );
          // more levied than is now owed (a backdated payment): the difference is the owner's credit
          credit = credit.plus(penalties).plus(charges).plus(rent);
        }
        break;
      case 'payment': {
        // C5: oldest bill first; within a bill its penalties (oldest first), its charges, then its rent.
        let remaining = h.payment.amount;
        for (const p of ordered) {
          for (const charge of [...p.penalties, ...p.charges, p.rent]) {
            if (remaining.isZero()) break;
            remaining = remaining.minus(
              settle(charge, 'payment', h.payment.paymentId, h.date, remaining),
            );
          }
        }
        credit = credit.plus(remaining);
        break;
      }
      default: {
        const unknown: never = h;
        throw new Error(`no rule folds ${JSON.stringify(unknown)}`);
      }
    }
  }
  const folded = {
    through,
    bills: ordered,
    credit,
    applications,
    accruals,
    grants,
    refundsOwed,
    refundsReowed,
  };
  assertFolded(folded, input);
  return folded;
}

/** The fold's invariants (C5, N6): checked on every fold, so a defect throws instead of showing a wrong figure. */
function assertFolded(position: LedgerPosition, input: LedgerInput): void {
  invariant(!position.credit.isNegative(), () => `credit ${position.credit} is below zero`);
  for (const p of position.bills) {
    for (const charge of [p.rent, ...p.penalties, ...p.charges]) {
      invariant(
        !charge.unpaid.isNegative() && charge.unpaid.lte(charge.amount),
        () => `${charge.kind} ${charge.id}: unpaid ${charge.unpaid} outside 0..${charge.amount}`,
      );
    }
  }
  const byPayment = new Map<string, Decimal>();
  for (const a of position.applications)
    if (a.sourceKind === 'payment')
      byPayment.set(a.source, (byPayment.get(a.source) ?? ZERO).plus(a.amount));
  for (const payment of input.payments) {
    const applied = byPayment.get(payment.paymentId) ?? ZERO;
    invariant(
      applied.lte(payment.amount),
      () => `payment ${payment.paymentId}: ${applied} applied, more than its ${payment.amount}`,
    );
  }
}
