import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0) the ledger's request schemas use. */
export interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly format?: string;
  readonly pattern?: string;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly maxItems?: number;
  readonly minItems?: number;
  readonly items?: Schema;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
}

type Components = { readonly schemas?: Readonly<Record<string, Schema>> };

const DAY = 86_400_000;
const FIRST = Date.UTC(1900, 0, 1);
const LAST = Date.UTC(2199, 11, 31);

/**
 * Values that satisfy a schema, as a client that reads only the document
 * would send them: its enum, pattern, format, bounds and lengths, its
 * required properties and no others. Nothing here knows the ledger.
 */
export function arbitraryOf(schema: Schema, components: Components): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components.schemas?.[name];
    if (!target) throw new Error(`no schema ${schema.$ref}`);
    return arbitraryOf(target, components);
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((v) => arbitraryOf(v, components)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1_000_000,
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, components), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), schema.minItems ?? 0),
      });
    case 'object':
    case undefined:
      if (schema.properties) {
        const properties = schema.properties;
        return fc.record(
          Object.fromEntries(
            Object.entries(properties).map(([k, v]) => [k, arbitraryOf(v, components)]),
          ),
          { requiredKeys: [...(schema.required ?? [])] },
        );
      }
      if (schema.type === 'object') return fc.constant({});
      return fc.anything();
    case 'string':
      return stringOf(schema);
    default:
      throw new Error(`no arbitrary for a schema of type ${schema.type}`);
  }
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = (s: string) =>
    (pattern === null || pattern.test(s)) &&
    s.length >= (schema.minLength ?? 0) &&
    s.length <= (schema.maxLength ?? Infinity);
  const day = fc.integer({ min: FIRST / DAY, max: LAST / DAY }).map((d) => new Date(d * DAY));
  const base: fc.Arbitrary<string> =
    schema.format === 'date'
      ? day.map((d) => d.toISOString().slice(0, 10))
      : schema.format === 'date-time'
        ? fc
            .tuple(day, fc.integer({ min: 0, max: DAY - 1 }))
            .map(([d, ms]) => new Date(d.getTime() + ms).toISOString())
        : schema.format === 'uri'
          ? fc.webUrl({ validSchemes: ['https'], withQueryParameters: true })
          : pattern
            ? matching(schema)
            : fc.string({
                minLength: schema.minLength ?? 0,
                maxLength: Math.min(schema.maxLength ?? 40, 40),
                unit: 'grapheme',
              });
  return base.filter(fits);
}

/** A pattern's strings; one of a character class repeated (`^[...]*$`) is drawn at the lengths the schema bounds. */
function matching(schema: Schema): fc.Arbitrary<string> {
  const repeated = /^\^(\[.*\])\*\$$/u.exec(schema.pattern!);
  if (!repeated) return fc.stringMatching(new RegExp(schema.pattern!, 'u'));
  return fc.string({
    unit: fc.stringMatching(new RegExp(`^${repeated[1]}$`, 'u')),
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  });
}
