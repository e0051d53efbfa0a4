import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import { toDayNumber } from '../dates/civil-date';
import { Amount, amountToCents, centsToAmount, formatAmount, sum } from '../money/money';
import { positionAsOf } from './balance';
import type { LedgerPosition } from './ledger-fold';

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
  return openBillsAt(state, positionAsOf(state, asOf));
}

/** The open bills of a position already folded (`positionAsOf`), oldest first. */
export function openBillsAt(state: AccountState, folded: LedgerPosition): OpenBill[] {
  const open: OpenBill[] = [];
  for (const position of folded.bills) {
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

/**
 * An open bill as the aging report sums it (#30): its due date as a day
 * number (`toDayNumber`) and what is owed on it in integer cents. The account
 * summary keeps these, so the report over every account subtracts and adds
 * integers, parses no date, and formats each figure once.
 */
type OpenBillCents = readonly [dueDay: number, cents: number];

export function openBillCents(open: readonly OpenBill[]): OpenBillCents[] {
  return open.map((b) => [toDayNumber(b.dueDate), amountToCents(b.owed)]);
}

/**
 * Open bills by days past their due date on the day `asOfDay` (`toDayNumber`
 * of the date asked), in cents; into `buckets` when given (set to zero first:
 * a report over 100,000 accounts reuses one, #30).
 */
export function agingOfOpenBills(
  open: readonly OpenBillCents[],
  asOfDay: number,
  buckets: Record<AgingBucket, number> = emptyAging(),
): Record<AgingBucket, number> {
  for (const b of AGING_BUCKETS) buckets[b] = 0;
  for (const [dueDay, cents] of open) buckets[bucketOf(asOfDay - dueDay)] += cents;
  return buckets;
}

/**
 * `agingOfOpenBills` of open bills as an account summary stores them, their
 * JSON text (`[[dueDay,cents],...]`, integers only), summed as the digits are
 * read: no array is built for it (#30: the aging report's totals read 100,000
 * of these). Any other text is parsed as JSON and summed as before.
 */
export function agingOfOpenBillsText(
  text: string,
  asOfDay: number,
  buckets: Record<AgingBucket, number> = emptyAging(),
): Record<AgingBucket, number> {
  for (const b of AGING_BUCKETS) buckets[b] = 0;
  let value = 0;
  let digits = false;
  let negative = false;
  let dueDay = 0;
  let cents = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) {
      value = value * 10 + (c - DIGIT_0);
      digits = true;
      continue;
    }
    if (c === MINUS && !digits) {
      negative = true;
      continue;
    }
    if (c !== COMMA && c !== OPEN && c !== CLOSE)
      return agingOfOpenBills(JSON.parse(text) as OpenBillCents[], asOfDay, buckets);
    if (!digits) continue;
    const n = negative ? -value : value;
    if (cents) buckets[bucketOf(asOfDay - dueDay)] += n;
    else dueDay = n;
    cents = !cents;
    value = 0;
    digits = false;
    negative = false;
  }
  return buckets;
}

const [DIGIT_0, DIGIT_9, MINUS, COMMA, OPEN, CLOSE] = ['0', '9', '-', ',', '[', ']'].map((c) =>
  c.charCodeAt(0),
);

/** Every bucket at zero cents. */
export function emptyAging(): Record<AgingBucket, number> {
  return { current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '91-180': 0, 'over-180': 0 };
}

/** What an account owes as of a date, by days past each bill's due date (rent, penalties and charges together), in cents. */
export function agingOf(state: AccountState, asOf: CivilDate): Record<AgingBucket, number> {
  return agingOfOpenBills(openBillCents(openBillsAsOf(state, asOf)), toDayNumber(asOf));
}

/** The buckets as amounts, and their total. */
export function formatAging(
  buckets: Record<AgingBucket, number>,
): Record<AgingBucket, Amount> & { total: Amount } {
  let total = 0;
  for (const b of AGING_BUCKETS) total += buckets[b];
  return {
    current: centsToAmount(buckets.current),
    '1-30': centsToAmount(buckets['1-30']),
    '31-60': centsToAmount(buckets['31-60']),
    '61-90': centsToAmount(buckets['61-90']),
    '91-180': centsToAmount(buckets['91-180']),
    'over-180': centsToAmount(buckets['over-180']),
    total: centsToAmount(total),
  };
}
