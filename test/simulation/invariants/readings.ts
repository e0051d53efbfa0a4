import type { TestLedger } from '../../support/test-ledger';
import type { World } from '../world';
import { getter } from './books';

interface Reading {
  period: string;
  source: string;
  totalGallons: number;
  estimated: boolean;
  current: boolean;
  contradictedBy: { gallons: number; readOn: string } | null;
  billIds: string[];
}

/**
 * N3: the readings on file (`GET /v1/accounts/{id}/readings`) agree with the
 * account page: each period's usage is the sum of its sources' current
 * readings; the readings a bill names add up to the gallons it billed; and
 * each bill the page lists as contradicted names an estimate of its source
 * that a later actual of that figure contradicts.
 */
export async function readingViolations(ledger: TestLedger, world: World): Promise<string[]> {
  const out: string[] = [];
  const get = getter(ledger, out);
  for (const a of world.accountsOf()) {
    const answer = (await get(`/v1/accounts/${encodeURIComponent(a.accountId)}/readings`)) as {
      readings: Reading[];
    } | null;
    if (!answer) continue;
    const where = `${a.accountId}'s readings`;
    const sum = (rs: Reading[]) => rs.reduce((s, r) => s + r.totalGallons, 0);
    for (const u of a.usage) {
      const current = answer.readings.filter((r) => r.period === u.period && r.current);
      if (u.totalGallons !== undefined && sum(current) !== u.totalGallons)
        out.push(
          `${where}: period ${u.period}'s current readings make ${sum(current)}, its usage says ${u.totalGallons}`,
        );
    }
    for (const b of a.bills) {
      const made = answer.readings.filter((r) => r.billIds.includes(b.billId));
      if (made.length && sum(made) !== b.deliveredGallons)
        out.push(
          `${where}: bill ${b.billId} names readings of ${sum(made)} gallons, it billed ${b.deliveredGallons}`,
        );
    }
    const listed = a.contradictedEstimates ?? [];
    for (const [i, c] of listed.entries()) {
      // a second actual contradicts again: the readings name the latest
      const latest = !listed
        .slice(i + 1)
        .some((l) => l.billId === c.billId && l.source === c.source);
      if (
        !answer.readings.some(
          (r) =>
            r.period === c.period &&
            r.source === c.source &&
            r.estimated &&
            r.totalGallons === c.estimatedGallons &&
            r.contradictedBy !== null &&
            (!latest || r.contradictedBy.gallons === c.actualGallons) &&
            r.billIds.includes(c.billId),
        )
      )
        out.push(
          `${where}: bill ${c.billId} is contradicted on the account page, no estimate of ${c.source} (${c.estimatedGallons}) contradicted by ${c.actualGallons} names it`,
        );
    }
  }
  return out;
}
