import type { AccountState } from '../account/account-state';
import type { CivilDate } from '../dates/civil-date';
import { Amount, Decimal, formatAmount, parseAmount, sum, ZERO } from '../money/money';
import { foldLedger, foldLedgerTwice, LedgerPosition } from './ledger-fold';
import { bookedPenalties, ledgerInput } from './ledger-input';

/** A date after every fact: a position through it holds every fact booked. */
export const END_OF_TIME = '9999-12-31';

export interface Balance {
  readonly rent: Amount;
  readonly penalties: Amount;
  readonly charges: Amount;
  readonly credit: Amount;
  /** rent + penalties + charges - credit */
  readonly total: Amount;
  /** N6: refunds owed to the owner: not an account credit, not applied to charges, not in `total`. */
  readonly refundDue: Amount;
  /** N9: arrears levied on the tax roll (collected as taxes): not in `total`. */
  readonly leviedToTaxRoll: Amount;
}

/** C5: the account's position as of a date, from the booked facts in `state`. */
export function positionAsOf(state: AccountState, asOf: CivilDate): LedgerPosition {
  return foldLedger(
    ledgerInput(state),
    { kind: 'booked', penalties: bookedPenalties(state) },
    asOf,
  );
}

/** N6: how each grant's credit splits, as derived from every fact known now (C5; the journal's reading). */
export function grantSplits(state: AccountState): LedgerPosition['grants'] {
  return positionAsOf(state, END_OF_TIME).grants;
}

/**
 * N9: what the tax roll holds for the account as of a date: the levied totals.
 * (When a backdated payment made a levy exceed what was owed, the excess is
 * the owner's credit, and still on the roll.)
 */
function leviedAsOf(state: AccountState, asOf: CivilDate): Decimal {
  return sum(
    [...state.levies.values()]
      .filter((l) => l.data.leviedOn <= asOf)
      .map((l) => parseAmount(l.data.total)),
  );
}

function balanceOf(
  position: LedgerPosition,
  refundDue: Decimal = ZERO,
  leviedTotal: Decimal | null = null,
): Balance {
  const levied =
    leviedTotal ??
    sum(position.applications.filter((a) => a.sourceKind === 'levy').map((a) => a.amount));
  const rent = sum(position.bills.map((b) => b.rent.unpaid));
  const penalties = sum(position.bills.flatMap((b) => b.penalties.map((p) => p.unpaid)));
  const charges = sum(position.bills.flatMap((b) => b.charges.map((c) => c.unpaid)));
  const total = rent.plus(penalties).plus(charges).minus(position.credit);
  return {
    rent: formatAmount(rent),
    penalties: formatAmount(penalties),
    charges: formatAmount(charges),
    credit: formatAmount(position.credit),
    total: formatAmount(total),
    refundDue: formatAmount(refundDue),
    leviedToTaxRoll: formatAmount(levied),
  };
}

/**
 * C3: the balance as of a date. The caller passes the state folded from the
 * facts known at the chosen instant (see `knownAt`).
 */
export function balanceAsOf(state: AccountState, asOf: CivilDate): Balance {
  return balanceAt(state, positionAsOf(state, asOf));
}

/** The balance of a position already folded (`positionAsOf`), as of its date. */
export function balanceAt(state: AccountState, position: LedgerPosition): Balance {
  return balanceOf(
    position,
    sum([...position.refundsOwed.values()]),
    leviedAsOf(state, position.through),
  );
}

/** An account's positions as of its last effective date and through the end of time, and the date of its last fact (null: none). */
export interface Positions {
  readonly asOf: LedgerPosition;
  readonly atEnd: LedgerPosition;
  readonly lastFactDate: CivilDate | null;
  /** Whether a fact of that last day comes after its payments (a grant or a refund paid, N6/N7). */
  readonly lastDayEndsAfterPayments: boolean;
}

/**
 * C5: the positions as of `asOf` and through the end of time (what the
 * account's summary and its fund facts need), folded once when no booked fact
 * is dated after `asOf` (`foldLedgerTwice`).
 */
export function positionsAsOfAndAtEnd(state: AccountState, asOf: CivilDate): Positions {
  const { through, later, lastFactDate, lastDayEndsAfterPayments } = foldLedgerTwice(
    ledgerInput(state),
    { kind: 'booked', penalties: bookedPenalties(state) },
    asOf,
    END_OF_TIME,
  );
  return { asOf: through, atEnd: later, lastFactDate, lastDayEndsAfterPayments };
}
