import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SCREENSHOTS, consoleOf, closeConsole } from '../support/browser';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/**
 * The finance console in a real headless Chromium (Debian's, no download):
 * find an account, read its balance, change the as-of date and see it change,
 * start a bill run and wait for its result; a screenshot is kept.
 */
describe('the finance console in headless Chromium', () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    ledger = await startTestLedger();
    await workedExampleAccount(ledger, 'NP-1001');
    await ledger
      .http()
      .post('/v1/accounts/NP-1001/bills')
      .send({ billId: 'B-1001', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-11-19' })
      .expect(200);
    await ledger
      .http()
      .post('/v1/accounts/NP-1001/payments')
      .send({ paymentId: 'P-1', amount: '100.00', receivedOn: '2025-11-20' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'NP-2002',
        municipality: 'northport',
        parcelId: '0403-2002',
        propertyClass: 'commercial',
        owner: { name: 'Harbor Deli LLC', mailingAddress: '2 Main St' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-2002/water-usage')
      .send({ fiscalYear: 2025, totalGallons: 250000, readOn: '2025-09-01' })
      .expect(201);
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  it('finds an account as you type, reads its balance as of a date, and sees it change with the date', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    await page.getByLabel('Parcel id, owner name or account number').fill('Harbor');
    await page.getByRole('link', { name: 'NP-2002' }).waitFor();
    // a bare number finds the account by its number part, listed with its municipality's name
    await page.getByLabel('Parcel id, owner name or account number').fill('2002');
    await page.getByText('1 matched', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'NP-1001' }).count()).toBe(0);
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'NP-2002' }) });
    expect(await row.textContent()).toContain('Village of Northport');
    expect(await row.textContent()).not.toContain('northport');
    await page.screenshot({ path: join(SCREENSHOTS, 'search-bare-number.png') });
    await page.getByLabel('Parcel id, owner name or account number').fill('0403-NP-1001');
    await page.getByRole('link', { name: 'NP-1001' }).click();
    await page.locator('#bal-total').waitFor();
    await page.getByLabel('Balance as of').fill('2025-12-15');
    await page.getByLabel('Balance as of').dispatchEvent('change');
    await page.locator('#bal-total', { hasText: '$135.87' }).waitFor();
    expect(await page.locator('#bal-rent').textContent()).toBe('$133.86');
    expect(await page.locator('#bal-penalties').textContent()).toBe('$2.01');
    // today (2026-12-02): 133.86 + 2.01 booked + 12 monthly penalties (2026-01-01 .. 2026-12-01) of 2.01 no run has booked = 159.99
    expect(await page.locator('#bal-payoff').textContent()).toBe('$159.99');
    await page.getByLabel('Balance as of').fill('2025-10-15');
    await page.getByLabel('Balance as of').dispatchEvent('change');
    await page.locator('#bal-total', { hasText: '$230.40' }).waitFor();
    // wait for the statement drawn for this date (not for its neighbour, the balance)
    await page.locator('#statement[data-as-of="2025-10-15"]').waitFor({ state: 'attached' });
    const rows = await page.locator('#statement tr').count();
    expect(rows).toBe(1);
    expect(await page.locator('#statement').textContent()).toContain('10/01/2025');
    await page.screenshot({ path: join(SCREENSHOTS, 'account.png'), fullPage: true });
  });

  it('shows the owner history (C9) and a change of use (N12) on the account page', async () => {
    await ledger
      .http()
      .post('/v1/accounts/NP-2002/owner-changes')
      .send({
        ownerChangeId: 'OC-W',
        owner: { name: 'Bay Cafe Inc', mailingAddress: '2 Main St' },
        effectiveOn: '2026-02-01',
        deedReference: 'Liber 77 cp 8',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-2002/reclassifications')
      .send({
        reclassificationId: 'RC-W',
        propertyClass: 'residential',
        effectiveOn: '2026-03-01',
        reason: 'converted to a home',
      })
      .expect(201);
    const page = await browser.newPage();
    await page.goto(`${base}/#/account/NP-2002`);
    await page.locator('#owners').waitFor();
    expect(await page.locator('#owners').textContent()).toBe(
      'Harbor Deli LLC: 06/01/2025 to 01/31/2026Bay Cafe Inc: 02/01/2026 to today (deed Liber 77 cp 8)',
    );
    expect(await page.locator('#reclassifications').textContent()).toBe(
      'commercial to residential from 03/01/2026: converted to a home',
    );
  });

  it('shows an API error beside the field it concerns', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/#/runs`);
    await page.getByLabel('Fiscal year', { exact: true }).fill('2025');
    await page.getByLabel('Bill date').fill('2026-02-15');
    await page.getByLabel('Run id').fill('BR-LATE');
    await page.getByRole('button', { name: 'Start bill run' }).click();
    // #28.11: a sentence for the clerk; the rule it rests on kept beside it for staff, not in the words
    await page.locator('#bill-run .form-error[data-rule="N1"]').waitFor();
    expect(await page.locator('#bill-run .form-error').textContent()).toMatch(
      /no later than 01\/27\/2026/,
    );
    expect(await page.locator('#bill-run .form-error').textContent()).not.toMatch(/\bN1\b/);
    // a refusal's dates read as every other date on the screen, MM/DD/YYYY, not the API's 2025-06-01
    await page.goto(`${base}/#/account/NP-2002`);
    await page.locator('details.action summary', { hasText: 'Post a payment' }).click();
    const form = page.locator('details.action', { hasText: 'Post a payment' });
    await form.getByLabel('Amount', { exact: true }).fill('10.00');
    await form.getByLabel('Received on').fill('2025-05-01');
    await form.getByLabel('Check number or reference').fill('101');
    await form.getByRole('button', { name: 'Post a payment' }).click();
    const refusal = form.locator('.field-error:not(:empty), .form-error:not(:empty)').first();
    await refusal.waitFor();
    const words = (await refusal.textContent()) ?? '';
    expect(words).toContain('05/01/2025');
    expect(words).toContain('06/01/2025');
    expect(words).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await page.screenshot({ path: join(SCREENSHOTS, 'error-us-dates.png') });
    await page.close();
  });

  it('starts a bill run and waits for its result, with the skipped accounts and their reasons', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/#/runs`);
    await page.getByLabel('Fiscal year', { exact: true }).fill('2025');
    await page.getByLabel('Bill date').fill('2025-10-01');
    await page.getByLabel('Run id').fill('BR-WEB-2025');
    await page.getByRole('button', { name: 'Start bill run' }).click();
    await page.getByText('Bill run BR-WEB-2025 finished:').waitFor();
    const result = await page.locator('#bill-result').textContent();
    // NP-2002: 250,000 gallons less 10% = 225,000 x 3.2000 / 1,000 = 720.00; NP-1001 was already billed
    expect(result).toContain('1 bill, total $720.00; 1 skipped');
    expect(result).toContain('already billed');
    await page.screenshot({ path: join(SCREENSHOTS, 'bill-run.png'), fullPage: true });
  });

  it('shows the aging report with its chart', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/#/reports`);
    await page.getByLabel('As of', { exact: true }).fill('2026-01-15');
    await page.getByRole('button', { name: 'Show reports' }).click();
    await page.locator('#aging svg[role="img"]').waitFor();
    expect(await page.locator('#aging').textContent()).toContain('NP-1001');
    // a totals row under the accounts (the API's totals, not summed in the browser)
    const aging = (
      await ledger.http().get('/v1/municipalities/northport/aging?asOf=2026-01-15').expect(200)
    ).body;
    expect(await page.locator('#aging-totals td').last().textContent()).toBe(
      `$${aging.totals.total}`,
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'reports.png'), fullPage: true });
  });
});
