/**
 * A fact the code holds to be true whatever the input (an allocation never
 * exceeds its payment, nothing unpaid is below zero, a bill's lines sum to
 * it). Broken, it is a defect, not a refusal: it throws at once rather than
 * let a wrong figure be written or shown.
 */
export class InvariantBroken extends Error {}

export function invariant(holds: boolean, what: () => string): asserts holds {
  if (!holds) throw new InvariantBroken(`invariant broken: ${what()}`);
}
