import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SCREENSHOTS, signIn, consoleOf, closeConsole } from '../support/browser';
import { issueKeys, startTestLedger, TestLedger } from '../support/test-ledger';

/** Issue 28 item 15: the finance role edits the office profile in the console; the clerk reads it. */
describe('the console edits the office profile', () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;
  let keys: Record<string, string>;

  beforeAll(async () => {
    ledger = await startTestLedger('2026-06-01T15:00:00Z', { auth: true });
    ({ keys } = await issueKeys(ledger, {
      clerk: ['Jane Clerk', 'clerk'],
      finance: ['Treasurer', 'finance'],
    }));
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  it('finance saves it (one line per address line); the API and the clerk then read the same', async () => {
    const { context, page } = await signIn(browser, base, keys.finance, '#/office');
    const section = page.locator('section', { hasText: 'Town of Queensbury' });
    await section.locator('summary', { hasText: 'Office profile' }).click();
    await section
      .getByText('Not set: documents print only the municipality name until it is.')
      .waitFor();
    // what must be filled is marked so before a save is refused for want of it; the note alone may be left out
    for (const label of [
      'Office name',
      'Remit-to address',
      'Return address',
      'Phone',
      'Office hours',
    ])
      expect(await section.getByLabel(label).getAttribute('aria-required')).toBe('true');
    expect(await section.getByLabel('Note for residents').getAttribute('aria-required')).toBeNull();
    await section
      .getByText("Required. The office's own address, printed in the envelope's upper window")
      .waitFor();
    await section.getByLabel('Office name').fill('Town of Queensbury, Receiver of Taxes');
    await section
      .getByLabel('Remit-to address')
      .fill('Town of Queensbury\nReceiver of Taxes\n742 Bay Road\nQueensbury, NY 12804');
    await section
      .getByLabel('Return address')
      .fill('Town of Queensbury\n742 Bay Road\nQueensbury, NY 12804');
    await section.getByLabel('Phone').fill('(518) 761-8234');
    await section.getByLabel('Office hours').fill('Monday to Friday, 8 a.m. to 4:30 p.m.');
    await section.getByRole('button', { name: 'Save the office profile' }).click();
    await section
      .getByText(
        'Office profile saved (06/01/2026): documents now print Town of Queensbury, Receiver of Taxes.',
      )
      .waitFor();
    await page.screenshot({
      path: join(SCREENSHOTS, 'console-office-profile.png'),
      fullPage: true,
    });
    const saved = await ledger
      .http()
      .get('/v1/municipalities/queensbury/profile')
      .set({ Authorization: `Bearer ${keys.clerk}` })
      .expect(200);
    expect(saved.body.profile).toEqual({
      officeName: 'Town of Queensbury, Receiver of Taxes',
      remitTo: ['Town of Queensbury', 'Receiver of Taxes', '742 Bay Road', 'Queensbury, NY 12804'],
      returnAddress: ['Town of Queensbury', '742 Bay Road', 'Queensbury, NY 12804'],
      phone: '(518) 761-8234',
      hours: 'Monday to Friday, 8 a.m. to 4:30 p.m.',
      note: null,
    });
    // a fifth remit-to line is refused beside the field, in words
    await section
      .getByLabel('Remit-to address')
      .fill('Town of Queensbury\nReceiver of Taxes\n742 Bay Road\nSuite 1\nQueensbury, NY 12804');
    await section.getByRole('button', { name: 'Save the office profile' }).click();
    await section.getByText('Remit to must be 1 to 4 lines of 1 to 48 characters each').waitFor();
    await context.close();

    const clerk = await signIn(browser, base, keys.clerk, '#/office');
    const seen = clerk.page.locator('section', { hasText: 'Town of Queensbury' });
    await seen.locator('summary', { hasText: 'Office profile' }).click();
    expect(await seen.getByLabel('Office name').inputValue()).toBe(
      'Town of Queensbury, Receiver of Taxes',
    );
    expect(await seen.getByLabel('Office name').getAttribute('readonly')).not.toBeNull();
    expect(await seen.getByRole('button', { name: 'Save the office profile' }).count()).toBe(0);
    await clerk.context.close();
  });
});
