import { parse } from 'csv-parse/sync';
import {
  northportAccount,
  startTestLedger,
  TestLedger,
  workedExampleAccount,
} from '../support/test-ledger';

type Aging = {
  accounts: number;
  offset: number;
  limit: number | null;
  totals: Record<string, string>;
  rows: Array<{ accountId: string; owner: string; parcelId: string; total: string }>;
};

/**
 * #30: the aging report in pages. An office over 100,000 accounts reads a page
 * of rows and the totals of every account (the console asks 200 rows); the
 * pages, read one after another, are the whole report, and the totals never
 * depend on the page. Northport FY2025 at 3.2000 per 1,000 billable gallons
 * (residential: 90% of those delivered, N3): 80,000 gallons bill 230.40 (the DOMAIN.md
 * worked example), 10,000 bill 28.80, 100,000 bill 288.00; NP-B's 144.00 is
 * paid (with 16.00 over, a credit) and NP-C is not billed, so neither owes.
 */
describe('the aging report in pages (#30)', () => {
  let ledger: TestLedger;
  const aging = async (query: string): Promise<Aging> =>
    (
      await ledger
        .http()
        .get(`/v1/municipalities/northport/aging?asOf=2026-06-01${query}`)
        .expect(200)
    ).body as Aging;

  beforeAll(async () => {
    ledger = await startTestLedger('2026-06-02T15:00:00Z');
    await workedExampleAccount(ledger, 'NP-A');
    await northportAccount(ledger, 'NP-B', 50_000);
    await northportAccount(ledger, 'NP-C', null);
    await northportAccount(ledger, 'NP-D', 10_000);
    await northportAccount(ledger, 'NP-E', 100_000);
    await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'BR-AP',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-B/payments')
      .send({ paymentId: 'P-B', amount: '160.00', receivedOn: '2025-10-20' })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('without a page: every account owing, in account order, the totals of them all', async () => {
    const whole = await aging('');
    expect(whole).toMatchObject({ accounts: 3, offset: 0, limit: null });
    expect(whole.rows.map((r) => [r.accountId, r.total])).toEqual([
      ['NP-A', '230.40'],
      ['NP-D', '28.80'],
      ['NP-E', '288.00'],
    ]);
    expect(whole.totals.total).toBe('547.20');
  });

  it('a page names its rows alone; accounts and the totals are of every account owing', async () => {
    const whole = await aging('');
    const first = await aging('&limit=2');
    expect(first).toMatchObject({ accounts: 3, offset: 0, limit: 2, totals: whole.totals });
    expect(first.rows.map((r) => r.accountId)).toEqual(['NP-A', 'NP-D']);
    // the page's rows carry the same parcel and owner as the whole report's
    expect(first.rows).toEqual(whole.rows.slice(0, 2));
    const second = await aging('&offset=2&limit=2');
    expect(second).toMatchObject({ accounts: 3, offset: 2, limit: 2, totals: whole.totals });
    expect([...first.rows, ...second.rows]).toEqual(whole.rows);
    // an offset alone: every row from there; past the end: none, the totals the same
    expect((await aging('&offset=1')).rows).toEqual(whole.rows.slice(1));
    const past = await aging('&offset=5&limit=2');
    expect(past).toMatchObject({ accounts: 3, rows: [], totals: whole.totals });
  });

  it("as of a day before some accounts' last facts (folded, not read from their rows): the pages are still the whole report", async () => {
    // 2025-10-15: NP-B's payment (2025-10-20) is still to come, so it owes its 144.00
    const asOf = async (query: string) =>
      (
        await ledger
          .http()
          .get(`/v1/municipalities/northport/aging?asOf=2025-10-15${query}`)
          .expect(200)
      ).body as Aging;
    const whole = await asOf('');
    expect(whole.rows.map((r) => [r.accountId, r.total])).toEqual([
      ['NP-A', '230.40'],
      ['NP-B', '144.00'],
      ['NP-D', '28.80'],
      ['NP-E', '288.00'],
    ]);
    const pages = [];
    for (let offset = 0; offset < 4; offset++) {
      const page = await asOf(`&offset=${offset}&limit=1`);
      expect(page).toMatchObject({ accounts: 4, totals: whole.totals });
      pages.push(...page.rows);
    }
    expect(pages).toEqual(whole.rows);
  });

  it('a limit of 0, or not a whole number, is refused with what is wrong', async () => {
    for (const query of ['&limit=0', '&limit=two', '&offset=-1']) {
      const res = await ledger
        .http()
        .get(`/v1/municipalities/northport/aging?asOf=2026-06-01${query}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/limit|offset/);
    }
  });

  it('the CSV of a page: its rows, and the totals row of every account', async () => {
    const res = await ledger
      .http()
      .get('/v1/municipalities/northport/aging?asOf=2026-06-01&format=csv&limit=1')
      .expect(200);
    const rows = parse(res.text) as string[][];
    expect(rows.map((r) => [r[0], r[r.length - 1]])).toEqual([
      ['accountId', 'total'],
      ['NP-A', '230.40'],
      ['total (3 accounts)', '547.20'],
    ]);
  });
});
