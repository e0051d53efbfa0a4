import type { AllStreamResolvedEvent, Position } from '@eventstore/db-client';
import { StoreUnavailableError, StreamDeletedError } from '../event-store';
import { clientError, ClientFault } from '../testing/client-errors';
import { isAfter, PositionBook } from './esdb-mapping';
import { AllSource, catchUpSubscription } from './esdb-subscription';
import { backoffDelay, keepSubscribed } from './keep-subscribed';

/**
 * The adapter's own subscription code (`catchUpSubscription`) over the
 * records the client hands it, and the client's own errors at chosen
 * places: what it does on a cluster's bad day, without a server.
 */
type Entry = [streamId: string, type: string, commit: number, prepare: number];

/** A shared log: two appends of three and two events (each sharing its commit), another application's events, links and stats. */
const LOG: Entry[] = [
  ['account-NP-1', 'AccountOpened', 100, 100],
  ['account-NP-1', 'BillIssued', 100, 180],
  ['account-NP-1', 'PaymentRecorded', 100, 260],
  ['$ce-account', '$>', 340, 340],
  ['orders-1', 'OrderPlaced', 400, 400],
  ['$stats-node1', '$statsCollected', 480, 480],
  ['account-NP-2', 'AccountOpened', 560, 560],
  ['account-NP-2', 'UsageRecorded', 560, 640],
];

function resolved([streamId, type, commit, prepare]: Entry): AllStreamResolvedEvent {
  return {
    event: {
      streamId,
      id: `00000000-0000-4000-8000-${String(prepare).padStart(12, '0')}`,
      revision: 0n,
      type,
      data: {},
      metadata: {},
      isJson: true,
      created: new Date('2026-12-04T01:00:00Z'),
      position: { commit: BigInt(commit), prepare: BigInt(prepare) },
    },
  } as unknown as AllStreamResolvedEvent;
}

/**
 * Opens subscriptions over LOG as the server would: from a position
 * (inclusive, so the adapter's own skip is tested), caught up after the last
 * record; `faults[n]` makes the n-th opening fail with the client's error
 * after `after` records.
 */
function source(faults: Record<number, { after: number; fault: ClientFault }> = {}) {
  const opened: Array<Position | null> = [];
  const open = (from: Position | null): AllSource => {
    const n = opened.push(from) - 1;
    let caughtUp: () => void = () => undefined;
    let stopped = false;
    const records = (async function* () {
      const fault = faults[n];
      let given = 0;
      for (const entry of LOG) {
        const r = resolved(entry);
        if (from && isAfter(from, r.event!.position!)) continue;
        if (fault && given === fault.after) throw clientError(fault.fault, entry[0]);
        if (stopped) return;
        given++;
        yield r;
      }
      caughtUp();
      while (!stopped) await new Promise((r) => setTimeout(r, 5));
    })();
    return {
      records,
      onCaughtUp: (listener) => (caughtUp = listener),
      stop: async () => {
        stopped = true;
      },
    };
  };
  return { open, opened };
}

const FAST = { baseMs: 1, maxMs: 4, maxOtherFailures: 3 };
const seenOf = () => {
  const seen: string[] = [];
  return {
    seen,
    handler: (e: { type: string; position: number }) => void seen.push(`${e.type}@${e.position}`),
  };
};

describe('esdb subscription: catch-up over a shared log', () => {
  it("delivers the ledger's and other applications' events in order, never a link or a system record", async () => {
    const { open } = source();
    const { seen, handler } = seenOf();
    const subscription = catchUpSubscription(open, null, handler, new PositionBook(), FAST);
    await subscription.caughtUp;
    await subscription.close();
    expect(seen).toEqual([
      'AccountOpened@100',
      'BillIssued@180',
      'PaymentRecorded@260',
      'OrderPlaced@400',
      'AccountOpened@560',
      'UsageRecorded@640',
    ]);
  });

  it('resumed after the first of events appended together (one commit), it delivers the rest of them, at the position the server gave', async () => {
    const positions = new PositionBook();
    positions.note({ commit: 100n, prepare: 100n });
    const { open, opened } = source();
    const { seen, handler } = seenOf();
    const subscription = catchUpSubscription(
      open,
      positions.positionOf(100),
      handler,
      positions,
      FAST,
    );
    await subscription.caughtUp;
    await subscription.close();
    expect(seen.slice(0, 2)).toEqual(['BillIssued@180', 'PaymentRecorded@260']);
    expect(opened).toEqual([{ commit: 100n, prepare: 100n }]);
    // and after the second of them: the book names commit 100 and prepare 180
    const again = seenOf();
    const resumed = catchUpSubscription(
      open,
      positions.positionOf(180),
      again.handler,
      positions,
      FAST,
    );
    await resumed.caughtUp;
    await resumed.close();
    expect(opened[1]).toEqual({ commit: 100n, prepare: 180n });
    expect(again.seen[0]).toBe('PaymentRecorded@260');
  });

  /** The record before `from` reading LOG backwards, as the server's one-record backwards read gives it. */
  const lookBack = async (from: Position): Promise<Position | null> => {
    const before = LOG.map((e) => resolved(e).event!.position!).filter((p) => isAfter(from, p));
    return before.length ? before[before.length - 1] : null;
  };

  it("a new process resumed from a checkpoint in the middle of an append (its book empty) learns the append's commit with one backwards read and delivers the rest of it", async () => {
    const positions = new PositionBook();
    const { open, opened } = source();
    const { seen, handler } = seenOf();
    let reads = 0;
    const subscription = catchUpSubscription(
      open,
      () => positions.resolve(180, (from) => (reads++, lookBack(from))),
      handler,
      positions,
      FAST,
    );
    await subscription.caughtUp;
    await subscription.close();
    // {180, 180} would come after {100, 260}: PaymentRecorded would be passed over
    expect(opened).toEqual([{ commit: 100n, prepare: 180n }]);
    expect(seen).toEqual([
      'PaymentRecorded@260',
      'OrderPlaced@400',
      'AccountOpened@560',
      'UsageRecorded@640',
    ]);
    expect(reads).toBe(1);
    // noted: asked again, the book answers without a read
    expect(await positions.resolve(180, () => Promise.reject(new Error('read again')))).toEqual({
      commit: 100n,
      prepare: 180n,
    });
  });

  it('a checkpoint at the first event of an append, or a single one, resumes at its prepare (the record before it is of an earlier append)', async () => {
    for (const [checkpoint, expected] of [
      [100, { commit: 100n, prepare: 100n }],
      [400, { commit: 400n, prepare: 400n }],
      [560, { commit: 560n, prepare: 560n }],
      [640, { commit: 560n, prepare: 640n }],
    ] as const)
      expect(await new PositionBook().resolve(checkpoint, lookBack)).toEqual(expected);
  });

  it.each(['not-leader', 'unavailable', 'deadline-exceeded'] as const)(
    'after %s mid-way it resubscribes from the last event it delivered (commit and prepare), each event once',
    async (fault) => {
      const { open, opened } = source({ 0: { after: 2, fault }, 1: { after: 0, fault } });
      const { seen, handler } = seenOf();
      const subscription = catchUpSubscription(open, null, handler, new PositionBook(), FAST);
      await subscription.caughtUp;
      await subscription.close();
      expect(opened).toEqual([
        null,
        { commit: 100n, prepare: 180n },
        { commit: 100n, prepare: 180n },
      ]);
      expect(seen).toEqual([
        'AccountOpened@100',
        'BillIssued@180',
        'PaymentRecorded@260',
        'OrderPlaced@400',
        'AccountOpened@560',
        'UsageRecorded@640',
      ]);
    },
  );

  it('a handler that throws ends the subscription: caughtUp rejects with its error, nothing is unhandled', async () => {
    const { open, opened } = source();
    const subscription = catchUpSubscription(
      open,
      null,
      (e) => {
        if (e.position === 180) throw new Error('the projection refused BillIssued');
      },
      new PositionBook(),
      FAST,
    );
    await expect(subscription.caughtUp).rejects.toThrow('the projection refused BillIssued');
    await subscription.close();
    expect(opened).toHaveLength(1);
  });

  it('a deleted stream (not transient) is tried a bounded number of times, then caughtUp rejects with the port error', async () => {
    const faults = {
      0: { after: 0, fault: 'stream-deleted' as const },
      1: { after: 0, fault: 'stream-deleted' as const },
      2: { after: 0, fault: 'stream-deleted' as const },
    };
    const { open, opened } = source(faults);
    const subscription = catchUpSubscription(open, null, () => undefined, new PositionBook(), FAST);
    await expect(subscription.caughtUp).rejects.toBeInstanceOf(StreamDeletedError);
    await subscription.close();
    expect(opened).toHaveLength(3);
  });
});

describe('esdb subscription: backoff', () => {
  it('doubles from the base, is capped, and is jittered within [half, whole] of its ceiling', () => {
    const at = (random: number) => (n: number) =>
      backoffDelay(n, { baseMs: 100, maxMs: 5_000, maxOtherFailures: 5, random: () => random });
    expect([1, 2, 3, 4, 10].map(at(0.999999))).toEqual([100, 200, 400, 800, 5_000]);
    expect([1, 2, 3, 4, 10].map(at(0))).toEqual([50, 100, 200, 400, 2_500]);
  });

  it('transient errors are retried for as long as they last; close during a wait ends it at once', async () => {
    let tries = 0;
    const kept = keepSubscribed(
      async () => {
        tries++;
        throw new StoreUnavailableError('not-leader', 'a subscription');
      },
      { baseMs: 1, maxMs: 2, maxOtherFailures: 1 },
    );
    while (tries < 20) await new Promise((r) => setTimeout(r, 1));
    kept.stop();
    await expect(kept.done).resolves.toBeUndefined();
    expect(tries).toBeGreaterThanOrEqual(20);
  });
});
