import { openAccountCommand, paymentCommand } from '../testing/account-commands';
import { accountDecider } from '@ledger/domain';
import {
  EventStore,
  EventToAppend,
  SqliteEventStore,
  WrongExpectedRevisionError,
} from '@ledger/event-store';
import { ManualClock } from './clock';
import { systemContext } from './command-context';
import { accountCommandIdentity } from './event-identity';
import { EventSourcedRepository } from './event-sourced-repository';
import { GroupCommit } from './group-commit';

const open = (n: number) => openAccountCommand(`NP-${n}`);
const payment = (paymentId: string, amount: string) => paymentCommand(paymentId, amount);
const event = (id: number): EventToAppend => ({
  id: `3f0e1c7a-0000-4000-8000-${String(id).padStart(12, '0')}`,
  type: 'Noted',
  data: { n: id },
  metadata: {},
});

/** The store's durable commits: each appendMany is one transaction, one fsync. */
function countingCommits(store: SqliteEventStore): { store: EventStore; commits: number[] } {
  const commits: number[] = [];
  const wrapped = Object.create(store) as EventStore;
  wrapped.appendMany = (batches) => {
    commits.push(batches.length);
    return store.appendMany(batches);
  };
  wrapped.append = () => Promise.reject(new Error('a command appended alone'));
  return { store: wrapped, commits };
}

describe('group commit: commands arriving together are made durable in one transaction (#30)', () => {
  it('twenty payments on twenty accounts at once are committed together, and every one is written', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const { store, commits } = countingCommits(sqlite);
    const repo = new EventSourcedRepository(
      store,
      accountDecider,
      new ManualClock(new Date('2026-01-15T12:00:00Z'), 1000),
      undefined,
      accountCommandIdentity,
    );
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        repo.execute(`account-NP-${n}`, open(n), systemContext()),
      ),
    );
    expect(commits).toEqual([20]);
    const paid = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        repo.execute(`account-NP-${n}`, payment(`P-${n}`, `${n + 1}.25`), systemContext()),
      ),
    );
    expect(commits).toEqual([20, 20]);
    expect(paid.map((p) => p.written.map((e) => e.type))).toEqual(
      Array.from({ length: 20 }, () => ['PaymentReceived']),
    );
    for (let n = 0; n < 20; n++) {
      const stored = await sqlite.readStream(`account-NP-${n}`);
      expect(stored.map((e) => [e.type, e.data.amount ?? null])).toEqual([
        ['AccountOpened', null],
        ['PaymentReceived', `${n + 1}.25`],
      ]);
    }
    await sqlite.close();
  });

  it('a conflict in the group fails only its own command; the others are written', async () => {
    const store = new SqliteEventStore(':memory:');
    await store.append('s-b', [event(1)], 'no_stream');
    const group = new GroupCommit(store);
    const results = await Promise.allSettled([
      group.append('s-a', [event(2)], 'no_stream'),
      // s-b is at revision 0: expecting no stream is a conflict
      group.append('s-b', [event(3)], 'no_stream'),
      group.append('s-c', [event(4)], 'no_stream'),
      // a second command on s-a in the same group, decided on the same revision
      group.append('s-a', [event(5)], 'no_stream'),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect((await store.readStream('s-a')).map((e) => e.data.n)).toEqual([2]);
    expect((await store.readStream('s-b')).map((e) => e.data.n)).toEqual([1]);
    expect((await store.readStream('s-c')).map((e) => e.data.n)).toEqual([4]);
    await store.close();
  });

  it('two payments on one account at once are both kept: the second waits for the first and is decided on it, beside another account in the group', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const repo = new EventSourcedRepository(
      sqlite,
      accountDecider,
      new ManualClock(new Date('2026-01-15T12:00:00Z'), 1000),
      undefined,
      accountCommandIdentity,
    );
    await repo.execute('account-NP-1', open(1), systemContext());
    await Promise.all([
      repo.execute('account-NP-1', payment('P-1', '10.00'), systemContext()),
      repo.execute('account-NP-1', payment('P-2', '20.00'), systemContext()),
      repo.execute('account-NP-2', open(2), systemContext()),
    ]);
    const { state } = await repo.load('account-NP-1');
    expect([...state.payments.keys()].sort()).toEqual(['P-1', 'P-2']);
    expect((await sqlite.readStream('account-NP-2')).map((e) => e.type)).toEqual(['AccountOpened']);
    await sqlite.close();
  });

  it('a lone writer (an import, line after line) appends at once after a few groups of one, and a burst is grouped again', async () => {
    const store = new SqliteEventStore(':memory:');
    const appends: string[] = [];
    const counting = Object.create(store) as EventStore;
    counting.append = (streamId, events, expected) => {
      appends.push('append');
      return store.append(streamId, events, expected);
    };
    counting.appendMany = (batches) => {
      appends.push(`group of ${batches.length}`);
      return store.appendMany(batches);
    };
    const group = new GroupCommit(counting);
    let waited = 0;
    for (let n = 0; n < 40; n++) {
      let settled = false;
      const done = group.append(`s-${n}`, [event(n)], 'no_stream').then(() => (settled = true));
      await Promise.resolve();
      await Promise.resolve();
      // a command that waits for its group is not settled within the microtasks of its turn
      if (!settled) waited++;
      await done;
    }
    // 8 waited to learn it is alone, then 1 in 16 waits: the 16th and 32nd after them
    expect(waited).toBe(8 + 2);
    expect(appends).toEqual(Array(40).fill('append'));
    expect((await store.readStream('s-39')).map((e) => e.data.n)).toEqual([39]);
    // requests arriving together at the next probe make a group, and the writer waits again
    appends.length = 0;
    const burst = [];
    for (let n = 40; n < 80; n++) burst.push(group.append(`s-${n}`, [event(n)], 'no_stream'));
    await Promise.all(burst);
    expect(appends.filter((a) => a.startsWith('group')).length).toBeGreaterThan(0);
    await group.append('s-80', [event(80)], 'no_stream');
    expect(appends[appends.length - 1]).toBe('append');
    await store.close();
  });

  it('when the commit itself fails (the disk, a crash), no command of the group is acknowledged and none is written', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const failing = Object.create(sqlite) as EventStore;
    failing.appendMany = () => Promise.reject(new Error('SQLITE_IOERR: disk I/O error'));
    const repo = new EventSourcedRepository(
      failing,
      accountDecider,
      new ManualClock(new Date('2026-01-15T12:00:00Z'), 1000),
      undefined,
      accountCommandIdentity,
    );
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, n) =>
        repo.execute(`account-NP-${n}`, open(n), systemContext()),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('rejected'));
    expect(await sqlite.headPosition()).toBeNull();
    await sqlite.close();
  });
});
