import { Decimal } from '@ledger/domain';
import type { TestLedger } from '../../support/test-ledger';
import { known } from '../known-defects';
import type { Municipality, World } from '../world';
import { getter } from './books';

interface Statement {
  municipality: Municipality;
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
 * booked), what an earlier levy left owed among them.
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
    }
  }
  if (!reconciled && known('lien-stale-accruals')) return out;
  // every account of the municipality, listed or not (one owing and left off is the failure that matters)
  for (const a of world.accountsOf(statement.municipality)) {
    if (!a.bills.every((b) => b.dueDate < statement.cutoff)) continue;
    const payoff = (await get(`/v1/accounts/${a.accountId}/payoff?on=${statement.cutoff}`)) as {
      rent: string;
      penalties: string;
      leviedToTaxRoll: string;
    } | null;
    if (!payoff) continue;
    // N9 (settled): a bill levied on or before the cut-off is listed for what its levies left owed, which is
    // what the payoff on the cut-off holds; one levied after it is not listed (that levy moved it), and the
    // payoff on the cut-off does not know that levy yet: an account with any levy is asked for their dates
    if (!new Decimal(payoff.leviedToTaxRoll).isZero() || a.bills.some((b) => b.levied)) {
      const account = (await get(`/v1/accounts/${a.accountId}`)) as {
        bills: Array<{
          levied?: { leviedOn: string };
          laterLevies?: Array<{ leviedOn: string }>;
        }>;
      } | null;
      const levies = (account?.bills ?? []).flatMap((b) => [
        ...(b.levied ? [b.levied] : []),
        ...(b.laterLevies ?? []),
      ]);
      if (!account || levies.some((l) => l.leviedOn > statement.cutoff)) continue;
    }
    const bills = statement.lines.flatMap((l) =>
      l.bills.filter((b) => b.accountId === a.accountId),
    );
    const rent = bills.reduce((s, b) => s.plus(b.rent), new Decimal(0));
    const penalties = bills.reduce((s, b) => s.plus(b.penalties), new Decimal(0));
    if (!rent.equals(payoff.rent) || !penalties.equals(payoff.penalties))
      out.push(
        `lien statement ${bills.length ? 'line' : 'leaves off'} ${a.accountId} (cut-off ${statement.cutoff})${bills.length ? '' : ','} list${bills.length ? 's' : 'ing'} rent ${rent.toFixed(2)} and penalties ${penalties.toFixed(2)}; a run through the cut-off leaves ${payoff.rent} and ${payoff.penalties}`,
      );
  }
  return out;
}
