import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QUEENSBURY_CONSOLIDATED_2021 } from '@ledger/domain/municipalities/queensbury/fixtures';
import { EventStoreDecorator, type EventStore, type EventToAppend } from '@ledger/event-store';
import type { Browser } from 'playwright-core';
import { closeConsole, consoleOf, SCREENSHOTS, signIn } from '../support/browser';
import { queensburyResidence } from '../support/office-console';
import { pdfText } from '../support/pdf-text';
import { issueKeys, startTestLedger, type TestLedger } from '../support/test-ledger';

/**
 * Q1's words as a Queensbury bill was written before 13bf5ed: gallons without
 * separators, "unit(s)". A store that writes every new Queensbury bill so
 * stands in for the bills already on file (events are never edited).
 */
class StoreOfOldWords extends EventStoreDecorator {
  rewritten = 0;

  override append(...[streamId, events, expected]: Parameters<EventStore['append']>) {
    return super.append(streamId, events.map(this.asWritten), expected);
  }

  override appendMany(batches: Parameters<EventStore['appendMany']>[0]) {
    return super.appendMany(batches.map((b) => ({ ...b, events: b.events.map(this.asWritten) })));
  }

  private readonly asWritten = (e: EventToAppend): EventToAppend => {
    if (e.type !== 'BillRendered' || e.data.municipality !== 'queensbury') return e;
    this.rewritten += 1;
    const lines = (e.data.lines as Array<{ description: string }>).map((l) => ({
      ...l,
      description: l.description
        .replace(/(\d),(\d{3})/g, '$1$2')
        .replace(/ units? x/, ' unit(s) x'),
    }));
    return { ...e, data: { ...e.data, lines } };
  };
}

/**
 * Q1 (#28.15): a Queensbury bill on file with its old words ("over the
 * 13000-gallon allowance of 31000 metered") shows and prints its gallons
 * with thousands separators, as every new bill does: one formatting function
 * at the presentation edge (`lineInWords`), whatever the stored text.
 */
describe('a Queensbury bill stored with its old words, on screen and on paper (Q1)', () => {
  let ledger: TestLedger;
  let browser: Browser;
  let base: string;
  let store: StoreOfOldWords;
  let keys: Record<string, string>;

  beforeAll(async () => {
    ledger = await startTestLedger('2021-06-15T15:00:00Z', {
      auth: true,
      wrapStore: (inner) => (store = new StoreOfOldWords(inner)),
    });
    let as: (name: string) => Record<string, string>;
    ({ keys, as } = await issueKeys(ledger, {
      finance: ['Town Comptroller', 'finance'],
      clerk: ['Town Clerk', 'clerk'],
    }));
    const http = () => ledger.http();
    await http()
      .post('/v1/municipalities/queensbury/rate-schedules')
      .set(as('finance'))
      .send(QUEENSBURY_CONSOLIDATED_2021)
      .expect(201);
    await http()
      .post('/v1/accounts')
      .set(as('clerk'))
      .send(queensburyResidence('QB-1', '2021-01-04'))
      .expect(201);
    await http()
      .post('/v1/accounts/QB-1/water-usage')
      .set(as('clerk'))
      .send({ quarter: '2021-Q2', totalGallons: 31000, readOn: '2021-05-01' })
      .expect(201);
    await http()
      .post('/v1/accounts/QB-1/bills')
      .set(as('finance'))
      .send({ billId: 'QB-B-1', quarter: '2021-Q2', billDate: '2021-05-03' })
      .expect(201);
    ({ base, browser } = await consoleOf(ledger));
  }, 60_000);

  afterAll(() => closeConsole(browser, ledger));

  it('Q1: the stored lines keep "13000-gallon" and "unit(s)"; the screen and the printed bill read 18,000 gallons over the 13,000-gallon allowance of 31,000 metered', async () => {
    // the bill on file is written in the old words (the feed gives the event as stored)
    expect(store.rewritten).toBe(1);
    const stored = (await store.readStream('account-QB-1')).find((e) => e.type === 'BillRendered');
    expect(
      (stored!.data.lines as Array<{ description: string }>).map((l) => l.description),
    ).toEqual([
      '2 residential unit(s) x 30.00, covering the first 13000 gallons',
      '18000 gallons over the 13000-gallon allowance of 31000 metered',
    ]);

    const { context, page } = await signIn(browser, base, keys.clerk, '#/account/QB-1');
    await page.locator('#bills', { hasText: 'QB-B-1' }).waitFor();
    await page.locator('#bill-lines summary').click();
    const rows = await page
      .locator('#bill-lines tbody tr')
      .evaluateAll((trs) =>
        trs.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent!.trim())),
      );
    expect(rows).toEqual([
      ['QB-B-1', '2 residential units x 30.00, covering the first 13,000 gallons', '$60.00'],
      ['QB-B-1', '18,000 gallons over the 13,000-gallon allowance of 31,000 metered', '$81.00'],
    ]);
    // the reading the bill was made from, its quarter in the Town's words
    expect(
      await page
        .locator('#readings-table tbody tr')
        .evaluateAll((trs) =>
          trs.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent!.trim())),
        ),
    ).toEqual([
      [
        'April 1 - June 30, 2021',
        '05/01/2021',
        'authority meter',
        '31,000',
        'actual',
        'in use',
        'QB-B-1',
      ],
    ]);
    await page.locator('#readings-heading').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'queensbury-stored-words.png') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#bills').getByRole('button', { name: 'Print bill' }).click(),
    ]);
    const pdf = await readFile((await download.path())!);
    writeFileSync(join(SCREENSHOTS, 'queensbury-stored-words-bill.pdf'), pdf);
    const paper = pdfText(pdf, 'queensbury-stored-words-bill', false);
    expect(paper).toContain('2 residential units x 30.00, covering the first 13,000 gallons');
    expect(paper).toContain('18,000 gallons over the 13,000-gallon allowance of 31,000 metered');
    expect(paper).not.toMatch(/13000|18000|31000|unit\(s\)/);
    await context.close();
  }, 60_000);
});
