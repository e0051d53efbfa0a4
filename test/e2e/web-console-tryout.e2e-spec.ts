import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import type { Browser } from 'playwright-core';
import { consoleOf, closeConsole } from '../support/browser';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/** Today in New York, as the console's forms mean it. */
const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());
const year = Number(today.slice(0, 4));
const month = Number(today.slice(5, 7));
/** W1: the half-year today is in, named by the month it starts. */
const watervlietPeriod = month < 5 ? `${year - 1}-11` : month < 11 ? `${year}-05` : `${year}-11`;

/**
 * A new village office's tryout of the console, with the ledger's clock on
 * the browser's: a Northport account in arrears, a Watervliet residence not
 * yet billed. The reports never show one municipality's figures under
 * another's name; the bill run form offers each municipality's own period
 * (N1, W1, Q2); counts read "1 bill", "1 account"; a run names what
 * accrues as the municipality does (W1's interest).
 */
describe("a village office's tryout of the console", () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    ledger = await startTestLedger(new Date().toISOString());
    await workedExampleAccount(ledger, 'NP-T1');
    await ledger
      .http()
      .post('/v1/accounts/NP-T1/bills')
      .send({ billId: 'B-T1', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    // W2: rates in force over the half-years around today
    await ledger
      .http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .send({
        effectiveFrom: `${year - 1}-11-01`,
        effectiveTo: `${year + 1}-10-31`,
        adoptedOn: `${year - 1}-10-06`,
        rates: WATERVLIET_RATES_2022,
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'WV-T1',
        municipality: 'watervliet',
        parcelId: '45.12-3-T1',
        propertyClass: 'residential',
        units: 2,
        owner: { name: 'Morgan Hudson', mailingAddress: '101 Broadway, Watervliet NY 12189' },
        openedOn: `${year - 1}-06-01`,
      })
      .expect(201);
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  it("reports: choosing Watervliet after Northport's aging is shown never leaves Northport's figures under it", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/#/reports`);
    const totals = page.locator('#aging-totals th');
    await page.locator('#aging a', { hasText: 'NP-T1' }).waitFor();
    expect((await totals.textContent())?.trim()).toBe('Total, 1 account');
    await page.locator('#fund', { hasText: 'Fiscal year' }).waitFor();
    await page.locator('#r-municipality').selectOption('watervliet');
    // at once, without "Show reports": Northport's accounts are no longer listed under Watervliet's name
    expect(await page.locator('#aging').textContent()).not.toContain('NP-T1');
    // then the aging is Watervliet's (nothing in arrears), and the fund is not Northport's
    await page.locator('#aging-totals th', { hasText: 'Total, 0 accounts' }).waitFor();
    expect(await page.locator('#aging').textContent()).not.toContain('NP-T1');
    // GML §453: every municipality has a sewer rent fund; what is Northport's alone is said once, without rule ids (office tryout 2026-12-05)
    const fund = (await page.locator('#fund').textContent()) ?? '';
    expect(fund).toContain("follow the Village of Northport's local law");
    expect(fund).not.toMatch(/no Sewer Rent Fund|N5-N8/);
    expect(await page.locator('#reserve').textContent()).toBe('');
    // the aging's total counts the bills not yet due too, and its heading says so (second tryout 2026-12-06)
    expect(await page.locator('#aging').textContent()).toContain(
      'Owed by days past due (bills not yet due included)',
    );
    await page.close();
  }, 60_000);

  it("the account's payoff counts its accruals not yet booked in words, not 'accrual(s)'", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/#/account/NP-T1`);
    const payoff = page.locator('tr', { has: page.locator('#bal-payoff') });
    await payoff.locator('th', { hasText: 'not yet booked' }).waitFor();
    expect(await payoff.locator('th').textContent()).toMatch(
      /^Amount to pay today \(with (1 accrual|\d+ accruals) not yet booked\)$/,
    );
    await page.close();
  }, 60_000);

  it("the bill run form offers the chosen municipality's own period (N1, W1, Q2), and Watervliet's run is accepted", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/#/runs`);
    const period = page.locator('#br-period');
    const runId = page.getByLabel('Run id');
    await page.locator('#br-municipality').selectOption('northport');
    await page.locator('#br-municipality').dispatchEvent('change');
    // N1: the fiscal year begins June 1 and is named by the year it begins in
    expect(await period.inputValue()).toBe(String(month < 6 ? year - 1 : year));
    // the box's label names the chosen municipality's period only
    const label = page.locator('label[for="br-period"]');
    expect(await label.textContent()).toBe('Fiscal year');
    await page.locator('#br-municipality').selectOption('queensbury');
    expect(await period.inputValue()).toMatch(new RegExp(`^${year}-Q${Math.ceil(month / 3)}$`));
    expect(await label.textContent()).toBe('Quarter (e.g. 2021-Q2)');
    await page.locator('#br-municipality').selectOption('watervliet');
    expect(await period.inputValue()).toBe(watervlietPeriod);
    expect(await label.textContent()).toBe('Period (e.g. 2022-11)');
    expect(await runId.inputValue()).toBe(`watervliet-${watervlietPeriod}`);
    await page.getByRole('button', { name: 'Start bill run' }).click();
    const result = page.locator('#bill-result', {
      hasText: `Bill run watervliet-${watervlietPeriod} finished:`,
    });
    await result.waitFor();
    // W2: two occupied units at 98.41; one bill, counted as one
    expect(await result.textContent()).toContain('1 bill, total $196.82; 0 skipped.');
    await page.close();
  }, 60_000);

  it("the penalty run's result names what accrues as the municipality does: Watervliet's interest (W1), Northport's penalties (N4)", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/#/runs`);
    const result = page.locator('#penalty-result');
    for (const [municipality, words, button] of [
      ['watervliet', 'Interest run finished: ', 'Start interest run'],
      ['northport', 'Penalty run finished: ', 'Start penalty run'],
    ] as const) {
      await page.locator('#pr-municipality').selectOption(municipality);
      // W1: the button names the run as the municipality does, before it is started
      await page.getByRole('button', { name: button }).click();
      await page.locator('#penalty-result', { hasText: ' run finished:' }).waitFor();
      expect(await result.textContent()).toMatch(new RegExp(`^${words}1 account; `));
      await result.evaluate((e) => (e.textContent = ''));
    }
    await page.close();
  }, 60_000);
});
