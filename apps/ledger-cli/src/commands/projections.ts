import { ReadModels } from '@ledger/ledger';
import { Args, UsageError } from '../args';
import { openLedger } from '../context';
import { progressBar } from '../progress-bar';

/** `projections rebuild`: every read model from position zero. */
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
    for (const p of rebuilt) out(`${p.name} projection rebuilt to position ${p.checkpoint}`);
    out(`read models rebuilt in ${Date.now() - started} ms`);
    return 0;
  } finally {
    await app.close();
  }
}
