import type { AccountEvent, BillRendered, PenaltyAccrued } from '../account/account-events';
import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import type { Recorded } from '../events/event';
import { type Decimal, formatAmount, parseAmount } from '../money/money';
import type { AccountSummary } from './account-summary';
import type { OpenBill } from './aging';

/** A bill rendered or a penalty accrued that opens an item after every fact of the account (`openedAfterEveryFact`). */
export type Opened = Recorded<BillRendered> | Recorded<PenaltyAccrued>;

/**
 * #30: the items `added` opens on an account when what they do to the ledger
 * can be told without folding the account's facts again: bills rendered
 * (neither converted nor voided) and penalties accrued (on a bill not voided),
 * each dated after the account's last fact (`lastFactDate`, null: none),
 * beside facts the fold does not meet (`NOT_IN_THE_LEDGER`); else null (fold
 * whole). A bill run appends such a bill to every account with no credit and
 * nothing dated after the bill, and a penalty run such accruals to an account
 * that paid nothing since.
 *
 * The fold (C5) meets the facts by date, so such items come after every
 * fact, and what `foldBill` and a booked penalty do is open them, nothing
 * else; an account credit would meet them (the caller goes on only where
 * none stands). Every payment, grant, waiver and levy was applied before
 * they came, and is applied the same: they are owed whole, and nothing else
 * moves.
 */
export function openedAfterEveryFact(
  lastFactDate: CivilDate | null,
  next: AccountState,
  added: readonly Recorded<AccountEvent>[],
): Opened[] | null {
  const opened: Opened[] = [];
  for (const event of added) {
    if (NOT_IN_THE_LEDGER.has(event.type)) continue;
    if (event.type === 'BillRendered') {
      const { billId } = event.data;
      if (next.bills.get(billId) !== event) return null;
      if (next.conversions.has(billId) || next.voids.has(billId)) return null;
    } else if (event.type === 'PenaltyAccrued') {
      if (next.penalties.get(event.data.penaltyId)?.accrued !== event) return null;
      if (next.voids.has(event.data.billId)) return null;
    } else return null;
    if (lastFactDate !== null && dateOf(event) <= lastFactDate) return null;
    opened.push(event);
  }
  return opened;
}

/**
 * Facts the ledger fold does not meet (`ledgerInput`), nor the summary or the
 * fund's facts read: a reading (N3), an owner, a unit's status, an occupancy
 * found, water turned on, a reclassification, a form or an adjustment
 * application filed or denied (a grant is met; a filing is not). They shape
 * bills to come, not what is owed: after one, the facts are those before,
 * as of its date when it is the latest.
 */
export const NOT_IN_THE_LEDGER: ReadonlySet<AccountEvent['type']> = new Set<AccountEvent['type']>([
  'WaterUsageRecorded',
  'OwnerChanged',
  'UnitStatusChanged',
  'OccupancyFound',
  'WaterTurnedOn',
  'AccountReclassified',
  'UtilizationFormFiled',
  'AdjustmentApplicationFiled',
  'AdjustmentDenied',
]);

/** Whether an open bill comes after a bill of this date and id in the fold's order of bills (C5: date, then id). */
const laterBill = (b: OpenBill, billId: string, billDate: CivilDate): boolean =>
  b.billDate !== billDate ? b.billDate > billDate : b.billId > billId;

/** The date the fold meets an item on: its bill date or its accrual date. */
export const dateOf = (e: Opened): CivilDate =>
  e.type === 'BillRendered' ? e.data.billDate : e.data.accrualDate;

/** The account's last fact after the items opened (`openedAfterEveryFact`): the last of theirs, or the one before. */
export const lastFactAfter = (
  lastFactDate: CivilDate | null,
  opened: readonly Opened[],
): CivilDate | null =>
  opened
    .map(dateOf)
    .reduce<CivilDate | null>((last, d) => (last === null || d > last ? d : last), lastFactDate);

/**
 * #30: the summary (`summaryAt`) of an account after `added`, whose items
 * (`opened`) no credit meets and nothing follows (`openedAfterEveryFact`),
 * from the summary before them: each is owed whole and added to the balance.
 * A bill is an open bill after every one before the items, in its place among
 * those opened with it (oldest first, C5). A penalty adds to what its bill
 * owes, a bill open already (its rent unpaid is what accrued it, C6); where
 * the bill is not open, or the penalty is not after the bill's date, the
 * answer is null (fold whole). The summary is as of the account's last
 * effective date: the one before, or a later event's. The credit (none), the
 * refunds owed and what is on the tax roll are as they were.
 */
export function summaryAfter(
  before: AccountSummary & {
    asOf: CivilDate;
    balance: NonNullable<AccountSummary['balance']>;
  },
  added: readonly Recorded<AccountEvent>[],
  opened: readonly Opened[],
): AccountSummary | null {
  const add = (amount: string, more: Decimal) => formatAmount(parseAmount(amount).plus(more));
  let { balance, openBills, oldestUnpaidBillDate } = before;
  for (const event of opened) {
    if (event.type === 'BillRendered') {
      const { billId, billDate, dueDate } = event.data;
      const rent = parseAmount(event.data.rent);
      const charges = parseAmount(event.data.charges);
      const owed = rent.plus(charges);
      balance = {
        ...balance,
        rent: add(balance.rent, rent),
        charges: add(balance.charges, charges),
        total: add(balance.total, owed),
      };
      if (owed.isZero()) continue;
      // C5: in its place by date, then id (`FoldState.open`): after every bill before the items,
      // not always after another opened with it (another writer's bills read back together)
      let at = openBills.length;
      while (at > 0 && laterBill(openBills[at - 1], billId, billDate)) at--;
      const open = { billId, billDate, dueDate, owed: formatAmount(owed) };
      openBills = [...openBills.slice(0, at), open, ...openBills.slice(at)];
      if (oldestUnpaidBillDate === null || billDate < oldestUnpaidBillDate)
        oldestUnpaidBillDate = billDate;
    } else {
      const amount = parseAmount(event.data.amount);
      const at = openBills.findIndex((b) => b.billId === event.data.billId);
      // not open, or accrued on or before its bill's date (the fold meets it before the bill, and
      // refuses it): folded whole, where the fold's own checks name it
      if (at < 0 || event.data.accrualDate <= openBills[at].billDate) return null;
      const bill: OpenBill = { ...openBills[at], owed: add(openBills[at].owed, amount) };
      openBills = openBills.map((b, i) => (i === at ? bill : b));
      balance = {
        ...balance,
        penalties: add(balance.penalties, amount),
        total: add(balance.total, amount),
      };
    }
  }
  // the account's last effective date (`latestEffectiveDate`): the one before, or a later event's
  const asOf = added.reduce(
    (last, e) => (e.effectiveDate > last ? e.effectiveDate : last),
    before.asOf,
  );
  return {
    asOf,
    balance,
    openBills,
    oldestUnpaidBillDate,
  };
}
