import { ACCOUNT_EVENT_TYPES } from '@ledger/domain';
import { StoreUnavailableError } from '@ledger/event-store';
import type { AccountRepository } from '../../infrastructure/repositories';
import { compressOffLoop, serializedState } from '../../infrastructure/snapshots/state-codec';
import { ACCOUNT_STREAM_PREFIX } from '../../infrastructure/streams';
import type { Projection } from '../projection';
import type { AccountSnapshots, EncodedSnapshot } from './account-snapshots';

/**
 * Writes each account's snapshot where the runner derives accounts: from the
 * state a command, a run or the log's pages have just folded (no read of its
 * own), and only for an account `every` events past its last snapshot, so a
 * bill run encodes a few states, not every one. Its table is kept through a
 * rebuild (each row checks itself: fingerprint, revision and event id), so a
 * rebuild's cold accounts are restored from it.
 */
export function accountSnapshotsProjection(
  accounts: AccountRepository,
  snapshots: AccountSnapshots,
): Projection<EncodedSnapshot[]> {
  return {
    name: 'account-snapshots',
    version: 1,
    eventTypes: new Set(ACCOUNT_EVENT_TYPES),
    schema: '',
    tables: [],
    apply: () => undefined,
    derived: {
      streamPrefix: ACCOUNT_STREAM_PREFIX,
      async derive(streamIds, slices, revisions) {
        const rows: Array<Omit<EncodedSnapshot, 'state'>> = [];
        const serialized: Buffer[] = [];
        // the streams whose revision the catch-up read, asked whether they are due all at once
        const read = new Map<string, number>();
        for (const streamId of streamIds) {
          const known = revisions?.get(streamId);
          if (known !== undefined) read.set(streamId, known);
        }
        const due = snapshots.dueAmong(read);
        for (const streamId of streamIds) {
          const known = read.get(streamId);
          if (known !== undefined && !due.has(streamId)) continue;
          await slices.tick();
          try {
            const folded = await accounts.foldedAtLeast(streamId, known ?? Number.MAX_SAFE_INTEGER);
            if (!folded) continue;
            // asked again only of a fold that moved past the revision just found due (one query less per snapshot)
            if (folded.revision !== known && !snapshots.due(streamId, folded.revision)) continue;
            const { revision, lastEventId, latestRecordedMs } = folded;
            serialized.push(serializedState(folded.state));
            rows.push({ streamId, revision, lastEventId, latestRecordedMs });
          } catch (error) {
            if (error instanceof StoreUnavailableError) throw error;
            // a snapshot only saves work: a stream whose fold fails (the other derived projections name it) has none
          }
        }
        // the slice's states compressed together on the compression thread; none written if it fails
        const states = await compressOffLoop(serialized).catch(() => null);
        return states ? rows.map((row, i) => ({ ...row, state: states[i] })) : [];
      },
      write: (_tx, rows) => snapshots.write(rows),
    },
  };
}
