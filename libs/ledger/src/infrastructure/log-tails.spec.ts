import { accountDecider, type AccountEvent, fold } from '@ledger/domain';
import { EventStore, SqliteEventStore, StoredEvent } from '@ledger/event-store';
import { systemContext } from './command-context';
import { fromStored } from './event-envelope';
import { LogTails } from './log-tails';
import { openAccountCommand, paymentCommand } from '../testing/account-commands';
import { accountRepositoryOver, countingReads } from '../testing/counted-repositories';

const repository = (store: EventStore, tails?: LogTails) =>
  accountRepositoryOver(store, undefined, tails);

/** Accounts A and B opened and paid twice each by another process; the log as one page. */
async function twoAccountsWritten(sqlite: SqliteEventStore): Promise<StoredEvent[]> {
  const writer = repository(sqlite);
  for (const id of ['A', 'B'])
    await writer.execute(`account-${id}`, openAccountCommand(id, '2026-12-02'), systemContext());
  for (const p of ['1', '2'])
    for (const id of ['A', 'B'])
      await writer.execute(
        `account-${id}`,
        paymentCommand(`P-${id}${p}`, '10.00', '2026-01-01'),
        systemContext(),
      );
  return sqlite.readAll();
}

const wholeFold = async (sqlite: SqliteEventStore, streamId: string) =>
  fold(
    accountDecider,
    (await sqlite.readStream(streamId)).map((e) => fromStored<AccountEvent>(e)),
  );

describe('LogTails: the log pages events held by stream until the stream is used (#30)', () => {
  const event = (streamId: string, revision: number) =>
    ({ streamId, revision, position: revision }) as StoredEvent;

  it('holds each stream contiguous, says the revision after its last, and lets go of it whole', () => {
    const tails = new LogTails(3);
    tails.add('s-1', [event('s-1', 0), event('s-1', 1)]);
    tails.add('s-2', [event('s-2', 4)]);
    tails.add('s-1', [event('s-1', 2)]);
    expect(tails.nextRevision('s-1')).toBe(3);
    expect(tails.nextRevision('s-2')).toBe(5);
    expect(tails.nextRevision('s-3')).toBeUndefined();
    expect(tails.size).toBe(4);
    expect(tails.full).toBe(true);
    expect(tails.take('s-1')!.map((e) => e.revision)).toEqual([0, 1, 2]);
    expect(tails.take('s-1')).toBeUndefined();
    expect(tails.size).toBe(1);
    expect(tails.full).toBe(false);
    tails.add('s-3', [event('s-3', 0)]);
    expect(tails.takeAll().map(([s]) => s)).toEqual(['s-2', 's-3']);
    expect(tails.size).toBe(0);
  });
});

describe('foldFromLog holds the pages events and folds a stream once it is used (#30)', () => {
  it('the state handed off equals the stream folded whole, without a read of the stream', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const log = await twoAccountsWritten(sqlite);
    const tails = new LogTails();
    const { store, reads } = countingReads(sqlite);
    const reader = repository(store, tails);
    // two pages, each account met on both: held, not folded
    expect(reader.foldFromLog(log.slice(0, 4), 'account-')).toBe(2);
    expect(reader.foldFromLog(log.slice(4), 'account-')).toBe(2);
    expect(tails.size).toBe(6);
    expect(reader.cached.entries).toBe(0);
    const a = await reader.loadAtLeast('account-A', 2);
    expect(a.revision).toBe(2);
    expect(a.state).toEqual(await wholeFold(sqlite, 'account-A'));
    expect([...a.state.payments.keys()]).toEqual(['P-A1', 'P-A2']);
    expect(tails.size).toBe(3);
    expect(reads.n).toBe(0);
    // the same page handed again (the fund's, then the summaries' observe): taken once
    expect(reader.foldFromLog(log.slice(4), 'account-')).toBe(0);
    await sqlite.close();
  });

  it('a command on a stream with events held is decided on the stream moved on by them: no read, no conflict', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const writer = repository(sqlite);
    await writer.execute('account-B', openAccountCommand('B', '2026-12-02'), systemContext());
    const { store, reads } = countingReads(sqlite);
    const conflicts = { n: 0 };
    const counted = Object.create(store) as EventStore;
    counted.appendMany = async (...args) => {
      try {
        return await store.appendMany(...args);
      } catch (e) {
        conflicts.n++;
        throw e;
      }
    };
    const reader = repository(counted);
    await reader.load('account-B');
    // another process pays twice; the reader's runner reads those events from the log's page
    for (const p of ['P-B1', 'P-B2'])
      await writer.execute('account-B', paymentCommand(p, '10.00', '2026-01-01'), systemContext());
    reader.foldFromLog(await sqlite.readAll(), 'account-');
    const before = reads.n;
    const { loaded } = await reader.decideCached(
      'account-B',
      (state) => state,
      () => true,
    );
    expect(reads.n).toBe(before);
    expect(loaded.revision).toBe(2);
    const command = paymentCommand('P-B3', '5.00', '2026-01-01');
    const [done] = await reader.executeMany(
      [
        {
          streamId: 'account-B',
          command,
          loaded,
          decided: accountDecider.decide(command, loaded.state),
        },
      ],
      systemContext(),
    );
    expect(conflicts.n).toBe(0);
    expect([...done.state.payments.keys()]).toEqual(['P-B1', 'P-B2', 'P-B3']);
    expect((await sqlite.readStream('account-B')).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
    await sqlite.close();
  });

  it('beyond its limit every tail is folded at once; a stream met in the middle is left to the next load, which reads it', async () => {
    const sqlite = new SqliteEventStore(':memory:');
    const log = await twoAccountsWritten(sqlite);
    const tails = new LogTails(4);
    const { store, reads } = countingReads(sqlite);
    const reader = repository(store, tails);
    reader.foldFromLog(log.slice(0, 4), 'account-');
    expect(tails.size).toBe(4);
    expect(reader.cached.entries).toBe(0);
    reader.foldFromLog(log.slice(4), 'account-');
    expect(tails.size).toBe(0);
    expect(reader.cached.entries).toBe(2);
    expect((await reader.loadAtLeast('account-A', 2)).state).toEqual(
      await wholeFold(sqlite, 'account-A'),
    );
    expect(reads.n).toBe(0);
    // another reader that starts with the second page: neither stream starts there, nothing is held
    const late = new LogTails();
    const other = repository(store, late);
    expect(other.foldFromLog(log.slice(4), 'account-')).toBe(0);
    expect(late.size).toBe(0);
    const b = await other.load('account-B');
    expect(b.state).toEqual(await wholeFold(sqlite, 'account-B'));
    expect(reads.n).toBeGreaterThan(0);
    await sqlite.close();
  });
});
