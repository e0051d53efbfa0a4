import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import {
  accountDecider,
  type AccountEvent,
  type AccountState,
  fold,
  knownAt,
  type Recorded,
} from '@ledger/domain';
import { ops, play } from '@ledger/domain/testing/random-history';
import { type EventStore, SqliteEventStore } from '@ledger/event-store';
import { countingStreamReads } from '@ledger/event-store/testing/stream-read-counter';
import { ManualClock } from '../../infrastructure/clock';
import { systemContext } from '../../infrastructure/command-context';
import { fromStored, toAppend } from '../../infrastructure/event-envelope';
import { AccountRepository } from '../../infrastructure/repositories';
import { accountFoldFingerprint } from '../../infrastructure/snapshots/fold-fingerprint';
import { encodeState } from '../../infrastructure/snapshots/state-codec';
import { ledgerRunners } from '../../processors/read-models';
import { AccountSnapshots } from './account-snapshots';

const clock = new ManualClock(new Date('2026-12-02T12:00:00Z'));
const STREAM = 'account-NP-J';

/** The facts appended to a stream as they were recorded (their times kept: C3). */
async function appended(
  store: EventStore,
  events: readonly Recorded<AccountEvent>[],
  from = 0,
): Promise<void> {
  await store.append(
    STREAM,
    events.slice(from).map((e) => toAppend(randomUUID(), e, systemContext(), e.recordedAt)),
    from === 0 ? 'no_stream' : from - 1,
  );
}

/** The stream folded from nothing as stored (its events upcast), up to `count` events, or as known at `instant` (C3). */
async function foldedFromNothing(store: EventStore, count = 1_000, instant?: string) {
  const stored = await store.readStream(STREAM, { maxCount: count });
  return fold(
    accountDecider,
    knownAt(
      stored.map((e) => fromStored<AccountEvent>(e)),
      instant,
    ),
  );
}

/** A snapshot of the stream's first `count` events, as the projection writes it. */
async function snapshotOf(
  store: EventStore,
  snapshots: AccountSnapshots,
  events: readonly Recorded<AccountEvent>[],
  count: number,
  state?: AccountState,
): Promise<void> {
  state ??= await foldedFromNothing(store, count);
  const [own] = await store.readStream(STREAM, { fromRevision: count - 1, maxCount: 1 });
  snapshots.write([
    {
      streamId: STREAM,
      revision: count - 1,
      lastEventId: own.id,
      latestRecordedMs: Math.max(...events.slice(0, count).map((e) => Date.parse(e.recordedAt))),
      state: encodeState(state),
    },
  ]);
}

function setUp(every = 4, fingerprint?: string) {
  const sqlite = new SqliteEventStore(':memory:');
  const db = new Database(':memory:');
  const snapshots = new AccountSnapshots(db, every, fingerprint);
  return { sqlite, db, snapshots };
}

/** A repository with an empty cache (another process, or this one after a restart). */
function cold(store: EventStore, snapshots?: AccountSnapshots): AccountRepository {
  return new AccountRepository(store, clock, undefined, snapshots);
}

describe('account snapshots: a cold account is one row and the events after it (#30)', () => {
  it('property: for any history and any snapshot revision, a cold load from the snapshot and its tail equals the fold from nothing, and reads only the tail (and the snapshot own event)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(ops, { minLength: 1, maxLength: 10 }),
        fc.nat(),
        async (sequence, at) => {
          const events = play(sequence).recorded();
          const count = 1 + (at % events.length);
          const { sqlite, snapshots } = setUp();
          await appended(sqlite, events);
          await snapshotOf(sqlite, snapshots, events, count);
          const { store, read } = countingStreamReads(sqlite);
          const loaded = await cold(store, snapshots).load(STREAM);
          expect(loaded.state).toEqual(await foldedFromNothing(sqlite));
          expect(loaded.revision).toBe(events.length - 1);
          expect(read()).toBe(events.length - count + 1);
        },
      ),
      { numRuns: 40, seed: 30 },
    );
  });

  it('given a snapshot of another fold (another fingerprint), when a cold account is loaded, then the snapshot is not used: the stream is folded whole', async () => {
    const events = play([
      { op: 'pay', cents: 10_000, d: 20 },
      { op: 'penalties', d: 130 },
    ]).recorded();
    const { sqlite, db } = setUp(4, 'a-fold-of-another-release');
    await appended(sqlite, events);
    // a state the old fold might have made: here the account as opened, claimed at the last revision
    await snapshotOf(
      sqlite,
      new AccountSnapshots(db, 4, 'a-fold-of-another-release'),
      events,
      events.length,
      fold(accountDecider, events.slice(0, 1)),
    );
    const { store, read } = countingStreamReads(sqlite);
    const loaded = await cold(store, new AccountSnapshots(db, 4)).load(STREAM);
    expect(read()).toBe(events.length);
    expect(loaded.state).toEqual(await foldedFromNothing(sqlite));
    expect(loaded.state.history).toHaveLength(events.length);
    // the same row under its own fingerprint would have been used (the test can fail)
    const misled = await cold(
      sqlite,
      new AccountSnapshots(db, 4, 'a-fold-of-another-release'),
    ).load(STREAM);
    expect(misled.state.history).toHaveLength(1);
  });

  it('given a snapshot naming an event the log does not hold at its revision, when loaded, then it is not used', async () => {
    const events = play([{ op: 'pay', cents: 10_000, d: 20 }]).recorded();
    const { sqlite, snapshots } = setUp();
    await appended(sqlite, events);
    snapshots.write([
      {
        streamId: STREAM,
        revision: 2,
        lastEventId: randomUUID(),
        latestRecordedMs: 0,
        state: encodeState(fold(accountDecider, events.slice(0, 1))),
      },
    ]);
    const loaded = await cold(sqlite, snapshots).load(STREAM);
    expect(loaded.state).toEqual(await foldedFromNothing(sqlite));
  });

  it('C3: given a snapshot holding facts recorded after an instant, when the account is asked as known at that instant, then it folds only what was recorded by then', async () => {
    const events = play([
      { op: 'pay', cents: 10_000, d: 20 },
      { op: 'penalties', d: 130 },
      { op: 'pay', cents: 5_000, d: 140 },
    ]).recorded();
    const { sqlite, snapshots } = setUp();
    await appended(sqlite, events);
    await snapshotOf(sqlite, snapshots, events, events.length - 1);
    // known at the bill's recording: before the payments and penalties the snapshot holds
    const instant = events[2].recordedAt;
    const repository = cold(sqlite, snapshots);
    const asKnown = await repository.load(STREAM, instant);
    expect(asKnown.state).toEqual(await foldedFromNothing(sqlite, 1_000, instant));
    expect(asKnown.state.history).toHaveLength(3);
    // and now, from the snapshot (still cached)
    expect((await repository.load(STREAM)).state).toEqual(await foldedFromNothing(sqlite));
    // an instant after every fact the snapshot holds: the same as now
    const later = new Date(Date.parse(events[events.length - 1].recordedAt) + 1).toISOString();
    expect((await cold(sqlite, snapshots).load(STREAM, later)).state).toEqual(
      await foldedFromNothing(sqlite),
    );
  });

  it('the runner writes a snapshot where it derives accounts, only once `every` events have come since the last, and rewrites one of another fingerprint', async () => {
    const events = play([
      { op: 'pay', cents: 1_000, d: 20 },
      { op: 'pay', cents: 1_000, d: 21 },
      { op: 'pay', cents: 1_000, d: 22 },
      { op: 'pay', cents: 1_000, d: 23 },
      { op: 'pay', cents: 1_000, d: 24 },
      { op: 'pay', cents: 1_000, d: 25 },
    ]).recorded();
    expect(events).toHaveLength(9);
    const { sqlite, db, snapshots } = setUp(4);
    const accounts = cold(sqlite, snapshots);
    const runner = ledgerRunners(sqlite, db, accounts, {}, snapshots).accounts;
    const row = () =>
      db
        .prepare<[], { revision: number; fingerprint: string }>(
          'SELECT revision, fingerprint FROM account_snapshots',
        )
        .get();
    await appended(sqlite, events.slice(0, 3));
    await runner.catchUp([]);
    expect(row()).toBeUndefined();
    await appended(sqlite, events.slice(0, 5), 3);
    await runner.catchUp([]);
    expect(row()).toEqual({ revision: 4, fingerprint: accountFoldFingerprint() });
    await appended(sqlite, events.slice(0, 7), 5);
    await runner.catchUp([]);
    expect(row()?.revision).toBe(4);
    await appended(sqlite, events, 7);
    await runner.catchUp([]);
    expect(row()?.revision).toBe(8);
    // what it wrote restores the account
    expect((await cold(sqlite, snapshots).load(STREAM)).state).toEqual(
      await foldedFromNothing(sqlite),
    );
    // a fold of another release: its rows are rewritten by the next derivation
    db.prepare("UPDATE account_snapshots SET fingerprint = 'old', revision = 8").run();
    await runner.rebuild();
    expect(row()).toEqual({ revision: 8, fingerprint: accountFoldFingerprint() });
  });

  it('dueAmong answers, in one query, what due answers of each stream (none, this fingerprint, another)', async () => {
    const { sqlite, db, snapshots } = setUp(4);
    await appended(sqlite, play([{ op: 'pay', cents: 1_000, d: 20 }]).recorded());
    const write = (streamId: string, revision: number, fingerprint: string) =>
      new AccountSnapshots(db, 4, fingerprint).write([
        { streamId, revision, lastEventId: 'e', latestRecordedMs: 0, state: Buffer.from([0]) },
      ]);
    write('account-A', 2, accountFoldFingerprint());
    write('account-B', 5, accountFoldFingerprint());
    write('account-C', 9, 'a-fold-of-another-release');
    const revisions = new Map([
      ['account-A', 5],
      ['account-A2', 2],
      ['account-B', 9],
      ['account-C', 9],
      ['account-D', 3],
    ]);
    const one = new Set([...revisions].filter(([id, r]) => snapshots.due(id, r)).map(([id]) => id));
    expect(snapshots.dueAmong(revisions)).toEqual(one);
    expect([...one].sort()).toEqual(['account-B', 'account-C', 'account-D']);
    expect(new AccountSnapshots(db, 0).dueAmong(revisions).size).toBe(0);
  });
});
