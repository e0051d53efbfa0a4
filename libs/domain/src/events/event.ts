import type { CivilDate } from '../dates/civil-date';

/**
 * Every fact the ledger keeps: a past-tense type, a schema version and an
 * effective date (C3: when it is true in the world). The metadata (actor,
 * correlation and causation ids, recorded time) is added by the application
 * when the event is appended; the domain only needs the recorded time back,
 * for "as known at" queries.
 */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  readonly type: Type;
  readonly schemaVersion: number;
  readonly effectiveDate: CivilDate;
  readonly data: Data;
}

/** An event as read back from the store: with the instant it was recorded (C3). */
export type Recorded<E extends DomainEvent> = E & { readonly recordedAt: string };

/** C3 "as known at T": drop the facts recorded after T. */
export function knownAt<E extends DomainEvent>(
  events: readonly Recorded<E>[],
  instant: string | undefined,
): Recorded<E>[] {
  if (instant === undefined) return [...events];
  const limit = Date.parse(instant);
  return events.filter((e) => Date.parse(e.recordedAt) <= limit);
}

/** The decider shape (decide / evolve / initialState), after Emmett's `Decider`. */
export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Recorded<Event>): State;
  initialState(): State;
  /**
   * Optional: several events at once, the same state as `evolve` one after
   * the other gives, without the copies of the states between them (which no
   * one sees); `state` itself is never changed.
   */
  evolveAll?(state: State, events: readonly Recorded<Event>[]): State;
}

/** `state` moved on by `events`: the decider's `evolveAll` where it has one, else `evolve` one by one. */
export function evolveAll<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'evolveAll'>,
  state: State,
  events: readonly Recorded<Event>[],
): State {
  if (events.length > 1 && decider.evolveAll) return decider.evolveAll(state, events);
  return events.reduce((s, event) => decider.evolve(s, event), state);
}

export function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'evolveAll' | 'initialState'>,
  events: readonly Recorded<Event>[],
): State {
  return evolveAll(decider, decider.initialState(), events);
}
