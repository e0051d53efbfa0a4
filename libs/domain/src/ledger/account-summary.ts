import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import { OpenBill, openBillsAsOf } from './aging';
import { Balance, balanceAsOf, positionAsOf } from './balance';

/**
 * What is asked of every account at once (aging, lien candidates), as of the
 * account's last effective date: no fact is dated after it, so the figures
 * hold for every later date too (C3: a later date adds no fact). A query for
 * an earlier date folds the account instead.
 */
export interface AccountSummary {
  /** The latest effective date of the account's facts (null: nothing but its opening... or nothing). */
  readonly asOf: CivilDate | null;
  readonly balance: Balance | null;
  readonly openBills: readonly OpenBill[];
  /** The bill date of the oldest bill with something owed, or null. */
  readonly oldestUnpaidBillDate: CivilDate | null;
}

export function accountSummary(state: AccountState): AccountSummary {
  let asOf: CivilDate | null = null;
  for (const e of state.history)
    if (asOf === null || e.effectiveDate > asOf) asOf = e.effectiveDate;
  if (asOf === null)
    return { asOf: null, balance: null, openBills: [], oldestUnpaidBillDate: null };
  // one fold of the ledger as of that date for both the open bills and the balance (#30: it was folded twice)
  const position = positionAsOf(state, asOf);
  const openBills = openBillsAsOf(state, asOf, position);
  const oldest = openBills.reduce<CivilDate | null>(
    (min, b) => (min === null || b.billDate < min ? b.billDate : min),
    null,
  );
  return {
    asOf,
    balance: balanceAsOf(state, asOf, position),
    openBills,
    oldestUnpaidBillDate: oldest,
  };
}
