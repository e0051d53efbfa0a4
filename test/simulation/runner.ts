import fc from 'fast-check';
import { histories } from './generators';
import { rateSchedule } from './generators/billing';
import { Simulation, Violation, type SimulationOptions } from './simulation';
import type { SimRequest } from './sim-request';
import { MUNICIPALITIES } from './world';

export interface RunOptions extends SimulationOptions {
  readonly seed: number;
  readonly steps: number;
  /** Histories to run (each on a fresh ledger). */
  readonly runs: number;
  /** Stop after this many milliseconds (a soak); the runs still end whole. */
  readonly deadlineMs?: number;
  readonly log?: (line: string) => void;
  /** false: stop at the first failure without shrinking it. */
  readonly shrink?: boolean;
}

export interface Failure {
  readonly seed: number;
  readonly error: string;
  /** The shortest history that still fails, as requests: what `--replay` runs again. */
  readonly trace: SimRequest[];
  /** fast-check's own reproduction (with the seed). */
  readonly path?: string;
}

export interface RunReport {
  readonly seed: number;
  readonly runs: number;
  readonly requests: number;
  readonly failure: Failure | null;
}

/** Every history starts with each municipality's rates for this period and the next. */
async function preamble(sim: Simulation): Promise<void> {
  await sim.step(
    MUNICIPALITIES.flatMap((m) => [0, 1].map((ahead) => rateSchedule(sim.world, m, ahead, 0))),
  );
}

/** Runs `runs` random histories from `seed`; on a failure, shrinks it to the shortest history that fails. */
export async function simulate(options: RunOptions): Promise<RunReport> {
  let requests = 0;
  let runs = 0;
  let failing: { trace: SimRequest[]; error: string } | null = null;
  const started = Date.now();
  const property = fc.asyncProperty(histories(options.steps), async (steps) => {
    const sim = await Simulation.start(options);
    runs += 1;
    try {
      await preamble(sim);
      await fc.asyncModelRun(() => ({ model: sim, real: {} }), steps);
      await sim.finish();
    } catch (error) {
      await sim.abandon();
      failing = { trace: sim.trace, error: (error as Error).message };
      throw error;
    } finally {
      requests += sim.trace.length;
    }
  });
  const result = await fc.check(property, {
    seed: options.seed,
    numRuns: options.runs,
    interruptAfterTimeLimit: options.deadlineMs,
    markInterruptAsFailure: false,
    endOnFailure: options.shrink === false,
    reporter: undefined,
  });
  options.log?.(
    `seed ${options.seed}: ${runs} histories, ${requests} requests in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  const failure: Failure | null =
    result.failed && failing
      ? {
          seed: options.seed,
          error: (failing as { error: string }).error,
          trace: (failing as { trace: SimRequest[] }).trace,
          path: result.counterexamplePath ?? undefined,
        }
      : null;
  return { seed: options.seed, runs, requests, failure };
}

/** A recorded history sent again on a fresh ledger, with every check: null when it passes. */
export async function replay(
  trace: readonly SimRequest[],
  options: SimulationOptions,
): Promise<string | null> {
  const sim = await Simulation.start(options, trace[0]?.at.slice(0, 10));
  try {
    for (const req of trace) await sim.execute(req);
    await sim.finish();
    return null;
  } catch (error) {
    await sim.abandon();
    if (error instanceof Violation || error instanceof Error) return error.message;
    throw error;
  }
}
