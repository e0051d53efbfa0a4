import {
  Type,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';
import type { PropertyClass } from '../account/account-events';

/**
 * The building blocks of the event contracts (TypeBox: each is a JSON Schema
 * and a TypeScript type at once, so an event is described once).
 */
export type { Static };

export const amount = Type.String({
  pattern: '^-?(0|[1-9][0-9]*)\\.[0-9]{2}$',
  description: 'money, two decimals (C1)',
});
export const rate = Type.String({ pattern: '^(0|[1-9][0-9]*)(\\.[0-9]+)?$' });
export const date = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'civil date (C2)',
});
export const instant = Type.String({ format: 'date-time' });
export const id = Type.String({ minLength: 1, maxLength: 300 });
export const text = Type.String({ maxLength: 10_000 });
export const integer = Type.Integer();
export const boolean = Type.Boolean();
export const sha256Hex = Type.String({ pattern: '^[0-9a-f]{64}$' });
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const optional = <T extends TSchema>(schema: T) => Type.Optional(schema);
/** One of these strings (a JSON Schema `enum`), typed as their union. */
export const oneOf = <const V extends readonly string[]>(...values: V): TUnsafe<V[number]> =>
  Type.Unsafe<V[number]>({ type: 'string', enum: [...values] });
export const array = <T extends TSchema>(items: T, maxItems = 100_000) =>
  Type.Array(items, { maxItems });

/** An object with exactly these properties, all required but those marked `optional`. */
export const object = <P extends TProperties>(properties: P): TObject<P> =>
  Type.Object(properties, { additionalProperties: false });

/** An owner as events carry it (C9). */
export const owner = object({ name: text, mailingAddress: text });

/**
 * Words whose values the registry of municipalities gives (`x-vocabulary`):
 * a contract names them, and the published schema lists the values served
 * today (`resolveVocabulary`), so a plug-in municipality adds itself without
 * an edit here.
 */
export const municipality = Type.Unsafe<string>({ type: 'string', 'x-vocabulary': 'municipality' });
/** A municipality that has this chapter of law. */
export const municipalityWith = (chapter: string) =>
  Type.Unsafe<string>({ type: 'string', 'x-vocabulary': 'municipality', 'x-chapter': chapter });
export const propertyClass = Type.Unsafe<PropertyClass>({
  type: 'string',
  'x-vocabulary': 'propertyClass',
});

/**
 * A part of a generic event whose shape is each municipality's own, named by
 * the plug-in (`billRateSchedule`: `Tariff.rates.billRateScheduleSchema`). The
 * published schema (`resolveVocabulary`) is one variant per municipality, its
 * `municipality` fixed and this part its tariff's schema (null where it has none).
 */
export const plugInPart = (part: 'billRateSchedule') =>
  Type.Unsafe<Record<string, unknown>>({ 'x-plug-in': part });
