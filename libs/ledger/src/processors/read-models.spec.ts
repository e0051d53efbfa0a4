import { Logger } from '@nestjs/common';
import { SqliteEventStore, type EventStore, type EventToAppend } from '@ledger/event-store';
import { ManualClock } from '../infrastructure/clock';
import { AccountRepository } from '../infrastructure/repositories';
import { openReadModelDatabase } from '../projections/read-model-database';
import { ReadModels } from './read-models';

const opened = (n: number): EventToAppend => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'AccountOpened',
  data: {
    effectiveDate: '2025-06-01',
    accountId: `NP-${n}`,
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
});

describe('the read side as /health reports it (#25 item 7)', () => {
  it('says starting until both runners have caught up once, then ok with every account summarised; starting again while another process rebuilds a read model', async () => {
    const store = new SqliteEventStore(':memory:');
    for (let n = 1; n <= 30; n++) await store.append(`account-NP-${n}`, [opened(n)], 'no_stream');
    const db = openReadModelDatabase(':memory:');
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'));
    const readModels = new ReadModels(store, db, new AccountRepository(store, clock));
    const head = await store.headPosition();
    expect(readModels.health(head).status).toBe('starting');
    await readModels.caughtUp();
    const health = readModels.health(head);
    expect(health.status).toBe('ok');
    expect(health.projections.map((p) => [p.name, p.checkpoint, p.state])).toEqual(
      [
        'account-directory',
        'api-keys',
        'webhook-subscriptions',
        'office-records',
        'fund',
        'account-summary',
      ].map((name) => [name, head, 'running']),
    );
    // what search reads beside the directory: a summary for every account once /health says ok
    expect(
      (db.prepare('SELECT COUNT(*) AS n FROM account_summaries').get() as { n: number }).n,
    ).toBe(30);
    // the CLI's `projections rebuild` empties the shared file: its answers would be short until it is done
    db.prepare(
      "UPDATE projection_checkpoints SET position = NULL WHERE name = 'account-summary'",
    ).run();
    expect(readModels.health(head).status).toBe('starting');
    await readModels.caughtUp();
    expect(readModels.health(head).status).toBe('ok');
    await readModels.beforeApplicationShutdown();
    await store.close();
  });

  it('a catch-up that fails as a whole (the store does not answer) is logged once, not on every poll', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const store: EventStore = Object.assign(Object.create(sqlite) as EventStore, {
      headPosition: () => Promise.reject(new Error('disk I/O error')),
    });
    const logged: string[] = [];
    const spy = jest
      .spyOn(Logger.prototype, 'error')
      .mockImplementation((message: unknown) => void logged.push(String(message)));
    const readModels = new ReadModels(
      store,
      openReadModelDatabase(':memory:'),
      new AccountRepository(store, new ManualClock(new Date('2026-01-15T12:00:00Z'))),
    );
    for (let i = 0; i < 3; i++) {
      readModels.onApplicationBootstrap();
      await readModels.caughtUp().catch(() => undefined);
    }
    await readModels.beforeApplicationShutdown();
    spy.mockRestore();
    expect(logged).toEqual(['catch-up failed: Error: disk I/O error']);
    await sqlite.close();
  });

  it('#30: `projections rebuild` reads the log once for both runners, each still with its own checkpoints, and gives the rows of each runner rebuilt alone', async () => {
    const store = new SqliteEventStore(':memory:');
    for (let n = 1; n <= 30; n++) await store.append(`account-NP-${n}`, [opened(n)], 'no_stream');
    const head = await store.headPosition();
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'));
    const rows = (db: ReturnType<typeof openReadModelDatabase>) => ({
      directory: db.prepare('SELECT account_id, data FROM directory_accounts ORDER BY 1').all(),
      summaries: db
        .prepare('SELECT account_id, revision, owed FROM account_summaries ORDER BY 1')
        .all(),
      checkpoints: db.prepare('SELECT * FROM projection_checkpoints ORDER BY 1').all(),
    });
    const alone = openReadModelDatabase(':memory:');
    const separately = new ReadModels(store, alone, new AccountRepository(store, clock));
    await separately.core.rebuild();
    await separately.accounts.rebuild();

    const db = openReadModelDatabase(':memory:');
    const readModels = new ReadModels(store, db, new AccountRepository(store, clock));
    const pagesRead: Array<number | null> = [];
    const readAll = store.readAll.bind(store);
    store.readAll = async (options) => {
      pagesRead.push(options?.after ?? null);
      return readAll(options);
    };
    const rebuilt = await readModels.rebuild();
    expect(pagesRead).toEqual([null]);
    expect(rebuilt.events).toBe(30);
    expect(rebuilt.projections.every((p) => p.checkpoint === head && p.failure === null)).toBe(
      true,
    );
    expect(rows(db)).toEqual(rows(alone));
    await store.close();
  });
});
