import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import { Amount, Decimal, formatAmount, sum, ZERO } from '../money/money';
import { foldLedger, LedgerPosition } from './ledger-fold';
import { bookedPenalties, ledgerBills, ledgerPayments } from './ledger-input';

export interface Balance {
  readonly rent: Amount;
  readonly penalties: Amount;
  readonly charges: Amount;
  readonly credit: Amount;
  /** rent + penalties + charges - credit */
  readonly total: Amount;
}

/** C5: the account's position as of a date, from the booked facts in `state`. */
export function positionAsOf(state: AccountState, asOf: CivilDate): LedgerPosition {
  return foldLedger({ bills: ledgerBills(state), payments: ledgerPayments(state) }, { kind: 'booked', penalties: bookedPenalties(state) }, asOf);
}

export function balanceOf(position: LedgerPosition): Balance {
  const rent = sum(position.bills.map((b) => b.rent.unpaid));
  const penalties = sum(position.bills.flatMap((b) => b.penalties.map((p) => p.unpaid)));
  const charges: Decimal = ZERO;
  const total = rent.plus(penalties).plus(charges).minus(position.credit);
  return {
    rent: formatAmount(rent),
    penalties: formatAmount(penalties),
    charges: formatAmount(charges),
    credit: formatAmount(position.credit),
    total: formatAmount(total),
  };
}

/**
 * C3: the balance as of a date. The caller passes the state folded from the
 * facts known at the chosen instant (see `knownAt`).
 */
export function balanceAsOf(state: AccountState, asOf: CivilDate): Balance {
  return balanceOf(positionAsOf(state, asOf));
}
