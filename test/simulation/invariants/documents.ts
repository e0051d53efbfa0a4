import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestLedger } from '../../support/test-ledger';
import { dollars } from '@ledger/domain';
import { World } from '../world';

interface BillAnswer {
  billId: string;
  amountDue: string;
  voided?: unknown;
  levied?: unknown;
}

/** A printed amount ($1,081.14, -$6.57); and one in an answer's text (1081.14). */
const MONEY = /(?<![\d,.])-?\$?\(?\d{1,3}(?:,\d{3})*\.\d{2}\)?(?!\d)/g;
const FIGURE = /(?<![\d.])-?\d+\.\d{2}(?!\d)/g;
const plain = (figure: string) => figure.replace(/[$,()-]/g, '');

/** Every money figure in an answer (strings like "230.40", or within its texts), as absolute values. */
function figuresOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const f of value.match(FIGURE) ?? []) into.add(plain(f));
  else if (Array.isArray(value)) value.forEach((v) => figuresOf(v, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => figuresOf(v, into));
  return into;
}

async function pdfText(ledger: TestLedger, path: string): Promise<string | null> {
  const r = await ledger
    .http()
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  if (r.status !== 200) return null;
  const dir = mkdtempSync(join(tmpdir(), 'sim-pdf-'));
  try {
    writeFileSync(join(dir, 'd.pdf'), r.body as Buffer);
    const out = spawnSync('pdftotext', ['-layout', join(dir, 'd.pdf'), '-'], { encoding: 'utf8' });
    return out.status === 0 ? out.stdout : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A printed document's figures are the JSON answer's it is made from: each
 * amount printed is one of the answer's, and the answer's headline figure
 * is printed. Sampled: one bill, one statement, one lien roll each time.
 */
export async function documentViolations(
  ledger: TestLedger,
  world: World,
  pick: number,
): Promise<string[]> {
  const out: string[] = [];
  const samples: Array<{
    pdf: string;
    json: string;
    /** Other answers the document is also made from (the balance, the account's parcel and owner). */
    also?: string[];
    headline: (body: never) => string;
    /** What the document must say in so many words, from its answer (a bill's stub: the amount due, C5). */
    says?: (body: never) => string | null;
  }> = [];
  const withBills = world.accountsOf().filter((a) => a.bills.length > 0);
  const a = World.pick(withBills, pick);
  const b = a && World.pick(a.bills, pick);
  if (a && b)
    samples.push({
      pdf: `/v1/bills/${encodeURIComponent(b.billId)}/document`,
      json: `/v1/accounts/${a.accountId}`,
      headline: () => b.rent,
      // C5: the stub asks for the bill's amount due (its total less the credit that met it), not its total
      says: (body: { bills: Array<BillAnswer> }) => {
        const bill = body.bills.find((x) => x.billId === b.billId);
        return bill && !bill.voided && !bill.levied && bill.amountDue !== '0.00'
          ? `Amount due ${dollars(bill.amountDue)}`
          : null;
      },
    });
  const s = World.pick(world.accountsOf(), pick);
  if (s) {
    const knownAt = ledger.clock.now().toISOString();
    samples.push({
      pdf: `/v1/accounts/${s.accountId}/statement/document?knownAt=${knownAt}`,
      json: `/v1/accounts/${s.accountId}/statement?knownAt=${knownAt}`,
      also: [
        `/v1/accounts/${s.accountId}/balance?asOf=${world.today}&knownAt=${knownAt}`,
        `/v1/accounts/${s.accountId}`,
      ],
      headline: (body: { closingBalance: string }) => body.closingBalance,
    });
  }
  const l = World.pick(world.statements, pick);
  if (l)
    samples.push({
      pdf: `/v1/lien-statements/${encodeURIComponent(l.statementId)}/roll`,
      json: `/v1/lien-statements/${encodeURIComponent(l.statementId)}`,
      // once levied the roll is what the levy put on the tax roll (N9)
      headline: (body: { total: string; levied: { total: string } | null }) =>
        body.levied?.total ?? body.total,
    });
  for (const sample of samples) {
    const json = await ledger.http().get(sample.json);
    const text = await pdfText(ledger, sample.pdf);
    if (json.status !== 200 || text === null) {
      out.push(`document ${sample.pdf} or its answer ${sample.json} could not be read`);
      continue;
    }
    const figures = figuresOf(json.body);
    for (const also of sample.also ?? []) figuresOf((await ledger.http().get(also)).body, figures);
    const printed = (text.match(MONEY) ?? []).map(plain);
    const strangers = printed.filter((f) => !figures.has(f));
    if (strangers.length > 0)
      out.push(
        `${sample.pdf} prints ${strangers.join(', ')}, figures its answer ${sample.json} does not give`,
      );
    const says = sample.says?.(json.body as never) ?? null;
    if (says !== null && !text.replace(/[ \t]+/g, ' ').includes(says))
      out.push(`${sample.pdf} does not say "${says}", as its answer ${sample.json} does`);
    const headline = sample.headline(json.body as never).replace('-', '');
    if (!printed.includes(headline))
      out.push(`${sample.pdf} does not print ${headline}, the answer's headline figure`);
  }
  // every account's papers of the day can be printed: its delinquency notice (in credit too) and a
  // receipt of one of its payments (with a reversal no run has booked yet too); an integrator found both 500
  const n = World.pick(world.accountsOf(), pick + 1);
  const paid = n?.payments.find((p) => !p.reversal) ?? n?.payments[0];
  for (const path of [
    n && `/v1/accounts/${n.accountId}/delinquency-notice?on=${world.today}`,
    n &&
      paid &&
      `/v1/accounts/${n.accountId}/payments/${encodeURIComponent(paid.paymentId)}/receipt`,
  ])
    if (path && (await pdfText(ledger, path)) === null) out.push(`${path} could not be printed`);
  return out;
}
