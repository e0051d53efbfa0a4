import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ApiKeys } from '@ledger/ledger';
import { SCREENSHOTS, signIn, consoleOf, closeConsole } from '../support/browser';
import { startTestLedger, TestLedger } from '../support/test-ledger';

/** The console with authentication on: its CSV download sends the key (a plain link sent none: 401). */
describe('the finance console with keys in headless Chromium', () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;
  let finance = '';
  let clerk = '';

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', { auth: true });
    const keys = ledger.app().get(ApiKeys);
    clerk = (await keys.issue('Clerk', 'clerk', 'test-setup')).key;
    finance = (await keys.issue('Treasurer', 'finance', 'test-setup')).key;
    const as = (key: string) => ({ Authorization: `Bearer ${key}` });
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .set(as(finance))
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts')
      .set(as(clerk))
      .send({
        accountId: 'NP-K',
        municipality: 'northport',
        parcelId: '0403-K',
        propertyClass: 'residential',
        owner: { name: '=HYPERLINK("http://x")', mailingAddress: '1 Main St' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-K/water-usage')
      .set(as(clerk))
      .send({ fiscalYear: 2025, totalGallons: 80000, readOn: '2025-09-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-K/bills')
      .set(as(finance))
      .send({ billId: 'B-K', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/lien-statements')
      .set(as(finance))
      .send({ statementId: 'LS-K', municipality: 'northport', cutoff: '2026-05-31', taxYear: 2026 })
      .expect(201);
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  it('before anyone signs in the key box is open and the page asks for the key in plain English; the API keys section only for roles that manage keys', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/#/accounts`);
    await page.locator('#whoami', { hasText: 'Not signed in' }).waitFor();
    expect(await page.locator('details.key').getAttribute('open')).not.toBeNull();
    expect(await page.getByLabel('Your API key (kept in this browser tab only)').isVisible()).toBe(
      true,
    );
    await page.getByText('Enter your API key to sign in.').first().waitFor();
    // the focus is in the key box, where the first keystrokes belong (not in the search box behind it)
    expect(await page.evaluate('document.activeElement && document.activeElement.id')).toBe(
      'api-key',
    );
    expect(await page.locator('main').innerText()).not.toMatch(/Bearer|Authorization/);
    expect(await page.getByRole('link', { name: 'API keys' }).isVisible()).toBe(false);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-not-signed-in.png') });
    await context.close();
    for (const key of [clerk, finance]) {
      const signed = await signIn(browser, base, key, '#/accounts');
      // signed in, the box folds away; a clerk or a treasurer manages no keys
      await signed.page.locator('details.key:not([open])').waitFor({ state: 'attached' });
      expect(await signed.page.getByRole('link', { name: 'Runs' }).isVisible()).toBe(true);
      expect(await signed.page.getByRole('link', { name: 'API keys' }).isVisible()).toBe(false);
      await signed.context.close();
    }
  });

  it("GET /v1/lien-statements lists a municipality's statements prepared (the Board picks one from it)", async () => {
    const list = await ledger
      .http()
      .get('/v1/lien-statements?municipality=northport')
      .set({ Authorization: `Bearer ${clerk}` })
      .expect(200);
    expect(list.body).toEqual({
      municipality: 'northport',
      statements: [
        {
          statementId: 'LS-K',
          cutoff: '2026-05-31',
          taxYear: 2026,
          parcels: 1,
          total: '254.62',
          preparedAt: expect.any(String),
          status: 'prepared',
          leviedOn: null,
        },
      ],
    });
    const none = await ledger
      .http()
      .get('/v1/lien-statements?municipality=watervliet')
      .set({ Authorization: `Bearer ${clerk}` })
      .expect(200);
    expect(none.body.statements).toEqual([]);
    await ledger
      .http()
      .get('/v1/lien-statements')
      .set({ Authorization: `Bearer ${clerk}` })
      .expect(400);
  });

  it('downloads the lien statement CSV with the key, its formula cells neutralised', async () => {
    const { context, page } = await signIn(browser, base, finance, '#/reports');
    await page.locator('#whoami', { hasText: 'Signed in as Treasurer (finance)' }).waitFor();
    await page.getByLabel('Lien statement to show').selectOption('LS-K');
    await page.getByRole('button', { name: 'Show statement' }).click();
    await page.getByRole('button', { name: 'Download statement (CSV)' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download statement (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lien-statement-LS-K.csv');
    const text = await readFile((await download.path())!, 'utf8');
    // N9 x C7: with the 7 x 3.46 of penalties a run through the cut-off would book (no run has)
    expect(text).toBe(
      'parcelId,owner,accountId,rent,penalties,total\r\n0403-K,"\'=HYPERLINK(""http://x"")",NP-K,230.40,24.22,254.62\r\n',
    );
    await context.close();
  });
});
