import { join } from 'node:path';
import { QUEENSBURY_CONSOLIDATED_2021 } from '@ledger/domain/municipalities/queensbury/fixtures';
import type { Browser, Page } from 'playwright-core';
import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import { closeConsole, SCREENSHOTS, signIn } from '../support/browser';
import { officeConsole } from '../support/office-console';
import type { TestLedger } from '../support/test-ledger';

const TODAY = '2026-12-02';

/**
 * #28.9: "no screen lists the rate schedules and budgets in force". Each
 * municipality's schedules adopted around a date, in its own shape, those in
 * force marked (`GET /v1/municipalities/{m}/rate-schedules`), Northport's
 * budgets (`GET /v1/municipalities/northport/budgets`), and the Board and
 * treasurer screen that reads them in each municipality's own words.
 */
describe('the rate schedules and budgets in force, over HTTP and on the Board and treasurer screen (N5, W2, Q1)', () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;
  let keys: Record<string, string>;
  let as: (name: string) => Record<string, string>;

  beforeAll(async () => {
    ({ ledger, browser, base, keys, as } = await officeConsole(TODAY));
    const adopt = (path: string, body: object) =>
      ledger.http().post(path).set(as('finance')).send(body).expect(201);
    // N5: the fiscal year before today's, today's (2026), and today's restated by a later adoption
    await adopt('/v1/municipalities/northport/rate-schedules', {
      fiscalYear: 2025,
      ratePer1000Gallons: '3.2000',
      adoptedOn: '2025-05-20',
    });
    await adopt('/v1/municipalities/northport/rate-schedules', {
      fiscalYear: 2026,
      ratePer1000Gallons: '3.3000',
      adoptedOn: '2026-05-19',
    });
    await adopt('/v1/municipalities/northport/budgets', {
      fiscalYear: 2026,
      adoptedOn: '2026-04-14',
      projectedGrossOperatingCosts: '4000.00',
      sewerRent: { operationAndMaintenance: '300.00', debtService: '100.00', capital: '50.00' },
      refundReserveRate: '0.10',
    });
    // W2: last year's amounts and this year's
    await adopt('/v1/municipalities/watervliet/rate-schedules', {
      effectiveFrom: '2025-11-01',
      effectiveTo: '2026-10-31',
      adoptedOn: '2025-10-06',
      rates: WATERVLIET_RATES_2022,
    });
    await adopt('/v1/municipalities/watervliet/rate-schedules', {
      effectiveFrom: '2026-11-01',
      effectiveTo: '2027-10-31',
      adoptedOn: '2026-10-05',
      rates: { ...WATERVLIET_RATES_2022, residentialUnit: '101.25' },
    });
    // Q1: the consolidated district's 2021 schedule, its 2026 one, and the technical park's
    await adopt('/v1/municipalities/queensbury/rate-schedules', QUEENSBURY_CONSOLIDATED_2021);
    await adopt('/v1/municipalities/queensbury/rate-schedules', {
      ...QUEENSBURY_CONSOLIDATED_2021,
      scheduleId: 'QB-CONS-2026',
      effectiveFrom: '2026-01-01',
      adoptedOn: '2025-12-02',
      residentialUnitPerQuarter: '32.00',
    });
    await adopt('/v1/municipalities/queensbury/rate-schedules', {
      ...QUEENSBURY_CONSOLIDATED_2021,
      scheduleId: 'QB-TP-2021',
      district: 'technical-park',
      residentialUnitPerQuarter: '0.00',
      residentialAllowanceGallons: 0,
      residentialExcessPer1000Gallons: '3.50',
      nonresidentialPer1000Gallons: '3.50',
    });
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  const get = async (path: string) =>
    (await ledger.http().get(path).set(as('clerk')).expect(200)).body;

  it('N5: Northport lists each fiscal year rate with its adoption date; the one of the date asked is in force', async () => {
    const rates = await get(`/v1/municipalities/northport/rate-schedules?asOf=${TODAY}`);
    expect(rates).toMatchObject({ municipality: 'northport', asOf: TODAY });
    expect(
      rates.schedules.map((s: Record<string, unknown>) => [
        s.fiscalYear,
        s.ratePer1000Gallons,
        s.adoptedOn,
        s.inForce,
      ]),
    ).toEqual([
      [2025, '3.2000', '2025-05-20', false],
      [2026, '3.3000', '2026-05-19', true],
    ]);
    // each in the law's own words, for a screen that names no municipality
    expect(rates.schedules[1].words).toEqual({
      title: 'Fiscal year 2026',
      from: '2026-06-01',
      to: '2027-05-31',
      charges: [{ label: null, amount: '3.3000', per: '1000-gallons' }],
    });
    // a date in fiscal year 2025 (before June 1, 2026): its rate is the one in force
    const earlier = await get('/v1/municipalities/northport/rate-schedules?asOf=2026-05-31');
    expect(earlier.schedules.map((s: { inForce: boolean }) => s.inForce)).toEqual([true, false]);
    // C3: as of the day before fiscal year 2026's rate was adopted, it is not listed
    const beforeAdopted = await get('/v1/municipalities/northport/rate-schedules?asOf=2026-05-18');
    expect(
      beforeAdopted.schedules.map((s: { fiscalYear: number; inForce: boolean }) => [
        s.fiscalYear,
        s.inForce,
      ]),
    ).toEqual([[2025, true]]);
    const budgets = await get(`/v1/municipalities/northport/budgets?asOf=${TODAY}`);
    expect(budgets.budgets).toHaveLength(1);
    expect(budgets.budgets[0]).toMatchObject({
      fiscalYear: 2026,
      total: '450.00',
      levy: '495.00',
      adoptedOn: '2026-04-14',
      inForce: true,
    });
  });

  it('W2/Q1: Watervliet by effective period, Queensbury by district, each in force as of the date', async () => {
    const city = await get(`/v1/municipalities/watervliet/rate-schedules?asOf=${TODAY}`);
    expect(
      city.schedules.map((s: Record<string, unknown>) => [
        s.effectiveFrom,
        (s.rates as { residentialUnit: string }).residentialUnit,
        s.inForce,
      ]),
    ).toEqual([
      ['2025-11-01', '98.41', false],
      ['2026-11-01', '101.25', true],
    ]);
    const town = await get(`/v1/municipalities/queensbury/rate-schedules?asOf=${TODAY}`);
    expect(
      town.schedules.map((s: Record<string, unknown>) => [s.scheduleId, s.district, s.inForce]),
    ).toEqual([
      ['QB-CONS-2021', 'consolidated', false],
      ['QB-CONS-2026', 'consolidated', true],
      ['QB-TP-2021', 'technical-park', true],
    ]);
    const before = await get('/v1/municipalities/queensbury/rate-schedules?asOf=2025-12-31');
    expect(before.schedules.map((s: { inForce: boolean }) => s.inForce)).toEqual([
      true,
      false,
      true,
    ]);
  });

  const listed = (page: Page, municipality: string, list: string) =>
    page
      .locator(`.in-force[data-municipality="${municipality}"] ul.${list} > li`)
      .evaluateAll((lis) =>
        lis.map((li) =>
          (li as unknown as { innerText: string }).innerText.replace(/\s+/g, ' ').trim(),
        ),
      );

  it("the Board member's screen lists them in each municipality's own words (each plug-in's, the console naming none), today's marked in force", async () => {
    const { context, page } = await signIn(browser, base, keys.board, '#/office');
    await page.clock.setFixedTime(new Date(`${TODAY}T15:00:00Z`));
    await page.reload();
    await page.locator('.in-force[data-municipality="queensbury"]').waitFor();
    expect(await listed(page, 'northport', 'schedules')).toEqual([
      'Fiscal year 2025, 06/01/2025 - 05/31/2026: $3.2000 per 1,000 gallons, adopted 05/20/2025',
      'Fiscal year 2026, 06/01/2026 - 05/31/2027: $3.3000 per 1,000 gallons, adopted 05/19/2026 in force',
    ]);
    expect(await listed(page, 'northport', 'budgets')).toEqual([
      'Fiscal year 2026: sewer rent $450.00 (operation and maintenance $300.00, debt service $100.00, capital $50.00), refund reserve to collect $45.00, levy $495.00; adopted 04/14/2026 in force Proposed rate: none yet. No billable water is recorded for the fiscal year: a rate cannot be proposed.',
    ]);
    const city = await listed(page, 'watervliet', 'schedules');
    expect(city[1]).toMatch(
      /^11\/01\/2026 - 10\/31\/2027, adopted 10\/05\/2026 in force Each residential unit inside the city \$101\.25 Other establishments, metered \$4\.4800 per 1,000 gallons Other establishments, minimum \$224\.00 /,
    );
    expect(city[0]).toMatch(/^11\/01\/2025 - 10\/31\/2026, adopted 10\/06\/2025 Each residential/);
    expect(city.join(' ')).not.toMatch(/[a-z][A-Z]|W2|Penalty run/);
    expect(await listed(page, 'queensbury', 'schedules')).toEqual([
      'Consolidated district, from 01/01/2021, adopted 12/01/2020 Each residential unit, a quarter (covers its first 13,000 gallons) $30.00 Residential, over those gallons $4.50 per 1,000 gallons Nonresidential $6.50 per 1,000 gallons',
      'Consolidated district, from 01/01/2026, adopted 12/02/2025 in force Each residential unit, a quarter (covers its first 13,000 gallons) $32.00 Residential, over those gallons $4.50 per 1,000 gallons Nonresidential $6.50 per 1,000 gallons',
      'Technical park district, from 01/01/2021: $3.50 per 1,000 gallons, adopted 12/01/2020 in force',
    ]);
    // Watervliet and Queensbury have no budget of Northport's law
    expect(await page.locator('.in-force ul.budgets').count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'office-rates-in-force.png') });
    await page
      .locator('.in-force[data-municipality="watervliet"]')
      .screenshot({ path: join(SCREENSHOTS, 'office-rates-in-force-watervliet.png') });
    await context.close();
  }, 60_000);

  it("the treasurer adopts a Queensbury schedule in the Town's own boxes (the district a choice), and it is listed in force", async () => {
    const { context, page } = await signIn(browser, base, keys.finance, '#/office');
    await page.clock.setFixedTime(new Date(`${TODAY}T15:00:00Z`));
    await page.reload();
    const town = page.locator('section').filter({
      has: page.locator('h3', { hasText: 'Town of Queensbury' }),
    });
    const details = town
      .locator('details.action')
      .filter({ has: page.locator('summary', { hasText: 'Adopt a rate schedule' }) });
    await details.locator('summary').click();
    // the Town's own shape, not a form with nothing but its button
    expect(
      await details.locator('form label').evaluateAll((ls) => ls.map((l) => l.textContent!.trim())),
    ).toEqual([
      'Schedule id',
      'District',
      'Effective from',
      'Adopted on',
      'Residential unit per quarter',
      'Residential allowance gallons',
      'Residential excess per 1,000 gallons',
      'Nonresidential per 1,000 gallons',
    ]);
    const district = details.getByLabel('District');
    expect(await district.locator('option').allTextContents()).toEqual([
      'consolidated',
      'technical park',
    ]);
    await details.getByLabel('Schedule id').fill('QB-TP-2026');
    await district.selectOption('technical-park');
    await details.getByLabel('Effective from').fill('2026-10-01');
    await details.getByLabel('Adopted on').fill('2026-09-15');
    await details.getByLabel('Residential unit per quarter').fill('0.00');
    await details.getByLabel('Residential allowance gallons').fill('0');
    await details.getByLabel('Residential excess per 1,000 gallons').fill('3.75');
    await details.getByLabel('Nonresidential per 1,000 gallons').fill('3.75');
    await page.screenshot({ path: join(SCREENSHOTS, 'office-queensbury-adopt.png') });
    await details.getByRole('button', { name: 'Adopt a rate schedule' }).click();
    await details.locator('.confirmation', { hasText: 'recorded' }).waitFor();
    expect(await details.locator('.form-error').textContent()).toBe('');
    await context.close();
  }, 60_000);

  it('after an adoption the list beside the form is read again, no reload needed; a budget shows the rate its levy proposes (N5)', async () => {
    const { context, page } = await signIn(browser, base, keys.finance, '#/office');
    await page.clock.setFixedTime(new Date(`${TODAY}T15:00:00Z`));
    await page.reload();
    await page.locator('.in-force[data-municipality="queensbury"]').waitFor();
    // the Queensbury schedule adopted in the form before is in force
    expect(await listed(page, 'queensbury', 'schedules')).toContain(
      'Technical park district, from 10/01/2026: $3.75 per 1,000 gallons, adopted 09/15/2026 in force',
    );
    // N5: a usage of 100,000 gallons for fiscal year 2026 (less 10%: 90,000 billable)
    await ledger
      .http()
      .post('/v1/accounts')
      .set(as('clerk'))
      .send({
        accountId: 'NP-7001',
        municipality: 'northport',
        parcelId: '0400-001.00-01.00-007.000',
        propertyClass: 'residential',
        owner: { name: 'Pat Main', mailingAddress: '1 Main St, Northport NY 11768' },
        openedOn: '2026-06-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-7001/water-usage')
      .set(as('clerk'))
      .send({ fiscalYear: 2026, totalGallons: 100000 })
      .expect(201);
    const northport = page.locator('section').filter({
      has: page.locator('h3', { hasText: 'Village of Northport' }),
    });
    const budget = northport
      .locator('details.action')
      .filter({ has: page.locator('summary', { hasText: 'Adopt a sewer rent budget' }) });
    await budget.locator('summary').click();
    await budget.getByLabel('Fiscal year').fill('2027');
    await budget.getByLabel('Adopted on').fill('2026-11-30');
    await budget.getByLabel('Projected gross operating costs').fill('4000.00');
    await budget.getByLabel('Sewer rent operation and maintenance').fill('200.00');
    await budget.getByLabel('Sewer rent debt service').fill('100.00');
    await budget.getByLabel('Sewer rent capital').fill('0.00');
    await budget.getByLabel('Refund reserve rate').fill('0.10');
    await budget.getByRole('button', { name: 'Adopt a sewer rent budget' }).click();
    await budget.locator('.confirmation', { hasText: 'recorded' }).waitFor();
    await page.locator('.in-force[data-municipality="northport"] ul.budgets > li').nth(1).waitFor();
    const budgets = await listed(page, 'northport', 'budgets');
    // the budget just adopted is listed (its year has no usage yet), and 2026's levy over its 90,000 gallons
    expect(budgets[1]).toMatch(
      /^Fiscal year 2027: sewer rent \$300\.00 .* levy \$330\.00; adopted 11\/30\/2026 Proposed rate: none yet\. No billable water/,
    );
    expect(budgets[0]).toMatch(
      /levy \$495\.00; adopted 04\/14\/2026 in force Proposed rate: \$5\.5000 per 1,000 gallons \(the levy \$495\.00 over 90,000 billable gallons of 1 account\)$/,
    );
    await northport
      .locator('.in-force')
      .screenshot({ path: join(SCREENSHOTS, 'office-budget-proposed-rate.png') });
    await context.close();
  }, 60_000);
});
