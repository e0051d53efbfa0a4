import { accountDecider, type AccountState } from '@ledger/domain';
import { EventToAppend, SqliteEventStore, StoredEvent } from '@ledger/event-store';
import { FaultInjectingEventStore } from '@ledger/event-store/testing/fault-injecting-store';
import { ForeignEventsSqliteStore } from '@ledger/event-store/testing/foreign-events-store';
import type Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountDirectoryProjection } from '../account-directory/account-directory.projection';
import { ManualClock } from '../infrastructure/clock';
import { systemContext } from '../infrastructure/command-context';
import { EventSourcedRepository } from '../infrastructure/event-sourced-repository';
import { LogTails } from '../infrastructure/log-tails';
import { AccountRepository } from '../infrastructure/repositories';
import { AccountReadFacts } from '../projections/account-read-facts';
import { accountSummaryProjection } from '../projections/account-summary.projection';
import { fundProjection } from '../projections/fund-projection';
import type { Projection } from '../projections/projection';
import { openReadModelDatabase } from '../projections/read-model-database';
import { paymentCommand } from '../testing/account-commands';
import { accountRepositoryOver } from '../testing/counted-repositories';
import { ProjectionRunner } from './projection-runner';
import { describeFailure, ProjectionStoppedError } from './projection-failure';
import { firstFailingEvent, foldedAccounts } from '../projections/folded-accounts';

/** The streams read from `store` from now on, in order (a fold from the cache or the log's pages reads none). */
function recordStreamReads(store: SqliteEventStore): string[] {
  const streamReads: string[] = [];
  const readStream = store.readStream.bind(store);
  store.readStream = async (streamId, options) => {
    streamReads.push(streamId);
    return readStream(streamId, options);
  };
  return streamReads;
}

const opened = (n: number): EventToAppend => {
  const accountId = `NP-${String(n).padStart(5, '0')}`;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'AccountOpened',
    data: {
      effectiveDate: '2025-06-01',
      accountId,
      municipality: 'northport',
      parcelId: `P-${n}`,
      propertyClass: 'residential',
      location: 'inside',
      exemption: null,
      owner: { name: `Owner ${n}`, mailingAddress: '1 Main St' },
      openedOn: '2025-06-01',
      units: null,
    },
    metadata: {
      schemaVersion: 2,
      actor: 'test',
      correlationId: 'c',
      causationId: 'c',
      recordedAt: '2025-06-01T12:00:00.000Z',
    },
  };
};

/** A projection that counts what it is given: one row per event, so a double-apply shows; a Tick whose `fail` names it (or any Tick while `broken`) throws. */
function counting(
  name = 'counting',
  version = 1,
): Projection & { applied: number; broken: boolean } {
  const p = {
    name,
    version,
    applied: 0,
    broken: false,
    eventTypes: new Set(['AccountOpened', 'Tick']),
    schema: `CREATE TABLE IF NOT EXISTS ${name}_rows (event_id TEXT NOT NULL)`,
    tables: [`${name}_rows`],
    apply(tx: Database.Database, events: readonly StoredEvent[]) {
      const insert = tx.prepare(`INSERT INTO ${name}_rows (event_id) VALUES (?)`);
      for (const e of events) {
        if (e.type === 'Tick' && (e.data.fail === name || p.broken))
          throw new TypeError(`cannot read properties of undefined (${name})`);
        insert.run(e.id);
        p.applied++;
      }
    },
  };
  return p;
}

const tick = (n: number, fail?: string): EventToAppend => ({
  id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'Tick',
  data: fail ? { fail } : {},
  metadata: {},
});

/** A derived projection (one row per account, its payments) whose derivation throws on an account holding payment P-POISON. */
function poisonablePayments(accounts: AccountRepository): Projection<string[]> {
  const rowsOf = (state: AccountState) => {
    if (state.payments.has('P-POISON')) throw new TypeError('payment P-POISON cannot be applied');
    return state.opened!.data.accountId;
  };
  return {
    name: 'payments',
    version: 1,
    eventTypes: new Set(['AccountOpened', 'PaymentReceived']),
    schema: 'CREATE TABLE IF NOT EXISTS payment_rows (account_id TEXT PRIMARY KEY)',
    tables: ['payment_rows'],
    apply: () => undefined,
    derived: {
      streamPrefix: 'account-',
      async derive(streamIds, slices) {
        const ids: string[] = [];
        for await (const { state } of foldedAccounts(accounts, streamIds, slices))
          ids.push(rowsOf(state));
        return ids;
      },
      write(tx, ids) {
        for (const id of ids)
          tx.prepare('INSERT OR REPLACE INTO payment_rows (account_id) VALUES (?)').run(id);
      },
      locate: (streamId) => firstFailingEvent(accounts, streamId, rowsOf),
    },
  };
}

const rows = (db: Database.Database, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('the projection runner', () => {
  it('a directory of 10,000 accounts lists 10,000, with system and foreign records between every event (the EventStoreDB filter, over SQLite)', async () => {
    const store = new ForeignEventsSqliteStore(':memory:', 3, 0);
    for (let i = 0; i < 10_000; i += 500) {
      await store.appendMany(
        Array.from({ length: 500 }, (_, k) => ({
          streamId: `account-NP-${String(i + k).padStart(5, '0')}`,
          events: [opened(i + k)],
          expected: 'no_stream' as const,
        })),
      );
      store.writeForeign(['account-x'], 2);
    }
    const db = openReadModelDatabase(':memory:');
    const runner = new ProjectionRunner(store, db, [accountDirectoryProjection], { pageSize: 700 });
    await runner.catchUp();
    expect(rows(db, 'directory_accounts')).toBe(10_000);
    expect(runner.checkpoint('account-directory')).toBe(await store.headPosition());
    await store.close();
  });

  it('#24: a projection that throws on an event stops alone: its checkpoint stays before the event, the rows before it are kept, the others reach the head, and a query that needs it is refused naming the event', async () => {
    const store = new SqliteEventStore(':memory:');
    const db = openReadModelDatabase(':memory:');
    const failing = counting('failing');
    const healthy = counting('healthy');
    const runner = new ProjectionRunner(store, db, [failing, healthy], { pageSize: 100 });
    await store.append('account-NP-00001', [opened(1)], 'no_stream');
    await store.append('account-NP-00002', [opened(2)], 'no_stream');
    const before = await store.headPosition();
    await store.append('ticks', [tick(1, 'failing')], 'no_stream');
    const poisoned = (await store.headPosition())!;
    await store.append('account-NP-00003', [opened(3)], 'no_stream');
    await runner.catchUp(['healthy']);
    expect(runner.checkpoint('healthy')).toBe(await store.headPosition());
    expect(rows(db, 'healthy_rows')).toBe(4);
    expect(runner.checkpoint('failing')).toBe(before);
    expect(rows(db, 'failing_rows')).toBe(2);
    expect(runner.failures()).toEqual([
      {
        projection: 'failing',
        event: { position: poisoned, streamId: 'ticks', type: 'Tick', id: tick(1, 'failing').id },
        error: 'TypeError: cannot read properties of undefined (failing)',
        since: expect.any(String),
        retries: 0,
      },
    ]);
    const refused = runner.catchUp(['failing']);
    await expect(refused).rejects.toBeInstanceOf(ProjectionStoppedError);
    await expect(refused).rejects.toThrow(
      `the failing projection stopped at position ${poisoned} (stream ticks, Tick, event ${tick(1, 'failing').id}): TypeError: cannot read properties of undefined (failing)`,
    );
    // later events still reach the healthy projection; the stopped one stays where it stopped
    await store.append('account-NP-00004', [opened(4)], 'no_stream');
    await runner.catchUp(['healthy']);
    expect(rows(db, 'healthy_rows')).toBe(5);
    expect(runner.checkpoint('failing')).toBe(before);
    await store.close();
  });

  it('#24: a stopped projection is reported once however many catch-ups follow, retried a bounded number of times, resumes when a retry passes, and a rebuild starts it again', async () => {
    const store = new SqliteEventStore(':memory:');
    const db = openReadModelDatabase(':memory:');
    const p = counting('flaky');
    const stopped: string[] = [];
    const resumed: string[] = [];
    const runner = new ProjectionRunner(store, db, [p], {
      retryDelaysMs: [0, 0],
      onStopped: (f) => stopped.push(describeFailure(f)),
      onResumed: (name) => resumed.push(name),
    });
    await store.append('account-NP-00001', [opened(1)], 'no_stream');
    await store.append('ticks', [tick(1)], 'no_stream');
    p.broken = true;
    for (let i = 0; i < 5; i++) await runner.catchUp([]);
    expect(stopped).toHaveLength(1);
    expect(stopped[0]).toMatch(
      /^the flaky projection stopped at position \d+ \(stream ticks, Tick/,
    );
    // two retries, then it stays stopped
    expect(runner.failures()[0].retries).toBe(2);
    p.broken = false;
    await runner.catchUp([]);
    expect(runner.failures()).toHaveLength(1);
    expect(await runner.rebuild(['flaky'])).toEqual([]);
    expect(runner.failures()).toEqual([]);
    expect(rows(db, 'flaky_rows')).toBe(2);
    // a passing fault: the first retry resumes it
    await store.append('ticks', [tick(2)], 0);
    p.broken = true;
    await runner.catchUp([]);
    expect(stopped).toHaveLength(2);
    p.broken = false;
    await runner.catchUp(['flaky']);
    expect(resumed).toEqual(['flaky']);
    expect(rows(db, 'flaky_rows')).toBe(3);
    expect(runner.checkpoint('flaky')).toBe(await store.headPosition());
    await store.close();
  });

  it('#24: a derived projection that cannot derive one account stops on the event that made it fail, and still writes every other account', async () => {
    const store = new SqliteEventStore(':memory:');
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'));
    const writer = new EventSourcedRepository(store, accountDecider, clock);
    for (let n = 1; n <= 3; n++)
      await store.append(`account-NP-0000${n}`, [opened(n)], 'no_stream');
    for (const paymentId of ['P-1', 'P-POISON', 'P-3'])
      await writer.execute(
        'account-NP-00002',
        {
          kind: 'ReceivePayment',
          paymentId,
          amount: '10.00',
          receivedOn: '2025-11-01',
          method: null,
          reference: null,
          today: '2026-01-15',
        },
        systemContext(),
      );
    const accounts = new AccountRepository(store, clock);
    const db = openReadModelDatabase(':memory:');
    const payments = poisonablePayments(accounts);
    const runner = new ProjectionRunner(store, db, [payments, counting('beside')], {
      deriveChunk: 2,
    });
    await runner.catchUp(['beside']);
    const poison = (await store.readStream('account-NP-00002')).find(
      (e) => e.data.paymentId === 'P-POISON',
    )!;
    expect(runner.failures()).toEqual([
      expect.objectContaining({
        projection: 'payments',
        event: {
          position: poison.position,
          streamId: 'account-NP-00002',
          type: 'PaymentReceived',
          id: poison.id,
        },
        error: 'TypeError: payment P-POISON cannot be applied',
      }),
    ]);
    expect(runner.checkpoint('payments')).toBeNull();
    expect(db.prepare('SELECT account_id FROM payment_rows ORDER BY account_id').all()).toEqual([
      { account_id: 'NP-00001' },
      { account_id: 'NP-00003' },
    ]);
    expect(runner.checkpoint('beside')).toBe(await store.headPosition());
    await store.close();
  });

  it('#29: a store away while a derived projection reads its accounts (an election) fails the pass and stops nothing; the next pass derives them', async () => {
    const store = new SqliteEventStore(':memory:');
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'));
    for (let n = 1; n <= 3; n++)
      await store.append(`account-NP-0000${n}`, [opened(n)], 'no_stream');
    const faulty = new FaultInjectingEventStore(store);
    const accounts = new AccountRepository(faulty, clock);
    const db = openReadModelDatabase(':memory:');
    const runner = new ProjectionRunner(faulty, db, [poisonablePayments(accounts)], {
      deriveChunk: 2,
    });
    faulty.inject({ call: 'readStream', fault: 'not-leader', stream: 'account-NP-00002' });
    await expect(runner.catchUp()).rejects.toThrow(/not-leader/);
    expect(faulty.failed).toEqual(['readStream:not-leader']);
    expect(runner.failures()).toEqual([]);
    expect(runner.checkpoint('payments')).toBeNull();
    await runner.catchUp();
    expect(db.prepare('SELECT account_id FROM payment_rows ORDER BY account_id').all()).toEqual([
      { account_id: 'NP-00001' },
      { account_id: 'NP-00002' },
      { account_id: 'NP-00003' },
    ]);
    expect(runner.checkpoint('payments')).toBe(await store.headPosition());
    await store.close();
  });

  it('#25 item 7: once stopped for shutdown, a runner reads nothing more: a late catch-up after its databases closed does not fail', async () => {
    const store = new SqliteEventStore(':memory:');
    const db = openReadModelDatabase(':memory:');
    const runner = new ProjectionRunner(store, db, [counting('late')]);
    await store.append('account-NP-00001', [opened(1)], 'no_stream');
    await runner.start();
    await runner.stop();
    const stoppedAt = runner.checkpoint('late');
    await store.append('account-NP-00002', [opened(2)], 'no_stream');
    await runner.catchUp([]);
    expect(runner.checkpoint('late')).toBe(stoppedAt);
    db.close();
    await store.close();
    await expect(runner.catchUp([])).resolves.toBeUndefined();
  });

  it('#30: the catch-ups asked within one turn of the event loop share one pass, and one asked after that pass read the head gets a pass of its own that reads what was appended since', async () => {
    const heads: number[] = [];
    let onHead: (() => void) | null = null;
    // the head as another process's append moves it: counted, and a hook once it has been read
    const store = new (class extends SqliteEventStore {
      override async headPosition() {
        const head = await super.headPosition();
        heads.push(head ?? -1);
        const hook = onHead;
        onHead = null;
        hook?.();
        return head;
      }
    })(':memory:');
    const db = openReadModelDatabase(':memory:');
    const p = counting('turn');
    const runner = new ProjectionRunner(store, db, [p]);
    await store.append('ticks', [tick(1)], 'no_stream');
    await runner.catchUp([]);
    heads.length = 0;
    await store.append('ticks', [tick(2)], 0);
    // a request read later in the same turn (an I/O callback before the turn ends) joins the pass
    let later: Promise<void> | undefined;
    setImmediate(() => (later = runner.catchUp([])));
    const first = runner.catchUp([]);
    const second = runner.catchUp([]);
    let third: Promise<void> | undefined;
    onHead = () => {
      // appended and acknowledged after the shared pass read the head: the next catch-up must read it
      third = store.append('ticks', [tick(3)], 1).then(() => runner.catchUp([]));
    };
    await Promise.all([first, second]);
    await later;
    expect(heads).toHaveLength(1);
    expect(p.applied).toBe(2);
    await third;
    expect(heads).toHaveLength(2);
    expect(p.applied).toBe(3);
    expect(runner.checkpoint('turn')).toBe(await store.headPosition());
    db.close();
    await store.close();
  });

  it('rebuilds a projection whose version changed when it starts, and rebuilds on request from position zero', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'runner-'));
    const store = new SqliteEventStore(join(dir, 'events.sqlite'));
    const path = join(dir, 'read-models.sqlite');
    for (let n = 1; n <= 5; n++)
      await store.append(`account-NP-0000${n}`, [opened(n)], 'no_stream');
    const db = openReadModelDatabase(path);
    const v1 = counting('counted', 1);
    await new ProjectionRunner(store, db, [v1]).catchUp();
    expect(v1.applied).toBe(5);
    // same version on a later start: nothing re-applied
    const again = counting('counted', 1);
    await new ProjectionRunner(store, db, [again]).catchUp();
    expect(again.applied).toBe(0);
    // a new version: emptied and rebuilt
    const v2 = counting('counted', 2);
    await new ProjectionRunner(store, db, [v2]).catchUp();
    expect(v2.applied).toBe(5);
    expect(rows(db, 'counted_rows')).toBe(5);
    // a new version with another column: the table made again from its schema (#30: account_summaries' parcel_id and owner)
    const v3 = {
      ...counting('counted', 3),
      schema: 'CREATE TABLE IF NOT EXISTS counted_rows (event_id TEXT NOT NULL, note TEXT)',
    };
    new ProjectionRunner(store, db, [v3]);
    expect(
      (db.prepare('PRAGMA table_info(counted_rows)').all() as Array<{ name: string }>).map(
        (c) => c.name,
      ),
    ).toEqual(['event_id', 'note']);
    expect(rows(db, 'counted_rows')).toBe(0);
    const runner = new ProjectionRunner(store, db, [v2]);
    await runner.rebuild();
    expect(rows(db, 'counted_rows')).toBe(5);
    db.close();
    await store.close();
  });

  it('two runners on one read-model file never apply the same event twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'runner-'));
    const store = new SqliteEventStore(join(dir, 'events.sqlite'));
    for (let n = 1; n <= 50; n++)
      await store.append(`account-NP-${String(n).padStart(5, '0')}`, [opened(n)], 'no_stream');
    const a = openReadModelDatabase(join(dir, 'rm.sqlite'));
    const b = openReadModelDatabase(join(dir, 'rm.sqlite'));
    const pa = counting('shared');
    const pb = counting('shared');
    await Promise.all([
      new ProjectionRunner(store, a, [pa], { pageSize: 7 }).catchUp(),
      new ProjectionRunner(store, b, [pb], { pageSize: 7 }).catchUp(),
    ]);
    expect(pa.applied + pb.applied).toBe(50);
    expect(rows(a, 'shared_rows')).toBe(50);
    a.close();
    b.close();
    await store.close();
  });

  it('folds each account once in a catch-up, however many pages its events span', async () => {
    const store = new SqliteEventStore(':memory:');
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'));
    const writer = new EventSourcedRepository(store, accountDecider, clock);
    for (let n = 1; n <= 20; n++)
      await store.append(`account-NP-${String(n).padStart(5, '0')}`, [opened(n)], 'no_stream');
    for (let n = 1; n <= 20; n++) {
      for (let k = 1; k <= 3; k++) {
        await writer.execute(
          `account-NP-${String(n).padStart(5, '0')}`,
          {
            kind: 'ReceivePayment',
            paymentId: `P-${k}`,
            amount: '10.00',
            receivedOn: '2025-11-01',
            method: null,
            reference: null,
            today: '2026-01-15',
          },
          systemContext(),
        );
      }
    }
    const accounts = new AccountRepository(store, clock);
    const loads: string[] = [];
    const load = accounts.load.bind(accounts);
    accounts.load = async (streamId, knownAt) => {
      loads.push(streamId);
      return load(streamId, knownAt);
    };
    const streamReads = recordStreamReads(store);
    const db = openReadModelDatabase(':memory:');
    await new ProjectionRunner(store, db, [accountSummaryProjection(accounts)], {
      pageSize: 4,
    }).catchUp();
    // #30: every account is folded from the log's pages as they are read: no second read per account
    expect(loads).toEqual([]);
    expect(streamReads).toEqual([]);
    const summaries = (of: Database.Database) =>
      of
        .prepare('SELECT account_id, revision, total FROM account_summaries ORDER BY account_id')
        .all();
    expect(summaries(db)).toHaveLength(20);
    expect(summaries(db)[0]).toEqual({ account_id: 'NP-00001', revision: 3, total: '-30.00' });

    // the same rows as a catch-up that reads every account through the repository (cold, no page folding)
    const cold = new AccountRepository(store, clock);
    cold.foldFromLog = () => 0;
    const coldDb = openReadModelDatabase(':memory:');
    await new ProjectionRunner(store, coldDb, [accountSummaryProjection(cold)], {
      pageSize: 4,
    }).catchUp();
    expect(new Set(streamReads).size).toBe(20);
    expect(summaries(coldDb)).toEqual(summaries(db));
    await store.close();
  });

  it('#30: a catch-up over more accounts than the cache holds derives those it holds first, then reads each of the others once', async () => {
    const store = new SqliteEventStore(':memory:');
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'));
    const writer = new EventSourcedRepository(store, accountDecider, clock);
    const stream = (n: number) => `account-NP-${String(n).padStart(5, '0')}`;
    for (let n = 1; n <= 20; n++) await store.append(stream(n), [opened(n)], 'no_stream');
    // as a bill run or a penalty run writes: every account once, three times over
    for (let k = 1; k <= 3; k++)
      for (let n = 1; n <= 20; n++)
        await writer.execute(stream(n), paymentCommand(`P-${k}`, '10.00'), systemContext());
    // 8 folds cached; the log's events folded at every page (more than 3 held)
    const accounts: AccountRepository = accountRepositoryOver(
      store,
      { bytes: 1e12, entries: 8 },
      new LogTails(3),
    );
    const streamReads = recordStreamReads(store);
    const db = openReadModelDatabase(':memory:');
    await new ProjectionRunner(store, db, [accountSummaryProjection(accounts)], {
      pageSize: 4,
      deriveChunk: 5,
    }).catchUp();
    // the last 8 met (NP-00013 to 20) from the cache; the 12 others read once each, none twice
    expect(streamReads).toHaveLength(12);
    expect(new Set(streamReads).size).toBe(12);
    expect(streamReads).not.toContain(stream(13));
    const totals = db.prepare('SELECT DISTINCT revision, total FROM account_summaries').all();
    expect(totals).toEqual([{ revision: 3, total: '-30.00' }]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM account_summaries').get()).toEqual({ n: 20 });
    await store.close();
  });

  it('#30: the fund and the summaries derive chunk by chunk together; a rebuild interrupted while deriving and resumed by the next pass gives the rows of one uninterrupted', async () => {
    const store = new SqliteEventStore(':memory:');
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'));
    const writer = new EventSourcedRepository(store, accountDecider, clock);
    for (let n = 1; n <= 7; n++) {
      const stream = `account-NP-${String(n).padStart(5, '0')}`;
      await store.append(stream, [opened(n)], 'no_stream');
      for (let k = 1; k <= n % 3; k++)
        await writer.execute(
          stream,
          {
            kind: 'ReceivePayment',
            paymentId: `P-${k}`,
            amount: `${n}.0${k}`,
            receivedOn: '2025-11-01',
            method: null,
            reference: null,
            today: '2026-01-15',
          },
          systemContext(),
        );
    }
    const head = await store.headPosition();
    const readModels = (of: Database.Database) => ({
      summaries: of
        .prepare('SELECT account_id, revision, total, owed FROM account_summaries ORDER BY 1')
        .all(),
      receipts: of.prepare('SELECT * FROM fund_receipts ORDER BY account_id, date').all(),
    });
    const rebuilt = async (store: SqliteEventStore | FaultInjectingEventStore) => {
      // cold: every account read through the store while the runner derives it (where the fault is met)
      const accounts = new AccountRepository(store, clock);
      accounts.foldFromLog = () => 0;
      const facts = new AccountReadFacts();
      const db = openReadModelDatabase(':memory:');
      const runner = new ProjectionRunner(
        store,
        db,
        [fundProjection(accounts, facts), accountSummaryProjection(accounts, facts)],
        { pageSize: 3, deriveChunk: 2 },
      );
      return { db, runner };
    };

    const whole = await rebuilt(store);
    await whole.runner.rebuild();
    expect(readModels(whole.db).summaries).toHaveLength(7);
    expect(readModels(whole.db).summaries[1]).toEqual({
      account_id: 'NP-00002',
      revision: 2,
      total: '-4.03',
      owed: '0.00',
    });

    const faulty = new FaultInjectingEventStore(store);
    const interrupted = await rebuilt(faulty);
    // the store goes away at the third chunk (the streams met last derived first: 7 and 6, 5 and 4, then 3):
    // both projections have written the first two chunks' rows
    faulty.inject({ call: 'readStream', fault: 'not-leader', stream: 'account-NP-00003' });
    await expect(interrupted.runner.rebuild()).rejects.toThrow(/not-leader/);
    expect(faulty.failed).toEqual(['readStream:not-leader']);
    // no checkpoint moved: the rows written so far are derived again by the next pass
    expect(interrupted.runner.checkpoint('fund')).toBeNull();
    expect(interrupted.runner.checkpoint('account-summary')).toBeNull();
    expect(readModels(interrupted.db).summaries).toHaveLength(4);
    await interrupted.runner.catchUp();
    expect(interrupted.runner.checkpoint('fund')).toBe(head);
    expect(interrupted.runner.checkpoint('account-summary')).toBe(head);
    expect(readModels(interrupted.db)).toEqual(readModels(whole.db));
    await store.close();
  });

  it('#30: derives an account a command has just written from the state it produced, without reading it again', async () => {
    const store = new SqliteEventStore(':memory:');
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'));
    const accounts = new AccountRepository(store, clock);
    const db = openReadModelDatabase(':memory:');
    const runner = new ProjectionRunner(store, db, [accountSummaryProjection(accounts)]);
    await store.append('account-NP-00001', [opened(1)], 'no_stream');
    await runner.catchUp();
    await accounts.execute(
      'account-NP-00001',
      {
        kind: 'ReceivePayment',
        paymentId: 'P-1',
        amount: '12.34',
        receivedOn: '2025-11-01',
        method: null,
        reference: null,
        today: '2026-01-15',
      },
      systemContext(),
    );
    const streamReads = recordStreamReads(store);
    await runner.catchUp();
    expect(streamReads).toEqual([]);
    expect(db.prepare('SELECT account_id, revision, total FROM account_summaries').all()).toEqual([
      { account_id: 'NP-00001', revision: 1, total: '-12.34' },
    ]);
    await runner.stop();
    await store.close();
  });
});
