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
 * the same sample of accounts in the same file. Each side runs twice,
 * alternating, and the second round counts (the file's pages warm for both).
 */
export async function coldLoads(app: INestApplication, accountIds: readonly string[]) {
  const store = app.get<EventStore>(EVENT_STORE);
  const snapshots = app.get(AccountSnapshots);
  const random = prng(17);
  const sample = Array.from({ length: SAMPLE }, () => `account-${pick(random, accountIds)}`);
  const clock = new ManualClock(new Date('2031-06-01T12:00:00Z'));
  const side = async (withSnapshots: boolean) => {
    const counted = countingStreamReads(store);
    const repository = new AccountRepository(
      counted.store,
      clock,
      undefined,
      withSnapshots ? snapshots : undefined,
    );
    const { ms } = await timed(async () => {
      for (const streamId of sample) await repository.load(streamId);
    });
    return {
      msPerAccount: round(ms / sample.length, 3),
      eventsReadPerAccount: round(counted.read() / sample.length, 2),
    };
  };
  await side(false);
  await side(true);
  const folded = await side(false);
  const restored = await side(true);
  return {
    accounts: sample.length,
    snapshotEvery: snapshots.every,
    fromTheWholeStream: folded,
    fromTheSnapshot: restored,
    speedup: round(folded.msPerAccount / restored.msPerAccount, 2),
  };
}
