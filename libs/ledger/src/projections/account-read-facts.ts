import {
  accountFundFacts,
  type AccountFundFacts,
  accountReadFacts,
  type AccountState,
  accountSummary,
  type AccountSummary,
} from '@ledger/domain';

/**
 * An account's summary and fund facts, folded once for both projections
 * (#30: the fund and the summary each folded the whole ledger again). The
 * runner derives the fund, then the summaries, of each chunk of streams, from
 * the same folded states (the repository's cache): keyed by that state, which
 * is immutable, the facts are the ones its fold gives. Kept as long as the
 * state itself is (a weak key: the repository's cache bounds both), so a
 * rebuild in a process that already derived an account (the API's, after a
 * bill run) writes its rows again without folding its ledger again (#30: the
 * ledger fold was a sixth of the rebuild in process, and a bound of 2,000
 * states let the first half of 4,000 accounts go before the rebuild reached
 * them). What that costs: the facts' heap beside each state the cache holds
 * and the read side derived, about a fifth of the state's (3.3 KB beside
 * 14.5 KB by `approximateBytes` at the bench's 4,000 accounts x 2 years),
 * which the cache's budget leaves room for (`STATES_SHARE_OF_CACHE`).
 *
 * A state whose one fold throws is not kept: each projection then derives its
 * own part alone, so it fails (and names its event) as it did before, and only
 * if its own part fails (an account with no fund leaves the fund running).
 */
export class AccountReadFacts {
  private readonly kept = new WeakMap<
    AccountState,
    { summary: AccountSummary; fund: AccountFundFacts }
  >();

  summary(state: AccountState): AccountSummary {
    return this.of(state)?.summary ?? accountSummary(state);
  }

  fund(state: AccountState): AccountFundFacts {
    return this.of(state)?.fund ?? accountFundFacts(state);
  }

  private of(state: AccountState) {
    const found = this.kept.get(state);
    if (found) return found;
    let facts;
    try {
      facts = accountReadFacts(state);
    } catch {
      return null;
    }
    this.kept.set(state, facts);
    return facts;
  }
}
