import { FundProjection } from '@ledger/ledger';
import { Args, UsageError } from '../args';
import { openLedger } from '../context';

/** `projections rebuild`: the read models from position zero. */
export async function projections(args: Args, out: (line: string) => void): Promise<number> {
  if (args.words[1] !== 'rebuild') throw new UsageError('projections rebuild');
  const app = await openLedger();
  try {
    const fund = app.get(FundProjection);
    const started = Date.now();
    await fund.rebuild();
    out(`fund projection rebuilt to position ${fund.checkpoint} in ${Date.now() - started} ms`);
    return 0;
  } finally {
    await app.close();
  }
}
