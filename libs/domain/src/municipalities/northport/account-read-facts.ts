import type { AccountEvent } from '../../account/account-events';
import type { AccountState } from '../../account/account-state';
import type { Recorded } from '../../events/event';
import {
  type AccountSummary,
  latestEffectiveDate,
  NO_SUMMARY,
  summaryAt,
} from '../../ledger/account-summary';
import type { CivilDate } from '../../dates/civil-date';
import { type Positions, positionsAsOfAndAtEnd } from '../../ledger/balance';
import {
  lastFactAfter,
  openedAfterEveryFact,
  summaryAfter,
} from '../../ledger/opened-after-every-fact';
import {
  type FoldedLedger,
  ledgerAfterPayments,
  ledgerToGoOnFrom,
  paidAfterEveryFact,
} from '../../ledger/paid-after-every-fact';
import {
  accountFundFacts,
  type AccountFundFacts,
  fundFactsAfterPayments,
  fundFactsAt,
} from './account-fund-facts';

/** What the read side derives of an account, and what the next bill's or payment's derivation may go on from. */
export interface ReadFacts {
  readonly summary: AccountSummary;
  readonly fund: AccountFundFacts;
  /**
   * #30: what the account's next facts may go on from (`accountReadFactsAfter`:
   * a bill, a penalty run's accruals, a reading): the date of its last fact
   * (null: none). Null where they cannot: a credit stands to meet the next
   * bill or penalty (C5), or there is no summary.
   */
  readonly continuable: { readonly lastFactDate: CivilDate | null } | null;
  /**
   * #30: the ledger as a fold left it, with the items opened since that were
   * gone on from: what payments after every fact go on from
   * (`ledgerAfterPayments`). Null where the account has no fact with an
   * effective date (no summary); an account with facts but none the ledger
   * meets has one, its last fact's date null.
   */
  readonly ledger: FoldedLedger | null;
}

const continuable = (p: Positions) =>
  p.atEnd.credit.isZero() ? { lastFactDate: p.lastFactDate } : null;

/**
 * What the read side derives of every account (#30): its summary (generic)
 * and its fund facts (N5-N8's budget chapter), from one fold of its ledger
 * where one serves both (`positionsAsOfAndAtEnd`); the same figures as
 * `accountSummary` and `accountFundFacts` called apart. It lives with the
 * fund facts, so the generic summary names no municipality.
 */
export function accountReadFacts(state: AccountState): ReadFacts {
  const asOf = latestEffectiveDate(state);
  if (asOf === null)
    return { summary: NO_SUMMARY, fund: accountFundFacts(state), continuable: null, ledger: null };
  const positions = positionsAsOfAndAtEnd(state, asOf);
  return {
    summary: summaryAt(state, positions.asOf),
    fund: fundFactsAt(state, positions.atEnd),
    continuable: continuable(positions),
    ledger: ledgerToGoOnFrom(
      positions.atEnd,
      positions.lastFactDate,
      positions.lastDayEndsAfterPayments,
    ),
  };
}

/**
 * #30: the read facts of `next`, the state `previous` was derived from with
 * `added` appended, without folding its ledger whole: items opened after
 * every fact (`openedAfter`) or payments received after every fact
 * (`paidAfter`); null otherwise (fold `next` whole). The same figures as
 * `accountReadFacts(next)`.
 */
export function accountReadFactsAfter(
  previous: ReadFacts,
  next: AccountState,
  added: readonly Recorded<AccountEvent>[],
): ReadFacts | null {
  return openedAfter(previous, next, added) ?? paidAfter(previous, next, added);
}

/**
 * When `added` opens items after every fact and no credit meets them, beside
 * facts the fold does not meet (`openedAfterEveryFact`: a bill run's bill, a
 * penalty run's accruals on an account that paid nothing since, a reading):
 * the summary goes on from the one before (`summaryAfter`). The fund's facts
 * are those before: they are the payments' and credits' applications and the
 * grants' splits (N6-N8), and such items change none of them. The items are
 * kept beside the ledger folded before, for a payment to fold them in.
 */
function openedAfter(
  previous: ReadFacts,
  next: AccountState,
  added: readonly Recorded<AccountEvent>[],
): ReadFacts | null {
  const { summary, continuable } = previous;
  const { asOf, balance } = summary;
  if (continuable === null || asOf === null || balance === null) return null;
  const opened = openedAfterEveryFact(continuable.lastFactDate, next, added);
  if (opened === null) return null;
  const after = summaryAfter({ ...summary, asOf, balance }, added, opened);
  if (after === null) return null;
  const lastFactDate = lastFactAfter(continuable.lastFactDate, opened);
  return {
    summary: after,
    fund: previous.fund,
    continuable: { lastFactDate },
    ledger: previous.ledger && {
      atEnd: previous.ledger.atEnd,
      opened: [...previous.ledger.opened, ...opened],
      lastFactDate,
      // items opened after every fact end their day (a bill, an accrual: before its payments); a reading alone changes nothing
      lastDayEndsAfterPayments:
        opened.length === 0 ? previous.ledger.lastDayEndsAfterPayments : false,
    },
  };
}

/**
 * C5: when `added` receives payments after every fact (`paidAfterEveryFact`):
 * the ledger folded before goes on by them (`ledgerAfterPayments`), and the
 * summary and the fund's facts are read from it, as the whole fold's are
 * (a payment at the counter or in a lockbox file folded the account's whole
 * history again, a fifth of the import's time: this copies the open items and
 * meets them).
 */
function paidAfter(
  previous: ReadFacts,
  next: AccountState,
  added: readonly Recorded<AccountEvent>[],
): ReadFacts | null {
  const { ledger } = previous;
  if (ledger === null) return null;
  const paid = paidAfterEveryFact(ledger, next, added);
  if (paid === null) return null;
  // as of the account's last effective date, no fact after it (else two positions: fold whole);
  // the last fact is now the last payment (each on or after the one before it)
  const asOf = latestEffectiveDate(next);
  const lastPaid = paid.reduce((d, p) => (p.data.receivedOn > d ? p.data.receivedOn : d), '');
  if (asOf === null || asOf < lastPaid) return null;
  const after = ledgerAfterPayments(next, ledger, paid);
  const { lastFactDate } = after.ledger;
  return {
    summary: summaryAt(next, { ...after.atEnd, through: asOf }),
    fund: fundFactsAfterPayments(next, previous.fund, after.atEnd, after.paidFrom),
    continuable: after.atEnd.credit.isZero() ? { lastFactDate } : null,
    ledger: after.ledger,
  };
}
