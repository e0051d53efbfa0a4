import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SCREENSHOTS, signIn, consoleOf, closeConsole } from '../support/browser';
import { issueKeys, startTestLedger, TestLedger } from '../support/test-ledger';

/** Issue 28 item 13: the admin makes, shows once, lists and revokes keys in the console. */
describe('the console key screen', () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;
  let keys: Record<string, string>;

  beforeAll(async () => {
    ledger = await startTestLedger('2026-06-01T15:00:00Z', { auth: true });
    ({ keys } = await issueKeys(ledger, { admin: ['Office Admin', 'admin'] }));
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  it('creates a clerk key for Northport (the secret shown once), lists it with its last use, and revokes it', async () => {
    const { context, page } = await signIn(browser, base, keys.admin, '#/keys');
    // the admin manages keys: the section is in the header (the clerk's and treasurer's header has none)
    await page.getByRole('link', { name: 'API keys' }).waitFor();
    await page.getByLabel("Holder's name").fill('Jane Clerk');
    await page.getByLabel('Role').selectOption('clerk');
    await page.getByLabel('Village of Northport').check();
    await page.getByRole('button', { name: 'Create the key' }).click();
    await page
      .getByText('Key made for Jane Clerk (clerk, northport). Copy it now: it is not shown again.')
      .waitFor();
    const secret = (await page.locator('#key-secret-value').textContent())!;
    expect(secret).toMatch(/^slk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    const me = await ledger
      .http()
      .get('/v1/me')
      .set({ Authorization: `Bearer ${secret}` })
      .expect(200);
    expect(me.body).toMatchObject({
      actor: 'Jane Clerk',
      role: 'clerk',
      municipalities: ['northport'],
    });
    // the list, drawn again, shows the use just made
    await page.goto(`${base}/#/accounts`);
    await page.goto(`${base}/#/keys`);
    const row = page.locator('tr', { hasText: 'Jane Clerk' });
    await row.getByText('northport').waitFor();
    expect(await row.locator('td').nth(4).textContent()).not.toBe('never');
    expect(await page.content()).not.toContain(secret);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-keys.png'), fullPage: true });
    await row.getByRole('button', { name: 'Revoke the key of Jane Clerk' }).click();
    await row.getByText(/^revoked /).waitFor();
    await ledger
      .http()
      .get('/v1/me')
      .set({ Authorization: `Bearer ${secret}` })
      .expect(401);
    await context.close();
  });
});
