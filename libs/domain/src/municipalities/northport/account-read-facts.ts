import type { AccountState } from '../../account/account-state';
import {
  type AccountSummary,
  latestEffectiveDate,
  NO_SUMMARY,
  summaryAt,
} from '../../ledger/account-summary';
import { positionsAsOfAndAtEnd } from '../../ledger/balance';
import { accountFundFacts, type AccountFundFacts, fundFactsAt } from './account-fund-facts';

/**
 * What the read side derives of every account (#30): its summary (generic)
 * and its fund facts (N5-N8's budget chapter), from one fold of its ledger
 * where one serves both (`positionsAsOfAndAtEnd`); the same figures as
 * `accountSummary` and `accountFundFacts` called apart. It lives with the
 * fund facts, so the generic summary names no municipality.
 */
export function accountReadFacts(state: AccountState): {
  summary: AccountSummary;
  fund: AccountFundFacts;
} {
  const asOf = latestEffectiveDate(state);
  if (asOf === null) return { summary: NO_SUMMARY, fund: accountFundFacts(state) };
  const positions = positionsAsOfAndAtEnd(state, asOf);
  return {
    summary: summaryAt(state, positions.asOf),
    fund: fundFactsAt(state, positions.atEnd),
  };
}
