import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { SCREENSHOTS, signIn, consoleOf, closeConsole } from '../support/browser';
import { QUEENSBURY_CONSOLIDATED_2021 } from '@ledger/domain/municipalities/queensbury/fixtures';
import { officeDay } from '../support/office-day';
import { pdfText } from '../support/pdf-text';
import { issueKeys, startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * A day's work of a village office of three, from the console alone, in
 * headless Chromium with authentication on (issue 14): the clerk at the
 * counter, the treasurer, the Board. Each step waits for the state it
 * expects (a confirmation, a figure), never for a neighbour of it.
 */
describe('the office at work in the console', () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;
  let as: (name: string) => Record<string, string>;
  let keys: Record<string, string>;

  beforeAll(async () => {
    // the ledger's clock is the browser's: the forms' "today" is the server's
    ledger = await startTestLedger(new Date().toISOString(), { auth: true });
    ({ keys, as } = await issueKeys(ledger, {
      clerk: ['Jane Clerk', 'clerk'],
      finance: ['Treasurer', 'finance'],
      board: ['Board Secretary', 'board'],
      // the Town's own clerk, whose key acts for Queensbury only
      townClerk: ['Town Clerk', 'clerk', ['queensbury']],
    }));
    await officeDay(ledger, { clerk: as('clerk'), finance: as('finance') });
    // the Town of Queensbury's 2021: its consolidated district's schedule, one two-unit residence billed for Q2
    await ledger
      .http()
      .post('/v1/municipalities/queensbury/rate-schedules')
      .set(as('finance'))
      .send(QUEENSBURY_CONSOLIDATED_2021)
      .expect(201);
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  const signInAs = (role: string, hash: string) => signIn(browser, base, keys[role], hash);

  /** An action's form, opened. */
  async function action(
    page: Page,
    title: string,
    within: Page | Locator = page,
  ): Promise<Locator> {
    const details = within
      .locator('details.action')
      .filter({ has: page.locator('summary', { hasText: title }) });
    await details.locator('summary').click();
    return details;
  }

  const titles = async (page: Page) => page.locator('details.action summary').allTextContents();

  it('the clerk: finds an account by keyboard, takes a payment and prints its receipt, reverses the returned check, records usage and a new owner', async () => {
    const { context, page } = await signInAs('clerk', '#/accounts');
    const search = page.getByLabel('Parcel id, owner name or account number');
    await search.fill('Lee');
    await page.locator('#search-count', { hasText: '1 matched; showing 1-1.' }).waitFor();
    expect(await page.locator('#search-results tr').first().textContent()).toContain(
      '22 Bayview Ave, Northport NY 11768',
    );
    // the balance the summaries hold: 230.40 rent and seven months of 3.46 booked through 2026-05-31
    expect(await page.locator('#search-results tr').first().textContent()).toContain('$254.62');
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.locator('h2', { hasText: 'Account NP-1002' }).waitFor();

    // what a clerk may not do is not offered
    await page.locator('details.action summary', { hasText: 'Post a payment' }).waitFor();
    const offered = await titles(page);
    expect(offered).toEqual(
      expect.arrayContaining([
        'Post a payment',
        'Record water usage',
        'Change owner or mailing address',
        'Record a utilization form filed',
      ]),
    );
    for (const absent of [
      'Waive penalties',
      'Pay a refund',
      'Render a single bill',
      'Record a change of use',
      "Change a unit's status",
    ])
      expect(offered).not.toContain(absent);

    // an error lands beside its field, and nothing is written
    let form = await action(page, 'Post a payment');
    await form.getByLabel('Payment id', { exact: true }).fill('PMT-WEB-1');
    await form.getByLabel('Amount', { exact: true }).fill('12.345');
    await form.getByRole('button', { name: 'Post a payment' }).click();
    await form.locator('[data-error-for="amount"]', { hasText: 'amount' }).waitFor();
    await form.getByLabel('Amount', { exact: true }).fill('100.00');
    // a check's number is required, labelled so; another method's reference is optional
    const reference = form.locator('label', { hasText: 'Check number or reference' });
    expect((await reference.innerText()).trim()).toBe('Check number or reference');
    await form.getByLabel('Method').selectOption('cash');
    expect((await reference.innerText()).trim()).toBe('Check number or reference (optional)');
    await form.getByLabel('Method').selectOption('check');
    await form.getByLabel('Check number or reference').fill('777');
    await form.getByRole('button', { name: 'Post a payment' }).click();
    const confirmed = page.locator('#account-confirmation', {
      hasText: 'Payment PMT-WEB-1 of $100.00',
    });
    await confirmed.waitFor();
    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      confirmed.getByRole('button', { name: 'Print receipt' }).click(),
    ]);
    expect(receipt.suggestedFilename()).toBe('receipt-NP-1002-PMT-WEB-1.pdf');
    expect((await readFile((await receipt.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await page.locator('#payments', { hasText: 'PMT-WEB-1: $100.00' }).waitFor();

    // the check comes back: reversed, effective on its own date (C4); the pair folds away
    form = await action(page, 'Reverse a returned check');
    await form.getByLabel('Payment id').selectOption('PMT-WEB-1');
    await form.getByLabel('Reason').fill('returned check NSF');
    await form.getByRole('button', { name: 'Reverse a returned check' }).click();
    await page.locator('#payments', { hasText: 'reversed' }).waitFor();
    await page.locator('#statement tr.reversed').first().waitFor();
    await page.getByLabel('Hide reversed pairs').check();
    await page.locator('#folded-note', { hasText: '1 reversed pair hidden.' }).waitFor();
    expect(await page.locator('#statement').textContent()).not.toContain('PMT-WEB-1');
    expect(page.url()).toContain('fold=1');

    form = await action(page, 'Record water usage');
    await form.getByLabel('Fiscal year').fill('2026');
    await form.getByLabel('Total gallons').fill('90000');
    await form.getByRole('button', { name: 'Record water usage' }).click();
    await page
      .locator('#account-confirmation', { hasText: 'Record water usage: recorded.' })
      .waitFor();

    form = await action(page, 'Change owner or mailing address');
    await form.getByLabel('Owner name').fill('Lee and Sam Delinquent');
    await form.getByLabel('Effective on').fill('2026-07-01');
    await form.getByRole('button', { name: 'Change owner or mailing address' }).click();
    await page
      .locator('#owners', { hasText: 'Lee and Sam Delinquent: 07/01/2026 to today' })
      .waitFor();

    // a date typed digit by digit is sent once, when whole (never 0002-, 0020-, 0202-...)
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/balance?')) asked.push(new URL(r.url()).searchParams.get('asOf')!);
    });
    await page.getByLabel('Balance as of').focus();
    await page.getByLabel('Balance as of').pressSequentially('12152025', { delay: 60 });
    await page.locator('#statement[data-as-of="2025-12-15"]').waitFor({ state: 'attached' });
    expect(asked).toEqual(['2025-12-15']);

    // the view's date is in the URL: a reload shows the same screen
    await page.getByLabel('Balance as of').fill('2025-12-15');
    await page.locator('#statement[data-as-of="2025-12-15"]').waitFor({ state: 'attached' });
    expect(page.url()).toContain('asOf=2025-12-15');
    await page.reload();
    await page.locator('#statement[data-as-of="2025-12-15"]').waitFor({ state: 'attached' });
    expect(await page.getByLabel('Balance as of').inputValue()).toBe('2025-12-15');
    await page.screenshot({ path: join(SCREENSHOTS, 'office-clerk-account.png'), fullPage: true });

    // N6: the owner of NP-1001 (paid in full) asks for an adjustment: the clerk files it
    await page.goto(`${base}/#/account/NP-1001`);
    form = await action(page, 'File an adjustment application');
    await form.getByLabel('Application id', { exact: true }).fill('ADJ-WEB-1');
    await form.getByLabel('Bill id').fill('R-2025:NP-1001');
    await form.getByLabel('Filed on').fill('2025-11-03');
    await form.getByLabel('Claim').fill('pool filled from a tanker, not discharged');
    await form.getByRole('button', { name: 'File an adjustment application' }).click();
    await page
      .locator('#adjustments', {
        hasText: 'ADJ-WEB-1 on bill R-2025:NP-1001, filed 11/03/2025: pending',
      })
      .waitFor();
    await context.close();
  }, 60_000);

  it('#28.13: the run forms are offered only to a role that may start them; the clerk reads the register', async () => {
    const clerk = await signInAs('clerk', '#/runs');
    await clerk.page.locator('h3', { hasText: 'Run register' }).waitFor();
    expect(await clerk.page.locator('#bill-run').isVisible()).toBe(false);
    expect(await clerk.page.locator('#penalty-run').isVisible()).toBe(false);
    // the clerk reads whose the runs are, not only "No runs yet."
    expect(await clerk.page.locator('#runs-whose').textContent()).toBe(
      "Bill runs and penalty runs (the City of Watervliet's interest runs) are started by the treasurer. Here you can read the register of the runs made and the files imported.",
    );
    await clerk.page.screenshot({ path: join(SCREENSHOTS, 'runs-clerk.png') });
    await clerk.context.close();
    const finance = await signInAs('finance', '#/runs');
    await finance.page.locator('#bill-run').waitFor();
    expect(await finance.page.locator('#penalty-run').isVisible()).toBe(true);
    expect(await finance.page.locator('#runs-whose').count()).toBe(0);
    await finance.context.close();
  });

  it('the clerk: opens an account and imports a lockbox file, each bad line named and nothing written', async () => {
    const { context, page } = await signInAs('clerk', '#/accounts');
    let form = await action(page, 'Open an account');
    // each municipality's own classes, exemptions and districts, whichever is chosen first or after
    const offered = async (label: RegExp) =>
      (await form.getByLabel(label).isVisible())
        ? await form.getByLabel(label).locator('option:not([disabled])').allTextContents()
        : null;
    const choices = async () => [
      await offered(/^Property class/),
      await offered(/^Exemption/),
      await offered(/^District/),
    ];
    for (const [municipality, expected] of [
      ['watervliet', [['residential', 'other', 'vacant land'], null, null]],
      [
        'queensbury',
        [['residential', 'nonresidential'], null, ['', 'consolidated', 'technical park']],
      ],
      ['northport', [['residential', 'commercial'], ['', 'village owned'], null]],
      [
        'queensbury',
        [['residential', 'nonresidential'], null, ['', 'consolidated', 'technical park']],
      ],
      ['watervliet', [['residential', 'other', 'vacant land'], null, null]],
    ] as const) {
      await form.getByLabel('Municipality').selectOption(municipality);
      expect([municipality, await choices()]).toEqual([municipality, expected]);
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'office-open-account-watervliet.png') });
    await form.getByLabel('Account id').fill('NP-3003');
    await form.getByLabel('Municipality').selectOption('northport');
    await form.getByLabel('Parcel id').fill('0403-3003');
    await form.getByLabel('Property class').selectOption('residential');
    await form.getByLabel('Owner name').fill('Robin New');
    await form.getByLabel('Owner mailing address').fill('3 Harbor Rd, Northport NY 11768');
    await form.getByRole('button', { name: 'Open an account' }).click();
    await form.locator('.confirmation', { hasText: 'Account NP-3003 is open.' }).waitFor();
    // #28.9: the form starts again from its defaults, not the last account's values
    expect(await form.getByLabel('Account id').inputValue()).toBe('');
    expect(await form.getByLabel('Owner name').inputValue()).toBe('');
    expect(await form.getByLabel('Location').inputValue()).toBe('inside');

    form = await action(page, 'Import a CSV file');
    await form.getByLabel('What the file holds').selectOption('payments');
    await form.getByLabel('File', { exact: true }).setInputFiles({
      name: 'lockbox.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'paymentId,accountId,amount,receivedOn,method,reference\r\nLB-1,NP-1002,50.00,2026-06-02,check,9001\r\nLB-2,NP-1002,12.345,2026-06-02,check,9002\r\n',
      ),
    });
    await form.getByRole('button', { name: 'Import' }).click();
    await form.locator('#import-errors').waitFor();
    expect(await form.locator('#import-errors tbody').textContent()).toMatch(/^3amount/);
    expect(
      (
        await ledger.http().get('/v1/accounts/NP-1002').set(as('clerk')).expect(200)
      ).body.payments.map((p: { paymentId: string }) => p.paymentId),
    ).not.toContain('LB-1');
    await context.close();
  }, 60_000);

  it("the treasurer: adopts next year's rate, runs the bills and sends them to the mail house, reads the register and the deposit, prepares a lien statement", async () => {
    const { context, page } = await signInAs('finance', '#/office');
    const northport = page
      .locator('section')
      .filter({ has: page.locator('h3', { hasText: 'Village of Northport' }) });
    const form = await action(page, 'Adopt a rate schedule', northport);
    // each municipality's own chapters: a tax sale is Watervliet's (W3), a budget Northport's (N5)
    expect(await northport.locator('details.action summary').allTextContents()).toEqual([
      'Office profile',
      'Adopt a rate schedule',
      'Adopt a sewer rent budget',
      'Require utilization forms',
    ]);
    await form.getByLabel('Fiscal year').fill('2026');
    await form.getByLabel('Rate per 1,000 gallons').fill('3.3000');
    await form.getByLabel('Adopted on').fill('2026-09-10');
    await form.getByRole('button', { name: 'Adopt a rate schedule' }).click();
    await form.locator('.confirmation', { hasText: 'recorded' }).waitFor();

    // N5: the budget of the same year, its sewer rent parts nested in the request
    const budget = await action(page, 'Adopt a sewer rent budget', northport);
    await budget.getByLabel('Fiscal year').fill('2026');
    await budget.getByLabel('Adopted on').fill('2026-04-15');
    await budget.getByLabel('Projected gross operating costs').fill('1000000.00');
    await budget.getByLabel('Sewer rent operation and maintenance').fill('150000.00');
    await budget.getByLabel('Sewer rent debt service').fill('60000.00');
    await budget.getByLabel('Sewer rent capital').fill('30000.00');
    await budget.getByLabel('Refund reserve rate').fill('0.10');
    await budget.getByRole('button', { name: 'Adopt a sewer rent budget' }).click();
    await budget.locator('.confirmation', { hasText: 'recorded' }).waitFor();

    await page.goto(`${base}/#/runs`);
    await page.locator('#run-register').waitFor();
    expect(await page.locator('#run-register').textContent()).toContain('2 bills, $460.80');
    await page.locator('#br-municipality').selectOption('northport');
    await page.locator('#br-period').fill('2026');
    await page.getByLabel('Bill date').fill('2026-10-01');
    await page.getByLabel('Run id').fill('R-2026');
    await page.getByRole('button', { name: 'Start bill run' }).click();
    await page.getByText('Bill run R-2026 finished:').waitFor();
    // NP-1002's 90,000 gallons less 10% at 3.3000 (N3): 267.30; the others have no usage for 2026
    expect(await page.locator('#bill-result').textContent()).toContain('1 bill, total $267.30');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Bills for the mail house (PDF)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('bill-run-R-2026.pdf');
    await page.locator('#run-register', { hasText: 'R-2026' }).waitFor();

    await page.goto(`${base}/#/reports`);
    await page.getByLabel('From').fill('2025-10-15');
    await page.getByLabel('To', { exact: true }).fill('2025-10-15');
    await page.locator('#payments-total', { hasText: '$230.40' }).waitFor();
    expect(await page.locator('#deposit').textContent()).toContain('check');
    const lien = await action(page, 'Prepare a lien statement');
    await lien.getByLabel('Statement id').fill('LS-WEB');
    await lien.getByLabel('Cutoff').fill('2026-05-31');
    await lien.getByLabel('Tax year').fill('2026');
    await lien.getByRole('button', { name: 'Prepare a lien statement' }).click();
    await page.locator('#lien-status', { hasText: 'prepared' }).waitFor();
    expect(await page.locator('#lien').textContent()).toContain('Village of Northport');
    // the form follows the municipality selected after it was drawn (it prepared Northport's)
    await page.getByLabel('Municipality').selectOption('queensbury');
    const other = await action(page, 'Prepare a lien statement for Town of Queensbury');
    await other.getByLabel('Statement id').fill('LS-WEB-Q');
    await other.getByLabel('Cutoff').fill('2026-10-31');
    await other.getByLabel('Tax year').fill('2027');
    await other.getByRole('button', { name: 'Prepare a lien statement' }).click();
    await page.locator('#lien', { hasText: 'Town of Queensbury' }).waitFor();
    // the treasurer prepares; levying is the Board's
    expect(await titles(page)).not.toContain('Levy this statement on the tax roll');
    await page.screenshot({
      path: join(SCREENSHOTS, 'office-treasurer-reports.png'),
      fullPage: true,
    });
    await context.close();
  }, 90_000);

  it('the Board: reviews the lien statement, prints the roll and levies it; grants an adjustment; a waiver with nothing to waive is refused (N11)', async () => {
    const { context, page } = await signInAs('board', '#/reports');
    await page.getByLabel('Lien statement to show').selectOption('LS-2026');
    await page.getByRole('button', { name: 'Show statement' }).click();
    await page.locator('#lien-status', { hasText: 'prepared' }).waitFor();
    const [roll] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Lien roll for the Board (PDF)' }).click(),
    ]);
    expect(roll.suggestedFilename()).toBe('lien-roll-LS-2026.pdf');
    const levy = await action(page, 'Levy this statement on the tax roll');
    await levy.getByLabel('Levied on').fill('2026-06-15');
    await levy.getByRole('button', { name: 'Levy this statement on the tax roll' }).click();
    await page.locator('#lien-status', { hasText: 'levied' }).waitFor();
    // what the levy did, not what was prepared (N9)
    expect(await page.locator('#lien').textContent()).toMatch(
      /the levy of 06\/15\/2026 put 1 account and \$[\d,]+\.\d\d on the tax roll/,
    );

    await page.goto(`${base}/#/account/NP-1001`);
    // N6: 50.00 of rent already paid: the whole credit is refundable
    const grant = await action(page, 'Grant an adjustment');
    await grant.getByLabel('Application id', { exact: true }).selectOption('ADJ-WEB-1');
    await grant.getByLabel('Granted on').fill('2025-12-01');
    await grant.getByLabel('Resolution').fill('Board resolution 2025-40');
    await grant.getByLabel('Credit amount (optional)').fill('50.00');
    await grant.getByRole('button', { name: 'Grant an adjustment' }).click();
    await page
      .locator('#adjustments', {
        hasText: 'ADJ-WEB-1 on bill R-2025:NP-1001, filed 11/03/2025: granted',
      })
      .waitFor();
    await page.locator('#bal-refund', { hasText: '$50.00' }).waitFor();
    // every write confirms what it wrote: the grant's split, in money
    expect(await page.locator('#account-confirmation').textContent()).toContain(
      'Adjustment ADJ-WEB-1 granted on 12/01/2025: a credit of $50.00, $0.00 against unpaid rent, $50.00 to be refunded.',
    );
    // N11: nothing to waive on a bill paid on time: refused beside the form, with the rule
    const waive = await action(page, 'Waive penalties');
    expect(await titles(page)).not.toContain('Post a payment');
    await waive.getByLabel('Resolution').fill('Board resolution 2026-31');
    await waive.getByRole('button', { name: 'Waive penalties' }).click();
    await waive.locator('.form-error', { hasText: 'has no unpaid penalties' }).waitFor();
    // #28.11: a sentence for the clerk, the rule kept for staff who look, not in the words
    expect(await waive.locator('.form-error').textContent()).toMatch(/^[A-Z][^]*\.$/);
    expect(await waive.locator('.form-error').textContent()).not.toMatch(/\b[CNWQ]\d+\b/);
    expect(await waive.locator('.form-error').getAttribute('data-rule')).toBe('N11');
    await context.close();
  }, 60_000);

  it('the treasurer: pays the refund the Board granted (N7)', async () => {
    const { context, page } = await signInAs('finance', '#/account/NP-1001');
    const refund = await action(page, 'Pay a refund');
    expect(await refund.getByLabel('Application id', { exact: true }).inputValue()).toBe(
      'ADJ-WEB-1',
    );
    await refund.getByLabel('Paid on').fill('2025-12-15');
    await refund.getByRole('button', { name: 'Pay a refund' }).click();
    await page.locator('#bal-refund', { hasText: '$0.00' }).waitFor();
    // the check to write, in money (N7)
    expect(await page.locator('#account-confirmation').textContent()).toMatch(
      /Refund REF-\S+ paid on 12\/15\/2025: write the check for \$50\.\d\d( \(\$50\.00 and \$0\.\d\d interest for \d+ days? late\))?\./,
    );
    await context.close();
  }, 60_000);

  it("the third municipality: the Town clerk, her key for Queensbury only, opens an account and records its quarter; the treasurer prepares the Town of Queensbury's lien statement, the Board levies it; the roll PDF, the screen and the account agree", async () => {
    // the Town's clerk opens the Town's account in the console; her key offers no other municipality's work
    const town = await signInAs('townClerk', '#/accounts');
    const open = await action(town.page, 'Open an account');
    await open.getByLabel('Account id').fill('QB-7');
    await open.getByLabel('Municipality').selectOption('queensbury');
    await open.getByLabel('Parcel id').fill('QB-289.17-1-7');
    await open.getByLabel('Property class').selectOption('residential');
    await open.getByLabel('Units (optional)').fill('2');
    // Q1: the Town's district is asked, not optional, from its own two; no exemption, inside only
    const district = open.getByLabel('District', { exact: true });
    expect(await district.locator('option:not([disabled])').allTextContents()).toEqual([
      '',
      'consolidated',
      'technical park',
    ]);
    expect(await open.getByLabel(/^Exemption/).isVisible()).toBe(false);
    expect(
      await open
        .getByLabel(/^Location/)
        .locator('option:not([disabled])')
        .allTextContents(),
    ).toEqual(['', 'inside']);
    expect(await district.inputValue()).toBe('consolidated');
    await district.selectOption('consolidated');
    await open.getByLabel('Owner name').fill('Casey Town');
    await open.getByLabel('Owner mailing address').fill('742 Bay Rd, Queensbury NY 12804');
    await open.getByLabel('Opened on').fill('2021-01-04');
    await open.getByRole('button', { name: 'Open an account' }).click();
    await open.locator('.confirmation', { hasText: 'Account QB-7 is open.' }).waitFor();
    await town.page.goto(`${base}/#/account/QB-7`);
    const usage = await action(town.page, 'Record water usage');
    // #28.9: a Queensbury account is asked its quarter, required, not a fiscal year, nor Northport's metered-out gallons
    expect(await usage.getByLabel('Fiscal year').count()).toBe(0);
    expect(await usage.getByLabel(/^Metered non/).count()).toBe(0);
    expect((await usage.locator('label', { hasText: /^Quarter/ }).innerText()).trim()).toBe(
      'Quarter',
    );
    await usage.getByLabel('Quarter').fill('2021-Q2');
    await usage.getByLabel('Total gallons').fill('31000');
    await usage.getByLabel('Read on (optional)').fill('2021-05-01');
    await usage.getByRole('button', { name: 'Record water usage' }).click();
    await town.page
      .locator('#account-confirmation', { hasText: 'Record water usage: recorded.' })
      .waitFor();
    await town.context.close();
    // the bill of the quarter, rendered by the treasurer in the console (the clerk may not): asked its quarter only (#28.9)
    const single = await signInAs('finance', '#/account/QB-7');
    const render = await action(single.page, 'Render a single bill');
    expect(await render.getByLabel('Fiscal year').count()).toBe(0);
    await render.getByLabel('Bill id').fill('QB-7-2021Q2');
    await render.getByLabel('Quarter').fill('2021-Q2');
    await render.getByLabel('Bill date').fill('2021-05-03');
    await render.getByRole('button', { name: 'Render a single bill' }).click();
    await single.page.locator('#bills', { hasText: 'QB-7-2021Q2' }).waitFor();
    await single.context.close();
    const bill = (
      await ledger.http().get('/v1/accounts/QB-7').set(as('finance')).expect(200)
    ).body.bills.find((b: { billId: string }) => b.billId === 'QB-7-2021Q2');

    const treasurer = await signInAs('finance', '#/reports');
    await treasurer.page.getByLabel('Municipality').selectOption('queensbury');
    const prepare = await action(treasurer.page, 'Prepare a lien statement for Town of Queensbury');
    await prepare.getByLabel('Statement id').fill('QB-LS-2021');
    await prepare.getByLabel('Cutoff').fill('2021-10-31');
    await prepare.getByLabel('Tax year').fill('2022');
    await prepare.getByRole('button', { name: 'Prepare a lien statement' }).click();
    await treasurer.page.locator('#lien-status', { hasText: 'prepared' }).waitFor();
    const prepared = (
      await ledger.http().get('/v1/lien-statements/QB-LS-2021').set(as('finance')).expect(200)
    ).body;
    // Q3: the bill unpaid past its due date, with its one 10% penalty a run through the cut-off would book
    const rent = Number(bill.rent.replace('.', ''));
    const penalty = Math.round(rent / 10);
    const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
    expect(prepared.total).toBe(cents(rent + penalty));
    expect(prepared.municipality).toBe('queensbury');
    expect(await treasurer.page.locator('#lien-totals').textContent()).toContain(
      `$${prepared.total}`,
    );
    await treasurer.context.close();

    const board = await signInAs('board', '#/reports');
    await board.page.locator('#r-municipality').selectOption('queensbury');
    await board.page.getByLabel('Lien statement to show').selectOption('QB-LS-2021');
    await board.page.getByRole('button', { name: 'Show statement' }).click();
    await board.page.locator('#lien-status', { hasText: 'prepared' }).waitFor();
    expect(await board.page.locator('#lien').textContent()).toContain(
      `Town of Queensbury, arrears as of 10/31/2021, tax year 2022: 1 parcel, $${prepared.total}`,
    );
    const levy = await action(board.page, 'Levy this statement on the tax roll');
    await levy.getByLabel('Levied on').fill('2021-11-15');
    await levy.getByRole('button', { name: 'Levy this statement on the tax roll' }).click();
    await board.page.locator('#lien-status', { hasText: 'levied' }).waitFor();
    expect(await board.page.locator('#lien').textContent()).toContain(
      `the levy of 11/15/2021 put 1 account and $${prepared.total} on the tax roll`,
    );
    const [roll] = await Promise.all([
      board.page.waitForEvent('download'),
      board.page.getByRole('button', { name: 'Lien roll for the Board (PDF)' }).click(),
    ]);
    const text = pdfText(await readFile((await roll.path())!), 'office-queensbury-roll', false);
    expect(text).toContain('Town of Queensbury');
    expect(text).toContain('QB-289.17-1-7');
    expect(text).toContain('Casey Town');
    expect(text).toContain(`$${prepared.total}`);
    expect(text).toContain('11/15/2021');
    expect(text).not.toContain('Northport');
    await board.page.screenshot({
      path: join(SCREENSHOTS, 'office-board-queensbury-levy.png'),
      fullPage: true,
    });
    // the account says what the roll says
    await board.page.goto(`${base}/#/account/QB-7`);
    await board.page.locator('#bal-levied', { hasText: `$${prepared.total}` }).waitFor();
    await board.context.close();
  }, 120_000);
});
