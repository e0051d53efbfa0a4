import { accountDecider, type AccountEvent, type AccountState } from '@ledger/domain';
import type { StoredEvent } from '@ledger/event-store';
import { fromStored } from '../infrastructure/event-envelope';
import type { AccountRepository } from '../infrastructure/repositories';
import type { Slices } from '../processors/log-pages';

/**
 * The latest folded state of each opened account among `streamIds`, in
 * slices: at least at the revision `revisions` gives (the catch-up's last
 * read), taken from the cache without a read where it holds it, else loaded.
 */
export async function* foldedAccounts(
  accounts: AccountRepository,
  streamIds: readonly string[],
  slices: Slices,
  revisions?: ReadonlyMap<string, number>,
): AsyncGenerator<{ state: AccountState; revision: number }> {
  for (const streamId of streamIds) {
    await slices.tick();
    const known = revisions?.get(streamId);
    const { state, revision } =
      known === undefined
        ? await accounts.load(streamId)
        : await accounts.loadAtLeast(streamId, known);
    if (state.opened && typeof revision === 'number') yield { state, revision };
  }
}

/**
 * The first event of an account stream after which `rowsOf` (or the fold
 * itself) throws, folding it one event at a time: how a derived projection
 * names the event it stopped on. Runs only after a derivation failed.
 */
export async function firstFailingEvent(
  accounts: AccountRepository,
  streamId: string,
  rowsOf: (state: AccountState) => unknown,
): Promise<{ event: StoredEvent; error: unknown } | null> {
  let state = accountDecider.initialState();
  for (const event of await accounts.readStored(streamId)) {
    try {
      state = accountDecider.evolve(state, fromStored<AccountEvent>(event));
      if (state.opened) rowsOf(state);
    } catch (error) {
      return { event, error };
    }
  }
  return null;
}
