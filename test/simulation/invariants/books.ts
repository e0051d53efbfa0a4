import { Decimal } from '@ledger/domain';
import type { TestLedger } from '../../support/test-ledger';
import { MUNICIPALITIES, type World } from '../world';

type Get = (path: string) => Promise<unknown>;

/** A GET that must answer 200 (anything else is itself a violation). */
export const getter =
  (ledger: TestLedger, violations: string[]): Get =>
  async (path) => {
    const r = await ledger.http().get(path);
    if (r.status !== 200) {
      violations.push(`GET ${path} answered ${r.status}: ${r.text.slice(0, 300)}`);
      return null;
    }
    return r.body;
  };

/** What an account owes (the aging's and the receivables' measure): its credit is held apart. */
const owed = (b: Balance) => new Decimal(b.rent).plus(b.penalties).plus(b.charges);

const sum = (values: Array<string | Decimal>) =>
  values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));

interface Balance {
  total: string;
  refundDue: string;
  rent: string;
  penalties: string;
  charges: string;
  credit: string;
}

/**
 * The books agree as of a date: the trial balance balances; each
 * municipality's aging total is what its accounts owe (rent, penalties,
 * charges); the trial balance's receivables are what every account owes,
 * and its credits held (2000) are the accounts' credits; each account's
 * payoff is its balance and what a run would still book or void (at least
 * the balance when the run would only book); each account's statement
 * through the date closes at its balance.
 */
export async function bookViolations(
  ledger: TestLedger,
  world: World,
  asOf: string,
): Promise<string[]> {
  const out: string[] = [];
  const get = getter(ledger, out);
  const tb = (await get(`/v1/trial-balance?asOf=${asOf}`)) as {
    debits: string;
    credits: string;
    balanced: boolean;
    rows: Array<{ account: string; balance: string }>;
  } | null;
  if (tb && (!tb.balanced || tb.debits !== tb.credits))
    out.push(`trial balance as of ${asOf} does not balance: ${tb.debits} dr / ${tb.credits} cr`);
  const balances = new Map<string, Balance>();
  for (const a of world.accountsOf()) {
    const b = (await get(`/v1/accounts/${a.accountId}/balance?asOf=${asOf}`)) as Balance | null;
    if (!b) continue;
    balances.set(a.accountId, b);
    // the statement's closing balance through the day is the balance (C13: a waiver's line says what stands of it)
    const statement = (await get(`/v1/accounts/${a.accountId}/statement?to=${asOf}`)) as {
      closingBalance: string;
      entries: Array<{ kind: string; amount: string }>;
    } | null;
    if (statement && !new Decimal(statement.closingBalance).equals(b.total))
      out.push(
        `${a.accountId}: the statement through ${asOf} closes at ${statement.closingBalance}, the balance as of that day is ${b.total}`,
      );
    // N6/N7 x C11: a refund is of rent paid in; the fund never owes back more than the account paid (payments standing
    // and converted credits: the statement's payment lines, less its reversals)
    if (statement) {
      const paidIn = sum(
        statement.entries
          .filter((e) => e.kind === 'payment' || e.kind === 'payment-reversal')
          .map((e) => e.amount),
      ).negated();
      if (new Decimal(b.refundDue).greaterThan(paidIn))
        out.push(
          `${a.accountId}: ${b.refundDue} is due to be refunded as of ${asOf}, more than the ${paidIn.toFixed(2)} the account paid in`,
        );
    }
    const p = (await get(`/v1/accounts/${a.accountId}/payoff?on=${asOf}`)) as {
      payoff: string;
      notYetBooked: Array<{ amount: string }>;
    } | null;
    if (!p) continue;
    // the payoff is the balance and what a run through the day would book or void (C7)
    const pending = sum(p.notYetBooked.map((n) => n.amount));
    if (!new Decimal(b.total).plus(pending).equals(p.payoff))
      out.push(
        `${a.accountId}: payoff on ${asOf} ${p.payoff} is not the balance ${b.total} with what is not yet booked (${pending.toFixed(2)})`,
      );
    if (pending.greaterThanOrEqualTo(0) && new Decimal(p.payoff).lessThan(b.total))
      out.push(`${a.accountId}: payoff on ${asOf} ${p.payoff} is less than the balance ${b.total}`);
  }
  for (const m of MUNICIPALITIES) {
    const aging = (await get(`/v1/municipalities/${m}/aging?asOf=${asOf}`)) as AgingAnswer | null;
    const accounts = world.accountsOf(m).filter((a) => balances.has(a.accountId));
    const total = sum(accounts.map((a) => owed(balances.get(a.accountId)!)));
    if (aging && !total.equals(aging.totals.total))
      out.push(
        `${m} aging total as of ${asOf} is ${aging.totals.total}, the sum of what its ${accounts.length} accounts owe is ${total.toFixed(2)}`,
      );
    if (aging) out.push(...(await agingInPages(get, m, asOf, aging)));
  }
  if (tb && balances.size === world.accounts.size) {
    const row = (code: string) => tb.rows.find((r) => r.account === code)?.balance ?? '0';
    const receivables = sum(['1100', '1110', '1120'].map(row));
    const total = sum([...balances.values()].map(owed));
    if (!receivables.equals(total))
      out.push(
        `trial balance receivables as of ${asOf} (1100+1110+1120) are ${receivables.toFixed(2)}, the accounts owe ${total.toFixed(2)}`,
      );
    const credits = sum([...balances.values()].map((b) => b.credit));
    if (!new Decimal(row('2000')).negated().equals(credits))
      out.push(
        `trial balance credits held as of ${asOf} (2000) are ${new Decimal(row('2000')).negated().toFixed(2)}, the accounts' credits sum to ${credits.toFixed(2)}`,
      );
  }
  return out;
}

type AgingAnswer = {
  accounts: number;
  totals: { total: string };
  rows: Array<{ accountId: string; total: string }>;
};

/** #30: the aging read a row a page is the whole report (the histories rarely have more than one account owing), and each page's totals are the whole's. */
async function agingInPages(
  get: Get,
  m: string,
  asOf: string,
  whole: AgingAnswer,
): Promise<string[]> {
  const rows: AgingAnswer['rows'] = [];
  for (let offset = 0; offset < whole.accounts; offset += 1) {
    const page = (await get(
      `/v1/municipalities/${m}/aging?asOf=${asOf}&offset=${offset}&limit=1`,
    )) as AgingAnswer | null;
    if (!page) return [];
    if (page.totals.total !== whole.totals.total || page.accounts !== whole.accounts)
      return [
        `${m} aging as of ${asOf} from row ${offset}: ${page.accounts} accounts owing ${page.totals.total}, the whole report ${whole.accounts} owing ${whole.totals.total}`,
      ];
    rows.push(...page.rows);
  }
  return JSON.stringify(rows) === JSON.stringify(whole.rows)
    ? []
    : [`${m} aging as of ${asOf} read a row a page is not the whole report's rows`];
}
