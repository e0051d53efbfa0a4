import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { SCREENSHOTS, signIn, consoleOf, closeConsole } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { issueKeys, startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * Issue 28: the City of Watervliet's day in the console, beside the Northport
 * and Queensbury day of web-console-office.e2e-spec.ts. The admin makes every
 * other role's key in the console; the treasurer adopts the city's rates in
 * the rate boxes (W2), runs the bills of the November period (W1) and
 * records the tax sale (W3); the clerk opens the accounts and takes a payment
 * at the counter; the auditor reads the account as known before it. Every
 * document printed is read back with pdftotext and compared with the screen
 * it was printed from: amounts, owner, parcel, period words, office name.
 */
describe("the City of Watervliet's day in the console, every document checked against its screen", () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    // the ledger's clock is the browser's: the forms' "today" is the server's
    ledger = await startTestLedger(new Date().toISOString(), { auth: true });
    ({
      keys: { admin: keys.admin },
    } = await issueKeys(ledger, {
      admin: ['Office Admin', 'admin'],
    }));
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  const signInAs = (role: string, hash: string) => signIn(browser, base, keys[role], hash);

  async function action(page: Page, title: string, within: Page | Locator = page) {
    const details = within
      .locator('details.action')
      .filter({ has: page.locator('summary', { hasText: title }) });
    await details.locator('summary').click();
    return details;
  }

  /** A document the button downloads, as pdftotext reads it (one line), its PDF kept in test-artifacts. */
  async function printed(page: Page, button: Locator, name: string): Promise<string> {
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const pdf = await readFile((await download.path())!);
    writeFileSync(join(SCREENSHOTS, `${name}.pdf`), pdf);
    const text = pdfText(pdf, name, false).trim();
    writeFileSync(join(SCREENSHOTS, `${name}.txt`), text);
    return text;
  }

  const text = async (l: Locator) => ((await l.textContent()) ?? '').trim();

  it('the admin makes the clerk, treasurer, Board, and auditor keys in the console, each shown once', async () => {
    const { context, page } = await signInAs('admin', '#/keys');
    for (const [name, actor, role, city] of [
      ['clerk', 'Wanda Clerk', 'clerk', true],
      ['finance', 'City Treasurer', 'finance', false],
      ['board', 'Council Secretary', 'board', false],
      ['auditor', 'Comptroller Auditor', 'auditor', false],
    ] as const) {
      await page.getByLabel("Holder's name").fill(actor);
      await page.getByLabel('Role').selectOption(role);
      if (city) await page.getByLabel('City of Watervliet').check();
      await page.getByRole('button', { name: 'Create the key' }).click();
      await page.getByText(`Key made for ${actor} (${role}`).waitFor();
      keys[name] = (await page.locator('#key-secret-value').textContent())!;
      const me = await ledger
        .http()
        .get('/v1/me')
        .set({ Authorization: `Bearer ${keys[name]}` })
        .expect(200);
      expect(me.body).toMatchObject({ actor, role });
      if (city) expect(me.body.municipalities).toEqual(['watervliet']);
    }
    await context.close();
  }, 60_000);

  it('the treasurer adopts the W2 rates in the rate boxes (empty, not filled with placeholders)', async () => {
    const { context, page } = await signInAs('finance', '#/office');
    const city = page
      .locator('section')
      .filter({ has: page.locator('h3', { hasText: 'City of Watervliet' }) });
    const form = await action(page, 'Adopt a rate schedule', city);
    const unit = form.getByLabel('Residential unit', { exact: true });
    expect(await unit.inputValue()).toBe('');
    expect(await unit.getAttribute('placeholder')).toBeFalsy();
    await form.getByLabel('Effective from').fill('2025-11-01');
    await form.getByLabel('Effective to').fill('2026-10-31');
    await form.getByLabel('Adopted on').fill('2025-10-06');
    for (const [label, value] of [
      ['Residential unit', '98.41'],
      ['Metered per 1,000 gallons', '4.48'],
      ['Metered minimum', '224.00'],
      ['Vacant unit water off', '49.50'],
      ['Vacant owner occupied unit', '49.50'],
      ['Vacant land', '6.57'],
      ['Outside residential unit', '150.00'],
      ['Outside vacant water off', '75.00'],
      ['Unauthorized turn on penalty', '500.00'],
      ['Occupied while reduced penalty', '500.00'],
    ])
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Adopt a rate schedule' }).click();
    await form.locator('.confirmation', { hasText: 'recorded' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'watervliet-rates.png'), fullPage: true });
    await context.close();
  }, 60_000);

  /** W1: the November period as a resident reads it, printed on every bill of the run. */
  const PERIOD = 'November 1, 2025 - April 30, 2026';
  const OWNERS = [
    ['WV-101', '45.12-3-101', 'Morgan Hudson', '101 Broadway, Watervliet NY 12189'],
    ['WV-102', '45.12-3-102', 'Avery Arsenal', '102 Broadway, Watervliet NY 12189'],
  ] as const;
  /** The server's and the browser's today, as the penalty-run form offers it. */
  let today = '';

  /** No rule id, no developer word, no other municipality on a resident's paper (#28.11). */
  const plainForResidents = (paper: string) => {
    expect(paper).not.toMatch(/\(rules? [CNWQ]\d/);
    expect(paper).not.toMatch(/Northport|Queensbury/);
  };

  it('the clerk opens two two-unit residences; the treasurer runs the November bills (W1, W2) and the bills PDF says what the run says', async () => {
    const clerk = await signInAs('clerk', '#/accounts');
    for (const [id, parcel, name, address] of OWNERS) {
      const open = await action(clerk.page, 'Open an account');
      // her key is the city's only: no other municipality is offered
      expect(await open.getByLabel('Municipality').locator('option').allTextContents()).toEqual([
        'City of Watervliet',
      ]);
      // W2: the city's own property classes only (not Northport's commercial, Queensbury's nonresidential)
      expect(
        await open.getByLabel('Property class').locator('option:not([disabled])').allTextContents(),
      ).toEqual(['residential', 'other', 'vacant land']);
      // W2: the city has no sewer districts and no exemption: neither is asked
      expect(await open.getByLabel(/^District/).isVisible()).toBe(false);
      expect(await open.getByLabel(/^Exemption/).isVisible()).toBe(false);
      await open.getByLabel('Account id').fill(id);
      await open.getByLabel('Parcel id').fill(parcel);
      await open.getByLabel('Property class').selectOption('residential');
      await open.getByLabel('Units (optional)').fill('2');
      await open.getByLabel('Owner name').fill(name);
      await open.getByLabel('Owner mailing address').fill(address);
      await open.getByLabel('Opened on').fill('2025-06-01');
      await open.getByRole('button', { name: 'Open an account' }).click();
      await open.locator('.confirmation', { hasText: `Account ${id} is open.` }).waitFor();
      await open.locator('summary').click();
    }
    // the clerk is not offered the runs
    await clerk.page.goto(`${base}/#/runs`);
    await clerk.page.locator('h3', { hasText: 'Run register' }).waitFor();
    expect(await clerk.page.locator('#bill-run').isVisible()).toBe(false);
    await clerk.context.close();

    const { context, page } = await signInAs('finance', '#/runs');
    await page.locator('#br-municipality').selectOption('watervliet');
    await page.locator('#br-period').fill('2025-11');
    // #28.9: the bill date starts at today and the run id is suggested from the municipality and period
    expect(await page.getByLabel('Bill date').inputValue()).toBe(
      await page.locator('#pr-through').inputValue(),
    );
    expect(await page.getByLabel('Run id').inputValue()).toBe('watervliet-2025-11');
    await page.getByLabel('Bill date').fill('2025-12-01');
    await page.getByLabel('Run id').fill('WV-R-2025-11');
    await page.getByRole('button', { name: 'Start bill run' }).click();
    await page.getByText('Bill run WV-R-2025-11 finished:').waitFor();
    // W2 worked example: two occupied units inside the city, 98.41 each
    expect(await text(page.locator('#bill-result'))).toContain('2 bills, total $393.64');
    const run = await printed(
      page,
      page.getByRole('button', { name: 'Bills for the mail house (PDF)' }),
      'watervliet-bill-run',
    );
    const pages = run.split('Sewer rent bill').slice(1);
    expect(pages).toHaveLength(2);
    for (const [i, [id, parcel, name, address]] of OWNERS.entries()) {
      expect(pages[i]).toContain(`Bill WV-R-2025-11:${id} ${name} ${address}`);
      expect(pages[i]).toContain(`${name} ${id} ${parcel} ${PERIOD} 12/01/2025 01/01/2026`);
      expect(pages[i]).toContain('Total due $196.82');
      expect(pages[i]).toContain('no interest is charged if paid by 02/01/2026');
    }
    expect(run.match(/City of Watervliet/g)!.length).toBeGreaterThanOrEqual(4);
    plainForResidents(run);
    // the run register links the run's documents
    await page.locator('#run-register', { hasText: 'WV-R-2025-11' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'watervliet-bill-run.png'), fullPage: true });
    await context.close();
  }, 90_000);

  it('the treasurer records the tax sale (W3) and runs interest through today; the account shows both', async () => {
    const { context, page } = await signInAs('finance', '#/office');
    const city = page
      .locator('section')
      .filter({ has: page.locator('h3', { hasText: 'City of Watervliet' }) });
    const sale = await action(page, 'Record a tax sale', city);
    await sale.getByLabel('Tax sale id').fill('TS-2026');
    await sale.getByLabel('Sale date').fill('2026-06-10');
    await sale.getByLabel('Advertising cost').fill('25');
    await sale.getByRole('button', { name: 'Record a tax sale' }).click();
    await sale.locator('.confirmation', { hasText: 'Record a tax sale: recorded.' }).waitFor();
    await page.goto(`${base}/#/runs`);
    // W1: the form names the run by what the city charges, interest, as soon as the city is chosen
    await page.locator('#pr-municipality').selectOption('northport');
    expect(await text(page.locator('#penalty-run-heading'))).toBe('Penalty run');
    await page.locator('#pr-municipality').selectOption('watervliet');
    expect(await text(page.locator('#penalty-run-heading'))).toBe('Interest run');
    expect(await page.getByRole('button', { name: 'Start penalty run' }).count()).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'watervliet-interest-run.png') });
    today = await page.locator('#pr-through').inputValue();
    await page.getByRole('button', { name: 'Start interest run' }).click();
    await page
      // W1: the city charges interest, and the run's result says so
      .locator('#penalty-result', { hasText: 'Interest run finished: 2 accounts' })
      .waitFor();
    // a single bill of the city is asked its period, required (not "optional", then refused)
    await page.goto(`${base}/#/account/WV-101`);
    const single = await action(page, 'Render a single bill');
    expect(await text(single.locator('label', { hasText: /^Period/ }))).toBe('Period');
    await single.getByRole('button', { name: 'Render a single bill' }).click();
    expect(await text(single.locator('[data-error-for="period"]'))).toBe('Fill in the period.');
    await context.close();
  }, 60_000);

  it('the clerk at the counter: the bill, a payment typed as "100", its receipt, the notice and the statement each say what the screen says', async () => {
    const { context, page } = await signInAs('clerk', '#/account/WV-101');
    await page.locator('#bal-payoff').waitFor();
    expect(await text(page.locator('#municipality'))).toBe('City of Watervliet');
    expect(await text(page.locator('#tax-sales'))).toBe(
      'TS-2026 on 06/10/2026: bills WV-R-2025-11:WV-101; advertising $25.00',
    );
    expect(await text(page.locator('#bal-charges'))).toBe('$25.00');
    const owedBefore = await text(page.locator('#bal-total'));

    // the bill, printed from the line that lists it
    const line = await text(page.locator('#bills'));
    expect(line).toContain(
      'WV-R-2025-11:WV-101: $196.82 dated 12/01/2025, due 01/01/2026, to Morgan Hudson',
    );
    const bill = await printed(
      page,
      page.locator('#bills').getByRole('button', { name: 'Print bill' }),
      'watervliet-bill',
    );
    expect(bill).toContain(`Morgan Hudson WV-101 45.12-3-101 ${PERIOD} 12/01/2025 01/01/2026`);
    expect(bill).toContain('Total due $196.82');
    expect(bill).toContain(
      'Remit to Account Bill Owner Due date Amount due Amount enclosed City of Watervliet WV-101 WV-R-2025-11:WV-101 Morgan Hudson 01/01/2026 $196.82',
    );
    plainForResidents(bill);

    // #28.6: the amount as a person types it; #28.7: a check with its number
    const form = await action(page, 'Post a payment');
    expect(await form.getByLabel('Method').inputValue()).toBe('check');
    await form.getByLabel('Amount', { exact: true }).fill('100');
    await form.getByLabel('Check number or reference').fill('5521');
    await form.getByRole('button', { name: 'Post a payment' }).click();
    const confirmed = page.locator('#account-confirmation', { hasText: 'of $100.00' });
    await confirmed.waitFor();
    await page.locator('#payments', { hasText: '$100.00' }).waitFor();
    await page.locator('#bal-total', { hasText: /\$\d/ }).waitFor();
    const owed = await text(page.locator('#bal-total'));
    const cents = (m: string) => Math.round(Number(m.replace(/[$,]/g, '')) * 100);
    expect(cents(owedBefore) - cents(owed)).toBe(10000);
    const paymentId = /Payment (\S+) of/.exec(await text(confirmed))![1];

    const receipt = await printed(
      page,
      confirmed.getByRole('button', { name: 'Print receipt' }),
      'watervliet-receipt',
    );
    expect(receipt).toContain('City of Watervliet Payment receipt');
    expect(receipt).toContain(`Receipt for payment ${paymentId}`);
    expect(receipt).toContain(
      `Morgan Hudson 101 Broadway, Watervliet NY 12189 WV-101 45.12-3-101 ${usDate(today)} $100.00 check, reference 5521`,
    );
    expect(receipt).toContain(`${owed} as of ${usDate(today)}`);
    plainForResidents(receipt);

    const notice = await printed(
      page,
      page.getByRole('button', { name: 'Delinquency notice (PDF)' }),
      'watervliet-notice',
    );
    const payoff = await text(page.locator('#bal-payoff'));
    expect(notice).toContain('Morgan Hudson WV-101 45.12-3-101');
    expect(notice).toContain(`Amount to pay on ${usDate(today)}: ${payoff}`);
    expect(notice).toContain('WV-R-2025-11:WV-101 01/01/2026');
    expect(notice).toContain("at the City of Watervliet clerk's office");
    plainForResidents(notice);

    const statement = await printed(
      page,
      page.getByRole('button', { name: 'Statement (PDF)' }),
      'watervliet-statement',
    );
    expect(statement).toContain(`account statement through ${usDate(today)}`);
    expect(statement).toContain(
      'Morgan Hudson 101 Broadway, Watervliet NY 12189 WV-101 45.12-3-101 City of Watervliet',
    );
    expect(statement).toContain(`Payment (check) ref 5521 -$100.00 ${owed}`);
    expect(statement).toContain(`Closing balance ${owed}`);
    expect(statement).toMatch(new RegExp(`Total owed .*\\${owed}$`));
    await page.screenshot({ path: join(SCREENSHOTS, 'watervliet-counter.png'), fullPage: true });
    await context.close();
  }, 90_000);

  it('the auditor reads the account as known before the payment: the screen and the printed statement agree, and the notice (printed only as known now) is not offered', async () => {
    // C3: the instant a second before the ledger learned of the payment, as its statement's "Recorded" column gives it
    const entries = (
      await ledger
        .http()
        .get('/v1/accounts/WV-101/statement')
        .set({ Authorization: `Bearer ${keys.auditor}` })
        .expect(200)
    ).body.entries as { kind: string; recordedAt: string }[];
    const recorded = Date.parse(entries.find((e) => e.kind === 'payment')!.recordedAt);
    const beforePayment = new Date(Math.floor(recorded / 1000) * 1000 - 1000).toISOString();
    // the auditor works from elsewhere: her browser's zone is not the office's
    const { context, page } = await signIn(
      browser,
      base,
      keys.auditor,
      `#/account/WV-101?${new URLSearchParams({ asOf: today, knownAt: beforePayment })}`,
      { timezoneId: 'Europe/Berlin' },
    );
    await page.locator('#known-note', { hasText: 'as the ledger knew it at' }).waitFor();
    await page.locator('#bal-total', { hasText: /\$\d/ }).waitFor();
    // the instant in the box is the office's time, as the note and the Recorded column give it, whatever the browser's zone
    const [, mm, dd, yyyy, hh, min, ampm] =
      /knew it at (\d\d)\/(\d\d)\/(\d{4}) (\d\d):(\d\d) (AM|PM)/.exec(
        await text(page.locator('#known-note')),
      )!;
    const hour24 = String((Number(hh) % 12) + (ampm === 'PM' ? 12 : 0)).padStart(2, '0');
    // a datetime-local box gives its value without the seconds when they are zero (one run in sixty)
    expect(await page.locator('#known-at').inputValue()).toMatch(
      new RegExp(`^${yyyy}-${mm}-${dd}T${hour24}:${min}(:\\d\\d)?$`),
    );
    // and read back from the box it is the same instant (the URL the screen keeps)
    expect(new URL(page.url().replace('#/', '')).searchParams.get('knownAt')).toBe(beforePayment);
    expect(await text(page.locator('#payments'))).toBe('none');
    const owed = await text(page.locator('#bal-total'));
    expect(await text(page.locator('#bal-payoff'))).toBe(owed);
    expect(await page.locator('#balance').textContent()).toContain(
      'Amount to pay today (as then known)',
    );
    expect(await page.getByRole('button', { name: 'Delinquency notice (PDF)' }).isDisabled()).toBe(
      true,
    );
    const statement = await printed(
      page,
      page.getByRole('button', { name: 'Statement (PDF)' }),
      'watervliet-statement-as-known',
    );
    expect(statement).not.toContain('5521');
    expect(statement).toContain(`Closing balance ${owed}`);
    expect(statement).toMatch(new RegExp(`Total owed .*\\${owed}$`));
    // the auditor reads; nothing is offered to write
    expect(await page.locator('details.action').count()).toBe(0);
    await page.screenshot({
      path: join(SCREENSHOTS, 'watervliet-auditor-as-known.png'),
      fullPage: true,
    });
    await context.close();
  }, 60_000);

  it("the treasurer prepares the city's lien statement, the Board levies it (W3, N9); the roll PDF says what the screen says", async () => {
    const treasurer = await signInAs('finance', '#/reports');
    await treasurer.page.getByLabel('Municipality').selectOption('watervliet');
    const prepare = await action(treasurer.page, 'Prepare a lien statement for City of Watervliet');
    await prepare.getByLabel('Statement id').fill('WV-LS-2027');
    // N9: levied on a later day than its cut-off
    const cutoff = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await prepare.getByLabel('Cutoff').fill(cutoff);
    await prepare.getByLabel('Tax year').fill('2027');
    await prepare.getByRole('button', { name: 'Prepare a lien statement' }).click();
    await treasurer.page.locator('#lien-status', { hasText: 'prepared' }).waitFor();
    expect(await text(treasurer.page.locator('#lien-totals'))).toBe(
      'Total, 2 parcels$393.64$109.74$503.38',
    );
    // W1: the city's accruals are interest, not penalties
    expect(await text(treasurer.page.locator('#lien thead'))).toBe(
      'ParcelAssessed toAccountsRentInterestTotal',
    );
    await treasurer.context.close();

    const board = await signInAs('board', '#/reports');
    // the Board picks the city's statement from the list of those it prepared, not typed from memory
    await board.page.locator('#r-municipality').selectOption('watervliet');
    const statements = board.page.getByLabel('Lien statement to show');
    await statements.locator('option[value="WV-LS-2027"]').waitFor({ state: 'attached' });
    expect(await statements.locator('option').allTextContents()).toEqual([
      expect.stringMatching(
        /^WV-LS-2027: arrears as of \d\d\/\d\d\/\d{4}, tax year \d{4}, \d+ parcels?, \$[\d,]+\.\d\d, prepared$/,
      ),
    ]);
    await board.page
      .locator('#lien-form')
      .screenshot({ path: join(SCREENSHOTS, 'watervliet-lien-statement-list.png') });
    await statements.selectOption('WV-LS-2027');
    await board.page.getByRole('button', { name: 'Show statement' }).click();
    await board.page.locator('#lien-status', { hasText: 'prepared' }).waitFor();
    const levy = await action(board.page, 'Levy this statement on the tax roll');
    await levy.getByLabel('Levied on').fill(today);
    await levy.getByRole('button', { name: 'Levy this statement on the tax roll' }).click();
    await board.page.locator('#lien-status', { hasText: 'levied' }).waitFor();
    // WV-101 paid 100.00 after the cut-off: the levy put what was still unpaid on the roll (N9), and the screen says so
    const lien = board.page.locator('#lien');
    expect(await text(lien)).toContain(
      `City of Watervliet, arrears as of ${usDate(cutoff)}, tax year 2027: 2 parcels, $503.38 (levied); the levy of ${usDate(today)} put 2 accounts and $403.38 on the tax roll`,
    );
    expect(await text(board.page.locator('#lien-levy-note'))).toContain(
      'What was paid, waived or adjusted after the cut-off was not levied: the levy put $403.38 on the tax roll (the Levied column), and the lien roll and the CSV give what was levied',
    );
    // each row beside what was prepared, what the levy put on the roll: the totals row as the levy's total
    expect(await text(board.page.locator('#lien thead'))).toContain('Levied');
    expect(await text(board.page.locator('#lien-totals'))).toMatch(/\$503\.38\s*\$403\.38$/);
    const [download] = await Promise.all([
      board.page.waitForEvent('download'),
      board.page.getByRole('button', { name: 'Lien roll for the Board (PDF)' }).click(),
    ]);
    const pdf = await readFile((await download.path())!);
    writeFileSync(join(SCREENSHOTS, 'watervliet-lien-roll.pdf'), pdf);
    const roll = pdfText(pdf, 'watervliet-lien-roll', false);
    expect(roll).toContain(
      'City of Watervliet Roll of unpaid sewer rents levied on the 2027 tax roll',
    );
    expect(roll).toContain(`Lien statement WV-LS-2027: arrears as of ${usDate(cutoff)}`);
    expect(roll).toContain(`2 $403.38 levied on ${usDate(today)}`);
    expect(roll).toContain('$348.51 $54.87 $403.38');
    expect(roll).not.toMatch(/Northport|Queensbury/);
    // each parcel's row, read as a table row: parcel, owner of record, account, what was levied
    const rows = pdfText(pdf, 'watervliet-lien-roll-rows');
    writeFileSync(join(SCREENSHOTS, 'watervliet-lien-roll.txt'), rows);
    const row = (parcel: string) => rows.split('\n').find((l) => l.includes(parcel)) ?? '';
    expect(row('45.12-3-101')).toMatch(
      /45\.12-3-101 Morgan Hudson WV-101 \$151\.69 \$0\.00 \$151\.69/,
    );
    expect(row('45.12-3-102')).toMatch(
      /45\.12-3-102 Avery Arsenal WV-102 \$196\.82 \$54\.87 \$251\.69/,
    );
    await board.page.screenshot({
      path: join(SCREENSHOTS, 'watervliet-board-levy.png'),
      fullPage: true,
    });

    // the account says what the roll says, and so does the notice printed from it (#28.4)
    await board.page.goto(`${base}/#/account/WV-102`);
    await board.page.locator('#bal-levied', { hasText: '$251.69' }).waitFor();
    expect(await text(board.page.locator('#bal-payoff'))).toBe('$0.00');
    const notice = await printed(
      board.page,
      board.page.getByRole('button', { name: 'Delinquency notice (PDF)' }),
      'watervliet-notice-levied',
    );
    expect(notice).toContain('Avery Arsenal WV-102 45.12-3-102');
    expect(notice).toContain(`Tax year Levied on Amount levied 2027 ${usDate(today)} $251.69`);
    expect(notice).toContain(`Amount to pay on ${usDate(today)}: $0.00`);
    plainForResidents(notice);
    // W1: the Board waives the city's interest, in the city's word, and the form says what it waives (C13)
    const titles = await board.page.locator('details.action summary').allTextContents();
    expect(titles).toContain('Waive interest');
    expect(titles.join(' ')).not.toMatch(/penalt/i);
    const waive = await action(board.page, 'Waive interest');
    expect(await text(waive.locator('.lead'))).toBe(
      'Waives the interest still unpaid on the bill, as booked up to the date it is waived on. Interest already paid is not waived.',
    );
    await waive.screenshot({ path: join(SCREENSHOTS, 'watervliet-waive-interest.png') });
    await board.context.close();
  }, 90_000);
});

/** A civil date as US paper prints it. */
function usDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}
