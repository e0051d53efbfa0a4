import type { CivilDate } from '../dates/civil-date';
import { Decimal, minDecimal, roundToCents, ZERO } from '../money/money';
import { accrualDates } from '../northport/penalty-schedule';

/**
 * C5 and C6: the ledger fold. Given the facts in effect (bills, payments not
 * reversed, penalties), it replays them in effective-date order and derives how
 * every payment was applied and what is still open. Application is never
 * stored; it is recomputed here, so a backdated or reversed payment re-flows.
 *
 * Within one day: penalty accruals first (their base is what was unpaid at the
 * end of the previous day, C6/N4), then bills, then adjustments and waivers,
 * then payments (a payment received on an accrual date counts after that
 * day's accrual, N4).
 */

export interface LedgerBill {
  readonly billId: string;
  readonly billDate: CivilDate;
  readonly rent: Decimal;
  /** C6: accrual stops on this date (levied to the tax roll, voided); null while it runs. */
  readonly accrualEndsOn: CivilDate | null;
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

/** N6: the part of a granted credit that reduces the bill's unpaid rent, on the grant date. */
export interface LedgerAdjustment {
  readonly applicationId: string;
  readonly billId: string;
  readonly date: CivilDate;
  readonly amount: Decimal;
}

/** The Board waives a bill's penalties of the listed accrual dates, on the waiver date. */
export interface LedgerWaiver {
  readonly waiverId: string;
  readonly billId: string;
  readonly date: CivilDate;
  readonly accrualDates: readonly CivilDate[];
}

export interface LedgerInput {
  readonly bills: readonly LedgerBill[];
  readonly payments: readonly LedgerPayment[];
  readonly adjustments: readonly LedgerAdjustment[];
  readonly waivers: readonly LedgerWaiver[];
}

/** Where penalties come from: the booked facts (balances) or the rule itself (penalty runs, C7). */
export type PenaltySource = { readonly kind: 'booked'; readonly penalties: readonly LedgerPenalty[] } | { readonly kind: 'computed'; readonly rate: Decimal };

export interface OpenCharge {
  readonly id: string;
  readonly kind: 'rent' | 'penalty';
  readonly billId: string;
  readonly date: CivilDate;
  readonly amount: Decimal;
  unpaid: Decimal;
}

export interface Application {
  /** What paid the charge: a payment, an account credit (C5), an adjustment (N6) or a waiver. */
  readonly sourceKind: 'payment' | 'credit' | 'adjustment' | 'waiver';
  /** The payment id, application id or waiver id; `credit` for an account credit. */
  readonly source: string;
  readonly chargeId: string;
  readonly kind: 'rent' | 'penalty';
  readonly billId: string;
  readonly date: CivilDate;
  readonly amount: Decimal;
}

export interface ComputedAccrual {
  readonly billId: string;
  readonly accrualDate: CivilDate;
  readonly base: Decimal;
  readonly amount: Decimal;
}

export interface BillPosition {
  readonly bill: LedgerBill;
  readonly rent: OpenCharge;
  readonly penalties: OpenCharge[];
}

export interface LedgerPosition {
  readonly through: CivilDate;
  readonly bills: readonly BillPosition[];
  readonly credit: Decimal;
  readonly applications: readonly Application[];
  readonly accruals: readonly ComputedAccrual[];
}

type Happening =
  | { readonly date: CivilDate; readonly order: 0; readonly seq: number; readonly kind: 'booked-penalty'; readonly penalty: LedgerPenalty }
  | { readonly date: CivilDate; readonly order: 0; readonly seq: number; readonly kind: 'accrual'; readonly billId: string }
  | { readonly date: CivilDate; readonly order: 1; readonly seq: number; readonly kind: 'bill'; readonly bill: LedgerBill }
  | { readonly date: CivilDate; readonly order: 2; readonly seq: number; readonly kind: 'adjustment'; readonly adjustment: LedgerAdjustment }
  | { readonly date: CivilDate; readonly order: 2; readonly seq: number; readonly kind: 'waiver'; readonly waiver: LedgerWaiver }
  | { readonly date: CivilDate; readonly order: 3; readonly seq: number; readonly kind: 'payment'; readonly payment: LedgerPayment };

function byBillOrder(a: BillPosition, b: BillPosition): number {
  // C5: oldest first, by the effective date of the bill; the bill id breaks ties deterministically.
  if (a.bill.billDate !== b.bill.billDate) return a.bill.billDate < b.bill.billDate ? -1 : 1;
  return a.bill.billId < b.bill.billId ? -1 : a.bill.billId > b.bill.billId ? 1 : 0;
}

function schedule({ bills, payments, adjustments, waivers }: LedgerInput, source: PenaltySource, through: CivilDate): Happening[] {
  const happenings: Happening[] = [];
  let seq = 0;
  for (const bill of bills) {
    if (bill.billDate <= through) happenings.push({ date: bill.billDate, order: 1, seq: seq++, kind: 'bill', bill });
  }
  if (source.kind === 'booked') {
    for (const penalty of source.penalties) {
      if (penalty.accrualDate <= through) happenings.push({ date: penalty.accrualDate, order: 0, seq: seq++, kind: 'booked-penalty', penalty });
    }
  } else {
    for (const bill of bills) {
      for (const date of accrualDates(bill.billDate, through)) {
        if (bill.accrualEndsOn !== null && date >= bill.accrualEndsOn) break;
        happenings.push({ date, order: 0, seq: seq++, kind: 'accrual', billId: bill.billId });
      }
    }
  }
  for (const adjustment of adjustments) {
    if (adjustment.date <= through) happenings.push({ date: adjustment.date, order: 2, seq: seq++, kind: 'adjustment', adjustment });
  }
  for (const waiver of waivers) {
    if (waiver.date <= through) happenings.push({ date: waiver.date, order: 2, seq: seq++, kind: 'waiver', waiver });
  }
  for (const payment of payments) {
    if (payment.receivedOn <= through) happenings.push({ date: payment.receivedOn, order: 3, seq: seq++, kind: 'payment', payment });
  }
  return happenings.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.order !== b.order ? a.order - b.order : a.seq - b.seq));
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
  let credit = ZERO;

  const book = (charge: OpenCharge) => {
    // C5: an account credit is applied automatically to the next charge when it is booked.
    if (credit.isZero()) return;
    const applied = minDecimal(credit, charge.unpaid);
    charge.unpaid = charge.unpaid.minus(applied);
    credit = credit.minus(applied);
    applications.push({ sourceKind: 'credit', source: 'credit', chargeId: charge.id, kind: charge.kind, billId: charge.billId, date: charge.date, amount: applied });
  };

  const addPenalty = (billId: string, id: string, date: CivilDate, amount: Decimal) => {
    const position = positions.get(billId);
    if (!position) throw new Error(`penalty ${id} for bill ${billId} that is not in effect on ${date}`);
    const charge: OpenCharge = { id, kind: 'penalty', billId, date, amount, unpaid: amount };
    position.penalties.push(charge);
    book(charge);
  };

  const position = (billId: string, what: string): BillPosition => {
    const found = positions.get(billId);
    if (!found) throw new Error(`${what} for bill ${billId} that is not in effect`);
    return found;
  };

  for (const h of schedule(input, source, through)) {
    switch (h.kind) {
      case 'bill': {
        const rent: OpenCharge = { id: h.bill.billId, kind: 'rent', billId: h.bill.billId, date: h.bill.billDate, amount: h.bill.rent, unpaid: h.bill.rent };
        const position: BillPosition = { bill: h.bill, rent, penalties: [] };
        positions.set(h.bill.billId, position);
        ordered.push(position);
        ordered.sort(byBillOrder);
        book(rent);
        break;
      }
      case 'booked-penalty':
        addPenalty(h.penalty.billId, h.penalty.penaltyId, h.penalty.accrualDate, h.penalty.amount);
        break;
      case 'accrual': {
        // C6: simple, never compounded: a percentage of the rent principal still unpaid.
        const base = positions.get(h.billId)!.rent.unpaid;
        if (base.isZero()) break;
        const amount = roundToCents(base.times((source as { rate: Decimal }).rate));
        if (amount.isZero()) break;
        accruals.push({ billId: h.billId, accrualDate: h.date, base, amount });
        addPenalty(h.billId, `${h.billId}@${h.date}`, h.date, amount);
        break;
      }
      case 'adjustment': {
        // N6: the credit reduces the bill's unpaid rent; were the rent since paid by a
        // backdated payment, what the credit can no longer reduce is an account credit.
        const rent = position(h.adjustment.billId, `adjustment ${h.adjustment.applicationId}`).rent;
        const applied = minDecimal(h.adjustment.amount, rent.unpaid);
        rent.unpaid = rent.unpaid.minus(applied);
        credit = credit.plus(h.adjustment.amount.minus(applied));
        if (!applied.isZero()) applications.push({ sourceKind: 'adjustment', source: h.adjustment.applicationId, chargeId: rent.id, kind: 'rent', billId: rent.billId, date: h.date, amount: applied });
        break;
      }
      case 'waiver': {
        for (const penalty of position(h.waiver.billId, `waiver ${h.waiver.waiverId}`).penalties) {
          if (!h.waiver.accrualDates.includes(penalty.date) || penalty.unpaid.isZero()) continue;
          applications.push({ sourceKind: 'waiver', source: h.waiver.waiverId, chargeId: penalty.id, kind: 'penalty', billId: penalty.billId, date: h.date, amount: penalty.unpaid });
          penalty.unpaid = ZERO;
        }
        break;
      }
      case 'payment': {
        // C5: oldest bill first; within a bill its penalties (oldest first), then its rent.
        let remaining = h.payment.amount;
        for (const position of ordered) {
          for (const charge of [...position.penalties, position.rent]) {
            if (remaining.isZero()) break;
            if (charge.unpaid.isZero()) continue;
            const applied = minDecimal(remaining, charge.unpaid);
            charge.unpaid = charge.unpaid.minus(applied);
            remaining = remaining.minus(applied);
            applications.push({ sourceKind: 'payment', source: h.payment.paymentId, chargeId: charge.id, kind: charge.kind, billId: charge.billId, date: h.date, amount: applied });
          }
        }
        credit = credit.plus(remaining);
        break;
      }
    }
  }
  return { through, bills: ordered, credit, applications, accruals };
}
