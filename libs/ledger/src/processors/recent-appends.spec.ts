import { openAccountCommand, paymentCommand } from '../testing/account-commands';
import { SqliteEventStore, type EventStore, type StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../infrastructure/clock';
import { systemContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { openReadModelDatabase } from '../projections/read-model-database';
import { ledgerRunners, ReadModels } from './read-models';
import { RecentAppends, RememberingEventStore } from './recent-appends';

const at = (position: number) => ({ position }) as StoredEvent;

describe('recent appends: a page only when the events held follow the cursor exactly', () => {
  it('answers the events right after the cursor, contiguous; a position none holds ends the page, and a cursor before it is answered by none', () => {
    const recent = new RecentAppends();
    recent.add([at(5), at(6), at(7)]);
    // another process wrote 8
    recent.add([at(9), at(10)]);
    expect(recent.pageAfter(4, 100)!.map((e) => e.position)).toEqual([5, 6, 7]);
    expect(recent.pageAfter(5, 1)!.map((e) => e.position)).toEqual([6]);
    expect(recent.pageAfter(7, 100)).toBeNull();
    expect(recent.pageAfter(8, 100)!.map((e) => e.position)).toEqual([9, 10]);
    expect(recent.pageAfter(3, 100)).toBeNull();
    expect(recent.pageAfter(10, 100)).toBeNull();
    expect(recent.pageAfter(null, 100)).toBeNull();
  });
});

const open = (accountId: string) => openAccountCommand(accountId);
const pay = (paymentId: string, amount: string) => paymentCommand(paymentId, amount);

/** Every table of the read models (full-text ones by their content), every row, in one order: what two builds must agree on. */
function contents(db: Database.Database): Record<string, unknown[]> {
  const tables = db
    .prepare<[], { name: string }>(
      // the full-text index's own shadow tables are left out: their segments depend on the commits, not on the content
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual') AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all();
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (db.prepare(`SELECT * FROM ${name}`).all() as unknown[]).map((r) => JSON.stringify(r)).sort(),
    ]),
  );
}

describe('the projection runner takes what this process appended from memory, and still equals a rebuild from the log', () => {
  it('with another process appending to the same file in between', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'recent-appends-')), 'ledger.sqlite');
    const sqlite = new SqliteEventStore(path);
    let logReads = 0;
    const counted = Object.create(sqlite) as EventStore;
    counted.readAll = (options) => {
      logReads++;
      return sqlite.readAll(options);
    };
    const store = new RememberingEventStore(counted);
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'), 1000);
    const accounts = new AccountRepository(store, clock);
    const db = openReadModelDatabase(':memory:');
    const readModels = new ReadModels(store, db, accounts);
    await readModels.caughtUp();

    const ids = ['NP-1', 'NP-2', 'NP-3', 'NP-4'];
    const payments = (round: number) =>
      accounts.executeMany(
        ids.map((id, i) => ({
          streamId: `account-${id}`,
          command: pay(`P-${round}-${id}`, `${i + 1}0.25`),
        })),
        systemContext(),
      );
    await accounts.executeMany(
      ids.map((id) => ({ streamId: `account-${id}`, command: open(id) })),
      systemContext(),
    );
    // from no checkpoint (the start of the log) the runners read the log itself
    await readModels.caughtUp();
    logReads = 0;
    await payments(1);
    await readModels.caughtUp();
    // the payments follow the checkpoints exactly: taken from memory, nothing read from the log
    expect(logReads).toBe(0);

    // another API process on the same file: its event sits between ours, so it must be read from the log
    const elsewhere = new SqliteEventStore(path);
    await new AccountRepository(elsewhere, clock).execute(
      'account-NP-9',
      open('NP-9'),
      systemContext(),
    );
    await payments(2);
    await readModels.caughtUp();
    expect(logReads).toBeGreaterThan(0);
    const summaries = db
      .prepare<[], { account_id: string; balance: string }>(
        'SELECT account_id, balance FROM account_summaries ORDER BY account_id',
      )
      .all();
    expect(summaries.map((s) => s.account_id)).toEqual(['NP-1', 'NP-2', 'NP-3', 'NP-4', 'NP-9']);

    // the same log rebuilt from scratch in another read-model file, read from disk alone
    const rebuilt = openReadModelDatabase(':memory:');
    const fromLog = ledgerRunners(sqlite, rebuilt, new AccountRepository(sqlite, clock));
    await fromLog.core.catchUp([]);
    await fromLog.accounts.catchUp([]);
    expect(contents(rebuilt)).toEqual(contents(db));
    await readModels.beforeApplicationShutdown();
    await elsewhere.close();
    await sqlite.close();
  });
});
