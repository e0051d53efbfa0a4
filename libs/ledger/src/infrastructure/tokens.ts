/** Nest injection token of the EventStore port. */
export const EVENT_STORE = Symbol('EVENT_STORE');
