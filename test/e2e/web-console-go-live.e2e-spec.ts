import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { closeConsole, consoleOf, SCREENSHOTS, signIn, waitInPage } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { issueKeys, startTestLedger, TestLedger } from '../support/test-ledger';

type Keys = Awaited<ReturnType<typeof issueKeys>>;

const SAMPLES = join(__dirname, '..', 'samples');
const DAY = '2025-12-15T15:00:00Z';

/** An action's form, opened. */
async function action(page: Page, title: string, within: Locator = page.locator('#main')) {
  const details = within
    .locator('details.action')
    .filter({ has: page.locator('summary', { hasText: title }) });
  await details.locator('summary').click();
  return details;
}

/** The rows of a totals table as the screen shows them: [total, ledger, old system, difference]. */
async function totalsOnScreen(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent!.trim())),
    );
}

/**
 * Issue #27's done-when, in headless Chromium with authentication on: a
 * village of 40 accounts, 12 of them in arrears in its old system ("munis"),
 * goes live through the console on 2025-11-15 from the sample export
 * (test/samples): the roll through the accounts import, the open items
 * checked (dry run), refused with a wrong control total, converted with the
 * right ones; the next penalty run books C12's worked example to the cent; a
 * misread bill is voided and replaced (C11); the conversion report's PDF reads
 * back with the screen's totals. The ledger's and the browser's clocks stand
 * on 2025-12-15.
 */
describe('a village goes live through the console (#27: C12, C11)', () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;
  let keys: Keys['keys'];
  let as: Keys['as'];

  beforeAll(async () => {
    ledger = await startTestLedger(DAY, { auth: true });
    ({ keys, as } = await issueKeys(ledger, {
      clerk: ['Jane Clerk', 'clerk'],
      finance: ['Treasurer', 'finance'],
    }));
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  async function consoleAs(role: string, hash: string) {
    const { context, page } = await signIn(browser, base, keys[role], hash);
    page.on('pageerror', (m) => console.log('PAGEERROR', m.message));
    page.setDefaultTimeout(8000);
    await page.clock.setFixedTime(new Date(DAY));
    await page.reload();
    return { context, page };
  }

  it("the clerk imports the village's roll of 40 accounts through the accounts import, and is not offered going live", async () => {
    const { context, page } = await consoleAs('clerk', '#/accounts');
    const form = await action(page, 'Import a CSV file');
    await form.getByLabel('What the file holds').selectOption('accounts');
    await form.getByLabel('File', { exact: true }).setInputFiles(join(SAMPLES, 'village-roll.csv'));
    await form.getByRole('button', { name: 'Import' }).click();
    await form
      .locator('#import-result', { hasText: 'village-roll.csv: 40 lines read, 40 written' })
      .waitFor();
    await page.goto(`${base}/#/office`);
    await page.locator('h2', { hasText: 'Board and treasurer' }).waitFor();
    await page.locator('.office-actions').first().waitFor();
    expect(await page.locator('#go-live').count()).toBe(0);
    expect(await page.getByText('Go live').count()).toBe(0);
    await context.close();
  }, 30_000);

  it('C12: the treasurer checks the export (dry run), is refused with a wrong total and the difference named, then converts with the right totals; the report on screen', async () => {
    const { context, page } = await consoleAs('finance', '#/office');
    const form = await action(page, "Go live: bring in the old system's open items");
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') writes.push(r.url());
    });
    // a check or a conversion without the file, the source or (to convert) the totals asks for them first
    await form.getByRole('button', { name: 'Convert' }).click();
    await form
      .locator('[data-error-for="file"]', { hasText: "Choose the old system's export" })
      .waitFor();
    expect(await form.locator('[data-error-for="source"]').textContent()).toBe(
      'Name the old system (for example munis).',
    );
    expect(await form.locator('[data-error-for="expectRentUnpaid"]').textContent()).toBe(
      "Give the old system's rent unpaid to convert (a check may leave it out).",
    );
    expect(writes).toEqual([]);

    await form
      .getByLabel("Old system's export (CSV)")
      .setInputFiles(join(SAMPLES, 'village-opening-balances.csv'));
    await form.getByLabel('Conversion date').fill('2025-11-15');
    await form.getByLabel('Source system').fill('munis');
    await form.getByRole('button', { name: 'Check (dry run)' }).click();
    const result = form.locator('#go-live-result');
    await result
      .locator('#go-live-headline', {
        hasText:
          "Checked, nothing written: 14 lines of village-opening-balances.csv, no bad line. Give the old system's five totals to convert.",
      })
      .waitFor();
    // #28.14: the one who checked hears what came of it
    await waitInPage(
      page,
      "document.activeElement && document.activeElement.id === 'go-live-result'",
    );
    expect(await totalsOnScreen(result.locator('#go-live-totals'))).toEqual([
      ['Accounts with open items', '13', 'not given', ''],
      ['Rent unpaid', '$2,954.66', 'not given', ''],
      ['Penalties and interest unpaid', '$78.32', 'not given', ''],
      ['Charges unpaid', '$100.00', 'not given', ''],
      ['Account credits', '$25.00', 'not given', ''],
    ]);

    // the old system's trial balance, typed as people type it; the rent mistyped by ten cents
    await form.getByLabel('Accounts with open items').fill('13');
    await form.getByLabel('Rent unpaid').fill('$2,954.76');
    await form.getByLabel('Penalties and interest unpaid').fill('78.32');
    await form.getByLabel('Charges unpaid').fill('100');
    await form.getByLabel('Account credits').fill('$25');
    await form.getByRole('button', { name: 'Convert' }).click();
    await result
      .locator('#go-live-headline', {
        hasText:
          "Refused whole, nothing was converted: the file's totals differ from the old system's (1 difference).",
      })
      .waitFor();
    expect(await form.getByLabel('Rent unpaid').inputValue()).toBe('2954.76');
    expect(await form.getByLabel('Charges unpaid').inputValue()).toBe('100.00');
    expect(await totalsOnScreen(result.locator('#go-live-totals'))).toEqual([
      ['Accounts with open items', '13', '13', '✓ agrees'],
      ['Rent unpaid', '$2,954.66', '$2,954.76', '✗ -$0.10'],
      ['Penalties and interest unpaid', '$78.32', '$78.32', '✓ agrees'],
      ['Charges unpaid', '$100.00', '$100.00', '✓ agrees'],
      ['Account credits', '$25.00', '$25.00', '✓ agrees'],
    ]);
    expect(await result.locator('#go-live-differences li').allTextContents()).toEqual([
      "Rent unpaid: the old system's trial balance gives $2,954.76; the file's lines make $2,954.66, a difference of -$0.10.",
    ]);
    expect(await form.locator('#go-live-report').textContent()).toBe('');
    await page.screenshot({ path: join(SCREENSHOTS, 'go-live-refused.png'), fullPage: true });
    // nothing was converted: there is no report yet, and the account still owes nothing
    await form.getByRole('button', { name: 'Show the conversion report' }).click();
    await form
      .locator('.form-error', { hasText: 'Nothing was converted from munis as of 11/15/2025.' })
      .waitFor();
    const before = await ledger.http().get('/v1/accounts/NP-V01/balance').set(as('finance'));
    expect(before.body.total).toBe('0.00');

    // a bad line is named by its line, its column and a sentence (a check, nothing written)
    const bad = `${await readFile(join(SAMPLES, 'village-opening-balances.csv'), 'utf8')}NP-V13,OLD-25-013,2025-10-01,2025,12.5,0.00,,\r\n`;
    await form.getByLabel("Old system's export (CSV)").setInputFiles({
      name: 'export-with-a-bad-line.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad),
    });
    await form.getByRole('button', { name: 'Check (dry run)' }).click();
    const errors = result.locator('#go-live-errors tbody tr');
    await errors.first().waitFor();
    expect(
      await errors.evaluateAll((rows) =>
        rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)),
      ),
    ).toEqual([
      [
        '16',
        'rent unpaid',
        'Rent unpaid must be an amount with two decimals, like 230.40 (found "12.5").',
      ],
    ]);

    // the right file and the right totals: converted, then the report the treasurer signs
    await form
      .getByLabel("Old system's export (CSV)")
      .setInputFiles(join(SAMPLES, 'village-opening-balances.csv'));
    await form.getByLabel('Rent unpaid').fill('2,954.66');
    await form.getByRole('button', { name: 'Convert' }).click();
    await result
      .locator('#go-live-headline', {
        hasText: 'Converted from munis as of 11/15/2025: 14 lines, 13 accounts written.',
      })
      .waitFor();
    expect(await result.locator('#go-live-totals').count()).toBe(0);
    const report = form.locator('#go-live-report');
    await report
      .locator('#conversion-report-summary', { hasText: '13 accounts, 14 items' })
      .waitFor();
    expect(await totalsOnScreen(report.locator('#conversion-report-totals'))).toEqual([
      ['Accounts with open items', '13', '13', '✓ agrees'],
      ['Rent unpaid', '$2,954.66', '$2,954.66', '✓ agrees'],
      ['Penalties and interest unpaid', '$78.32', '$78.32', '✓ agrees'],
      ['Charges unpaid', '$100.00', '$100.00', '✓ agrees'],
      ['Account credits', '$25.00', '$25.00', '✓ agrees'],
    ]);
    expect(
      await report
        .locator('#conversion-report-lines tbody tr')
        .first()
        .evaluate((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)),
    ).toEqual([
      '2',
      'NP-V01',
      'OLD-25-001',
      '10/01/2025',
      '2025',
      '$230.40',
      '$3.46',
      '$0.00',
      '$0.00',
    ]);
    expect(await report.locator('#conversion-report-lines tbody tr').count()).toBe(14);
    await page.screenshot({ path: join(SCREENSHOTS, 'go-live-converted.png'), fullPage: true });

    // the same file again changes nothing (C8)
    await form.getByRole('button', { name: 'Convert' }).click();
    await result
      .locator('#go-live-headline', {
        hasText:
          'Converted from munis as of 11/15/2025: 14 lines, 0 accounts written, 13 already converted (the same file again changes nothing).',
      })
      .waitFor();
    await context.close();
  }, 60_000);

  it('C12/N4: the next penalty run, started in the console, books 1.5% on 2025-12-01 of each converted rent: NP-V01 owes $237.32', async () => {
    const { context, page } = await consoleAs('finance', '#/runs');
    await page.locator('#pr-municipality').selectOption('northport');
    expect(await page.locator('#pr-through').inputValue()).toBe('2025-12-15');
    await page.getByRole('button', { name: 'Start penalty run' }).click();
    const result = page.locator('#penalty-result p.result');
    await result.waitFor();
    // twelve 2025 bills (1.5% each, 41.33) and last year's 3.00 (its thirteenth month): 13 accruals, 44.33
    expect(await result.textContent()).toMatch(
      /; 13 accrued \(\$44\.33\), 0 reversed \(\$0\.00\)\.$/,
    );
    // the register says what the run came to as the result did, the reversals' amount too
    await page
      .locator('#run-register tbody tr', { hasText: '13 accrued ($44.33), 0 reversed ($0.00)' })
      .waitFor();
    // the register keeps the conversion: what was asked, what came of it, and its report again
    const conversion = page.locator('#run-register tbody tr', {
      hasText: '14 lines, 13 accounts written, 0 already converted',
    });
    expect(await conversion.locator('td').nth(1).textContent()).toBe(
      "going live: the old system's open items",
    );
    expect(await conversion.locator('td').nth(4).textContent()).toBe(
      'source munis, conversion date 11/15/2025',
    );
    await conversion.getByRole('button', { name: 'Conversion report (PDF)' }).waitFor();
    const dryRun = page.locator('#run-register tbody tr', {
      hasText: 'checked, nothing written: 14 lines',
    });
    expect(await dryRun.locator('td').nth(4).textContent()).toBe(
      'source munis, conversion date 11/15/2025, check only (dry run)',
    );
    // #28: a conversion, checked or written, names the municipality of the accounts its file named
    expect(await dryRun.locator('td').nth(2).textContent()).toBe('Village of Northport');
    expect(await conversion.locator('td').nth(2).textContent()).toBe('Village of Northport');
    await page.screenshot({ path: join(SCREENSHOTS, 'go-live-penalty-run.png'), fullPage: true });
    const owes = async (accountId: string) => {
      await page.goto(`${base}/#/account/${accountId}`);
      await page.locator('h2', { hasText: `Account ${accountId}` }).waitFor();
      await page.locator('#bal-total').waitFor();
      const text = (id: string) => page.locator(`#${id}`).textContent();
      return {
        rent: await text('bal-rent'),
        penalties: await text('bal-penalties'),
        charges: await text('bal-charges'),
        total: await text('bal-total'),
      };
    };
    // C12's worked example: 230.40 unpaid, 3.46 converted, 3.46 booked on 2025-12-01
    expect(await owes('NP-V01')).toEqual({
      rent: '$230.40',
      penalties: '$6.92',
      charges: '$0.00',
      total: '$237.32',
    });
    // C12: the converted bill is not offered a void (the API refuses it): the page says why
    const converted = page.locator('.bill-correction[data-bill="OLD-25-001"]');
    await converted
      .locator('.converted-note', {
        hasText: 'This bill was brought in from the old system when the office went live',
      })
      .waitFor();
    expect(await converted.locator('summary', { hasText: 'Void this bill' }).count()).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'go-live-account.png'), fullPage: true });
    // last year's bill keeps its own anniversaries: 39.00 converted, 3.00 and 3.46 booked
    expect(await owes('NP-V10')).toMatchObject({ rent: '$430.40', penalties: '$48.92' });
    // the penalty-free form charge stays as it was (N10)
    expect(await owes('NP-V09')).toMatchObject({ penalties: '$6.92', charges: '$100.00' });
    await context.close();
  }, 60_000);

  it('C11: a misread bill rendered after going live is voided and replaced through the console', async () => {
    const http = () => ledger.http();
    await http()
      .post('/v1/municipalities/northport/rate-schedules')
      .set(as('finance'))
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
    // the meter read as 80,000 gallons (230.40), billed on 2025-12-01
    await http()
      .post('/v1/accounts/NP-V30/water-usage')
      .set(as('clerk'))
      .send({ fiscalYear: 2025, readOn: '2025-11-20', totalGallons: 80_000 })
      .expect(201);
    await http()
      .post('/v1/accounts/NP-V30/bills')
      .set(as('finance'))
      .send({ billId: 'NP-V30-B1', fiscalYear: 2025, billDate: '2025-12-01' })
      .expect(201);
    const { context, page } = await consoleAs('finance', '#/account/NP-V30');
    await page.locator('h2', { hasText: 'Account NP-V30' }).waitFor();
    const block = page.locator('.bill-correction[data-bill="NP-V30-B1"]');
    const form = await action(page, 'Void this bill', block);
    expect(await form.getByLabel('Voided on').inputValue()).toBe('2025-12-15');
    await form.getByLabel('Reason').fill('meter misread: 60,000 gallons, not 80,000');
    await form.getByRole('button', { name: 'Void this bill' }).click();
    await page
      .locator('#account-confirmation', {
        hasText: 'Bill NP-V30-B1 is voided on 12/15/2025: $230.40 of rent is no longer owed.',
      })
      .waitFor();
    // the clerk records the right reading; the replacement keeps the voided bill's dates
    await http()
      .post('/v1/accounts/NP-V30/water-usage')
      .set(as('clerk'))
      .send({ fiscalYear: 2025, readOn: '2025-12-15', totalGallons: 60_000 })
      .expect(201);
    const replace = page
      .locator('.bill-correction[data-bill="NP-V30-B1"] details.action')
      .filter({ has: page.locator('summary', { hasText: 'Render the replacement' }) });
    await replace.locator('form').waitFor();
    expect(await replace.getByLabel('Replaces (optional)').inputValue()).toBe('NP-V30-B1');
    await replace.getByRole('button', { name: 'Render the replacement' }).click();
    await page
      .locator('#account-confirmation', {
        hasText: 'replaces voided bill NP-V30-B1: $172.80 dated 12/01/2025, due 12/31/2025.',
      })
      .waitFor();
    await page.locator('#bills', { hasText: 'voided 12/15/2025, replaced by' }).waitFor();
    await page.locator('#bal-total', { hasText: '$172.80' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'go-live-replaced.png'), fullPage: true });
    await context.close();
  }, 60_000);

  it("C12: the conversion report's PDF, fetched from the console, reads back with the screen's totals", async () => {
    const { context, page } = await consoleAs('finance', '#/office');
    const form = await action(page, "Go live: bring in the old system's open items");
    await form.getByLabel('Conversion date').fill('2025-11-15');
    await form.getByLabel('Source system').fill('munis');
    await form.getByRole('button', { name: 'Show the conversion report' }).click();
    const report = form.locator('#go-live-report');
    await report
      .locator('#conversion-report-summary', { hasText: '13 accounts, 14 items' })
      .waitFor();
    const screen = await totalsOnScreen(report.locator('#conversion-report-totals'));
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Conversion report to sign (PDF)' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('conversion-munis-2025-11-15.pdf');
    const text = pdfText(await readFile((await file.path())!), 'go-live-conversion-report');
    expect(text).toContain('Village of Northport');
    expect(text).toContain('Source munis, as of 11/15/2025');
    // each total as printed: the ledger's and the old system's, as the screen shows them
    const printedAs: Record<string, string> = { 'Accounts with open items': 'Accounts' };
    for (const [total, ledgerFigure, oldSystem] of screen)
      expect(text).toContain(`${printedAs[total] ?? total} ${ledgerFigure} ${oldSystem}`);
    expect(screen.map((r) => r[1])).toEqual(['13', '$2,954.66', '$78.32', '$100.00', '$25.00']);
    expect(text).toContain('Total $2,954.66 $78.32 $100.00 $25.00');
    expect(text).toContain('2 NP-V01 OLD-25-001 10/01/2025 2025 $230.40 $3.46 $0.00 $0.00');
    expect(text).toContain('Treasurer');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Conversion report (CSV)' }).click(),
    ]);
    expect((await readFile((await csv.path())!, 'utf8')).split('\r\n')).toEqual(
      expect.arrayContaining(['rentUnpaid,2954.66,2954.66', 'credits,25.00,25.00']),
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'go-live-report.png'), fullPage: true });
    await context.close();
  }, 60_000);
});
