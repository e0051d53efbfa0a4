import { SqliteEventStore, type EventToAppend } from '@ledger/event-store';
import { ManualClock } from '../infrastructure/clock';
import { AccountRepository } from '../infrastructure/repositories';
import { openReadModelDatabase } from '../projections/read-model-database';
import { ReadModels } from '../processors/read-models';
import { AccountDirectory, SEARCH_CAP } from './account-directory';
import { indexedWords, numberKeys, searchKey, wordsQuery } from './search-keys';

const metadata = {
  schemaVersion: 2,
  actor: 'test',
  correlationId: 'c',
  causationId: 'c',
  recordedAt: '2025-06-01T12:00:00.000Z',
};
let ids = 0;
const eventId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

const opened = (
  accountId: string,
  parcelId: string,
  name: string,
  mailingAddress: string,
  municipality = 'northport',
): EventToAppend => ({
  id: eventId(),
  type: 'AccountOpened',
  data: {
    effectiveDate: '2025-06-01',
    accountId,
    municipality,
    parcelId,
    propertyClass: 'residential',
    location: 'inside',
    exemption: null,
    owner: { name, mailingAddress },
    openedOn: '2025-06-01',
    units: municipality === 'northport' ? null : 1,
  },
  metadata,
});

const sold = (accountId: string, name: string, mailingAddress: string): EventToAppend => ({
  id: eventId(),
  type: 'OwnerChanged',
  data: {
    effectiveDate: '2026-02-01',
    effectiveOn: '2026-02-01',
    accountId,
    ownerChangeId: `OC-${accountId}`,
    owner: { name, mailingAddress },
    deedReference: null,
  },
  metadata,
});

describe('the account search (#28 item 14, #30 item 5): through indexes, not a scan', () => {
  let store: SqliteEventStore;
  let readModels: ReadModels;
  let directory: AccountDirectory;
  const found = async (text: string, scope: string[] | null = null) =>
    (await directory.search(text, 50, scope)).results.map((r) => r.accountId);

  beforeAll(async () => {
    store = new SqliteEventStore(':memory:');
    const accounts = [
      opened('NP-0012', '12.-1-3', 'Rivera, Ana', '14 Main Street, Northport NY'),
      opened('NP-0013', '12.-1-30', "Mary O'Brien", '9 Ocean Avenue, Northport NY'),
      opened('NP-0120', '7.-2-11', 'José Núñez', '200 Main Street, Northport NY'),
      opened('WV-0012', '45.6-1-3', 'Ana Smithers', '3 Broadway, Watervliet NY', 'watervliet'),
    ];
    for (const a of accounts)
      await store.append(`account-${String(a.data.accountId)}`, [a], 'no_stream');
    await store.append('account-NP-0012', [sold('NP-0012', 'Lee Holdings LLC', 'PO Box 7')], 0);
    const db = openReadModelDatabase(':memory:');
    const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
    readModels = new ReadModels(store, db, new AccountRepository(store, clock));
    await readModels.caughtUp();
    directory = new AccountDirectory(readModels, db);
  });

  afterAll(async () => {
    await readModels.beforeApplicationShutdown();
    await store.close();
  });

  it('keys: letters and digits only, lower case ("12.-1-3" is "1213"); words as prefixes, all required', () => {
    expect(searchKey('12.-1-3')).toBe('1213');
    expect(searchKey('NP-0012')).toBe('np0012');
    expect(wordsQuery('  Main  st. ')).toBe('"main"* AND "st"*');
    expect(wordsQuery('.-')).toBeNull();
    expect(indexedWords("Mary O'Brien", '9 Ocean Ave')).toBe("Mary O'Brien 9 Ocean Ave obrien");
  });

  it('finds parcels with or without their punctuation, by prefix (issue #28 item 14: "parcels only with their punctuation")', async () => {
    expect(await found('12.-1-3')).toEqual(['NP-0012', 'NP-0013']);
    expect(await found('1213')).toEqual(['NP-0012', 'NP-0013']);
    expect(await found('12-1-30')).toEqual(['NP-0013']);
    expect(await found('4561')).toEqual(['WV-0012']);
  });

  it('finds account ids by prefix, with or without the dash', async () => {
    expect(await found('np-001')).toEqual(['NP-0012', 'NP-0013']);
    expect(await found('NP0120')).toEqual(['NP-0120']);
    expect(await found('wv')).toEqual(['WV-0012']);
  });

  it('finds an account id by its bare number, with or without its leading zeros (a clerk types "1002" for NP-1002)', async () => {
    expect(numberKeys('NP-0012')).toEqual(['0012', '12']);
    expect(numberKeys('12.-1-3')).toEqual([]);
    expect(await found('0012')).toEqual(['NP-0012', 'WV-0012']);
    expect(await found('120')).toEqual(['NP-0120']);
  });

  it('finds names by words in any order, partial, case- and accent-insensitive (issue #28 item 14: "names only as exact substrings")', async () => {
    expect(await found('ana rivera')).toEqual(['NP-0012']);
    expect(await found('riv an')).toEqual(['NP-0012']);
    expect(await found('ANA')).toEqual(['NP-0012', 'WV-0012']);
    expect(await found('jose nunez')).toEqual(['NP-0120']);
    expect(await found('obrien')).toEqual(['NP-0013']);
    expect(await found("o'brien mary")).toEqual(['NP-0013']);
    expect(await found('smith')).toEqual(['WV-0012']);
    expect(await found('rivera smithers')).toEqual([]);
  });

  it('finds streets of the mailing address (issue #28 item 14: "and no street")', async () => {
    expect(await found('main street')).toEqual(['NP-0012', 'NP-0120']);
    expect(await found('ocean ave')).toEqual(['NP-0013']);
    expect(await found('200 main')).toEqual(['NP-0120']);
  });

  it('C9: every owner, before and after a sale, finds the parcel; the listing shows the latest', async () => {
    expect(await found('lee holdings')).toEqual(['NP-0012']);
    expect(await found('rivera')).toEqual(['NP-0012']);
    expect((await directory.search('rivera', 5)).results[0].owner.name).toBe('Lee Holdings LLC');
  });

  it('#30: each result as JSON text is what JSON.stringify writes of the listing with its balance last, also after a sale rewrote the stored listing (SQLite json_set)', async () => {
    const { listings, total } = await directory.find('', 50);
    expect(total).toBe(4);
    for (const listing of listings) {
      const parsed = JSON.parse(listing) as Record<string, unknown>;
      expect(listing).toBe(JSON.stringify(parsed));
      expect(Object.keys(parsed).at(-1)).toBe('balance');
    }
    const sale = JSON.parse(listings[0]) as { owner: { name: string }; ownerSince: string };
    expect([sale.owner.name, sale.ownerSince]).toEqual(['Lee Holdings LLC', '2026-02-01']);
    expect(JSON.parse(listings[2])).toMatchObject({ owner: { name: 'José Núñez' } });
  });

  it('a scoped key finds only its municipalities; a page says how many match in all, also past the last', async () => {
    expect(await found('ana', ['watervliet'])).toEqual(['WV-0012']);
    expect(await found('', ['northport'])).toEqual(['NP-0012', 'NP-0013', 'NP-0120']);
    const second = await directory.search('northport', 2, null, 2);
    expect([second.total, second.capped, second.results.map((r) => r.accountId)]).toEqual([
      3,
      false,
      ['NP-0120'],
    ]);
    const past = await directory.search('northport', 2, null, 10);
    expect([past.total, past.results]).toEqual([3, []]);
  });

  it(`counts to ${SEARCH_CAP} and then says it stopped (capped)`, async () => {
    const many = Array.from({ length: SEARCH_CAP + 5 }, (_, i) =>
      opened(
        `QB-${String(i).padStart(5, '0')}`,
        `99-${i}`,
        `Queen Owner ${i}`,
        '1 Bay Road',
        'queensbury',
      ),
    );
    await store.appendMany(
      many.map((e) => ({
        streamId: `account-${String(e.data.accountId)}`,
        events: [e],
        expected: 'no_stream' as const,
      })),
    );
    const all = await directory.search('queen', 3);
    expect([all.total, all.capped, all.results.map((r) => r.accountId)]).toEqual([
      SEARCH_CAP,
      true,
      ['QB-00000', 'QB-00001', 'QB-00002'],
    ]);
    const one = await directory.search('queen owner 1004', 3);
    expect([one.total, one.capped, one.results.map((r) => r.accountId)]).toEqual([
      1,
      false,
      ['QB-01004'],
    ]);
  });
});

describe('the words index (#30)', () => {
  it('is merged into one b-tree once its writes are quiet, and finds the same', async () => {
    const store = new SqliteEventStore(':memory:');
    const db = openReadModelDatabase(':memory:');
    const readModels = new ReadModels(
      store,
      db,
      new AccountRepository(store, new ManualClock(new Date('2026-03-01T12:00:00Z'))),
    );
    const directory = new AccountDirectory(readModels, db);
    const btrees = () =>
      (
        db.prepare('SELECT count(DISTINCT segid) AS n FROM directory_words_idx').get() as {
          n: number;
        }
      ).n;
    // the merge the directory asks when it is made (an index another process wrote) has passed
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    // three catch-ups, three transactions: three b-trees
    for (let batch = 0; batch < 3; batch++) {
      for (let i = 0; i < 20; i++) {
        const id = `MB-${batch}${String(i).padStart(2, '0')}`;
        await store.append(
          `account-${id}`,
          [opened(id, `9-${batch}-${i}`, `Merge Owner ${batch}${i}`, `${i} Elm Road`)],
          'no_stream',
        );
      }
      await readModels.caughtUp();
    }
    const before = await directory.find('elm road', 50);
    expect(btrees()).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(btrees()).toBe(1);
    expect(await directory.find('elm road', 50)).toEqual(before);
    expect(before.total).toBe(60);
    await readModels.beforeApplicationShutdown();
    db.close();
    await store.close();
  });
});
