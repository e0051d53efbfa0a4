import { addDays, type CivilDate } from '../dates/civil-date';
import type { AccountOpened, Owner, PropertyClass } from './account-events';
import type { AccountState } from './account-state';

/** Facts that hold from their effective date until the next of their kind: by date, then in the order they were recorded. */
function inEffect<T extends { readonly effectiveDate: CivilDate }>(
  facts: Iterable<T>,
  on: CivilDate,
): T | null {
  let current: T | null = null;
  for (const fact of facts)
    if (fact.effectiveDate <= on && (!current || fact.effectiveDate >= current.effectiveDate))
      current = fact;
  return current;
}

/** C9: the owner of the property on `on` (the owner at opening until the first change). */
export function ownerOn(state: AccountState, on: CivilDate): Owner {
  return inEffect(state.ownerChanges.values(), on)?.data.owner ?? state.opened!.data.owner;
}

/**
 * C9: the owner the account directory lists, and the aging report names: the
 * change with the latest effective date, of two on one date the one recorded
 * later, and none dated before the opening. The directory keeps it by the same
 * rule one event at a time (`account-directory.projection.ts`).
 */
export function listedOwner(state: AccountState): Owner {
  let owner = state.opened!.data.owner;
  let since = state.opened!.data.openedOn;
  for (const { data } of state.ownerChanges.values())
    if (data.effectiveOn >= since) {
      owner = data.owner;
      since = data.effectiveOn;
    }
  return owner;
}

/** N12: the class in effect on `on` (the class at opening until the first reclassification). */
export function propertyClassOn(state: AccountState, on: CivilDate): PropertyClass {
  return (
    inEffect(state.reclassifications.values(), on)?.data.propertyClass ??
    state.opened!.data.propertyClass
  );
}

/** The account as it stood on `on`: its owner (C9) and class (N12) that day. A bill is rendered from this. */
export function accountOn(state: AccountState, on: CivilDate): AccountOpened['data'] {
  return {
    ...state.opened!.data,
    owner: ownerOn(state, on),
    propertyClass: propertyClassOn(state, on),
  };
}

interface Ownership {
  readonly owner: Owner;
  readonly from: CivilDate;
  /** The last day of this ownership, or null for today's owner. */
  readonly to: CivilDate | null;
  readonly deedReference: string | null;
}

/** C9: every owner the account has had, oldest first, each with the days it held the property. */
export function ownerHistory(state: AccountState): Ownership[] {
  const opened = state.opened!.data;
  const changes = [...state.ownerChanges.values()]
    .map((c, order) => ({ c, order }))
    .sort((a, b) => a.c.effectiveDate.localeCompare(b.c.effectiveDate) || a.order - b.order)
    .map(({ c }) => c);
  // of several changes on one day, the last recorded holds that day
  const effective = changes.filter((c, i) => changes[i + 1]?.effectiveDate !== c.effectiveDate);
  const spans = [
    { owner: opened.owner, from: opened.openedOn, deedReference: null as string | null },
    ...effective.map((c) => ({
      owner: c.data.owner,
      from: c.data.effectiveOn,
      deedReference: c.data.deedReference,
    })),
  ];
  // a change dated on the opening day replaces the owner the account was opened with
  const held = spans.filter((s, i) => !spans[i + 1] || spans[i + 1].from > s.from);
  return held.map((s, i) => ({ ...s, to: held[i + 1] ? addDays(held[i + 1].from, -1) : null }));
}
