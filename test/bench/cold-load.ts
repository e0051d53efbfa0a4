import type { INestApplication } from '@nestjs/common';
import { AccountRepository, AccountSnapshots, EVENT_STORE, ManualClock } from '@ledger/ledger';
import type { EventStore } from '@ledger/event-store';
import { countingStreamReads } from '@ledger/event-store/testing/stream-read-counter';
import { round, timed } from './measure';
import { pick, prng } from './prng';

/** Accounts loaded cold for each side of the measure. */
const SAMPLE = 2_000;

/**
 * #30: what a cold account costs (a repository with an empty cache: a
 * restart, another process, an account the cache let go), folded from its
 * whole stream and restored from its snapshot and the events after it, on
 * the same sample of accounts in the same file. The two are interleaved
 * account by account, each first in turn, so the machine's load (shared, and
 * changing by the second) weighs on both alike.
 */
export async function coldLoads(app: INestApplication, accountIds: readonly string[]) {
  const store = app.get<EventStore>(EVENT_STORE);
  const snapshots = app.get(AccountSnapshots);
  const random = prng(17);
  const sample = [...new Set(Array.from({ length: SAMPLE }, () => pick(random, accountIds)))];
  const clock = new ManualClock(new Date('2031-06-01T12:00:00Z'));
  const side = (withSnapshots: boolean) => {
    const counted = countingStreamReads(store);
    const repository = new AccountRepository(
      counted.store,
      clock,
      undefined,
      withSnapshots ? snapshots : undefined,
    );
    return { counted, repository, ms: 0 };
  };
  const folded = side(false);
  const restored = side(true);
  for (const [i, accountId] of sample.entries())
    for (const s of i % 2 === 0 ? [folded, restored] : [restored, folded])
      s.ms += (await timed(() => s.repository.load(`account-${accountId}`))).ms;
  const figures = (s: typeof folded) => ({
    msPerAccount: round(s.ms / sample.length, 3),
    eventsReadPerAccount: round(s.counted.read() / sample.length, 2),
  });
  return {
    accounts: sample.length,
    snapshotEvery: snapshots.every,
    fromTheWholeStream: figures(folded),
    fromTheSnapshot: figures(restored),
    speedup: round(folded.ms / restored.ms, 2),
  };
}
