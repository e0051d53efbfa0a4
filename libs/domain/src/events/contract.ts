import type { Static, TObject, TProperties } from '@sinclair/typebox';
import type { DomainEvent } from './event';
import { date, object } from './schema-parts';

/**
 * One event type at one schema version, written once: its facts' schema is
 * the TypeScript type of its `data` (`EventOf`), the check on every append,
 * the published `/v1/event-schemas` entry and an upcaster's input.
 */
export interface EventContract<T extends string = string, P extends TProperties = TProperties> {
  readonly type: T;
  readonly version: number;
  readonly description: string;
  /** The facts, without the effective date (which every event has, C3). */
  readonly data: TObject<P>;
}

export function eventContract<const T extends string, P extends TProperties>(
  type: T,
  version: number,
  description: string,
  properties: P,
): EventContract<T, P> {
  return { type, version, description, data: object(properties) };
}

/** The `data` an event of the contract carries. */
export type DataOf<C extends EventContract> = Static<C['data']>;

/** The `data` as stored: the facts and the effective date (C3). */
export type StoredDataOf<C extends EventContract> = DataOf<C> & { effectiveDate: string };

/** The domain event a contract describes. */
export type EventOf<C extends EventContract> =
  C extends EventContract<infer T, infer P> ? DomainEvent<T, Static<TObject<P>>> : never;

/** The schema of the stored `data`: the facts and the effective date (C3). */
export const storedDataSchema = (contract: EventContract) =>
  object({ effectiveDate: date, ...contract.data.properties });
