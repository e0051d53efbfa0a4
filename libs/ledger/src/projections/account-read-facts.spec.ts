import { accountFoldProbe, accountReadFacts } from '@ledger/domain';
import { AccountReadFacts } from './account-read-facts';

describe('AccountReadFacts', () => {
  it("#30: keeps an account's facts as long as its state, however many accounts were derived since (a rebuild in a warm process folds no ledger again)", () => {
    const facts = new AccountReadFacts();
    const first = accountFoldProbe();
    const summary = facts.summary(first);
    const fund = facts.fund(first);
    expect(summary).toEqual(accountReadFacts(first).summary);
    expect(fund).toEqual(accountReadFacts(first).fund);
    // more accounts derived since than the 2,000 states a bound kept
    for (let i = 0; i < 2_500; i++) facts.fund(accountFoldProbe());
    expect(facts.summary(first)).toBe(summary);
    expect(facts.fund(first)).toBe(fund);
    // another state, even of the same facts, is folded on its own
    expect(facts.summary(accountFoldProbe())).not.toBe(summary);
  });
});
