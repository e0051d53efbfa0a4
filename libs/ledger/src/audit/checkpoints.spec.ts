import { SqliteEventStore } from '@ledger/event-store';
import { ManualClock } from '../infrastructure/clock';
import { appendSealed } from '../infrastructure/hash-chain';
import { loggedCheckpoints, scheduleCheckpoints, verifyCheckpoint } from './checkpoints';
import { readWholeLog } from './read-all';

const KEY = 'a-test-audit-key-of-at-least-32-characters';
const note = (n: number) => ({
  id: `e-${n}`,
  type: 'Noted',
  data: { n },
  metadata: { recordedAt: '2026-12-02T15:00:00Z' },
});

describe('audit checkpoints on a schedule (LEDGER_AUDIT_CHECKPOINT_EVERY)', () => {
  it('seals one every period while the log moves, none while it stands still; each verifies', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const store = new SqliteEventStore(':memory:');
    try {
      await appendSealed(store, 'notes', [note(1)]);
      const stop = scheduleCheckpoints(
        store,
        KEY,
        new ManualClock(new Date('2026-12-02T15:00:00Z'), 1000),
        60,
        (e) => {
          throw e;
        },
      );
      const tick = async () => {
        jest.advanceTimersByTime(60 * 60_000);
        for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
      };
      await tick();
      await tick(); // nothing new: no second checkpoint
      await appendSealed(store, 'notes', [note(2)]);
      await tick();
      stop();
      const log = await readWholeLog(store);
      const sealed = loggedCheckpoints(log);
      expect(sealed).toHaveLength(2);
      expect(sealed.map((c) => c.heads.map((h) => `${h.streamId}@${h.revision}`))).toEqual([
        ['notes@0'],
        ['audit-checkpoints@0', 'notes@1'],
      ]);
      expect(sealed.flatMap((c) => verifyCheckpoint(log, c, KEY, 'the log'))).toEqual([]);
      expect(
        verifyCheckpoint(
          log,
          sealed[1],
          'another key of at least thirty-two characters',
          'the log',
        )[0].problem,
      ).toMatch(/signature does not hold/);
    } finally {
      jest.useRealTimers();
      await store.close();
    }
  });
});
