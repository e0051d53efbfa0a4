import type { Progress } from '@ledger/ledger';
import { Presets, SingleBar } from 'cli-progress';

/** A progress bar on standard error (drawn only on a terminal), so standard output stays the command's answer. */
export function progressBar(label: string, unit: string): Progress & { stop(): void } {
  const bar = new SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} ${unit}`,
      stream: process.stderr,
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  let started = false;
  return {
    total(n) {
      if (started) bar.setTotal(n);
      else bar.start(n, 0);
      started = true;
    },
    advance(n = 1) {
      if (started) bar.increment(n);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
