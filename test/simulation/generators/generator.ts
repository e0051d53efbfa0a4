import type fc from 'fast-check';
import type { SimRequest } from '../sim-request';
import type { World } from '../world';

/** A request still without its instant: the runner stamps it with the world's clock. */
export type Planned = Omit<SimRequest, 'at'>;

/**
 * One kind of step: random but plausible data (picks, days back), and how
 * it becomes requests against the world as it is when the step runs (null
 * or [] when the world has nothing to apply it to, e.g. no account yet).
 */
export interface Generator<I = unknown> {
  readonly name: string;
  readonly weight: number;
  readonly arbitrary: fc.Arbitrary<I>;
  plan(world: World, intent: I): Planned[];
}

export const generator = <I>(g: Generator<I>) => g as unknown as Generator;
