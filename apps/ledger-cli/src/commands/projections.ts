import { describeFailure, ReadModels } from '@ledger/ledger';
import { Args, UsageError } from '../args';
import { openLedger } from '../context';
import { progressBar } from '../progress-bar';

/** `projections rebuild`: every read model from position zero; exit 1 naming any projection that stopped on an event. */
export async function projections(args: Args, out: (line: string) => void): Promise<number> {
  if (args.words[1] !== 'rebuild') throw new UsageError('projections rebuild');
  const app = await openLedger();
  try {
    const started = Date.now();
    const bar = progressBar('rebuild', 'log positions');
    const rebuilt = await app
      .get(ReadModels)
      .rebuild(bar)
      .finally(() => bar.stop());
    for (const p of rebuilt)
      out(
        p.failure
          ? `${describeFailure(p.failure)}; its checkpoint stays at position ${p.checkpoint}`
          : `${p.name} projection rebuilt to position ${p.checkpoint}`,
      );
    const stopped = rebuilt.filter((p) => p.failure).length;
    if (stopped > 0) {
      out(
        `read models rebuilt in ${Date.now() - started} ms, but ${stopped} projection(s) stopped on an event: what needs them answers 503 until the cause is fixed and they are rebuilt`,
      );
      return 1;
    }
    out(`read models rebuilt in ${Date.now() - started} ms`);
    return 0;
  } finally {
    await app.close();
  }
}
