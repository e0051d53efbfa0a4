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

/** What the directory knows of an account: its opening facts. */
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
  }

  /** The usage recorded for an account's billing period (after `list`). */
  usageOf(accountId: string, period: string): WaterUsageRecorded['data'] | undefined {
    const row = this.usage.get(accountId, period);
    return row ? (JSON.parse(row.data) as WaterUsageRecorded['data']) : undefined;
  }

  /**
   * Accounts whose id, parcel or owner contains the text (case-insensitive), a
   * page of them in account id order, with how many match in all and each one's
   * balance as the account summaries last knew it (null before their first catch-up).
   */
  async search(
    text: string,
    limit: number,
    municipalities: readonly string[] | null = null,
    offset = 0,
  ): Promise<{ total: number; results: Array<AccountListing & { balance: string | null }> }> {
    await this.readModels.core.catchUp(['account-directory']);
    // the balances come from the account summaries: a stopped one would show stale ones (503 instead)
    this.readModels.accounts.require(['account-summary']);
    const needle = `%${text
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // a key scoped to municipalities finds only their accounts
    const within = municipalities
      ? `AND d.municipality IN (${municipalities.map(() => '?').join(',')})`
      : '';
    const where = `WHERE d.search_text LIKE ? ESCAPE '\\' ${within}`;
    const total = this.db
      .prepare<unknown[], { n: number }>(`SELECT count(*) AS n FROM directory_accounts d ${where}`)
      .get(needle, ...(municipalities ?? []))!.n;
    const results = this.db
      .prepare<unknown[], { data: string; balance: string | null }>(
        `SELECT d.data, s.total AS balance FROM directory_accounts d LEFT JOIN account_summaries s ON s.account_id = d.account_id ${where} ORDER BY d.account_id LIMIT ? OFFSET ?`,
      )
      .all(needle, ...(municipalities ?? []), limit, offset)
      .map((r) => ({ ...(JSON.parse(r.data) as AccountListing), balance: r.balance }));
    return { total, results };
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
