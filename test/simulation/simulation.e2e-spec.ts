import { writeReplay } from './replay-file';
import { simulate } from './runner';

/**
 * The whole-ledger simulation in `npm test` (issue #24 item 3): fixed seeds,
 * each a few random histories on a fresh ledger, every invariant after
 * every request. A failure names its seed and writes the shrunk history to
 * test/simulation/failures/ (`npm run simulate -- --replay FILE` runs it).
 */
const SEEDS = [20261203, 24, 1_000_003, 400];

describe('whole-ledger simulation: random histories keep every invariant', () => {
  it.each(SEEDS)(
    'seed %d: five histories of up to 80 steps across the three municipalities',
    async (seed) => {
      const report = await simulate({
        seed,
        steps: 80,
        runs: 5,
        every: 15,
        // a failure found is shrunk for at most this long (the whole seed's budget)
        deadlineMs: 120_000,
      });
      if (report.failure) {
        const file = writeReplay('test/simulation/failures', report.failure);
        throw new Error(
          `seed ${seed} failed:\n${report.failure.error}\nshrunk history: ${file} (npm run simulate -- --replay ${file})`,
        );
      }
      expect(report.runs).toBeGreaterThan(0);
      expect(report.requests).toBeGreaterThan(10);
    },
    200_000,
  );
});
