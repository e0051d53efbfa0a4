import { balanceAsOf, civilDateInNewYork } from '@ledger/domain';
import type { EventStore } from '@ledger/event-store';
import { Clock, SystemClock } from '../infrastructure/clock';
import { AccountRepository } from '../infrastructure/repositories';
import { FundViews } from '../projections/fund-views';
import { openReadModelDatabase } from '../projections/read-model-database';
import { ledgerRunners } from '../processors/read-models';
import { KnownAtStore } from './known-at-store';
import { readWholeLog } from './read-all';
import type { CacheBudget } from '../infrastructure/state-cache';

/**
 * `ledger audit replay --known-at T`: the read models as they were known at
 * an instant, for the auditor to keep: every account's balance as of that
 * day, and the fund, the refund reserve and the refund obligations of every
 * fiscal year, from the facts recorded by then.
 */
export async function auditReplay(
  store: EventStore,
  instant: string,
  clock: Clock = new SystemClock(),
  /** The replay's state cache (LEDGER_STATE_CACHE_MB as the API reads it: `stateCacheBudget`); default 512 MiB of states. */
  cacheBudget?: CacheBudget,
) {
  const knownAt = new Date(instant).toISOString();
  const asOf = civilDateInNewYork(new Date(knownAt));
  const view = new KnownAtStore(store, knownAt);
  const accounts = new AccountRepository(view, clock, cacheBudget);
  const log = await readWholeLog(view);
  const accountIds = [
    ...new Set(log.filter((e) => e.type === 'AccountOpened').map((e) => String(e.data.accountId))),
  ].sort();
  const balances = [];
  for (const accountId of accountIds) {
    const { state } = await accounts.load(`account-${accountId}`);
    balances.push({
      accountId,
      municipality: state.opened!.data.municipality,
      ...balanceAsOf(state, asOf),
    });
  }
  const db = openReadModelDatabase(':memory:');
  try {
    const runner = ledgerRunners(view, db, accounts).accounts;
    const views = FundViews.over((needs) => runner.catchUp(needs), db);
    await runner.catchUp(['fund']);
    const years = (
      db
        .prepare(
          'SELECT fiscal_year AS y FROM budgets UNION SELECT DISTINCT fiscal_year FROM fund_receipts ORDER BY y',
        )
        .all() as Array<{ y: number }>
    ).map((r) => r.y);
    const fund = [];
    for (const y of years)
      fund.push({
        fiscalYear: y,
        fund: await views.fund(y, asOf),
        refundReserve: await views.reserve(y, asOf),
      });
    return {
      knownAt,
      asOf,
      events: log.length,
      accounts: balances,
      fund,
      refundObligations: await views.obligations(asOf),
    };
  } finally {
    db.close();
  }
}
