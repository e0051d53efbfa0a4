import { parseArgs } from 'node:util';
import { readReplay, writeReplay } from './replay-file';
import { replay, simulate, type Failure } from './runner';
import { COVERAGE } from './simulation';

/**
 * `npm run simulate -- --seed S --steps N [--runs R] [--minutes M] [--every K]`
 * and `npm run simulate -- --replay FILE`. On a failure it prints the seed
 * and writes the shrunk history as a replay file.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' },
      steps: { type: 'string', default: '60' },
      runs: { type: 'string', default: '5' },
      minutes: { type: 'string' },
      every: { type: 'string', default: '10' },
      replay: { type: 'string' },
      out: { type: 'string', default: 'test/simulation/failures' },
      coverage: { type: 'boolean', default: false },
      'no-shrink': { type: 'boolean', default: false },
    },
  });
  const every = Number(values.every);
  if (values.replay) {
    const error = await replay(readReplay(values.replay).requests, { every });
    console.log(error ? `FAILED:\n${error}` : `replay ${values.replay}: passed`);
    return error ? 1 : 0;
  }
  const steps = Number(values.steps);
  const deadline = values.minutes ? Date.now() + Number(values.minutes) * 60_000 : null;
  let seed = values.seed ? Number(values.seed) : Date.now() % 1_000_000_007;
  let total = 0;
  do {
    const report = await simulate({
      seed,
      steps,
      runs: deadline ? 1_000_000 : Number(values.runs),
      every,
      deadlineMs: deadline ? deadline - Date.now() : undefined,
      log: (line) => console.log(line),
      shrink: !values['no-shrink'],
    });
    total += report.requests;
    if (report.failure) return fail(report.failure, values.out!);
    seed += 1;
  } while (deadline && Date.now() < deadline);
  console.log(`passed: ${total} requests`);
  if (values.coverage)
    for (const [what, n] of [...COVERAGE].sort()) console.log(`  ${what.padEnd(48)} ${n}`);
  return 0;
}

function fail(failure: Failure, dir: string): number {
  const file = writeReplay(dir, failure);
  console.log(
    `FAILED with seed ${failure.seed} (path ${failure.path}):\n${failure.error}\n` +
      `the shortest history found (${failure.trace.length} requests) is in ${file}; run it again with\n` +
      `  npm run simulate -- --replay ${file}`,
  );
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
