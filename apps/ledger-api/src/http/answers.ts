import { applyDecorators } from '@nestjs/common';
import { ApiProduces, ApiResponse } from '@nestjs/swagger';
import { resolveVocabulary } from '@ledger/domain';
import type { TSchema } from '@sinclair/typebox';

type Json = Record<string, unknown>;

/** A TypeBox schema as OpenAPI 3.0 writes it: `nullable` for a union with null (and null in its enum), `enum` for a `const`. */
function openApiSchema(schema: TSchema): Json {
  return JSON.parse(JSON.stringify(resolveVocabulary(schema)), (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const node = { ...(value as Json) };
    if ('const' in node) {
      node.enum = [node.const];
      delete node.const;
    }
    const variants = (node.anyOf ?? node.oneOf) as Json[] | undefined;
    if (variants?.some((v) => v.type === 'null')) {
      const others = variants.filter((v) => v.type !== 'null');
      delete node.anyOf;
      delete node.oneOf;
      if (node.type === 'null') delete node.type;
      if (others.length !== 1) return { ...node, anyOf: others, nullable: true };
      const only: Json = { ...others[0], ...node, nullable: true };
      // OpenAPI 3.0: an enum that may be null lists null among its values
      return Array.isArray(only.enum)
        ? { ...only, enum: [...(only.enum as unknown[]), null] }
        : only;
    }
    return node;
  }) as Json;
}

/**
 * An operation's success answer, with its schema (TypeBox, the same one the
 * view's type comes from): 200, or for a command 201 when it wrote something
 * and 200 when it was a repeat (C8).
 */
export const Answers = (schema: TSchema, kind: 'query' | 'command' = 'query') => {
  const content = openApiSchema(schema);
  return kind === 'command'
    ? applyDecorators(
        ApiResponse({ status: 201, description: 'written', schema: content }),
        ApiResponse({
          status: 200,
          description: 'an idempotent repeat: what was written then (C8)',
          schema: content,
        }),
      )
    : ApiResponse({ status: 200, description: 'the answer', schema: content });
};

/** A download (a PDF, or a CSV report): the body is the file. */
export const AnswersFile = (mediaType: 'application/pdf' | 'text/event-stream') =>
  applyDecorators(
    ApiProduces(mediaType),
    ApiResponse({
      status: 200,
      description: `the file (${mediaType})`,
      content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
    }),
  );
