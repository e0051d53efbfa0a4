import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { SCREENSHOTS, signIn, consoleOf, closeConsole } from '../support/browser';
import { officeDay } from '../support/office-day';
import { pdfText } from '../support/pdf-text';
import { issueKeys, startTestLedger, TestLedger } from '../support/test-ledger';

type Keys = Awaited<ReturnType<typeof issueKeys>>;

/** The text of a PDF the console downloaded when `click` is done, read back by pdftotext. */
async function downloaded(page: Page, click: () => Promise<void>, layout: boolean) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const pdf = await readFile((await file.path())!);
  return { name: file.suggestedFilename(), text: pdfText(pdf, file.suggestedFilename(), layout) };
}

/** An action's form, opened. */
async function action(page: Page, title: string, within: Locator): Promise<Locator> {
  const details = within
    .locator('details.action')
    .filter({ has: page.locator('summary', { hasText: title }) });
  await details.locator('summary').click();
  return details;
}

/**
 * C11 and N3 in the console, in headless Chromium with authentication on:
 * the treasurer voids a misread bill and renders its replacement (the worked
 * example of C11, to the cent), corrects a bill an actual reading contradicts
 * in one action, and reads the statement and the replacement back on paper.
 * The ledger's and the browser's clocks both stand on 2025-12-10, the day of
 * the correction.
 */
describe('the console corrects a bill: void and replace (C11), estimates contradicted (N3)', () => {
  const DAY = '2025-12-10T15:00:00Z';
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;
  let keys: Keys['keys'];

  beforeAll(async () => {
    ledger = await startTestLedger(DAY, { auth: true });
    let as: Keys['as'];
    ({ keys, as } = await issueKeys(ledger, {
      clerk: ['Jane Clerk', 'clerk'],
      finance: ['Treasurer', 'finance'],
    }));
    const ok = (what: string) => (r: { status: number; body: unknown }) => {
      if (r.status !== 200 && r.status !== 201)
        throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    };
    const http = () => ledger.http();
    await http()
      .post('/v1/municipalities/northport/rate-schedules')
      .set(as('finance'))
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(ok('rate'));
    for (const accountId of ['NP-MIS', 'NP-EST'])
      await http()
        .post('/v1/accounts')
        .set(as('clerk'))
        .send({
          accountId,
          municipality: 'northport',
          parcelId: `0403-${accountId}`,
          propertyClass: 'residential',
          owner: { name: 'Pat Example', mailingAddress: '10 Main St, Northport NY 11768' },
          openedOn: '2025-06-01',
        })
        .expect(ok(`open ${accountId}`));
    const usage = (accountId: string, body: Record<string, unknown>) =>
      http()
        .post(`/v1/accounts/${accountId}/water-usage`)
        .set(as('clerk'))
        .send({ fiscalYear: 2025, readOn: '2025-09-01', ...body })
        .expect(ok('usage'));
    // NP-MIS: the worked example's meter misread at 80,000 gallons (230.40)
    await usage('NP-MIS', { totalGallons: 80_000 });
    // NP-EST: an authority meter of 50,000 and a private well estimated at 30,000 (230.40)
    await usage('NP-EST', { source: 'authority-meter', totalGallons: 50_000 });
    await usage('NP-EST', { source: 'private-well', totalGallons: 30_000, estimated: true });
    for (const accountId of ['NP-MIS', 'NP-EST'])
      await http()
        .post(`/v1/accounts/${accountId}/bills`)
        .set(as('finance'))
        .send({ billId: `${accountId}-B1`, fiscalYear: 2025, billDate: '2025-10-01' })
        .expect(ok('bill'));
    await http()
      .post('/v1/penalty-runs')
      .set(as('finance'))
      .send({ municipality: 'northport', through: '2025-12-01' })
      .expect(ok('penalty run'));
    // the well's actual reading: 40,000, so 90,000 delivered, not 80,000
    await usage('NP-EST', { source: 'private-well', totalGallons: 40_000, readOn: '2025-11-15' });
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  /** Signed in as `role` on the account's page, the browser's today the correction's day. */
  async function accountPage(role: string, accountId: string) {
    const { context, page } = await signIn(browser, base, keys[role], '#/accounts');
    page.on('pageerror', (m) => console.log('PAGEERROR', m.message));
    // a step that does not come says which, before the test's own timeout
    page.setDefaultTimeout(8000);
    await page.clock.setFixedTime(new Date(DAY));
    await page.goto(`${base}/#/account/${accountId}`);
    await page.reload();
    await page.locator('h2', { hasText: `Account ${accountId}` }).waitFor();
    return { context, page };
  }

  it('the clerk is not offered a void; the treasurer is, on each bill', async () => {
    const clerk = await accountPage('clerk', 'NP-MIS');
    await clerk.page.locator('details.action summary', { hasText: 'Post a payment' }).waitFor();
    expect(await clerk.page.locator('#bill-corrections').count()).toBe(0);
    expect(await clerk.page.locator('summary', { hasText: 'Void this bill' }).count()).toBe(0);
    await clerk.context.close();
  });

  it('C11: the misread bill voided and replaced through the console; the statement shows the pair; the statement and the replacement read back on paper to the cent', async () => {
    const { context, page } = await accountPage('finance', 'NP-MIS');
    const block = page.locator('.bill-correction[data-bill="NP-MIS-B1"]');
    const form = await action(page, 'Void this bill', block);
    // the void id and the day are filled in; the reason is the treasurer's to give
    expect(await form.getByLabel('Voided on').inputValue()).toBe('2025-12-10');
    expect(await form.getByLabel('Void id').inputValue()).toMatch(/^V-20251210-/);
    await form.getByRole('button', { name: 'Void this bill' }).click();
    await form.locator('[data-error-for="reason"]').filter({ hasText: /\w/ }).waitFor();
    await form.getByLabel('Reason').fill('meter misread: 60,000 gallons, not 80,000');
    await form.getByRole('button', { name: 'Void this bill' }).click();
    await page
      .locator('#account-confirmation', {
        hasText: 'Bill NP-MIS-B1 is voided on 12/10/2025: $230.40 of rent is no longer owed.',
      })
      .waitFor();
    await page.locator('#bills .badge', { hasText: 'voided 12/10/2025' }).waitFor();

    // the treasurer's replacement form is open, pre-filled with what it replaces and the same period;
    // the right reading is typed into it (optional: left empty, the readings on file stand) and recorded with it
    const replace = page
      .locator('.bill-correction[data-bill="NP-MIS-B1"] details.action')
      .filter({ has: page.locator('summary', { hasText: 'Render the replacement' }) });
    await replace.locator('form').waitFor();
    expect(await replace.getByLabel('Replaces (optional)').inputValue()).toBe('NP-MIS-B1');
    expect(await replace.getByLabel('Fiscal year').inputValue()).toBe('2025');
    // N3/N12: a residence's water never reaching the sewer is not deducted: the box is not offered, as on the reading's own form
    await replace.getByLabel('Right reading: total gallons (optional)').waitFor();
    expect(await replace.getByLabel(/metered non-discharged/).count()).toBe(0);
    await replace.getByLabel('Right reading: total gallons (optional)').fill('60000');
    await replace.getByLabel('Right reading: read on (optional)').fill('2025-12-10');
    await replace.getByRole('button', { name: 'Render the replacement' }).click();
    const confirmed = page.locator('#account-confirmation', {
      hasText: 'replaces voided bill NP-MIS-B1: $172.80 dated 10/01/2025, due 10/31/2025.',
    });
    await confirmed.waitFor();
    expect(await confirmed.textContent()).not.toContain('supplemental');
    await page.locator('#bills', { hasText: 'voided 12/10/2025, replaced by' }).waitFor();
    const readings = await ledger
      .http()
      .get('/v1/accounts/NP-MIS/readings')
      .set({ Authorization: `Bearer ${keys.finance}` })
      .expect(200);
    expect(JSON.stringify(readings.body)).toMatch(/"totalGallons":60000/);
    expect(await page.locator('#bill-corrections').textContent()).not.toContain('NP-MIS-B1');
    await page.locator('#statement .badge.voided').first().waitFor();
    const statement = await page.locator('#statement').textContent();
    expect(statement).toMatch(
      /Sewer rent, fiscal year 2025, due 10\/31\/2025 \(voided 12\/10\/2025, replaced by bill B-20251210-\w+\)/,
    );
    expect(statement).toMatch(/replaces voided bill NP-MIS-B1/);
    await page.screenshot({ path: join(SCREENSHOTS, 'corrections-replaced.png'), fullPage: true });

    // the replacement on paper, from the confirmation's print button
    const printed = await downloaded(
      page,
      () => confirmed.getByRole('button', { name: /^Print bill B-/ }).click(),
      false,
    );
    expect(printed.text).toContain(
      "This bill replaces bill NP-MIS-B1 ($230.40 of rent), voided on 12/10/2025: meter misread: 60,000 gallons, not 80,000. It keeps the voided bill's bill date, 10/01/2025, and due date, 10/31/2025, and penalties are recomputed from those dates on the corrected rent of $172.80.",
    );
    expect(printed.text).toMatch(/Total due \$172\.80/);

    // the next penalty run reconciles (C7): both 3.46 reversed, 2.59 booked twice from the original dates
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .set({ Authorization: `Bearer ${keys.finance}` })
      .send({ municipality: 'northport', through: '2025-12-10' })
      .expect(200);
    await page.reload();
    await page.locator('#bal-total', { hasText: '$177.98' }).waitFor();
    const paper = await downloaded(
      page,
      () => page.getByRole('button', { name: 'Statement (PDF)' }).click(),
      true,
    );
    expect(paper.name).toBe('statement-NP-MIS-2025-12-10.pdf');
    expect(paper.text).toMatch(
      /10\/01\/2025 Sewer rent, fiscal year 2025, due 10\/31\/2025 \(voided 12\/10\/2025, \$230\.40 \$230\.40\n replaced by bill B-20251210-\w+\)/,
    );
    expect(paper.text).toMatch(/replaces voided bill \$172\.80/);
    expect(
      paper.text.match(/Penalty: 1\.5% of 172\.80 unpaid rent of bill B-20251210-\w+ \$2\.59/g),
    ).toHaveLength(2);
    expect(
      paper.text.match(/Penalty reversed: bill \S+ was voided on 12\/10\/2025; -\$3\.46/g),
    ).toHaveLength(2);
    expect(paper.text).toMatch(/Closing balance \$177\.98/);
    await page.screenshot({ path: join(SCREENSHOTS, 'corrections-after-run.png'), fullPage: true });
    await context.close();
  });

  it('N3/C11: the bill an actual reading contradicts is shown, and corrected in one action: 230.40 kept from 10/01/2025 and a supplemental bill of 28.80', async () => {
    const { context, page } = await accountPage('finance', 'NP-EST');
    await page
      .locator('#contradicted', {
        hasText:
          'Bill NP-EST-B1 was made from an estimated reading of the private well (30,000 gallons): it billed 80,000 gallons delivered ($230.40); the actual reading of 40,000 gallons on 11/15/2025 makes 90,000.',
      })
      .waitFor();
    await page.locator('#bills .badge', { hasText: 'estimated reading' }).waitFor();
    // N3: the readings on file, each with its source, gallons, estimate or actual, what became of it and its bill
    const readings = () =>
      page
        .locator('#readings-table tbody tr')
        .evaluateAll((rows) =>
          rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent!.trim())),
        );
    await page.locator('#readings-table').waitFor();
    expect(await readings()).toEqual([
      [
        'Fiscal year 2025',
        '09/01/2025',
        'authority meter',
        '50,000',
        'actual',
        'in use',
        'NP-EST-B1',
      ],
      [
        'Fiscal year 2025',
        '09/01/2025',
        'private well',
        '30,000',
        'estimated',
        'contradicted by the actual reading of 40,000 gallons on 11/15/2025; replaced by a later reading',
        'NP-EST-B1',
      ],
      [
        'Fiscal year 2025',
        '11/15/2025',
        'private well',
        '40,000',
        'actual',
        'in use',
        'not billed',
      ],
    ]);
    await page.locator('#readings-table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'account-readings-contradicted.png') });
    await page.screenshot({
      path: join(SCREENSHOTS, 'corrections-contradicted.png'),
      fullPage: true,
    });
    // one request: the void and the replacement written together, or neither (C11)
    const corrected = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/v1/accounts/NP-EST/bills'),
    );
    await page.getByRole('button', { name: 'Void and replace bill NP-EST-B1' }).click();
    const sent = (await corrected).postDataJSON();
    expect([sent.replaces, sent.void.voidedOn]).toEqual(['NP-EST-B1', '2025-12-10']);
    // the reason is printed on the resident's papers: its date in US form, as every date they read
    expect(sent.void.reason).toBe(
      'estimated reading of the private well (30,000 gallons) contradicted by the actual reading of 40,000 gallons on 11/15/2025',
    );
    const confirmed = page.locator('#account-confirmation', {
      hasText: 'The corrected rent is higher: supplemental bill',
    });
    await confirmed.waitFor();
    expect(await confirmed.textContent()).toMatch(
      /Bill NP-EST-B1 is voided\. Bill B-20251210-\w+ replaces voided bill NP-EST-B1: \$230\.40 dated 10\/01\/2025, due 10\/31\/2025\..*supplemental bill B-20251210-\w+-S of \$28\.80 is dated 12\/10\/2025, due 01\/09\/2026\./,
    );
    // corrected: nothing contradicted any more
    await page.locator('#bills', { hasText: 'supplemental to' }).waitFor();
    expect(await page.locator('#contradicted').count()).toBe(0);
    // N3/C11: the replacement and its supplemental bill were made from the meter and the well's actual
    const [replacement, extra] = (await readings()).slice(-1)[0][6].split(', ');
    expect(replacement).toMatch(/^B-20251210-\w+$/);
    expect(extra).toBe(`${replacement}-S`);
    expect((await readings())[0][6]).toBe(`NP-EST-B1, ${replacement}, ${replacement}-S`);
    const supplemental = await downloaded(
      page,
      () => confirmed.getByRole('button', { name: /^Print bill B-.*-S$/ }).click(),
      false,
    );
    expect(supplemental.text).toMatch(/Total due \$28\.80/);
    expect(supplemental.text).toContain(
      'It is dated the day of the correction and due 01/09/2026; no penalty accrues on it before 01/10/2026.',
    );
    await page.screenshot({
      path: join(SCREENSHOTS, 'corrections-estimate-replaced.png'),
      fullPage: true,
    });
    await context.close();
  });
});

/** N9: a levied bill says why it cannot be voided, instead of the button (the office's day, levied on 2026-06-01). */
describe('the console on a levied bill (N9/C11)', () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;
  let keys: Keys['keys'];

  beforeAll(async () => {
    ledger = await startTestLedger('2026-06-15T15:00:00Z', { auth: true });
    let as: Keys['as'];
    ({ keys, as } = await issueKeys(ledger, {
      clerk: ['Jane Clerk', 'clerk'],
      finance: ['Treasurer', 'finance'],
      board: ['Board Secretary', 'board'],
    }));
    await officeDay(ledger, { clerk: as('clerk'), finance: as('finance') });
    await ledger
      .http()
      .post('/v1/lien-statements/LS-2026/levy')
      .set(as('board'))
      .send({ leviedOn: '2026-06-01' })
      .expect(201);
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  it('the levied bill carries the reason and no "Void this bill"; the paid account next door is offered it', async () => {
    const { context, page } = await signIn(browser, base, keys.finance, '#/account/NP-1002');
    const block = page.locator('.bill-correction[data-bill="R-2025:NP-1002"]');
    await block
      .locator('.levied-note', {
        hasText:
          'This bill was levied on the 2026 tax roll on 06/01/2026 (lien statement LS-2026): it cannot be voided. Its correction is a Board adjustment.',
      })
      .waitFor();
    expect(await block.locator('summary', { hasText: 'Void this bill' }).count()).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'corrections-levied.png'), fullPage: true });
    await page.goto(`${base}/#/account/NP-1001`);
    await page.locator('h2', { hasText: 'Account NP-1001' }).waitFor();
    await page.locator('.bill-correction summary', { hasText: 'Void this bill' }).waitFor();
    await context.close();
  });
});
