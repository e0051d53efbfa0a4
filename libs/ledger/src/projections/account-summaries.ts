import { Inject, Injectable } from '@nestjs/common';
import {
  AGING_BUCKETS,
  agingOf,
  agingOfOpenBillsText,
  emptyAging,
  type AgingBucket,
  type CivilDate,
  type Municipality,
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

/** The aging report's answer, in integer cents. */
interface Aging {
  /** How many accounts owe anything (all of them, whatever the page). */
  readonly accounts: number;
  readonly totals: Record<AgingBucket, number>;
  readonly rows: Array<{
    accountId: string;
    parcelId: string;
    owner: string;
    aging: Record<AgingBucket, number>;
  }>;
}

/** A slice of the aging report's rows: `limit` rows (null: every one left) from the `offset`-th account owing (0 the first). */
export interface AgingPage {
  readonly offset: number;
  readonly limit: number | null;
}

/** Whether an account owes anything in any bucket. */
const owes = (aging: Record<AgingBucket, number>) => AGING_BUCKETS.some((b) => aging[b] !== 0);

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
    this.anyToFold = db
      .prepare<[{ municipality: string; date: string }], 1>(
        `SELECT 1 FROM account_summaries WHERE municipality = @municipality AND (as_of IS NULL OR as_of > @date)
         AND (owed <> '0.00' OR as_of > @date) LIMIT 1`,
      )
      .pluck(true);
    this.openBills = db
      .prepare<[{ municipality: string }], string>(
        `SELECT open_bills FROM account_summaries WHERE municipality = @municipality AND owed <> '0.00'`,
      )
      .pluck(true);
  }

  /** Prepared once: every aging report and lien statement asks it. */
  private readonly candidates;

  /** Whether an account owing, or with facts after the date, must be folded for it (its row is not of the date). */
  private readonly anyToFold;

  /** The open bills alone of every account owing, each row of the date asked: a page's totals read nothing else. */
  private readonly openBills;

  private async rows(municipality: Municipality, date: CivilDate): Promise<Row[]> {
    await this.readModels.accounts.catchUp(['account-summary']);
    return this.candidates.all({ municipality, date });
  }

  /**
   * Each account with something owed as of `date`, by days past due, in
   * account order (accounts owing nothing are left out), with how many there
   * are and the totals of them all (#30). With `page`, only that slice of the
   * rows is named: every account is still summed, but the parcel and owner are
   * read for the page's rows alone, and nothing is built for the others (the
   * screen's question: a page and the totals, over 100,000 accounts).
   */
  async aging(municipality: Municipality, date: CivilDate, page?: AgingPage): Promise<Aging> {
    await this.readModels.accounts.catchUp(['account-summary']);
    if (page?.limit != null) {
      const paged = await this.agingPage(municipality, date, page.offset, page.limit);
      if (paged) return paged;
    }
    const from = page?.offset ?? 0;
    const to = page?.limit != null ? from + page.limit : Number.POSITIVE_INFINITY;
    const totals = emptyAging();
    const rows = [];
    const slices = new Slices();
    const day = toDayNumber(date);
    let accounts = 0;
    let n = 0;
    for (const [accountId, parcelId, owner, later, openBills] of this.candidates.all({
      municipality,
      date,
    })) {
      // a row of a later day is a fold: the budget is checked after each (1,024 folds would hold the loop)
      if (later || ++n % ROWS_PER_TICK === 0) await slices.tick();
      const aging = later
        ? agingOf((await this.accounts.load(accountStream(accountId))).state, date)
        : agingOfOpenBillsText(openBills, day);
      if (!owes(aging)) continue;
      for (const b of AGING_BUCKETS) totals[b] += aging[b];
      const index = accounts++;
      if (index >= from && index < to) rows.push({ accountId, parcelId, owner, aging });
    }
    return { accounts, totals, rows };
  }

  /**
   * A page and the totals when every account's row is of the date asked (the
   * common question, as of today): the page is read in account order until it
   * is full, then the totals from the open bills' text alone, summed as it is
   * read (no id, parcel or owner read for the 100,000 other rows, no object
   * built for them: #30). Null when an account must be folded (facts dated
   * after the date): the whole walk places it.
   */
  private async agingPage(
    municipality: Municipality,
    date: CivilDate,
    offset: number,
    limit: number,
  ): Promise<Aging | null> {
    if (this.anyToFold.get({ municipality, date })) return null;
    const day = toDayNumber(date);
    const rows: Aging['rows'] = [];
    let index = 0;
    // read while nothing else may use the connection: no await until the statement is closed (so no row
    // read here is of a later day: anyToFold has just said none is)
    for (const [accountId, parcelId, owner, , openBills] of this.candidates.iterate({
      municipality,
      date,
    })) {
      const aging = agingOfOpenBillsText(openBills, day);
      if (!owes(aging)) continue;
      if (index++ < offset) continue;
      rows.push({ accountId, parcelId, owner, aging });
      if (rows.length === limit) break;
    }
    const totals = emptyAging();
    const each = emptyAging();
    const slices = new Slices();
    let accounts = 0;
    let n = 0;
    for (const openBills of this.openBills.all({ municipality })) {
      if (++n % ROWS_PER_TICK === 0) await slices.tick();
      agingOfOpenBillsText(openBills, day, each);
      if (!owes(each)) continue;
      accounts++;
      for (const b of AGING_BUCKETS) totals[b] += each[b];
    }
    return { accounts, totals, rows };
  }

  /** N9: the accounts that may have had arrears on `cutoff` (the others owe nothing and have no fact after it). */
  async lienCandidates(municipality: Municipality, cutoff: CivilDate): Promise<string[]> {
    return (await this.rows(municipality, cutoff)).map(([accountId]) => accountId);
  }
}
