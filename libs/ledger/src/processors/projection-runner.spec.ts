import { accountDecider } from '@ledger/domain';
import { EventToAppend, SqliteEventStore, StoredEvent } from '@ledger/event-store';
import { ForeignEventsSqliteStore } from '@ledger/event-store/testing/foreign-events-store';
import type Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountDirectoryProjection } from '../account-directory/account-directory.projection';
import { ManualClock } from '../infrastructure/clock';
import { systemContext } from '../infrastructure/command-context';
import { EventSourcedRepository } from '../infrastructure/event-sourced-repository';
import { AccountRepository } from '../infrastructure/repositories';
import { fundProjection } from '../projections/fund-projection';
import type { Projection } from '../projections/projection';
import { openReadModelDatabase } from '../projections/read-model-database';
import { ProjectionRunner } from './projection-runner';

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

/** A projection that counts what it is given: one row per event, so a double-apply shows. */
function counting(name = 'counting', version = 1): Projection & { applied: number } {
  const p = {
    name,
    version,
    applied: 0,
    eventTypes: new Set(['AccountOpened', 'Tick']),
    schema: `CREATE TABLE IF NOT EXISTS ${name}_rows (event_id TEXT NOT NULL)`,
    tables: [`${name}_rows`],
    apply(tx: Database.Database, events: readonly StoredEvent[]) {
      const insert = tx.prepare(`INSERT INTO ${name}_rows (event_id) VALUES (?)`);
      for (const e of events) {
        if (e.type === 'Tick' && e.data.fail === true) throw new Error('apply failed');
        insert.run(e.id);
        p.applied++;
      }
    },
  };
  return p;
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

  it('commits rows and checkpoint together: a page whose apply fails writes no row and leaves the checkpoint where it was', async () => {
    const store = new SqliteEventStore(':memory:');
    const db = openReadModelDatabase(':memory:');
    const p = counting();
    const runner = new ProjectionRunner(store, db, [p], { pageSize: 3 });
    await store.append('account-NP-00001', [opened(1)], 'no_stream');
    await runner.catchUp();
    const before = runner.checkpoint('counting');
    await store.append(
      'ticks',
      [
        {
          id: '10000000-0000-4000-8000-000000000001',
          type: 'Tick',
          data: { fail: true },
          metadata: {},
        },
      ],
      'no_stream',
    );
    await expect(runner.catchUp()).rejects.toThrow('apply failed');
    expect(runner.checkpoint('counting')).toBe(before);
    expect(rows(db, 'counting_rows')).toBe(1);
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
    const db = openReadModelDatabase(':memory:');
    await new ProjectionRunner(store, db, [fundProjection(accounts)], { pageSize: 4 }).catchUp();
    expect(loads.length).toBe(20);
    expect(new Set(loads).size).toBe(20);
    await store.close();
  });
});
