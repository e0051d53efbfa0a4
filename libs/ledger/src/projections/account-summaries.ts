import { Inject, Injectable } from '@nestjs/common';
import {
  agingOf,
  agingOfOpenBills,
  type AgingBucket,
  type CivilDate,
  type Municipality,
  type OpenBillCents,
  toDayNumber,
} from '@ledger/domain';
import type Database from 'better-sqlite3';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { READ_MODEL_DB } from '../infrastructure/tokens';
import { ReadModels } from '../processors/read-models';
import { Slices } from '../processors/log-pages';

interface Row {
  account_id: string;
  parcel_id: string;
  owner: string;
  as_of: string | null;
  open_bills: string | null;
}

/**
 * Questions asked of every account at once, answered from the account
 * summaries (`account-summary.projection.ts`): an account whose last fact is
 * dated on or before the date asked is read from its row; one with later
 * facts (the date is in its past) is folded.
 */
@Injectable()
export class AccountSummaries {
  constructor(
    private readonly readModels: ReadModels,
    @Inject(READ_MODEL_DB) private readonly db: Database.Database,
    private readonly accounts: AccountRepository,
  ) {}

  private async rows(municipality: Municipality, date: CivilDate): Promise<Row[]> {
    await this.readModels.accounts.catchUp(['account-summary']);
    // an account owing nothing whose facts all precede the date owed nothing then either;
    // one table, no JSON read in SQL (#30: the directory's join and json_extract were most of the query)
    return this.db
      .prepare<[string, string], Row>(
        `SELECT account_id, parcel_id, owner, as_of, open_bills FROM account_summaries
         WHERE municipality = ? AND (owed <> '0.00' OR as_of > ?) ORDER BY account_id`,
      )
      .all(municipality, date);
  }

  /** Each account with something owed as of `date`, by days past due (accounts owing nothing are left out). */
  async aging(
    municipality: Municipality,
    date: CivilDate,
  ): Promise<
    Array<{
      accountId: string;
      parcelId: string;
      owner: string;
      /** In integer cents. */
      aging: Record<AgingBucket, number>;
    }>
  > {
    const out = [];
    const slices = new Slices();
    const day = toDayNumber(date);
    for (const row of await this.rows(municipality, date)) {
      await slices.tick();
      const aging =
        row.as_of !== null && row.as_of <= date && row.open_bills !== null
          ? agingOfOpenBills(JSON.parse(row.open_bills) as OpenBillCents[], day)
          : agingOf((await this.accounts.load(accountStream(row.account_id))).state, date);
      out.push({ accountId: row.account_id, parcelId: row.parcel_id, owner: row.owner, aging });
    }
    return out;
  }

  /** N9: the accounts that may have had arrears on `cutoff` (the others owe nothing and have no fact after it). */
  async lienCandidates(municipality: Municipality, cutoff: CivilDate): Promise<string[]> {
    return (await this.rows(municipality, cutoff)).map((r) => r.account_id);
  }
}
