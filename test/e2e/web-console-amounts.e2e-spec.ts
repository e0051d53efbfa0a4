import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SCREENSHOTS, consoleOf, closeConsole, waitInPage } from '../support/browser';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/**
 * #28.6: the counter types amounts as people write them ("25", "1,250.00",
 * "$25.00"); the console sends the API's exact strings (C1), refuses what is
 * not an amount beside its field before sending, and "Pay the amount due"
 * fills the payment with the amount the page quotes.
 */
describe('amounts typed at the counter, in headless Chromium', () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    ledger = await startTestLedger(new Date().toISOString());
    await workedExampleAccount(ledger, 'NP-1001');
    await ledger
      .http()
      .post('/v1/accounts/NP-1001/bills')
      .send({ billId: 'B-1001', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  const payments = async () =>
    (
      (await ledger.http().get('/v1/accounts/NP-1001').expect(200)).body as {
        payments: { paymentId: string; amount: string }[];
      }
    ).payments.map((p) => [p.paymentId, p.amount]);

  it('refuses "twenty" beside the field and writes nothing; "$1,250" is sent as 1250.00 and "25" as 25.00 (C1)', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/#/account/NP-1001`);
    const form = page
      .locator('details.action')
      .filter({ has: page.locator('summary', { hasText: 'Post a payment' }) });
    await form.locator('summary').click();
    const amount = form.getByLabel('Amount', { exact: true });
    expect(await amount.getAttribute('placeholder')).toBeNull();
    await form.getByLabel('Payment id', { exact: true }).fill('PMT-A-1');
    await amount.fill('twenty');
    await form.getByRole('button', { name: 'Post a payment' }).click();
    await form
      .locator('[data-error-for="amount"]', { hasText: '"twenty" is not an amount of money' })
      .waitFor();
    expect(await payments()).toEqual([]);

    // paid in cash: a check would be asked its number first (#28.7)
    await form.getByLabel('Method').selectOption('cash');
    await amount.fill('$1,250');
    await form.getByRole('button', { name: 'Post a payment' }).click();
    await page.locator('#account-confirmation', { hasText: 'of $1,250.00' }).waitFor();

    await form.getByLabel('Payment id', { exact: true }).fill('PMT-A-2');
    await form.getByLabel('Method').selectOption('cash');
    await amount.fill(' 25 ');
    await form.getByRole('button', { name: 'Post a payment' }).click();
    await page.locator('#account-confirmation', { hasText: 'Payment PMT-A-2 of $25.00' }).waitFor();
    expect(await payments()).toEqual([
      ['PMT-A-1', '1250.00'],
      ['PMT-A-2', '25.00'],
    ]);
    await page.close();
  });

  it('"Pay the amount due" fills the amount with the payoff the API quotes today', async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'NP-1003',
        municipality: 'northport',
        parcelId: '0403-NP-1003',
        propertyClass: 'residential',
        owner: { name: 'Sam Owing', mailingAddress: '3 Main St, Northport NY 11768' },
        openedOn: '2025-06-01',
      });
    await ledger
      .http()
      .post('/v1/accounts/NP-1003/water-usage')
      .send({ fiscalYear: 2025, totalGallons: 72000, readOn: '2025-09-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-1003/bills')
      .send({ billId: 'B-1003', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    const today = new Date().toISOString().slice(0, 10);
    const quoted = (
      (await ledger.http().get(`/v1/accounts/NP-1003/payoff?on=${today}`).expect(200)).body as {
        payoff: string;
      }
    ).payoff;
    expect(quoted).toMatch(/^\d+\.\d{2}$/);
    expect(quoted).not.toBe('0.00');

    const page = await browser.newPage();
    await page.goto(`${base}/#/account/NP-1003`);
    const form = page
      .locator('details.action')
      .filter({ has: page.locator('summary', { hasText: 'Post a payment' }) });
    await form.locator('summary').click();
    await form.getByRole('button', { name: 'Pay the amount due' }).click();
    const amount = form.getByLabel('Amount', { exact: true });
    await waitInPage(page, "document.querySelector('input[name=amount]').value !== ''");
    expect(await amount.inputValue()).toBe(quoted);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-amount-due.png'), fullPage: true });
    await page.close();
  });

  it("#28.9: a Northport account's usage and single-bill forms offer its fiscal year only, the current one by default (N1)", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/#/account/NP-1001`);
    const today = new Date().toISOString().slice(0, 10);
    const fiscalYear = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 6 ? 1 : 0);
    for (const title of ['Record water usage', 'Render a single bill']) {
      const form = page
        .locator('details.action')
        .filter({ has: page.locator('summary', { hasText: title }) });
      await form.locator('summary').click();
      expect(await form.getByLabel(/^Fiscal year/).inputValue()).toBe(String(fiscalYear));
      expect(await form.locator('input[name="quarter"], input[name="period"]').count()).toBe(0);
    }
    await page.close();
  });

  it('N3/N12: the usage form asks for never-discharged water only where the law deducts it (a commercial Northport account, as GET /v1/municipalities publishes)', async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'NP-2001',
        municipality: 'northport',
        parcelId: '0403-NP-2001',
        propertyClass: 'commercial',
        owner: { name: 'Harbor Laundry LLC', mailingAddress: '2 Main St, Northport NY 11768' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    const page = await browser.newPage();
    const asked = async (accountId: string) => {
      await page.goto(`${base}/#/account/${accountId}`);
      const form = page
        .locator('details.action')
        .filter({ has: page.locator('summary', { hasText: 'Record water usage' }) });
      await form.locator('summary').click();
      await form.getByLabel(/^Fiscal year/).waitFor();
      return form.locator('[name="meteredNonDischargedGallons"]').count();
    };
    expect(await asked('NP-2001')).toBe(1);
    expect(await asked('NP-1001')).toBe(0);
    await page.close();
  });

  it("#28.9 Q1: a Queensbury account's page shows its sewer district", async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'QB-1',
        municipality: 'queensbury',
        parcelId: '289.17-1-1',
        propertyClass: 'residential',
        units: 2,
        district: 'technical-park',
        owner: { name: 'Lee Rivera', mailingAddress: '1 Bay Rd, Queensbury NY 12804' },
        openedOn: '2021-01-01',
      })
      .expect(201);
    const page = await browser.newPage();
    await page.goto(`${base}/#/account/QB-1`);
    // Q1: the district in the Town's words, not its code
    await page.locator('#district', { hasText: 'Technical park' }).waitFor();
    await page.close();
  });

  it('W2: a Watervliet account of one unit reads "1 unit", of two "2 units"', async () => {
    for (const [accountId, units] of [
      ['WV-ONE', 1],
      ['WV-TWO', 2],
    ] as const)
      await ledger
        .http()
        .post('/v1/accounts')
        .send({
          accountId,
          municipality: 'watervliet',
          parcelId: `45.12-3-${accountId}`,
          propertyClass: 'residential',
          units,
          owner: { name: 'Chris Owner', mailingAddress: '2 Broadway, Watervliet NY 12189' },
          openedOn: '2022-06-01',
        })
        .expect(201);
    const page = await browser.newPage();
    await page.goto(`${base}/#/account/WV-ONE`);
    await page.getByText('residential, 1 unit, inside').waitFor();
    await page.goto(`${base}/#/account/WV-TWO`);
    await page.getByText('residential, 2 units, inside').waitFor();
    await page.close();
  });
});
