import type {
  AccountOpened,
  AccountReclassified,
  OwnerChanged,
  WaterUsageRecorded,
} from '@ledger/domain';
import type { StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { fromStored } from '../infrastructure/event-envelope';
import type { Projection } from '../projections/projection';
import { indexedWords, numberKeys, searchKey } from './search-keys';
import { mergeWordsLater } from './words-merge';

/** A reading as the directory keeps it: with the date it was read (its effective date; N12 reads the class then). */
type Reading = WaterUsageRecorded['data'] & { readOn?: string };
type SummedUsage = Reading & { sources?: Record<string, Reading> };

/** N3: the period's usage with one source's reading restated: the sum over its sources' latest readings. */
function sourcesOf(before: SummedUsage | undefined): Record<string, Reading> {
  if (!before) return {};
  const { sources, ...reading } = before;
  return sources ?? { [reading.source]: reading };
}

function summed(before: SummedUsage | undefined, reading: Reading): SummedUsage {
  const sources = { ...sourcesOf(before), [reading.source]: reading };
  const all = Object.values(sources);
  const metered = all.filter((r) => r.meteredNonDischargedGallons !== null);
  return {
    ...reading,
    totalGallons: all.reduce((n, r) => n + r.totalGallons, 0),
    // the last day the period's water was read, whichever source was recorded last
    readOn: all.reduce<string | undefined>(
      (d, r) => (r.readOn !== undefined && (d === undefined || r.readOn > d) ? r.readOn : d),
      undefined,
    ),
    meteredNonDischargedGallons: metered.length
      ? metered.reduce((n, r) => n + (r.meteredNonDischargedGallons ?? 0), 0)
      : null,
    estimated: all.some((r) => r.estimated),
    sources,
  };
}

/**
 * The directory of accounts (who is there to bill, to run penalties on, to
 * find by parcel or owner) and the usage per account and billing period:
 * the sum of its sources' latest readings, each kept under `sources` (N3):
 * durable tables, kept by the runner. The words' full-text index keeps a
 * prefix index of each length from 1 to 10 characters: every word of a search
 * is a prefix ("owner np-0123"), and FTS5 answers a prefix it has no index
 * for by merging the lists of every word it starts, all of them, before the
 * AND: a word every account shares ("owner", "main") cost the whole
 * directory on every search (5 ms a search at 100,000 accounts, 0.1-0.25 ms
 * with these; 75 bytes an account more).
 */
export const accountDirectoryProjection: Projection = {
  name: 'account-directory',
  // 7: the words' prefix indexes of 1 to 10 characters (#30); the tables are made again
  // 8: each change of use kept (N12: the proposed rate, N5, reads the class on the reading's date)
  version: 8,
  eventTypes: new Set([
    'AccountOpened',
    'WaterUsageRecorded',
    'OwnerChanged',
    'AccountReclassified',
  ]),
  schema: `
CREATE TABLE IF NOT EXISTS directory_accounts (
  account_id TEXT PRIMARY KEY, municipality TEXT NOT NULL, search_text TEXT NOT NULL, data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS directory_accounts_by_municipality ON directory_accounts (municipality, account_id);
CREATE TABLE IF NOT EXISTS directory_usage (
  account_id TEXT NOT NULL, period TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (account_id, period)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS directory_classes (
  account_id TEXT NOT NULL, change_id TEXT NOT NULL, effective_on TEXT NOT NULL, position INTEGER NOT NULL,
  property_class TEXT NOT NULL, PRIMARY KEY (account_id, change_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS directory_keys (
  key TEXT NOT NULL, account_id TEXT NOT NULL, PRIMARY KEY (key, account_id)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE IF NOT EXISTS directory_words USING fts5(
  account_id UNINDEXED, words, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5 6 7 8 9 10'
);`,
  tables: [
    'directory_accounts',
    'directory_usage',
    'directory_classes',
    'directory_keys',
    'directory_words',
  ],
  apply(tx: Database.Database, events: readonly StoredEvent[]): void {
    const account = tx.prepare(
      'INSERT INTO directory_accounts (account_id, municipality, search_text, data) VALUES (?, ?, ?, ?) ON CONFLICT(account_id) DO UPDATE SET municipality = excluded.municipality, search_text = excluded.search_text, data = excluded.data',
    );
    const usage = tx.prepare(
      'INSERT INTO directory_usage (account_id, period, data) VALUES (?, ?, ?) ON CONFLICT(account_id, period) DO UPDATE SET data = excluded.data',
    );
    // C9: every owner's name finds the parcel; the listing shows the owner with the latest effective date
    // the search's prefix keys (account id, parcel) and words (every owner's name and address): search-keys.ts
    const key = tx.prepare(
      'INSERT INTO directory_keys (key, account_id) VALUES (?, ?) ON CONFLICT DO NOTHING',
    );
    const words = tx.prepare('INSERT INTO directory_words (account_id, words) VALUES (?, ?)');
    const owner = tx.prepare(`UPDATE directory_accounts SET
      data = CASE WHEN ? >= coalesce(json_extract(data, '$.ownerSince'), json_extract(data, '$.openedOn')) THEN json_set(data, '$.owner', json(?), '$.ownerSince', ?) ELSE data END
      WHERE account_id = ?`);
    // N12: the listing carries the class with the latest effective date (the proposed rate, N5, reads it)
    const reclassified = tx.prepare(`UPDATE directory_accounts SET
      data = CASE WHEN ? >= coalesce(json_extract(data, '$.classSince'), json_extract(data, '$.openedOn')) THEN json_set(data, '$.propertyClass', ?, '$.classSince', ?) ELSE data END
      WHERE account_id = ?`);
    // N12: the class at opening (in effect before any change: effective '') and each change, in the log's order
    const classChange = tx.prepare(
      'INSERT OR IGNORE INTO directory_classes (account_id, change_id, effective_on, position, property_class) VALUES (?, ?, ?, ?, ?)',
    );
    const usageNow = tx.prepare<[string, string], { data: string }>(
      'SELECT data FROM directory_usage WHERE account_id = ? AND period = ?',
    );
    for (const stored of events) {
      if (stored.type === 'AccountOpened') {
        const { data } = fromStored<AccountOpened>(stored);
        // search_text is no longer read (the search asks directory_keys and directory_words)
        account.run(data.accountId, data.municipality, '', JSON.stringify(data));
        key.run(searchKey(data.accountId), data.accountId);
        // a bare number finds the account by its number part ("1002" finds NP-1002)
        for (const n of numberKeys(data.accountId)) key.run(n, data.accountId);
        key.run(searchKey(data.parcelId), data.accountId);
        words.run(data.accountId, indexedWords(data.owner.name, data.owner.mailingAddress));
        classChange.run(data.accountId, '', '', stored.position, data.propertyClass);
      } else if (stored.type === 'AccountReclassified') {
        const { data } = fromStored<AccountReclassified>(stored);
        reclassified.run(data.effectiveOn, data.propertyClass, data.effectiveOn, data.accountId);
        classChange.run(
          data.accountId,
          data.reclassificationId,
          data.effectiveOn,
          stored.position,
          data.propertyClass,
        );
      } else if (stored.type === 'OwnerChanged') {
        const { data } = fromStored<OwnerChanged>(stored);
        words.run(data.accountId, indexedWords(data.owner.name, data.owner.mailingAddress));
        owner.run(data.effectiveOn, JSON.stringify(data.owner), data.effectiveOn, data.accountId);
      } else {
        const { data, effectiveDate } = fromStored<WaterUsageRecorded>(stored);
        const row = usageNow.get(data.accountId, data.period);
        const before = row ? (JSON.parse(row.data) as SummedUsage) : undefined;
        usage.run(
          data.accountId,
          data.period,
          JSON.stringify(summed(before, { ...data, readOn: effectiveDate })),
        );
      }
    }
    // the words' index is merged into one b-tree once their writes are quiet (`words-merge.ts`)
    if (events.some((e) => e.type === 'AccountOpened' || e.type === 'OwnerChanged'))
      mergeWordsLater(tx);
  },
};
