import type { TSchema } from '@sinclair/typebox';
import { MUNICIPALITIES } from './registry';
import type { Tariff } from './tariff';

type Json = Record<string, unknown>;

function valuesOf(node: Json, tariffs: readonly Tariff[]): readonly string[] {
  switch (node['x-vocabulary']) {
    case 'municipality': {
      const chapter = node['x-chapter'];
      return (
        typeof chapter === 'string'
          ? tariffs.filter((m) => (m.chapters as readonly string[]).includes(chapter))
          : tariffs
      ).map((m) => m.municipality);
    }
    case 'propertyClass':
      return [...new Set(tariffs.flatMap((m) => m.propertyClasses))];
    default:
      throw new Error(`unknown vocabulary ${JSON.stringify(node['x-vocabulary'])}`);
  }
}

/** The parts of a generic event each plug-in shapes (`plugInPart`), as its tariff gives them. */
const PLUG_IN_PARTS: Readonly<Record<string, (tariff: Tariff) => TSchema | null>> = {
  billRateSchedule: (tariff) => tariff.rates.billRateScheduleSchema,
};

const hasPlugInPart = (schema: TSchema): boolean => JSON.stringify(schema).includes('"x-plug-in"');

/** The schema for one municipality: its id fixed, each plug-in part its tariff's own (null where it has none). */
function variantFor(schema: TSchema, tariff: Tariff): Json {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) => {
    if (value === null || typeof value !== 'object') return value;
    const node = value as Json;
    if ('x-plug-in' in node) {
      const part = PLUG_IN_PARTS[node['x-plug-in'] as string];
      if (!part) throw new Error(`unknown plug-in part ${JSON.stringify(node['x-plug-in'])}`);
      return part(tariff) ?? { type: 'null' };
    }
    if (key === 'municipality' && node['x-vocabulary'] === 'municipality')
      return { type: 'string', enum: [tariff.municipality] };
    return node;
  }) as Json;
}

function resolveWords(schema: unknown, tariffs: readonly Tariff[]): Json {
  return JSON.parse(JSON.stringify(schema), (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || !('x-vocabulary' in value)) return value;
    const node = value as Json;
    return {
      type: 'string',
      enum: [...valuesOf(node, tariffs)],
      ...(node.description ? { description: node.description } : {}),
    };
  }) as Json;
}

/**
 * A contract's schema as published and checked: plain JSON, each word of the
 * registry's vocabulary (`municipality`, `propertyClass`) replaced by the
 * values served today, so a municipality added to the registry is in every
 * schema without an edit to any contract. A schema with a part each plug-in
 * shapes (`plugInPart`, e.g. a bill's rate schedule) becomes one variant per
 * municipality (`oneOf`): its `municipality` fixed, that part its tariff's.
 */
export function resolveVocabulary(
  schema: TSchema,
  tariffs: readonly Tariff[] = MUNICIPALITIES,
): Json {
  if (!hasPlugInPart(schema)) return resolveWords(schema, tariffs);
  return { oneOf: tariffs.map((t) => resolveWords(variantFor(schema, t), tariffs)) };
}
