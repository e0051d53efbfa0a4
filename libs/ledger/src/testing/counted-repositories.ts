import { accountDecider } from '@ledger/domain';
import type { EventStore } from '@ledger/event-store';
import { ManualClock } from '../infrastructure/clock';
import { accountCommandIdentity } from '../infrastructure/event-identity';
import { EventSourcedRepository } from '../infrastructure/event-sourced-repository';
import type { LogTails } from '../infrastructure/log-tails';
import type { CacheBudget } from '../infrastructure/state-cache';

/** `store` with its stream reads counted: a fold the cache or the log's pages answer reads none. */
export function countingReads(store: EventStore): { store: EventStore; reads: { n: number } } {
  const reads = { n: 0 };
  const counted = Object.create(store) as EventStore;
  counted.readStream = (...args) => {
    reads.n++;
    return store.readStream(...args);
  };
  return { store: counted, reads };
}

/** An account repository over `store`, as a process of its own holds one (its own cache, a manual clock). */
export function accountRepositoryOver(store: EventStore, budget?: CacheBudget, tails?: LogTails) {
  return new EventSourcedRepository(
    store,
    accountDecider,
    new ManualClock(new Date('2026-01-01T00:00:00Z'), 1000),
    budget,
    accountCommandIdentity,
    undefined,
    tails,
  );
}
