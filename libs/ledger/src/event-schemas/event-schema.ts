import type { JsonSchema } from '@ledger/domain';

/** The published contract of one event type and version: the JSON Schema of its `data`. */
export interface EventSchema {
  readonly type: string;
  readonly version: number;
  readonly description: string;
  readonly schema: JsonSchema;
}

/** An upcaster: the `data` of version n of a type, as version n+1. */
export type Upcasters = Readonly<
  Record<
    string,
    Readonly<Record<number, (data: Record<string, unknown>) => Record<string, unknown>>>
  >
>;
