import type { AccountEvent, BillRendered } from '../account/account-events';
import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import type { Recorded } from '../events/event';
import { formatAmount, parseAmount } from '../money/money';
import { type AccountSummary, latestEffectiveDate } from './account-summary';

/**
 * #30: the bill `added` appends to an account when what it does to the ledger
 * can be told without folding the account's facts again: one bill, dated
 * after the account's last fact (`lastFactDate`, null: none), neither
 * converted nor voided; else null (fold whole).
 *
 * The fold (C5) meets the facts by date, so such a bill comes last, and
 * `foldBill` opens its rent and its charges, nothing else; an account credit
 * would meet them (the caller goes on only where none stands). Every payment,
 * grant, waiver and levy was applied before it came, and is applied the same:
 * the bill is owed whole, and nothing else moves.
 */
export function billAfterEveryFact(
  lastFactDate: CivilDate | null,
  next: AccountState,
  added: readonly Recorded<AccountEvent>[],
): Recorded<BillRendered> | null {
  const [event] = added;
  if (added.length !== 1 || event.type !== 'BillRendered') return null;
  const { billDate, billId } = event.data;
  if (lastFactDate !== null && billDate <= lastFactDate) return null;
  if (next.bills.get(billId) !== event) return null;
  if (next.conversions.has(billId) || next.voids.has(billId)) return null;
  return event;
}

/**
 * #30: the summary (`summaryAt`) of an account after a bill no credit meets
 * and nothing follows (`billAfterEveryFact`), from the summary before it:
 * the bill's rent and charges are owed whole and added to the balance, it is
 * the last open bill (oldest first, C5), and the summary is as of the
 * account's last effective date, the bill's or a later one of a fact the
 * fold does not meet. The penalties, the credit (none), the refunds owed and
 * what is on the tax roll are as they were.
 */
export function summaryAfterBill(
  before: AccountSummary & { balance: NonNullable<AccountSummary['balance']> },
  next: AccountState,
  bill: Recorded<BillRendered>,
): AccountSummary {
  const { billId, billDate, dueDate } = bill.data;
  const rent = parseAmount(bill.data.rent);
  const charges = parseAmount(bill.data.charges);
  const owed = rent.plus(charges);
  const balance = before.balance;
  return {
    asOf: latestEffectiveDate(next) ?? billDate,
    balance: {
      ...balance,
      rent: formatAmount(parseAmount(balance.rent).plus(rent)),
      charges: formatAmount(parseAmount(balance.charges).plus(charges)),
      total: formatAmount(parseAmount(balance.total).plus(owed)),
    },
    openBills: owed.isZero()
      ? before.openBills
      : [...before.openBills, { billId, billDate, dueDate, owed: formatAmount(owed) }],
    oldestUnpaidBillDate: before.oldestUnpaidBillDate ?? (owed.isZero() ? null : billDate),
  };
}
