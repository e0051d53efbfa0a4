import { Decimal } from '@ledger/domain';
import { StoreUnavailableError } from '@ledger/event-store';
import { Slices } from '../../processors/log-pages';
import { compressionThread } from '../../infrastructure/snapshots/compression-thread';
import { decodeState } from '../../infrastructure/snapshots/state-codec';
import { accountSnapshotsProjection } from './account-snapshots.projection';

const state = (id: string) => ({ id, history: Array.from({ length: 50 }, (_, i) => ({ i, id })) });
function fakes(behaviour: Record<string, 'ok' | 'throws' | 'decimal' | 'unavailable' | 'none'>) {
  const accounts = {
    async foldedAtLeast(streamId: string) {
      const b = behaviour[streamId];
      if (b === 'throws') throw new Error('fold failed');
      if (b === 'unavailable') throw new StoreUnavailableError('unavailable' as never, 'read');
      if (b === 'none') return null;
      return {
        state: b === 'decimal' ? { d: new Decimal('1.10') } : state(streamId),
        revision: 10,
        lastEventId: `ev-${streamId}`,
        latestRecordedMs: 1,
      };
    },
  };
  const snapshots = { dueAmong: () => new Set<string>(), due: () => true };
  return accountSnapshotsProjection(accounts as never, snapshots as never).derived!;
}

describe('#30 the account-snapshots projection over a slice: each state compressed on the thread, one batch', () => {
  afterAll(() => compressionThread.close());

  it('matches each compressed state to its own stream, skipping a fold that fails, a state that is not plain and a stream with nothing folded', async () => {
    const derived = fakes({ a: 'ok', b: 'throws', c: 'decimal', d: 'none', e: 'ok', f: 'ok' });
    const rows = await derived.derive(['a', 'b', 'c', 'd', 'e', 'f'], new Slices(), new Map());
    expect(rows.map((r) => r.streamId)).toEqual(['a', 'e', 'f']);
    for (const r of rows) {
      expect(r.lastEventId).toBe(`ev-${r.streamId}`);
      expect(decodeState(r.state)).toEqual(state(r.streamId));
    }
  });

  it('a store unavailable fails the slice (the runner retries it)', async () => {
    const derived = fakes({ a: 'ok', b: 'unavailable' });
    await expect(derived.derive(['a', 'b'], new Slices(), new Map())).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
  });

  it('a batch the thread fails: no snapshots for the slice (they only save work)', async () => {
    const derived = fakes({ a: 'ok', e: 'ok' });
    const spy = jest.spyOn(compressionThread, 'compress').mockRejectedValueOnce(new Error('x'));
    expect(await derived.derive(['a', 'e'], new Slices(), new Map())).toEqual([]);
    spy.mockRestore();
  });

  it('a thread that cannot start: no snapshots for the slice, the projection goes on', async () => {
    const derived = fakes({ a: 'ok', e: 'ok' });
    const spy = jest.spyOn(compressionThread, 'compress').mockImplementationOnce(() => {
      throw new Error('ERR_WORKER_INIT_FAILED');
    });
    const outcome = await derived.derive(['a', 'e'], new Slices(), new Map()).then(
      (rows) => `rows: ${rows.length}`,
      (e) => `derive rejected: ${(e as Error).message}`,
    );
    spy.mockRestore();
    expect(outcome).toBe('rows: 0');
  });
});
