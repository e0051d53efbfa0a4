import { accountDecider, type AccountState } from '@ledger/domain';
import { EventStore, SqliteEventStore, WrongExpectedRevisionError } from '@ledger/event-store';
import { ManualClock } from './clock';
import { systemContext } from './command-context';
import { accountCommandIdentity } from './event-identity';
import { EventSourcedRepository } from './event-sourced-repository';
import { openAccountCommand, paymentCommand } from '../testing/account-commands';
import { accountRepositoryOver, countingReads } from '../testing/counted-repositories';

/** Counts the conflicts the store raises, to prove the handler's retry ran. */
function countingConflicts(store: EventStore): {
  store: EventStore;
  conflicts: () => number;
  commits: () => number;
} {
  let conflicts = 0;
  let commits = 0;
  const wrapped = Object.create(store) as EventStore;
  const counted =
    <A extends unknown[], R>(f: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      commits++;
      try {
        return await f.apply(store, args);
      } catch (e) {
        if (e instanceof WrongExpectedRevisionError) conflicts++;
        throw e;
      }
    };
  // a command's append goes through the group commit (appendMany), a run's too
  wrapped.append = counted(store.append);
  wrapped.appendMany = counted(store.appendMany);
  return { store: wrapped, conflicts: () => conflicts, commits: () => commits };
}

describe('the command loop: read, fold, decide, append with expected revision, retry on conflict', () => {
  it('two concurrent payments on one account are both kept, after a conflict and a retry', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const { store, commits, conflicts } = countingConflicts(sqlite);
    // another process on the same file: its own repository and group commit
    const elsewhere = countingConflicts(sqlite);
    const other = new EventSourcedRepository(
      elsewhere.store,
      accountDecider,
      new ManualClock(new Date('2026-01-01T00:00:00Z'), 1000),
      undefined,
      accountCommandIdentity,
    );
    const repo = new EventSourcedRepository(
      store,
      accountDecider,
      new ManualClock(new Date('2026-01-01T00:00:00Z'), 1000),
      undefined,
      accountCommandIdentity,
    );
    await repo.execute(
      'account-A',
      {
        kind: 'OpenAccount',
        accountId: 'A',
        municipality: 'northport',
        parcelId: 'p',
        propertyClass: 'residential',
        location: 'inside',
        exemption: null,
        owner: { name: 'n', mailingAddress: 'm' },
        openedOn: '2025-06-01',
        units: null,
        today: '2026-12-02',
      },
      systemContext(),
    );
    const pay = (paymentId: string, by = repo) =>
      by.execute(
        'account-A',
        {
          kind: 'ReceivePayment',
          paymentId,
          amount: '10.00',
          receivedOn: '2025-11-01',
          method: null,
          reference: null,
          today: '2026-01-01',
        },
        systemContext(),
      );
    const before = commits();
    // in one process the second waits for the first (one command at a time per stream): no conflict
    await Promise.all([pay('P-1'), pay('P-2')]);
    expect(commits() - before).toBe(2);
    expect(conflicts()).toBe(0);
    // from two processes both are decided on the same revision: one conflicts and is retried
    await Promise.all([pay('P-3'), pay('P-4', other)]);
    expect(conflicts() + elsewhere.conflicts()).toBe(1);
    const { state } = await repo.load('account-A');
    expect([...state.payments.keys()].sort()).toEqual(['P-1', 'P-2', 'P-3', 'P-4']);
    await sqlite.close();
  });

  it('writes metadata: actor, correlation and causation ids, recorded time, schema version; and an effective date', async () => {
    const store = new SqliteEventStore(':memory:');
    const repo = new EventSourcedRepository(
      store,
      accountDecider,
      new ManualClock(new Date('2026-01-01T00:00:00Z')),
    );
    await repo.execute(
      'account-B',
      {
        kind: 'OpenAccount',
        accountId: 'B',
        municipality: 'northport',
        parcelId: 'p',
        propertyClass: 'residential',
        location: 'inside',
        exemption: null,
        owner: { name: 'n', mailingAddress: 'm' },
        openedOn: '2025-06-01',
        units: null,
        today: '2026-12-02',
      },
      { actor: 'clerk:jdoe', correlationId: 'corr-1', causationId: 'cmd-1' },
    );
    const [stored] = await store.readStream('account-B');
    expect(stored.type).toBe('AccountOpened');
    expect(stored.data.effectiveDate).toBe('2025-06-01');
    expect(stored.metadata).toEqual({
      schemaVersion: 2,
      actor: 'clerk:jdoe',
      correlationId: 'corr-1',
      causationId: 'cmd-1',
      recordedAt: '2026-01-01T00:00:00.000Z',
      previousEventHash: null,
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await store.close();
  });

  it('decideCached: a decision that appends is taken on the cached fold without a read, even one another process has moved past; a command decided on it is refused by the store and decided again on the stream as stored', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const { store, conflicts } = countingConflicts(sqlite);
    const { store: counted, reads } = countingReads(store);
    const repo = accountRepositoryOver(counted);
    // another process on the same file
    const other = accountRepositoryOver(sqlite);
    await repo.execute('account-C', openAccountCommand('C', '2026-12-02'), systemContext());
    const payment = (paymentId: string) => paymentCommand(paymentId, '10.00', '2026-01-01');
    await other.execute('account-C', payment('P-1'), systemContext());
    const before = reads.n;
    const { loaded: stale } = await repo.decideCached(
      'account-C',
      (state) => state,
      () => true,
    );
    expect(reads.n).toBe(before);
    expect(stale.revision).toBe(0);
    expect(stale.state.payments.size).toBe(0);
    // decided on the stale fold: the store refuses it at revision 0, and the command is decided again as stored
    const command = payment('P-2');
    const [result] = await repo.executeMany(
      [
        {
          streamId: 'account-C',
          command,
          loaded: stale,
          decided: accountDecider.decide(command, stale.state),
        },
      ],
      systemContext(),
    );
    expect(conflicts()).toBe(1);
    expect([...result.state.payments.keys()].sort()).toEqual(['P-1', 'P-2']);
    const stored = await sqlite.readStream('account-C');
    expect(stored.map((e) => e.revision)).toEqual([0, 1, 2]);
    await sqlite.close();
  });

  it('#30 execute: a command is decided on the cached fold without a read; on a stream another process moved, the store refuses it once and it is decided again as stored', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const { store, conflicts } = countingConflicts(sqlite);
    const { store: counted, reads } = countingReads(store);
    const repo = accountRepositoryOver(counted);
    const other = accountRepositoryOver(sqlite);
    await repo.execute('account-E', openAccountCommand('E', '2026-12-02'), systemContext());
    const payment = (paymentId: string) => paymentCommand(paymentId, '10.00', '2026-01-01');
    const before = reads.n;
    await repo.execute('account-E', payment('P-1'), systemContext());
    // no read of the stream before the decision (the store answered the append)
    expect(reads.n - before).toBe(0);
    expect(conflicts()).toBe(0);
    await other.execute('account-E', payment('P-2'), systemContext());
    const result = await repo.execute('account-E', payment('P-3'), systemContext());
    expect(conflicts()).toBe(1);
    expect([...result.state.payments.keys()].sort()).toEqual(['P-1', 'P-2', 'P-3']);
    expect((await sqlite.readStream('account-E')).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
    await sqlite.close();
  });

  it('#30 onMovedOn: a listener that throws fails no write; the others are told, and the cache moves on', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const { store, reads } = countingReads(sqlite);
    const repo = accountRepositoryOver(store);
    let told = 0;
    let second = 0;
    repo.onMovedOn(() => {
      told++;
      throw new Error('a listener that fails');
    });
    repo.onMovedOn(() => second++);
    await repo.execute('account-F', openAccountCommand('F', '2026-12-02'), systemContext());
    const paid = await repo.execute(
      'account-F',
      paymentCommand('P-1', '10.00', '2026-01-01'),
      systemContext(),
    );
    expect(paid.written).toHaveLength(1);
    expect(told).toBe(1);
    expect(second).toBe(1);
    // the cache holds the state after the payment: loaded without a read
    const before = reads.n;
    expect((await repo.load('account-F')).state.payments.has('P-1')).toBe(true);
    expect(reads.n - before).toBeLessThanOrEqual(1);
    await sqlite.close();
  });

  it('decideCached: a decision that appends is taken on the cached fold without a read; one that appends nothing, or throws, is decided again on the stream as stored', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const { store: counted, reads } = countingReads(sqlite);
    const repo = accountRepositoryOver(counted);
    const other = accountRepositoryOver(sqlite);
    await repo.execute('account-D', openAccountCommand('D', '2026-12-02'), systemContext());
    // another process pays: this repository's fold lags one event behind the stream
    await other.execute('account-D', paymentCommand('P-1', '10.00', '2026-01-01'), systemContext());
    const paymentsSeen = (state: AccountState) => state.payments.size;
    const before = reads.n;
    const appending = await repo.decideCached('account-D', paymentsSeen, () => true);
    expect(reads.n).toBe(before);
    expect(appending).toMatchObject({ decision: 0, loaded: { revision: 0 } });
    const nothing = await repo.decideCached('account-D', paymentsSeen, () => false);
    expect(reads.n).toBeGreaterThan(before);
    expect(nothing).toMatchObject({ decision: 1, loaded: { revision: 1 } });
    // refused on the cached fold (it lacks the payment): the answer is the stream's as stored
    const other2 = accountRepositoryOver(sqlite);
    await other2.execute('account-D', paymentCommand('P-2', '5.00', '2026-01-01'), systemContext());
    const refusedOnCache = await repo.decideCached(
      'account-D',
      (state) => {
        if (paymentsSeen(state) < 2) throw new Error('not yet');
        return paymentsSeen(state);
      },
      () => true,
    );
    expect(refusedOnCache).toMatchObject({ decision: 2, loaded: { revision: 2 } });
    // asStored: read at once
    const readsBefore = reads.n;
    await repo.decideCached('account-D', paymentsSeen, () => true, true);
    expect(reads.n).toBeGreaterThan(readsBefore);
    await sqlite.close();
  });

  it("decideCached: a sweep that finds nothing to append stays in the cache's probation segment, and the account used twice before it stays cached", async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const writer = accountRepositoryOver(sqlite);
    for (const id of ['H', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6'])
      await writer.execute(`account-${id}`, openAccountCommand(id, '2026-12-02'), systemContext());
    const { store: counted, reads } = countingReads(sqlite);
    // five entries: four of them protected (used twice), the rest on probation
    const repo = accountRepositoryOver(counted, { bytes: 1e12, entries: 5 });
    await repo.load('account-H');
    await repo.load('account-H');
    // a penalty run's sweep: every account visited once, nothing to book
    for (const id of ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'])
      expect(
        (
          await repo.decideCached(
            `account-${id}`,
            (state) => state.payments.size,
            () => false,
          )
        ).decision,
      ).toBe(0);
    const before = reads.n;
    const hot = await repo.decideCached(
      'account-H',
      (state) => state,
      () => true,
    );
    expect(hot.loaded.revision).toBe(0);
    expect(reads.n).toBe(before);
    await sqlite.close();
  });
});
