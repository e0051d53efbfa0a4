import { createHash } from 'node:crypto';
import { ACCOUNT_FOLD_VERSION, accountFoldProbe } from '@ledger/domain';
import { CURRENT_VERSION } from '../../event-schemas/event-schemas';
import { encodeState } from './state-codec';

let memo: string | null = null;

/**
 * What an account snapshot must have been folded by to be used: the fold's
 * version (bumped by hand), the current schema version of every event type
 * (a new upcaster comes with one), and the bytes of a fixed history folded by
 * the code as it runs (so a change to the fold, an upcaster's output or the
 * codec's format that changes that state retires every snapshot even without
 * a bump). Computed once per process.
 */
export function accountFoldFingerprint(): string {
  memo ??= createHash('sha256')
    .update(
      JSON.stringify({
        fold: ACCOUNT_FOLD_VERSION,
        schemas: Object.entries(CURRENT_VERSION).sort(([a], [b]) => a.localeCompare(b)),
      }),
    )
    .update(encodeState(accountFoldProbe()))
    .digest('hex')
    .slice(0, 32);
  return memo;
}
