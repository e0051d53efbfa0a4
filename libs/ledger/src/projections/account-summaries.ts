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

/** A summary row as the questions read it, a tuple (#30: better-sqlite3 builds arrays faster than objects). */
type Row = [
  accountId: string,
  parcelId: string,
  owner: string,
  /** 1 when the row is not of the date asked (facts dated after it, or none dated): the account is folded. */
  later: number,
  openBills: string,
];

/** Rows between two yields to the event loop: an aging report of 100,000 accounts is one synchronous read, then slices. */
const ROWS_PER_TICK = 1024;

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
  ) {
    this.candidates = db
      .prepare<[{ municipality: string; date: string }], Row>(
        // an account owing nothing whose facts all precede the date owed nothing then either;
        // one table, no JSON read in SQL (#30: the directory's join and json_extract were most of the query)
        `SELECT account_id, parcel_id, owner, as_of IS NULL OR as_of > @date, open_bills FROM account_summaries
         WHERE municipality = @municipality AND (owed <> '0.00' OR as_of > @date) ORDER BY account_id`,
      )
      .raw(true);
  }

  /** Prepared once: every aging report and lien statement asks it. */
  private readonly candidates;

  private async rows(municipality: Municipality, date: CivilDate): Promise<Row[]> {
    await this.readModels.accounts.catchUp(['account-summary']);
    return this.candidates.all({ municipality, date });
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
    let n = 0;
    for (const [accountId, parcelId, owner, later, openBills] of await this.rows(
      municipality,
      date,
    )) {
      // a row of a later day is a fold: the budget is checked after each (1,024 folds would hold the loop)
      if (later || ++n % ROWS_PER_TICK === 0) await slices.tick();
      const aging = later
        ? agingOf((await this.accounts.load(accountStream(accountId))).state, date)
        : agingOfOpenBills(JSON.parse(openBills) as OpenBillCents[], day);
      out.push({ accountId, parcelId, owner, aging });
    }
    return out;
  }

  /** N9: the accounts that may have had arrears on `cutoff` (the others owe nothing and have no fact after it). */
  async lienCandidates(municipality: Municipality, cutoff: CivilDate): Promise<string[]> {
    return (await this.rows(municipality, cutoff)).map(([accountId]) => accountId);
  }
}
