import Database from 'better-sqlite3';
import { SqliteEventStore } from '@ledger/event-store';
import { ManualClock } from '../infrastructure/clock';
import { AccountRepository } from '../infrastructure/repositories';
import { ReadModels } from '../processors/read-models';
import { openReadModelDatabase } from '../projections/read-model-database';
import { ApiKeys } from './api-keys';

describe('API keys without a catch-up per request (#31 item 4)', () => {
  it('a process started on a read model that missed a revocation refuses the key before its first catch-up is done', async () => {
    const store = new SqliteEventStore(':memory:');
    const clock = new ManualClock(new Date('2026-12-03T12:00:00Z'), 1000);
    const accounts = new AccountRepository(store, clock);
    const keysOf = (db: ReturnType<typeof openReadModelDatabase>) => {
      const readModels = new ReadModels(store, db, accounts);
      return {
        readModels,
        keys: new ApiKeys(store, db, readModels, clock, new Database(':memory:')),
      };
    };
    // this process's read model knows the key as active
    const here = openReadModelDatabase(':memory:');
    const first = keysOf(here);
    const { key, record } = await first.keys.issue('Jane Clerk', 'clerk', 'test');
    expect(await first.keys.authenticate(key)).toMatchObject({ keyId: record.keyId });
    // another process (the CLI, its own read model) revokes it while this one is down
    await keysOf(openReadModelDatabase(':memory:')).keys.revoke(record.keyId, 'cli:test');
    // this process starts again on its stale read model: no request may pass before the revocation is read
    const restarted = keysOf(here);
    expect(await restarted.keys.authenticate(key)).toBeNull();
    // and once caught up, a known key is looked up without one (its table is current)
    const other = await restarted.keys.issue('Pat Clerk', 'clerk', 'test');
    await restarted.readModels.caughtUp();
    expect(await restarted.keys.authenticate(other.key)).toMatchObject({ actor: 'Pat Clerk' });
    await store.close();
  });
});
