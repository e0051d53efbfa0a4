import { Inject, Injectable } from '@nestjs/common';
import { accountFundFacts, FundReceipt, RefundObligation, SewerRentBudgetAdopted } from '@ledger/domain';
import type { EventStore } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { fromStored } from '../infrastructure/event-envelope';
import { AccountRepository } from '../infrastructure/repositories';
import { ACCOUNT_STREAM_PREFIX } from '../infrastructure/streams';
import { EVENT_STORE, READ_MODEL_DB } from '../infrastructure/tokens';
import { readCheckpoint, writeCheckpoint } from './read-model-database';

const NAME = 'fund';
const PAGE = 1_000;
const MAX_PAGES = 1_000_000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS fund_receipts (
  account_id TEXT NOT NULL, fiscal_year INTEGER NOT NULL, date TEXT NOT NULL, kind TEXT NOT NULL, amount TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS fund_receipts_by_year ON fund_receipts (fiscal_year, date);
CREATE INDEX IF NOT EXISTS fund_receipts_by_account ON fund_receipts (account_id);
CREATE TABLE IF NOT EXISTS refund_obligations (
  account_id TEXT NOT NULL, application_id TEXT NOT NULL, data TEXT NOT NULL, granted_on TEXT NOT NULL, paid_on TEXT,
  PRIMARY KEY (account_id, application_id)
);
CREATE TABLE IF NOT EXISTS budgets (fiscal_year INTEGER PRIMARY KEY, adopted_on TEXT NOT NULL, data TEXT NOT NULL);
`;

/**
 * N5-N8 read models: the fund's receipts by fiscal year (as applied, C5), the
 * refund obligations, and the budgets. Kept from the global log: each page of
 * events is applied, with the checkpoint, in one transaction. An account's rows
 * are re-derived from its stream up to the event being applied, so a backdated
 * payment re-flows into the right years, and a rebuild from zero gives the same.
 */
@Injectable()
export class FundProjection {
  private running: Promise<void> = Promise.resolve();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODEL_DB) private readonly db: Database.Database,
    private readonly accounts: AccountRepository,
  ) {
    this.db.exec(SCHEMA);
  }

  /** Reads the log to its head before answering (read-your-writes for the caller). */
  catchUp(): Promise<void> {
    this.running = this.running.then(() => this.pull());
    return this.running;
  }

  /** Drops the read model and rebuilds it from position zero. */
  rebuild(): Promise<void> {
    this.running = this.running.then(async () => {
      this.db.transaction(() => {
        this.db.exec('DELETE FROM fund_receipts; DELETE FROM refund_obligations; DELETE FROM budgets;');
        writeCheckpoint(this.db, NAME, null);
      })();
      await this.pull();
    });
    return this.running;
  }

  get checkpoint(): number | null {
    return readCheckpoint(this.db, NAME);
  }

  private async pull(): Promise<void> {
    for (let page = 0; page < MAX_PAGES; page++) {
      const events = await this.store.readAll({ after: readCheckpoint(this.db, NAME), maxCount: PAGE });
      if (events.length === 0) return;
      const touched = new Map<string, number>();
      const budgets: SewerRentBudgetAdopted['data'][] = [];
      for (const e of events) {
        if (e.streamId.startsWith(ACCOUNT_STREAM_PREFIX)) touched.set(e.streamId, e.revision);
        else if (e.type === 'SewerRentBudgetAdopted') budgets.push(fromStored<SewerRentBudgetAdopted>(e).data);
      }
      const derived: Array<{ accountId: string; receipts: FundReceipt[]; obligations: RefundObligation[] }> = [];
      for (const [streamId, revision] of touched) {
        const state = await this.accounts.stateAt(streamId, revision);
        if (state.opened) derived.push({ accountId: state.opened.data.accountId, ...accountFundFacts(state) });
      }
      this.apply(derived, budgets, events[events.length - 1].position);
      if (events.length < PAGE) return;
    }
  }

  private apply(derived: Array<{ accountId: string; receipts: FundReceipt[]; obligations: RefundObligation[] }>, budgets: SewerRentBudgetAdopted['data'][], position: number): void {
    const deleteReceipts = this.db.prepare('DELETE FROM fund_receipts WHERE account_id = ?');
    const deleteObligations = this.db.prepare('DELETE FROM refund_obligations WHERE account_id = ?');
    const insertReceipt = this.db.prepare('INSERT INTO fund_receipts (account_id, fiscal_year, date, kind, amount) VALUES (?, ?, ?, ?, ?)');
    const insertObligation = this.db.prepare('INSERT INTO refund_obligations (account_id, application_id, data, granted_on, paid_on) VALUES (?, ?, ?, ?, ?)');
    const upsertBudget = this.db.prepare('INSERT INTO budgets (fiscal_year, adopted_on, data) VALUES (?, ?, ?) ON CONFLICT(fiscal_year) DO UPDATE SET adopted_on = excluded.adopted_on, data = excluded.data');
    this.db.transaction(() => {
      for (const d of derived) {
        deleteReceipts.run(d.accountId);
        deleteObligations.run(d.accountId);
        for (const r of d.receipts) insertReceipt.run(r.accountId, r.fiscalYear, r.date, r.kind, r.amount);
        for (const o of d.obligations) insertObligation.run(o.accountId, o.applicationId, JSON.stringify(o), o.grantedOn, o.paid?.paidOn ?? null);
      }
      for (const b of budgets) upsertBudget.run(b.fiscalYear, b.adoptedOn, JSON.stringify(b));
      writeCheckpoint(this.db, NAME, position);
    })();
  }
}
