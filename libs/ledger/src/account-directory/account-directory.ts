import { Inject, Injectable } from '@nestjs/common';
import {
  billableWater,
  Decimal,
  type AccountOpened,
  type CivilDate,
  type Municipality,
  type WaterUsageRecorded,
} from '@ledger/domain';
import type Database from 'better-sqlite3';
import { READ_MODEL_DB } from '../infrastructure/tokens';
import type { JsonText } from '../presenters/json-text';
import { ReadModels } from '../processors/read-models';
import { prefixRange, searchKey, wordsQuery } from './search-keys';
import { mergeWordsLater } from './words-merge';

/** The search counts its matches up to this many, then says it stopped (`capped`): narrow it. */
export const SEARCH_CAP = 1000;

/** What a search asks: its words' FTS5 query (null: every account), its key's range, a scope (a JSON list; null: every municipality). */
interface SearchQuery {
  readonly scope: string | null;
  readonly words: string | null;
  readonly from: string;
  readonly before: string;
  readonly cap: number;
  readonly limit: number;
  readonly offset: number;
}

/** A key scoped to municipalities (a JSON list in @scope) finds only their accounts. */
const IN_SCOPE = '(@scope IS NULL OR d.municipality IN (SELECT value FROM json_each(@scope)))';

/**
 * A listing's stored JSON text (an object, written by JSON.stringify or
 * SQLite's json_set: no space, no field named balance) with `balance` as its
 * last field.
 */
function withBalance(listing: string, balance: string | null): JsonText<ListingWithBalance> {
  const end = listing.lastIndexOf('}');
  if (end < 2 || listing[end - 1] === '{')
    throw new Error(
      `a directory listing is not a JSON object with fields: ${listing.slice(0, 80)}`,
    );
  return `${listing.slice(0, end)},"balance":${JSON.stringify(balance)}}` as JsonText<ListingWithBalance>;
}

/** An account as the directory lists it: as opened, with the owner (C9) and class (N12) latest in effect, and since when. */
export type AccountListing = Readonly<
  AccountOpened['data'] & { ownerSince?: CivilDate; classSince?: CivilDate }
>;
/** A listing as the search answers it: with the account's balance. */
type ListingWithBalance = AccountListing & { balance: string | null };

/**
 * The directory of accounts, answered from its read-model tables
 * (`account-directory.projection.ts`) after a catch-up, so a bill run sees
 * every account whose opening was acknowledged before it started.
 */
@Injectable()
export class AccountDirectory {
  /** Asked once per account by N5's proposed rate: prepared once. */
  private readonly usage;
  /** Asked on every request of a scoped key that names an account: prepared once. */
  private readonly municipality;
  /**
   * The search (`search`), prepared once: the account ids its key finds, and
   * those its words find (each at most a cap; for a key of every municipality
   * without a join to the accounts for their municipality), every account (no
   * words), and a page's listings with their balances.
   */
  private readonly byKey;
  private readonly byKeyAnywhere;
  private readonly byWords;
  private readonly byWordsAnywhere;
  private readonly everyAccount;
  private readonly listings;
  /** A search's ids and its page's listings, read in one transaction: one state of the directory. */
  private readonly found;

  constructor(
    private readonly readModels: ReadModels,
    @Inject(READ_MODEL_DB) private readonly db: Database.Database,
  ) {
    // ReadModels (injected first) has created the directory's tables
    // an index written by another process (`projections rebuild`) is merged here too, once
    mergeWordsLater(db);
    this.usage = db.prepare<[string, string], { data: string }>(
      'SELECT data FROM directory_usage WHERE account_id = ? AND period = ?',
    );
    this.municipality = db.prepare<[string], { municipality: Municipality }>(
      'SELECT municipality FROM directory_accounts WHERE account_id = ?',
    );
    const ids = (sql: string) => db.prepare<[Record<string, unknown>], string>(sql).pluck();
    this.byKey = ids(
      `SELECT k.account_id FROM directory_keys k JOIN directory_accounts d ON d.account_id = k.account_id
       WHERE k.key >= @from AND k.key < @before AND ${IN_SCOPE} LIMIT @cap`,
    );
    this.byKeyAnywhere = ids(
      'SELECT account_id FROM directory_keys WHERE key >= @from AND key < @before LIMIT @cap',
    );
    this.byWords = ids(
      `SELECT w.account_id FROM directory_words w JOIN directory_accounts d ON d.account_id = w.account_id
       WHERE directory_words MATCH @words AND ${IN_SCOPE} LIMIT @cap`,
    );
    this.byWordsAnywhere = ids(
      'SELECT account_id FROM directory_words WHERE directory_words MATCH @words LIMIT @cap',
    );
    this.everyAccount = ids(
      `SELECT account_id FROM directory_accounts d WHERE ${IN_SCOPE} ORDER BY account_id LIMIT @cap`,
    );
    // the page's ids as a JSON list, answered in its order
    this.listings = db.prepare<[string], { data: string; balance: string | null }>(
      `SELECT d.data, s.total AS balance FROM json_each(?) j
       JOIN directory_accounts d ON d.account_id = j.value
       LEFT JOIN account_summaries s ON s.account_id = j.value
       ORDER BY j.key`,
    );
    this.found = db.transaction((q: SearchQuery) => {
      const matched =
        q.words === null
          ? this.everyAccount.all({ scope: q.scope, cap: q.cap })
          : this.matchedIds({ ...q, words: q.words });
      const page = matched.slice(q.offset, q.offset + q.limit);
      return {
        count: matched.length,
        rows: page.length > 0 ? this.listings.all(JSON.stringify(page)) : [],
      };
    });
  }

  /**
   * The ids a query's key or words find, each side at most its cap, once
   * each, in account id order. Merged here, not by a UNION, a window count
   * and a sort in SQL: those cost the search about as much again as its
   * indexes' own work (#30). The order is SQLite's (BINARY): account ids are
   * ASCII (ID_PATTERN), where JavaScript orders strings the same way.
   */
  private matchedIds(q: SearchQuery & { words: string }): string[] {
    const key = { from: q.from, before: q.before, cap: q.cap };
    const words = { words: q.words, cap: q.cap };
    const hits = new Set(
      q.scope === null ? this.byKeyAnywhere.all(key) : this.byKey.all({ ...key, scope: q.scope }),
    );
    const worded =
      q.scope === null
        ? this.byWordsAnywhere.all(words)
        : this.byWords.all({ ...words, scope: q.scope });
    for (const id of worded) hits.add(id);
    return [...hits].sort();
  }

  /**
   * N12: the class of each listed account on a date, as a bill takes it
   * (`propertyClassOn`): the change of use with the latest effective date on
   * or before it, of two on one date the one recorded later, else the class at
   * opening. The municipality's changes are read at once.
   */
  classesOn(municipality: Municipality): (listing: AccountListing, date: CivilDate) => string {
    const changes = new Map<string, Array<{ effectiveOn: string; propertyClass: string }>>();
    for (const c of this.db
      .prepare<[string], { account_id: string; effective_on: string; property_class: string }>(
        `SELECT c.account_id, c.effective_on, c.property_class FROM directory_classes c
         JOIN directory_accounts a ON a.account_id = c.account_id WHERE a.municipality = ?
         ORDER BY c.account_id, c.effective_on, c.position`,
      )
      .all(municipality)) {
      const list = changes.get(c.account_id) ?? [];
      list.push({ effectiveOn: c.effective_on, propertyClass: c.property_class });
      changes.set(c.account_id, list);
    }
    return (listing, date) =>
      (changes.get(listing.accountId) ?? []).filter((c) => c.effectiveOn <= date).at(-1)
        ?.propertyClass ?? listing.propertyClass;
  }

  /** The usage recorded for an account's billing period (after `list`). */
  usageOf(
    accountId: string,
    period: string,
  ): (WaterUsageRecorded['data'] & { readOn: CivilDate }) | undefined {
    const row = this.usage.get(accountId, period);
    return row
      ? (JSON.parse(row.data) as WaterUsageRecorded['data'] & { readOn: CivilDate })
      : undefined;
  }

  /**
   * Accounts found by the search's keys and words (`search-keys.ts`): a page
   * of them in account id order, how many match (counted to SEARCH_CAP, then
   * `capped`), and each one's balance as the account summaries last knew it
   * (null before their first catch-up). Through indexes, in one read
   * transaction.
   */
  async search(
    text: string,
    limit: number,
    municipalities: readonly string[] | null = null,
    offset = 0,
  ): Promise<{
    total: number;
    capped: boolean;
    results: ListingWithBalance[];
  }> {
    const { total, capped, listings } = await this.find(text, limit, municipalities, offset);
    return {
      total,
      capped,
      results: listings.map((l) => JSON.parse(l) as ListingWithBalance),
    };
  }

  /**
   * The search (`search`) with each result as JSON text, for an answer
   * written as it is: the listing as stored with its balance added as its
   * last field, what `{ ...listing, balance }` writes, without parsing the
   * stored text and writing it again (#30: 5% of a search at 64 connections).
   */
  async find(
    text: string,
    limit: number,
    municipalities: readonly string[] | null = null,
    offset = 0,
  ): Promise<{ total: number; capped: boolean; listings: Array<JsonText<ListingWithBalance>> }> {
    await this.readModels.core.catchUp(['account-directory']);
    // the balances come from the account summaries: a stopped one would show stale ones (503 instead)
    this.readModels.accounts.require(['account-summary']);
    const [from, before] = prefixRange(searchKey(text));
    const { count, rows } = this.found({
      // a key scoped to municipalities finds only their accounts
      scope: municipalities ? JSON.stringify(municipalities) : null,
      words: wordsQuery(text),
      from,
      before,
      cap: SEARCH_CAP + 1,
      limit,
      offset,
    });
    return {
      total: Math.min(count, SEARCH_CAP),
      capped: count > SEARCH_CAP,
      listings: rows.map((r) => withBalance(r.data, r.balance)),
    };
  }

  /**
   * The municipality of an account, or null when there is no such account (a
   * key's scope is checked against it, on every scoped request). An account
   * never changes municipality, so a row found is right without a catch-up;
   * only a miss (an account opened a moment ago, perhaps by another process)
   * catches up before it answers null.
   */
  async municipalityOf(accountId: string): Promise<Municipality | null> {
    this.readModels.core.require(['account-directory']);
    const found = this.municipality.get(accountId);
    if (found) return found.municipality;
    await this.readModels.core.catchUp(['account-directory']);
    return this.municipality.get(accountId)?.municipality ?? null;
  }

  /** The accounts of a municipality, in account id order. */
  async list(municipality: Municipality): Promise<AccountListing[]> {
    await this.readModels.core.catchUp(['account-directory']);
    return this.db
      .prepare<[string], { data: string }>(
        'SELECT data FROM directory_accounts WHERE municipality = ? ORDER BY account_id',
      )
      .all(municipality)
      .map((r) => JSON.parse(r.data) as AccountListing);
  }
}

/** N5: billable gallons of every liable account's recorded usage (exempt and outside accounts excluded). */
export async function liableBillableGallons(
  directory: AccountDirectory,
  municipality: Municipality,
  fiscalYear: number,
): Promise<{ gallons: Decimal; accounts: number }> {
  let gallons = new Decimal(0);
  let accounts = 0;
  const listings = await directory.list(municipality);
  const classOn = directory.classesOn(municipality);
  for (const listing of listings) {
    if (listing.exemption !== null || listing.location === 'outside') continue;
    const usage = directory.usageOf(listing.accountId, String(fiscalYear));
    if (!usage) continue;
    // N12: the class the account had when the water was read, not today's (a closed year's proposal must not drift)
    gallons = gallons.plus(billableWater(classOn(listing, usage.readOn), usage).billableGallons);
    accounts += 1;
  }
  return { gallons, accounts };
}
