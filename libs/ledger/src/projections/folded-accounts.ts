import type { AccountState } from '@ledger/domain';
import type { AccountRepository } from '../infrastructure/repositories';
import type { Slices } from '../processors/log-pages';

/** The latest folded state of each opened account among `streamIds` (from the cache where it can), in slices. */
export async function* foldedAccounts(
  accounts: AccountRepository,
  streamIds: readonly string[],
  slices: Slices,
): AsyncGenerator<{ state: AccountState; revision: number }> {
  for (const streamId of streamIds) {
    await slices.tick();
    const { state, revision } = await accounts.load(streamId);
    if (state.opened && typeof revision === 'number') yield { state, revision };
  }
}
