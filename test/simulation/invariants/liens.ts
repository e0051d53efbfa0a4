import { Decimal } from '@ledger/domain';
import type { TestLedger } from '../../support/test-ledger';
import { known } from '../known-defects';
import type { World } from '../world';
import { getter } from './books';

interface Statement {
  cutoff: string;
  lines: Array<{
    owner: string;
    accountIds: string[];
    bills: Array<{ accountId: string; rent: string; penalties: string }>;
  }>;
}

/**
 * N9 / Q4, right after a statement is prepared: each line names the owner
 * on the day it is prepared (C9, § 239-32 F), and for an account all of
 * whose bills were due before the cut-off, the line's rent and penalties
 * are what a run through the cut-off leaves booked (the payoff on the
 * cut-off: booked accruals net of those the facts void, and those not yet
 * booked).
 */
export async function lienViolations(
  ledger: TestLedger,
  world: World,
  statement: Statement,
  reconciled: boolean,
): Promise<string[]> {
  const out: string[] = [];
  const get = getter(ledger, out);
  for (const line of statement.lines) {
    for (const accountId of line.accountIds) {
      const a = world.accounts.get(accountId);
      if (!a) continue;
      const owner = a.owners.find((o) => o.from <= world.today && (!o.to || o.to > world.today));
      // a parcel whose accounts name different owners is listed in the name of each ('; ')
      const named = line.owner.split('; ');
      if (owner && !named.includes(owner.owner.name) && !known('lien-owner-at-cutoff'))
        out.push(
          `lien statement line for ${accountId} names ${line.owner}, the owner on the day it is prepared (${world.today}) is ${owner.owner.name}`,
        );
      if (!reconciled && known('lien-stale-accruals')) continue;
      if (!a.bills.every((b) => b.dueDate < statement.cutoff)) continue;
      const payoff = (await get(`/v1/accounts/${accountId}/payoff?on=${statement.cutoff}`)) as {
        rent: string;
        penalties: string;
        leviedToTaxRoll: string;
      } | null;
      if (!payoff || !new Decimal(payoff.leviedToTaxRoll).isZero()) continue;
      const bills = line.bills.filter((b) => b.accountId === accountId);
      const rent = bills.reduce((s, b) => s.plus(b.rent), new Decimal(0));
      const penalties = bills.reduce((s, b) => s.plus(b.penalties), new Decimal(0));
      if (!rent.equals(payoff.rent) || !penalties.equals(payoff.penalties))
        out.push(
          `lien statement line for ${accountId} (cut-off ${statement.cutoff}) lists rent ${rent.toFixed(2)} and penalties ${penalties.toFixed(2)}; a run through the cut-off leaves ${payoff.rent} and ${payoff.penalties}`,
        );
    }
  }
  return out;
}
