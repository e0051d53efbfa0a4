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
import { ReadModels } from '../processors/read-models';
import { prefixRange, searchKey, wordsQuery } from './search-keys';

/** The search counts its matches up to this many, then says it stopped (`capped`): narrow it. */
export const SEARCH_CAP = 1000;

type SearchParameters = { scope: string | null; cap: number; limit: number; offset: number };
type SearchRow = { data: string; balance: string | null; n: number };
/** A key scoped to municipalities (a JSON list in @scope) finds only their accounts. */
const IN_SCOPE = '(@scope IS NULL OR d.municipality IN (SELECT value FROM json_each(@scope)))';

/** A page of the accounts `hits` names (each row says how many it names), with their listing and balance. */
function searchSql(hits: string): string {
  return `WITH hits(account_id) AS (${hits})
    SELECT d.data, s.total AS balance, p.n FROM (
      SELECT account_id, count(*) OVER () AS n FROM hits ORDER BY account_id LIMIT @limit OFFSET @offset
    ) p JOIN directory_accounts d ON d.account_id = p.account_id
    LEFT JOIN account_summaries s ON s.account_id = p.account_id
    ORDER BY p.account_id`;
}

/** An account as the directory lists it: as opened, with the owner (C9) and class (N12) latest in effect, and since when. */
export type AccountListing = Readonly<
  AccountOpened['data'] & { ownerSince?: CivilDate; classSince?: CivilDate }
>;

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
  /** The search (`search`): prepared once, with and without text, for a scoped key and for one of every municipality. */
  private readonly matching;
  private readonly matchingAnywhere;
  private readonly everyAccount;

  constructor(
    private readonly readModels: ReadModels,
    @Inject(READ_MODEL_DB) private readonly db: Database.Database,
  ) {
    // ReadModels (injected first) has created the directory's tables
    this.usage = db.prepare<[string, string], { data: string }>(
      'SELECT data FROM directory_usage WHERE account_id = ? AND period = ?',
    );
    this.municipality = db.prepare<[string], { municipality: Municipality }>(
      'SELECT municipality FROM directory_accounts WHERE account_id = ?',
    );
    this.matching = db.prepare<
      [SearchParameters & { from: string; before: string; words: string }],
      SearchRow
    >(
      searchSql(`SELECT account_id FROM (
          SELECT k.account_id FROM directory_keys k JOIN directory_accounts d ON d.account_id = k.account_id
          WHERE k.key >= @from AND k.key < @before AND ${IN_SCOPE} LIMIT @cap)
        UNION
        SELECT account_id FROM (
          SELECT w.account_id FROM directory_words w JOIN directory_accounts d ON d.account_id = w.account_id
          WHERE directory_words MATCH @words AND ${IN_SCOPE} LIMIT @cap)`),
    );
    // a key of every municipality (the most asked): no join to the accounts for their municipality, per hit
    this.matchingAnywhere = db.prepare<
      [Omit<SearchParameters, 'scope'> & { from: string; before: string; words: string }],
      SearchRow
    >(
      searchSql(`SELECT account_id FROM (
          SELECT account_id FROM directory_keys WHERE key >= @from AND key < @before LIMIT @cap)
        UNION
        SELECT account_id FROM (
          SELECT account_id FROM directory_words WHERE directory_words MATCH @words LIMIT @cap)`),
    );
    this.everyAccount = db.prepare<[SearchParameters], SearchRow>(
      searchSql(
        `SELECT account_id FROM directory_accounts d WHERE ${IN_SCOPE} ORDER BY account_id LIMIT @cap`,
      ),
    );
  }

  /** The usage recorded for an account's billing period (after `list`). */
  usageOf(accountId: string, period: string): WaterUsageRecorded['data'] | undefined {
    const row = this.usage.get(accountId, period);
    return row ? (JSON.parse(row.data) as WaterUsageRecorded['data']) : undefined;
  }

  /**
   * Accounts found by the search's keys and words (`search-keys.ts`): a page
   * of them in account id order, how many match (counted to SEARCH_CAP, then
   * `capped`), and each one's balance as the account summaries last knew it
   * (null before their first catch-up). One prepared query, through indexes.
   */
  async search(
    text: string,
    limit: number,
    municipalities: readonly string[] | null = null,
    offset = 0,
  ): Promise<{
    total: number;
    capped: boolean;
    results: Array<AccountListing & { balance: string | null }>;
  }> {
    await this.readModels.core.catchUp(['account-directory']);
    // the balances come from the account summaries: a stopped one would show stale ones (503 instead)
    this.readModels.accounts.require(['account-summary']);
    const key = searchKey(text);
    const words = wordsQuery(text);
    const [from, before] = prefixRange(key);
    // a key scoped to municipalities finds only their accounts
    const scope = municipalities ? JSON.stringify(municipalities) : null;
    const page = { scope, cap: SEARCH_CAP + 1, limit, offset };
    const ask = ({ scope, ...p }: SearchParameters) =>
      !words
        ? this.everyAccount.all({ scope, ...p })
        : scope === null
          ? this.matchingAnywhere.all({ ...p, from, before, words })
          : this.matching.all({ scope, ...p, from, before, words });
    const rows = ask(page);
    // a page past the last match still says how many there are
    const counted = rows.length || offset === 0 ? rows : ask({ ...page, offset: 0, limit: 1 });
    const found = counted[0]?.n ?? 0;
    return {
      total: Math.min(found, SEARCH_CAP),
      capped: found > SEARCH_CAP,
      results: rows.map((r) => ({ ...(JSON.parse(r.data) as AccountListing), balance: r.balance })),
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
  for (const listing of await directory.list(municipality)) {
    if (listing.exemption !== null || listing.location === 'outside') continue;
    const usage = directory.usageOf(listing.accountId, String(fiscalYear));
    if (!usage) continue;
    gallons = gallons.plus(billableWater(listing.propertyClass, usage).billableGallons);
    accounts += 1;
  }
  return { gallons, accounts };
}
