import { Decimal } from '@ledger/domain';
import type { TestLedger } from '../../support/test-ledger';
import { northportFiscalYear } from '../generators/periods';
import type { World } from '../world';
import { getter } from './books';

interface JournalEntry {
  date: string;
  accountId: string;
  source: string;
  memo: string;
  lines: Array<{ account: string; debit: string; credit: string }>;
}

/**
 * N8: the Sewer Rent Fund's receipts, over the fiscal years of Northport's
 * bills, are the payments and credits the journal applies to those bills'
 * rent, penalties and charges (C5), as of the same date.
 */
export async function fundViolations(
  ledger: TestLedger,
  world: World,
  asOf: string,
): Promise<string[]> {
  const out: string[] = [];
  const get = getter(ledger, out);
  const northport = new Set(world.accountsOf('northport').map((a) => a.accountId));
  const years = new Set(
    world
      .accountsOf('northport')
      .flatMap((a) => a.bills.map((b) => northportFiscalYear(b.billDate))),
  );
  let receipts = new Decimal(0);
  for (const fy of years) {
    const fund = (await get(
      `/v1/municipalities/northport/fiscal-years/${fy}/fund?asOf=${asOf}`,
    )) as {
      receipts: string;
    } | null;
    if (fund) receipts = receipts.plus(fund.receipts);
  }
  const journal = (await get(`/v1/journal?to=${asOf}`)) as { entries: JournalEntry[] } | null;
  if (!journal) return out;
  const billIds = world.accountsOf('northport').flatMap((a) => a.bills.map((b) => b.billId));
  // a charge of no bill (N10's form charges) is not sewer rent: it is not the fund's
  const ofABill = (e: JournalEntry) =>
    !e.lines.some((l) => l.account === '1120' && l.credit !== '0.00') ||
    billIds.some((id) => (/ to (.*)$/.exec(e.memo)?.[1] ?? '').startsWith(id));
  const applied = journal.entries
    .filter((e) => northport.has(e.accountId) && /^(payment|credit) /.test(e.source) && ofABill(e))
    .reduce(
      (s, e) => s.plus(e.lines.find((l) => l.account === '2000')?.debit ?? '0'),
      new Decimal(0),
    );
  if (!applied.equals(receipts))
    out.push(
      `Northport fund receipts as of ${asOf} over fiscal years ${[...years].join(', ')} are ${receipts.toFixed(2)}; the journal applies ${applied.toFixed(2)} of payments and credits to their bills`,
    );
  return out;
}
