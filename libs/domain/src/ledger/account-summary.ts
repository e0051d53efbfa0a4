import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import { OpenBill, openBillsAt } from './aging';
import { Balance, balanceAt, positionAsOf } from './balance';
import type { LedgerPosition } from './ledger-fold';

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
  const asOf = latestEffectiveDate(state);
  if (asOf === null) return NO_SUMMARY;
  return summaryAt(state, positionAsOf(state, asOf));
}

export const NO_SUMMARY: AccountSummary = {
  asOf: null,
  balance: null,
  openBills: [],
  oldestUnpaidBillDate: null,
};

/** The latest effective date of the account's facts (null: no fact). */
export function latestEffectiveDate(state: AccountState): CivilDate | null {
  let asOf: CivilDate | null = null;
  for (const e of state.history)
    if (asOf === null || e.effectiveDate > asOf) asOf = e.effectiveDate;
  return asOf;
}

/** The summary from the position at the account's latest effective date, folded once for the open bills and the balance. */
export function summaryAt(state: AccountState, position: LedgerPosition): AccountSummary {
  const openBills = openBillsAt(state, position);
  const oldest = openBills.reduce<CivilDate | null>(
    (min, b) => (min === null || b.billDate < min ? b.billDate : min),
    null,
  );
  return {
    asOf: position.through,
    balance: balanceAt(state, position),
    openBills,
    oldestUnpaidBillDate: oldest,
  };
}
