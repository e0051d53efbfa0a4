import type { AccountState } from '../account/account-state';
import { ledgerFoldedIn } from '../ledger/paid-after-every-fact';
import type { ReadFacts } from '../municipalities/northport/account-read-facts';

/**
 * #30: read facts with the items gone on from folded into their ledger: facts
 * gone on from say what the whole fold of `next` says when these are equal
 * (summary, fund, what the next bill goes on from, and the ledger itself).
 */
export function readFactsAsFolded(facts: ReadFacts, next: AccountState): ReadFacts {
  return { ...facts, ledger: facts.ledger && ledgerFoldedIn(next, facts.ledger) };
}
