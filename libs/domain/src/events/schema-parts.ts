/** JSON Schema building blocks for the event contracts (draft 2020-12 subset that Ajv validates). */
export type JsonSchema = Record<string, unknown>;

export const amount: JsonSchema = {
  type: 'string',
  pattern: '^-?(0|[1-9][0-9]*)\\.[0-9]{2}$',
  description: 'money, two decimals (C1)',
};
export const rate: JsonSchema = { type: 'string', pattern: '^(0|[1-9][0-9]*)(\\.[0-9]+)?$' };
export const date: JsonSchema = {
  type: 'string',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'civil date (C2)',
};
export const instant: JsonSchema = { type: 'string', format: 'date-time' };
export const id: JsonSchema = { type: 'string', minLength: 1, maxLength: 300 };
export const text: JsonSchema = { type: 'string', maxLength: 10_000 };
export const integer: JsonSchema = { type: 'integer' };
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const oneOf = (...values: readonly string[]): JsonSchema => ({
  type: 'string',
  enum: [...values],
});
export const array = (items: JsonSchema): JsonSchema => ({
  type: 'array',
  items,
  maxItems: 100_000,
});

/** An object with exactly these properties, all required but the `optional` ones. */
export function object(
  properties: Record<string, JsonSchema>,
  optional: readonly string[] = [],
): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    properties,
  };
}

/** The `data` of a stored event: its facts and its effective date (C3). */
export const eventData = (
  properties: Record<string, JsonSchema>,
  optional: readonly string[] = [],
): JsonSchema => object({ effectiveDate: date, ...properties }, optional);

/** An owner as events carry it (C9). */
export const owner: JsonSchema = object({ name: text, mailingAddress: text });
