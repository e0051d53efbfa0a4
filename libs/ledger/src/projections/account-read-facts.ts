import {
  accountFundFacts,
  type AccountFundFacts,
  accountReadFacts,
  type AccountState,
  accountSummary,
  type AccountSummary,
} from '@ledger/domain';

/** States whose facts are kept: the runner derives its projections chunk by chunk (500 streams), so the second finds the first's. */
const KEPT = 2_000;

/**
 * An account's summary and fund facts, folded once for both projections
 * (#30: the fund and the summary each folded the whole ledger again). The
 * runner derives the fund, then the summaries, of each chunk of streams, from
 * the same folded states (the repository's cache): keyed by that state, which
 * is immutable, the facts are the ones its fold gives. Bounded: the oldest
 * state is let go first.
 *
 * A state whose one fold throws is not kept: each projection then derives its
 * own part alone, so it fails (and names its event) as it did before, and only
 * if its own part fails (an account with no fund leaves the fund running).
 */
export class AccountReadFacts {
  private readonly kept = new Map<
    AccountState,
    { summary: AccountSummary; fund: AccountFundFacts }
  >();

  constructor(private readonly limit = KEPT) {}

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
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    return facts;
  }
}
