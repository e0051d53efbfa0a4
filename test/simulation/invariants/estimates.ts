import type { TestLedger } from '../../support/test-ledger';
import { MUNICIPALITIES, type AccountView, type World } from '../world';
import { getter } from './books';

interface Row {
  accountId: string;
  billId: string;
  period: string;
  source: string;
  estimatedGallons: number;
  actualGallons: number;
  billedDeliveredGallons: number;
  actualDeliveredGallons: number;
  billedRent: string;
}

/**
 * N3/C11: the report "bills rendered from estimates now contradicted"
 * agrees with the facts: each row's bill stands (not voided: a voided bill
 * is corrected), was made from an estimate of that source and figure, billed
 * that rent and volume, and the period's usage now is the actual total; the
 * account page lists the same bills as the report.
 */
export async function estimateViolations(ledger: TestLedger, world: World): Promise<string[]> {
  const out: string[] = [];
  const get = getter(ledger, out);
  for (const municipality of MUNICIPALITIES) {
    const report = (await get(
      `/v1/municipalities/${municipality}/estimated-bills-contradicted`,
    )) as { bills: number; rows: Row[] } | null;
    if (!report) continue;
    const where = `${municipality}'s estimated-bills-contradicted`;
    if (report.bills !== new Set(report.rows.map((r) => r.billId)).size)
      out.push(`${where}: bills ${report.bills} is not the number of its rows' bills`);
    const accounts = new Map<string, AccountView>();
    for (const id of new Set(report.rows.map((r) => r.accountId))) {
      const a = (await get(`/v1/accounts/${encodeURIComponent(id)}`)) as AccountView | null;
      if (a) accounts.set(id, a);
    }
    for (const r of report.rows) {
      const a = accounts.get(r.accountId);
      const b = a?.bills.find((x) => x.billId === r.billId);
      const row = `${where} row ${r.accountId} ${r.billId} ${r.source}`;
      if (!a || !b) {
        out.push(`${row}: no such bill on the account`);
        continue;
      }
      if (b.voided) out.push(`${row}: the bill is voided (corrected), yet still reported`);
      if (
        !b.estimatedSources?.some((e) => e.source === r.source && e.gallons === r.estimatedGallons)
      )
        out.push(
          `${row}: the bill did not estimate ${r.estimatedGallons} gallons from that source`,
        );
      if (r.actualGallons === r.estimatedGallons)
        out.push(`${row}: the actual equals the estimate, nothing is contradicted`);
      if (b.rent !== r.billedRent)
        out.push(`${row}: billed ${r.billedRent}, the bill's rent is ${b.rent}`);
      if ((b.deliveredGallons ?? null) !== r.billedDeliveredGallons)
        out.push(
          `${row}: billed ${r.billedDeliveredGallons} gallons, the bill says ${b.deliveredGallons}`,
        );
      if (
        r.actualDeliveredGallons - r.billedDeliveredGallons !==
        r.actualGallons - r.estimatedGallons
      )
        out.push(
          `${row}: the actual total is not the billed total moved by the source's difference`,
        );
    }
    // every bill the account pages list as contradicted is in the report, and no other
    const listed = world
      .accountsOf(municipality)
      .flatMap((a) => (a.contradictedEstimates ?? []).map((c) => `${a.accountId} ${c.billId}`));
    const reported = new Set(report.rows.map((r) => `${r.accountId} ${r.billId}`));
    for (const l of new Set(listed))
      if (!reported.has(l))
        out.push(`${where}: ${l} is contradicted on its account page, not in the report`);
  }
  return out;
}
