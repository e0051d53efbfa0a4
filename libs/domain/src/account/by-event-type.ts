import type { AccountEvent } from './account-events';

/** A function for each of some event types, each given its own type's event (and the same further arguments). */
export type ByEventType<A extends unknown[], R> = {
  readonly [T in AccountEvent['type']]?: (
    event: Extract<AccountEvent, { type: T }>,
    ...args: A
  ) => R;
};

/** What the table answers for an event, or `none` for a type it does not list. */
export function onEvent<A extends unknown[], R>(
  table: ByEventType<A, R>,
  none: R,
  event: AccountEvent,
  ...args: A
): R {
  // the table is keyed by type, so the function found is the one of this event's type
  const of = table[event.type] as ((event: AccountEvent, ...args: A) => R) | undefined;
  return of ? of(event, ...args) : none;
}
