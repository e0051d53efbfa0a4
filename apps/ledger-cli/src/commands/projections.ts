import { describeFailure, ReadModels } from '@ledger/ledger';
import { Args, UsageError } from '../args';
import { openLedger } from '../context';
import { progressBar } from '../progress-bar';

/** `projections rebuild`: every read model from position zero; exit 1 naming any projection that stopped on an event. */
export async function projections(args: Args, out: (line: string) => void): Promise<number> {
  if (args.words[1] !== 'rebuild') throw new UsageError('projections rebuild');
  const app = await openLedger();
  try {
    // the rebuild's own time: the process's start (compiling, Nest) is not the rebuild's
    const started = performance.now();
    const cpu = process.cpuUsage();
    const bar = progressBar('rebuild', 'log positions');
    const { projections: rebuilt, events } = await app
      .get(ReadModels)
      .rebuild(bar)
      .finally(() => bar.stop());
    const ms = Math.round(performance.now() - started);
    // the process's CPU (every thread, user and system) while it rebuilt: on two cores the wall can be at most halved
    const used = process.cpuUsage(cpu);
    const cpuMs = Math.round((used.user + used.system) / 1000);
    // digits only (no separators): the bench reads this line
    const done = `read models rebuilt in ${ms} ms (CPU ${cpuMs} ms): ${events} events of the log read (${Math.round((events / Math.max(ms, 1)) * 1000)} events/s)`;
    for (const p of rebuilt)
      out(
        p.failure
          ? `${describeFailure(p.failure)}; its checkpoint stays at position ${p.checkpoint}`
          : `${p.name} projection rebuilt to position ${p.checkpoint}`,
      );
    const stopped = rebuilt.filter((p) => p.failure).length;
    if (stopped > 0) {
      out(
        `${done}, but ${stopped} projection(s) stopped on an event: what needs them answers 503 until the cause is fixed and they are rebuilt`,
      );
      return 1;
    }
    out(done);
    return 0;
  } finally {
    await app.close();
  }
}
