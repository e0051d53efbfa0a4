import type { AccountEvent } from '../account/account-events';
import type { AccountState } from '../account/account-state';
import type { Recorded } from '../events/event';
import { END_OF_TIME, type Positions } from './balance';
import { latestEffectiveDate } from './account-summary';
import { FoldState } from './fold/fold-state';
import { foldBill } from './fold/fold-steps';
import { ledgerBill } from './ledger-input';

/**
 * #30: the positions of an account just billed, from the positions before
 * the bill, without folding its whole ledger again: what a bill run's read
 * side asks of every account it bills (the ledger fold over the account's
 * every fact was a quarter of a bill run at 5 years of history).
 *
 * `next` is the state `previous` was folded from with `added` appended. The
 * fold (C5) meets the facts by date, so a bill dated after every fact the
 * account had comes last, and what it does is `foldBill`'s alone: it opens
 * its rent and charges (and a converted bill's penalties), and an account
 * credit meets them. With no credit (C5: a credit is applied when a charge is
 * booked) it moves nothing else: every payment, grant, waiver and levy was
 * applied before it came, and applied the same; the other bills' facts (a
 * levy's date, a tax sale, a void) are the same facts. So the positions are
 * those before it with the bill opened last, as the fold would place it (by
 * date, and it is the latest).
 *
 * Null where that reasoning does not hold, and the caller folds whole:
 * anything but one bill appended, a bill not after the account's last fact,
 * a credit standing to meet it.
 */
export function positionsAfterBill(
  previous: Pick<Positions, 'atEnd' | 'lastFactDate'>,
  next: AccountState,
  added: readonly Recorded<AccountEvent>[],
): Positions | null {
  const [event] = added;
  if (added.length !== 1 || event.type !== 'BillRendered') return null;
  const { billDate, billId } = event.data;
  if (previous.lastFactDate !== null && billDate <= previous.lastFactDate) return null;
  if (!previous.atEnd.credit.isZero()) return null;
  const rendered = next.bills.get(billId);
  if (rendered !== event) return null;
  // the bill's own step, on a fold holding nothing but it: with no credit it books nothing against anything else
  const fold = new FoldState();
  foldBill(fold, ledgerBill(next, rendered));
  const billed = fold.positionThrough(END_OF_TIME);
  const atEnd = {
    ...previous.atEnd,
    through: END_OF_TIME,
    bills: [...previous.atEnd.bills, ...billed.bills],
  };
  // the last effective date is the bill's or a later one of a fact the fold does not meet: no ledger fact is after it
  const asOf = latestEffectiveDate(next) ?? billDate;
  return { asOf: { ...atEnd, through: asOf }, atEnd, lastFactDate: billDate };
}
