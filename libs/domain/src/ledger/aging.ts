import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import { daysBetween } from '../dates/civil-date';
import { Amount, Decimal, formatAmount, sum, ZERO } from '../money/money';
import { positionAsOf } from './balance';

export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '91-180', 'over-180'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

function bucketOf(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  if (daysPastDue <= 180) return '91-180';
  return 'over-180';
}

/** A bill with something owed on it (rent, penalties and charges together). */
export interface OpenBill {
  readonly billId: string;
  readonly billDate: CivilDate;
  readonly dueDate: CivilDate;
  readonly owed: Amount;
}

/** C5: the bills with something owed as of a date, oldest first. */
export function openBillsAsOf(state: AccountState, asOf: CivilDate): OpenBill[] {
  const open: OpenBill[] = [];
  for (const position of positionAsOf(state, asOf).bills) {
    const owed = position.rent.unpaid
      .plus(sum(position.penalties.map((p) => p.unpaid)))
      .plus(sum(position.charges.map((c) => c.unpaid)));
    if (owed.isZero()) continue;
    // a form charge (N10) is due on its own date
    const bill = state.bills.get(position.bill.billId)?.data ?? {
      billId: position.bill.billId,
      billDate: position.bill.billDate,
      dueDate: position.bill.billDate,
    };
    open.push({
      billId: bill.billId,
      billDate: bill.billDate,
      dueDate: bill.dueDate,
      owed: formatAmount(owed),
    });
  }
  return open;
}

/** Open bills by days past their due date on `asOf`. */
export function agingOfOpenBills(
  open: readonly OpenBill[],
  asOf: CivilDate,
): Record<AgingBucket, Decimal> {
  const buckets = Object.fromEntries(AGING_BUCKETS.map((b) => [b, ZERO])) as Record<
    AgingBucket,
    Decimal
  >;
  for (const bill of open) {
    const bucket = bucketOf(daysBetween(bill.dueDate, asOf));
    buckets[bucket] = buckets[bucket].plus(new Decimal(bill.owed));
  }
  return buckets;
}

/** What an account owes as of a date, by days past each bill's due date (rent, penalties and charges together). */
export function agingOf(state: AccountState, asOf: CivilDate): Record<AgingBucket, Decimal> {
  return agingOfOpenBills(openBillsAsOf(state, asOf), asOf);
}

export function formatAging(
  buckets: Record<AgingBucket, Decimal>,
): Record<AgingBucket, Amount> & { total: Amount } {
  const out = Object.fromEntries(AGING_BUCKETS.map((b) => [b, formatAmount(buckets[b])])) as Record<
    AgingBucket,
    Amount
  >;
  return { ...out, total: formatAmount(sum(AGING_BUCKETS.map((b) => buckets[b]))) };
}
