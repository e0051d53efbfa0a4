import {
  ACCOUNT_EVENT_TYPES,
  accountSummary,
  formatAmount,
  listedOwner,
  openBillCents,
  parseAmount,
  sum,
  type AccountSummary,
} from '@ledger/domain';
import type { AccountRepository } from '../infrastructure/repositories';
import { ACCOUNT_STREAM_PREFIX } from '../infrastructure/streams';
import { AccountReadFacts } from './account-read-facts';
import { firstFailingEvent, foldedAccounts } from './folded-accounts';
import type { Projection } from './projection';

type SummaryRows = Array<{
  accountId: string;
  municipality: string;
  parcelId: string;
  owner: string;
  revision: number;
  summary: AccountSummary;
}>;

/**
 * One row per account: its balance by kind and its open bills as of its last
 * effective date (as known now), the oldest unpaid bill date and what is
 * owed. The aging report and the lien statement's candidates are answered
 * from it without folding every stream (`account-summaries.ts`).
 */
export function accountSummaryProjection(
  accounts: AccountRepository,
  facts = new AccountReadFacts(),
): Projection<SummaryRows> {
  return {
    name: 'account-summary',
    // 2: open_bills as [dueDay, cents] pairs, what the aging report sums, and the parcel and listed owner it names (#30)
    // 3: a waiver forgives at most what its resolution listed (C13): rows derived again from the log
    // 4: and carries to the bill's replacement (C11 x C13)
    version: 4,
    eventTypes: new Set(ACCOUNT_EVENT_TYPES),
    schema: `
CREATE TABLE IF NOT EXISTS account_summaries (
  account_id TEXT PRIMARY KEY, municipality TEXT NOT NULL, parcel_id TEXT NOT NULL, owner TEXT NOT NULL, revision INTEGER NOT NULL, as_of TEXT,
  total TEXT, owed TEXT NOT NULL, oldest_unpaid_bill_date TEXT, balance TEXT, open_bills TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS account_summaries_by_municipality ON account_summaries (municipality, account_id);`,
    tables: ['account_summaries'],
    apply: () => undefined,
    derived: {
      streamPrefix: ACCOUNT_STREAM_PREFIX,
      observe: (events) => accounts.foldFromLog(events, ACCOUNT_STREAM_PREFIX),
      async derive(streamIds, slices, revisions) {
        const rows: SummaryRows = [];
        for await (const { state, revision } of foldedAccounts(
          accounts,
          streamIds,
          slices,
          revisions,
        )) {
          rows.push({
            accountId: state.opened!.data.accountId,
            municipality: state.opened!.data.municipality,
            parcelId: state.opened!.data.parcelId,
            owner: listedOwner(state).name,
            revision,
            summary: facts.summary(state),
          });
        }
        return rows;
      },
      locate: (streamId) => firstFailingEvent(accounts, streamId, accountSummary),
      write(tx, rows) {
        const upsert =
          tx.prepare(`INSERT INTO account_summaries (account_id, municipality, parcel_id, owner, revision, as_of, total, owed, oldest_unpaid_bill_date, balance, open_bills)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(account_id) DO UPDATE SET municipality = excluded.municipality,
          parcel_id = excluded.parcel_id, owner = excluded.owner, revision = excluded.revision,
          as_of = excluded.as_of, total = excluded.total, owed = excluded.owed, oldest_unpaid_bill_date = excluded.oldest_unpaid_bill_date,
          balance = excluded.balance, open_bills = excluded.open_bills`);
        for (const r of rows) {
          const s = r.summary;
          const owed = formatAmount(sum(s.openBills.map((b) => parseAmount(b.owed))));
          upsert.run(
            r.accountId,
            r.municipality,
            r.parcelId,
            r.owner,
            r.revision,
            s.asOf,
            s.balance?.total ?? null,
            owed,
            s.oldestUnpaidBillDate,
            s.balance ? JSON.stringify(s.balance) : null,
            // #30: [dueDay, cents] pairs, what the aging report sums (no decimal.js, no date parsed, over every account)
            JSON.stringify(openBillCents(s.openBills)),
          );
        }
      },
    },
  };
}
