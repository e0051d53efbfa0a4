import {
  accountFundFacts,
  type AccountFundFacts,
  type AccountEvent,
  accountReadFacts,
  accountReadFactsAfter,
  type AccountState,
  accountSummary,
  type AccountSummary,
  type ReadFacts,
  type Recorded,
} from '@ledger/domain';
import type { MovedOn } from '../infrastructure/event-sourced-repository';

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
 * and the read side derived, a fifth to a third of the state's with the
 * ledger's open items a payment goes on from (5.3 KB beside 18.4 by
 * `approximateBytes` at 2 years for an account that pays, 61.3 beside 106.8
 * at 5 for one that never does), which the cache's budget leaves room for
 * (`STATES_SHARE_OF_CACHE`); and,
 * for a state moved on and not yet derived, the facts of the state before
 * (`after`: shared with it, not copied).
 *
 * A state whose one fold throws is not kept: each projection then derives its
 * own part alone, so it fails (and names its event) as it did before, and only
 * if its own part fails (an account with no fund leaves the fund running).
 */
export class AccountReadFacts {
  private readonly kept = new WeakMap<AccountState, ReadFacts>();

  /**
   * #30: a state the accounts' cache moved on from one whose facts are kept,
   * with those facts and the events between: its own facts go on from them
   * where they can (`accountReadFactsAfter`: a bill run's bill, a penalty
   * run's accruals on an account that paid nothing since, a reading, a
   * payment after every fact; about
   * 7 us an account, where folding its ledger whole took 45 us with one year
   * of history before the bill and 224 with four, 62 events) instead of
   * folding its ledger whole. The facts before are held, not the state
   * before, and only until the state after is derived or let go.
   */
  private readonly after = new WeakMap<
    AccountState,
    { previous: ReadFacts; added: readonly Recorded<AccountEvent>[] }
  >();

  /** `moves`: the accounts' repository, whose cache tells each state it moves on (`onMovedOn`). */
  constructor(moves?: { onMovedOn(listener: MovedOn<AccountEvent, AccountState>): void }) {
    moves?.onMovedOn((previous, next, added) => {
      const facts = this.kept.get(previous);
      if (facts && (facts.continuable || facts.ledger))
        this.after.set(next, { previous: facts, added });
    });
  }

  summary(state: AccountState): AccountSummary {
    return this.of(state)?.summary ?? accountSummary(state);
  }

  fund(state: AccountState): AccountFundFacts {
    return this.of(state)?.fund ?? accountFundFacts(state);
  }

  private of(state: AccountState) {
    const found = this.kept.get(state);
    if (found) return found;
    const after = this.after.get(state);
    let facts = null;
    try {
      if (after) facts = accountReadFactsAfter(after.previous, state, after.added);
    } catch {
      // going on only saves work: folded whole below
    }
    try {
      facts ??= accountReadFacts(state);
    } catch {
      return null;
    }
    this.after.delete(state);
    this.kept.set(state, facts);
    return facts;
  }
}
