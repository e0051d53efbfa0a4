import type { TSchema } from '@sinclair/typebox';
import { MUNICIPALITIES, MUNICIPALITY_IDS, PROPERTY_CLASSES } from './registry';

type Json = Record<string, unknown>;

function valuesOf(node: Json): readonly string[] {
  switch (node['x-vocabulary']) {
    case 'municipality': {
      const chapter = node['x-chapter'];
      return typeof chapter === 'string'
        ? MUNICIPALITIES.filter((m) => (m.chapters as readonly string[]).includes(chapter)).map(
            (m) => m.municipality,
          )
        : MUNICIPALITY_IDS;
    }
    case 'propertyClass':
      return PROPERTY_CLASSES;
    default:
      throw new Error(`unknown vocabulary ${JSON.stringify(node['x-vocabulary'])}`);
  }
}

/**
 * A contract's schema as published and checked: plain JSON, each word of the
 * registry's vocabulary (`municipality`, `propertyClass`) replaced by the
 * values served today, so a municipality added to the registry is in every
 * schema without an edit to any contract.
 */
export function resolveVocabulary(schema: TSchema): Json {
  return JSON.parse(JSON.stringify(schema), (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || !('x-vocabulary' in value)) return value;
    const node = value as Json;
    return {
      type: 'string',
      enum: [...valuesOf(node)],
      ...(node.description ? { description: node.description } : {}),
    };
  }) as Json;
}
