import type { CivilDate } from '../../dates/civil-date';
import type {
  LedgerAdjustment,
  LedgerBill,
  LedgerCharge,
  LedgerInput,
  LedgerLevy,
  LedgerPayment,
  LedgerPenalty,
  LedgerRefund,
  LedgerSurcharge,
  LedgerWaiver,
  PenaltySource,
  WaivedAccrual,
} from '../ledger-fold';
import { accrualDatesOf, accrualKey, surchargeDatesOf } from './accruals';

/** C13: a waived accrual as it was booked. */
type WaivedBooking = NonNullable<WaivedAccrual['booked']>;

/** One thing that happens to the account on a day, as the fold replays it. */
type HappeningBody =
  | { readonly kind: 'booked-penalty'; readonly penalty: LedgerPenalty }
  | {
      readonly kind: 'accrual';
      readonly bill: LedgerBill;
      readonly surcharge: LedgerSurcharge | null;
      /** C13: a waived accrual as it was booked (its amount and base), which it keeps where the rule would charge more (null: not waived). */
      readonly waived: WaivedBooking | null;
    }
  | { readonly kind: 'bill'; readonly bill: LedgerBill }
  | { readonly kind: 'charge'; readonly charge: LedgerCharge }
  | { readonly kind: 'adjustment'; readonly adjustment: LedgerAdjustment }
  | { readonly kind: 'waiver'; readonly waiver: LedgerWaiver }
  | { readonly kind: 'levy'; readonly levy: LedgerLevy }
  | { readonly kind: 'payment'; readonly payment: LedgerPayment }
  | { readonly kind: 'refund'; readonly refund: LedgerRefund };

export type Happening = HappeningBody & {
  readonly date: CivilDate;
  /** The place within a day (see ORDER). */
  readonly order: number;
  /** The place among the input's facts, which breaks the last ties. */
  readonly seq: number;
};

/**
 * Within one day: penalty accruals first (their base is what was unpaid at
 * the end of the previous day, C6/N4/W1), then bills and charges, then
 * waivers and levies, then payments (a payment received on an accrual date
 * counts after that day's accrual), then grants (N6: the rent unpaid at the
 * end of the grant date, after that day's payments) and refunds paid.
 */
const ORDER: Readonly<Record<HappeningBody['kind'], number>> = {
  'booked-penalty': 0,
  accrual: 0,
  bill: 1,
  charge: 1,
  waiver: 2,
  levy: 2,
  payment: 3,
  adjustment: 4,
  refund: 5,
};

/** N6/N7: whether a fact comes after the payments of its day (a grant, a refund paid): a payment of that day is met before it. */
export const afterTheDaysPayments = (h: Happening): boolean => h.order > ORDER.payment;

/** The input's facts dated on or before `through`, in the order the fold meets them (by date, then ORDER, then input order). */
export function schedule(
  input: LedgerInput,
  source: PenaltySource,
  through: CivilDate,
): Happening[] {
  const happenings: Happening[] = [];
  // #30: each happening is built whole where it is pushed (a spread of each fact's body into it cost a fifth of the fold)
  const add = (h: Happening) => {
    if (h.date <= through) happenings.push(h);
  };
  const seq = () => happenings.length;
  for (const bill of input.bills)
    add({ kind: 'bill', bill, date: bill.billDate, order: ORDER.bill, seq: seq() });
  for (const charge of input.charges)
    add({ kind: 'charge', charge, date: charge.date, order: ORDER.charge, seq: seq() });
  if (source.kind === 'booked')
    for (const penalty of source.penalties)
      add({
        kind: 'booked-penalty',
        penalty,
        date: penalty.accrualDate,
        order: ORDER['booked-penalty'],
        seq: seq(),
      });
  else addAccruals(input, through, add, seq);
  for (const adjustment of input.adjustments)
    add({
      kind: 'adjustment',
      adjustment,
      date: adjustment.date,
      order: ORDER.adjustment,
      seq: seq(),
    });
  for (const refund of input.refunds ?? [])
    add({ kind: 'refund', refund, date: refund.date, order: ORDER.refund, seq: seq() });
  for (const waiver of input.waivers)
    add({ kind: 'waiver', waiver, date: waiver.date, order: ORDER.waiver, seq: seq() });
  for (const levy of input.levies)
    add({ kind: 'levy', levy, date: levy.date, order: ORDER.levy, seq: seq() });
  for (const payment of input.payments)
    add({ kind: 'payment', payment, date: payment.receivedOn, order: ORDER.payment, seq: seq() });
  return happenings.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order || a.seq - b.seq,
  );
}

/** C6: the accruals the rule calls for (a penalty run's view, C7): the bill's own and its surcharges' (W3). */
function addAccruals(
  input: LedgerInput,
  through: CivilDate,
  add: (h: Happening) => void,
  seq: () => number,
): void {
  // #30: built whole here too (a generator's bodies spread into each cost a third of a penalty run at 5 years)
  const waived = waivedAmounts(input);
  const of = (bill: LedgerBill, rule: string, date: CivilDate) =>
    waived.size === 0
      ? null
      : (waived.get(accrualKey(bill.billId, rule, bill.penaltyRule, date)) ?? null);
  for (const bill of input.bills) {
    for (const date of accrualDatesOf(bill, through))
      add({
        kind: 'accrual',
        bill,
        surcharge: null,
        waived: of(bill, bill.penaltyRule, date),
        date,
        order: ORDER.accrual,
        seq: seq(),
      });
    for (const surcharge of bill.surcharges)
      for (const date of surchargeDatesOf(bill, surcharge, through))
        add({
          kind: 'accrual',
          bill,
          surcharge,
          waived: of(bill, surcharge.rule, date),
          date,
          order: ORDER.accrual,
          seq: seq(),
        });
  }
}

/**
 * C13: the accruals waivers named, by key, each as it was booked. "A later
 * penalty run never books it again": a re-flow that would accrue more on a
 * waived date (a payment returned after the waiver) keeps the booked amount,
 * so the run neither reverses nor books it again, and the waiver forgives
 * what it said. A re-flow that would accrue less (a backdated payment) books
 * the lesser amount, and one that leaves nothing unpaid on that date removes
 * the accrual (reversed once): the owner is never charged more than the rule
 * gives.
 */
function waivedAmounts(input: LedgerInput): Map<string, WaivedBooking> {
  const waived = new Map<string, WaivedBooking>();
  for (const waiver of input.waivers)
    for (const billId of [waiver.billId, ...waiver.replacements]) {
      // C11 x C13: a replacement's accrual on a waived date is the same penalty on the corrected rent
      const bill = input.bills.find((b) => b.billId === billId);
      if (!bill) continue;
      for (const p of waiver.penalties)
        if (p.booked)
          waived.set(
            accrualKey(bill.billId, p.booked.rule, bill.penaltyRule, p.accrualDate),
            p.booked,
          );
    }
  return waived;
}
