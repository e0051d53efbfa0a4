import { join } from 'node:path';
import { QUEENSBURY_CONSOLIDATED_2021 } from '@ledger/domain/municipalities/queensbury/fixtures';
import type { Browser, Page } from 'playwright-core';
import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import { closeConsole, SCREENSHOTS, signIn } from '../support/browser';
import { officeConsole, queensburyResidence } from '../support/office-console';
import { officeDay } from '../support/office-day';
import { issueKeys, type TestLedger } from '../support/test-ledger';

const TODAY = '2026-12-02';

/**
 * #28 (5): the console walked as a clerk, a treasurer and a Board member at
 * 1280x800, on Northport's office day, a Watervliet account billed by the
 * unit and a Queensbury account billed by the quarter: every screen in the
 * signed-in role's words, no rule id or field name, the municipality's own
 * word for what accrues, and the figures the API answers.
 */
describe('the console walked by each role, every screen (#28)', () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;
  let keys: Record<string, string>;
  let as: (name: string) => Record<string, string>;

  beforeAll(async () => {
    ({ ledger, browser, base, keys, as } = await officeConsole(TODAY));
    await officeDay(ledger, { clerk: as('clerk'), finance: as('finance') });
    const ok = (r: { status: number; text: string }) => {
      if (r.status >= 300) throw new Error(`${r.status} ${r.text}`);
    };
    const post = (who: string, path: string, body: object) =>
      ledger.http().post(path).set(as(who)).send(body).expect(ok);
    await post('finance', '/v1/municipalities/watervliet/rate-schedules', {
      effectiveFrom: '2025-11-01',
      effectiveTo: '2026-10-31',
      adoptedOn: '2025-10-06',
      rates: WATERVLIET_RATES_2022,
    });
    await post('clerk', '/v1/accounts', {
      accountId: 'WV-101',
      municipality: 'watervliet',
      parcelId: '45.12-3-101',
      propertyClass: 'residential',
      units: 2,
      owner: { name: 'Morgan Hudson', mailingAddress: '12 Broadway, Watervliet NY 12189' },
      openedOn: '2025-11-01',
    });
    await post('finance', '/v1/accounts/WV-101/bills', {
      billId: 'WV-B-1',
      period: '2025-11',
      billDate: '2025-12-01',
    });
    await post('finance', '/v1/penalty-runs', { municipality: 'watervliet', through: TODAY });
    await post(
      'finance',
      '/v1/municipalities/queensbury/rate-schedules',
      QUEENSBURY_CONSOLIDATED_2021,
    );
    await post('clerk', '/v1/accounts', queensburyResidence('QB-1', '2026-01-05'));
    await post('clerk', '/v1/accounts/QB-1/water-usage', {
      quarter: '2026-Q2',
      totalGallons: 31000,
      readOn: '2026-06-30',
    });
    await post('finance', '/v1/accounts/QB-1/bills', {
      billId: 'QB-B-1',
      quarter: '2026-Q2',
      billDate: '2026-06-01',
    });
    await post('finance', '/v1/penalty-runs', { municipality: 'queensbury', through: TODAY });
  }, 90_000);

  afterAll(() => closeConsole(browser, ledger));

  /** The screen at `hash` as `role` sees it at 1280x800 on the ledger's day, pictured (the fold and the whole page). */
  async function walk(role: string, hash: string, name: string, ready: string): Promise<Page> {
    const { page } = await signIn(browser, base, keys[role], '#/accounts', {
      viewport: { width: 1280, height: 800 },
    });
    await page.clock.setFixedTime(new Date(`${TODAY}T15:00:00Z`));
    await page.goto(`${base}/${hash}`);
    await page.reload();
    await page.locator(ready).first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, `walk-${role}-${name}.png`) });
    await page.screenshot({
      path: join(SCREENSHOTS, `walk-${role}-${name}-full.png`),
      fullPage: true,
    });
    return page;
  }

  const text = async (page: Page, selector: string) =>
    ((await page.locator(selector).first().textContent()) ?? '').trim();

  it("W1: the clerk's account page names what accrues in the municipality's word: interest in Watervliet, penalties in Northport and Queensbury", async () => {
    for (const [accountId, word, amount] of [
      ['WV-101', 'Interest', '$21.67'],
      ['NP-1002', 'Penalties', '$24.22'],
      ['QB-1', 'Penalties', '$14.10'],
    ] as const) {
      const page = await walk('clerk', `#/account/${accountId}`, accountId, '#bal-payoff');
      const balance = await ledger
        .http()
        .get(`/v1/accounts/${accountId}/balance?asOf=${TODAY}`)
        .set(as('clerk'))
        .expect(200);
      expect(money(balance.body.penalties)).toBe(amount);
      expect(await text(page, '#balance tr:has(#bal-penalties) th')).toBe(word);
      expect(await text(page, '#bal-penalties')).toBe(amount);
      expect(await page.locator('#balance').innerText()).not.toMatch(/Penalties and interest/);
      // Q1: the Town's district in words, not its code
      if (accountId === 'QB-1') expect(await text(page, '#district')).toBe('Consolidated');
      await page.context().close();
    }
  }, 90_000);

  it('the aging speaks the office\'s words: "Not yet due" to "Over 180 days", not the API\'s "current" and "over-180"', async () => {
    const page = await walk('finance', '#/reports', 'reports', '#aging-totals');
    const heads = await page.locator('#aging thead th').allTextContents();
    expect(heads).toEqual([
      'Account',
      'Owner',
      'Not yet due',
      '1-30 days',
      '31-60 days',
      '61-90 days',
      '91-180 days',
      'Over 180 days',
      'Total',
    ]);
    expect(await page.locator('#aging').innerText()).not.toMatch(/over-180|\bcurrent\b/);
    await page.context().close();
  }, 60_000);

  it("N5/W2/Q1: the Board member sees that Northport has no rate for today's fiscal year (2026) and the City none for the November 2026 period; the Town's is in force", async () => {
    const page = await walk(
      'board',
      '#/office',
      'office',
      '.in-force[data-municipality="queensbury"]',
    );
    expect(await text(page, '.in-force[data-municipality="northport"] .none-in-force')).toBe(
      "No rate schedule is in force on 12/02/2026: a bill for today's period cannot be rendered until one is adopted.",
    );
    expect(
      await page
        .locator('.in-force:has(.none-in-force)')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-municipality'))),
    ).toEqual(['northport', 'watervliet']);
    await page.context().close();
  }, 60_000);

  it("W1: the run register lists Watervliet's penalty run as its interest run, Northport's and Queensbury's as penalty runs", async () => {
    const page = await walk('finance', '#/runs', 'register', '#run-register');
    const runs = await page
      .locator('#run-register tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => [...r.querySelectorAll('td')].slice(1, 3).map((td) => td.textContent)),
      );
    expect(runs.filter(([kind]) => kind !== 'bill run' && kind !== 'lien statement')).toEqual([
      ['penalty run', 'Town of Queensbury'],
      ['interest run', 'City of Watervliet'],
      ['penalty run', 'Village of Northport'],
    ]);
    await page.context().close();
  }, 60_000);

  it("the search lists each account's municipality by the name its documents print, not its code", async () => {
    const page = await walk('clerk', '#/accounts', 'search', 'tr[data-account="WV-101"]');
    const rows = await page
      .locator('tr[data-account]')
      .evaluateAll((trs) =>
        trs.map((r) => [r.getAttribute('data-account'), r.children[3].textContent]),
      );
    expect(rows).toEqual([
      ['NP-1001', 'Village of Northport'],
      ['NP-1002', 'Village of Northport'],
      ['QB-1', 'Town of Queensbury'],
      ['WV-101', 'City of Watervliet'],
    ]);
    await page.context().close();
  }, 60_000);

  it("a treasurer whose key acts for Watervliet only is offered the city alone: its interest run and its reports, never Northport's forms", async () => {
    const { keys: city } = await issueKeys(ledger, {
      wvFinance: ['City Treasurer', 'finance', ['watervliet']],
    });
    keys.wvFinance = city.wvFinance;
    const options = (page: Page, select: string) =>
      page.locator(`${select} option`).evaluateAll((os) => os.map((o) => o.textContent));
    const runs = await walk('wvFinance', '#/runs', 'runs', '#register table');
    expect(await options(runs, '#br-municipality')).toEqual(['City of Watervliet']);
    expect(await options(runs, '#pr-municipality')).toEqual(['City of Watervliet']);
    expect(await text(runs, '#penalty-run-heading')).toBe('Interest run');
    expect(await text(runs, 'label[for="br-period"]')).toBe('Period (e.g. 2022-11)');
    await runs.context().close();
    const reports = await walk('wvFinance', '#/reports', 'reports', '#r-municipality');
    expect(await options(reports, '#r-municipality')).toEqual(['City of Watervliet']);
    await reports.context().close();
  }, 60_000);

  it('the other screens, pictured for each role (runs as the clerk and the treasurer, reports as the Board)', async () => {
    for (const [role, hash, name, ready] of [
      ['clerk', '#/runs', 'runs', '#register table'],
      ['finance', '#/runs', 'runs', '#register table'],
      ['board', '#/reports', 'reports', '#aging-totals'],
      ['finance', '#/office', 'office', '.in-force'],
    ] as const) {
      const page = await walk(role, hash, name, ready);
      // the clerk is offered no run form (#28.13); no screen speaks of a penalty run in Watervliet
      if (role === 'clerk') expect(await page.locator('#bill-run').isVisible()).toBe(false);
      expect(await page.locator('#main').innerText()).not.toMatch(/\bundefined\b|\bnull\b|NaN/);
      await page.context().close();
    }
  }, 90_000);
});

/** Money as the screen shows it. */
const money = (amount: string) => `$${amount}`;
