/** The published contract of one event type and version: the JSON Schema of its `data`. */
export interface EventSchema {
  readonly type: string;
  readonly version: number;
  readonly description: string;
  readonly schema: Readonly<Record<string, unknown>>;
}

type Data = Record<string, unknown>;
type Step = (data: Data) => Data;

/** An upcaster: the `data` of version n of a type, as version n+1. */
export type Upcasters = Readonly<Record<string, Readonly<Record<number, Step>>>>;

/**
 * One upcasting step, typed by the two contracts' data (`DataOf`): stored data
 * was checked against version n's schema on append, so it is read as that type.
 */
export const upcaster =
  <From, To>(step: (data: From) => To): Step =>
  (data) =>
    step(data as From) as Data;
