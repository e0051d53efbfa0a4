import {
  ACCOUNT_EVENT_TYPES,
  accountFundFacts,
  FundReceipt,
  RefundObligation,
  SewerRentBudgetAdopted,
} from '@ledger/domain';
import type { StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { fromStored } from '../infrastructure/event-envelope';
import type { AccountRepository } from '../infrastructure/repositories';
import { ACCOUNT_STREAM_PREFIX } from '../infrastructure/streams';
import { AccountReadFacts } from './account-read-facts';
import { firstFailingEvent, foldedAccounts } from './folded-accounts';
import type { Projection } from './projection';

type FundRows = Array<{
  accountId: string;
  receipts: FundReceipt[];
  obligations: RefundObligation[];
}>;

/**
 * N5-N8 read models: the fund's receipts by fiscal year (as applied, C5), the
 * refund obligations, and the budgets. An account's rows are derived from its
 * whole folded state (payment application is derived, never stored), once per
 * catch-up, so a backdated payment re-flows into the right years and a rebuild
 * from zero gives the same rows.
 */
export function fundProjection(
  accounts: AccountRepository,
  facts = new AccountReadFacts(),
): Projection<FundRows> {
  return {
    name: 'fund',
    // 3: a waiver forgives at most what its resolution listed (C13); 4: and carries to a replacement (C11 x C13)
    version: 4,
    eventTypes: new Set(['SewerRentBudgetAdopted', ...ACCOUNT_EVENT_TYPES]),
    schema: `
CREATE TABLE IF NOT EXISTS fund_receipts (
  account_id TEXT NOT NULL, fiscal_year INTEGER NOT NULL, date TEXT NOT NULL, kind TEXT NOT NULL, amount TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS fund_receipts_by_year ON fund_receipts (fiscal_year, date);
CREATE INDEX IF NOT EXISTS fund_receipts_by_account ON fund_receipts (account_id);
CREATE TABLE IF NOT EXISTS refund_obligations (
  account_id TEXT NOT NULL, application_id TEXT NOT NULL, data TEXT NOT NULL, granted_on TEXT NOT NULL, paid_on TEXT,
  PRIMARY KEY (account_id, application_id)
);
CREATE TABLE IF NOT EXISTS budgets (fiscal_year INTEGER PRIMARY KEY, adopted_on TEXT NOT NULL, data TEXT NOT NULL);`,
    tables: ['fund_receipts', 'refund_obligations', 'budgets'],
    apply(tx: Database.Database, events: readonly StoredEvent[]): void {
      const upsertBudget = tx.prepare(
        'INSERT INTO budgets (fiscal_year, adopted_on, data) VALUES (?, ?, ?) ON CONFLICT(fiscal_year) DO UPDATE SET adopted_on = excluded.adopted_on, data = excluded.data',
      );
      for (const e of events) {
        if (e.type !== 'SewerRentBudgetAdopted') continue;
        const b = fromStored<SewerRentBudgetAdopted>(e).data;
        upsertBudget.run(b.fiscalYear, b.adoptedOn, JSON.stringify(b));
      }
    },
    derived: {
      streamPrefix: ACCOUNT_STREAM_PREFIX,
      observe: (events) => accounts.foldFromLog(events, ACCOUNT_STREAM_PREFIX),
      async derive(streamIds, slices, revisions) {
        const rows: FundRows = [];
        for await (const { state } of foldedAccounts(accounts, streamIds, slices, revisions))
          rows.push({ accountId: state.opened!.data.accountId, ...facts.fund(state) });
        return rows;
      },
      locate: (streamId) => firstFailingEvent(accounts, streamId, accountFundFacts),
      write(tx, rows) {
        const receipts = receiptsWriter(tx);
        const deleteObligations = tx.prepare('DELETE FROM refund_obligations WHERE account_id = ?');
        const insertObligation = tx.prepare(
          'INSERT INTO refund_obligations (account_id, application_id, data, granted_on, paid_on) VALUES (?, ?, ?, ?, ?)',
        );
        for (const d of rows) {
          receipts(d.accountId, d.receipts);
          deleteObligations.run(d.accountId);
          for (const o of d.obligations)
            insertObligation.run(
              o.accountId,
              o.applicationId,
              JSON.stringify(o),
              o.grantedOn,
              o.paid?.paidOn ?? null,
            );
        }
      },
    },
  };
}

/**
 * Writes an account's receipts as `receipts` says, touching only the rows
 * that differ from those stored (a multiset: two equal receipts are two
 * rows). A bill or a penalty accrued leaves an account's receipts as they
 * were unless a payment's application re-flows (C5), and a payment adds one:
 * the account's every row was deleted and inserted again at each derivation
 * (#30: at 5 years a tenth of a penalty run, 110 us an account).
 */
export function receiptsWriter(tx: Database.Database) {
  const stored = tx.prepare<[string], { id: number; key: string }>(
    "SELECT rowid AS id, fiscal_year || '|' || date || '|' || kind || '|' || amount AS key FROM fund_receipts WHERE account_id = ?",
  );
  const remove = tx.prepare('DELETE FROM fund_receipts WHERE rowid = ?');
  const insert = tx.prepare(
    'INSERT INTO fund_receipts (account_id, fiscal_year, date, kind, amount) VALUES (?, ?, ?, ?, ?)',
  );
  return (accountId: string, receipts: readonly FundReceipt[]): void => {
    const stale = new Map<string, number[]>();
    for (const row of stored.all(accountId)) {
      const ids = stale.get(row.key);
      if (ids) ids.push(row.id);
      else stale.set(row.key, [row.id]);
    }
    for (const r of receipts) {
      // none stored (a rebuild's, a new account's): every receipt inserted without its key
      const kept =
        stale.size === 0
          ? undefined
          : stale.get(`${r.fiscalYear}|${r.date}|${r.kind}|${r.amount}`)?.pop();
      if (kept === undefined) insert.run(accountId, r.fiscalYear, r.date, r.kind, r.amount);
    }
    for (const ids of stale.values()) for (const id of ids) remove.run(id);
  };
}
