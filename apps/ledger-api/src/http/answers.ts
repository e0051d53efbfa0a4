import { applyDecorators } from '@nestjs/common';
import { ApiProduces, ApiResponse } from '@nestjs/swagger';
import { resolveVocabulary } from '@ledger/domain';
import * as ledger from '@ledger/ledger';
import type { JsonText } from '@ledger/ledger';
import type { Static, TSchema } from '@sinclair/typebox';

type Json = Record<string, unknown>;

/**
 * The answers' names in the document (`components.schemas`): every schema
 * `@ledger/ledger` exports as `...Answer` under its own name, and any other
 * by its `title`. A named answer is written once and referred to, so
 * integrators' generated clients get one named type per answer.
 */
const NAMES = new Map<unknown, string>(
  Object.entries(ledger)
    .filter(([name, value]) => name.endsWith('Answer') && typeof value === 'object')
    .map(([name, value]) => [value, name]),
);
const NAMED = new Map<string, Json>();

/** The named answers, for the document's `components.schemas`. */
export const answerSchemas = (): Readonly<Record<string, Json>> => Object.fromEntries(NAMED);

/** A schema as the document refers to it: by name when it has one, else written out. */
function published(schema: TSchema): Json {
  const name = NAMES.get(schema) ?? (schema.title as string | undefined);
  if (!name) return openApiSchema(schema);
  if (!NAMED.has(name)) NAMED.set(name, openApiSchema(schema));
  return { $ref: `#/components/schemas/${name}` };
}

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

/** T as a reader may hold it: arrays and fields may be readonly. */
export type Readable<T> = T extends readonly (infer U)[]
  ? readonly Readable<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Readable<T[K]> }
    : T;
/** A route handler that answers T (at once or as a promise), as a value or as its JSON text (sent as application/json). */
type Answering<T> = (
  ...args: never[]
) => Readable<T> | JsonText<Readable<T>> | Promise<Readable<T> | JsonText<Readable<T>>>;

/** What else an operation may answer: 202 and its job (`Prefer: respond-async`), or a CSV file (`format=csv`). */
interface Also<J extends TSchema> {
  readonly job?: J;
  readonly csv?: true;
}

/**
 * An operation's success answer, with its schema (TypeBox, the same one the
 * view's type comes from): 200, or for a command 201 when it wrote something
 * and 200 when it was a repeat (C8), or `created` for one that always
 * writes (201); for a long operation also 202 and its job. The decorator only fits a method that returns what the schema says, so
 * the published answer and the code cannot drift apart without `tsc` failing.
 */
export function Answers<S extends TSchema, J extends TSchema = never, C extends boolean = false>(
  schema: S,
  kind: 'query' | 'command' | 'created' = 'query',
  also: Also<J> & { readonly csv?: C } = {},
) {
  const content = {
    'application/json': { schema: published(schema) },
    ...(also.csv ? { 'text/csv': { schema: { type: 'string' } } } : {}),
  };
  const decorate = applyDecorators(
    ...(kind === 'command'
      ? [
          ApiResponse({ status: 201, description: 'written', content }),
          ApiResponse({
            status: 200,
            description: 'an idempotent repeat: what was written then (C8)',
            headers: { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } },
            content,
          }),
        ]
      : kind === 'created'
        ? [ApiResponse({ status: 201, description: 'written', content })]
        : [ApiResponse({ status: 200, description: 'the answer', content })]),
    ...(also.job
      ? [
          ApiResponse({
            status: 202,
            description: 'with `Prefer: respond-async`: the job, at once (`Location` names it)',
            headers: { Location: { $ref: '#/components/headers/JobLocation' } },
            schema: published(also.job),
          }),
        ]
      : []),
  );
  return <F extends Answering<Static<S> | Static<J> | (C extends true ? string : never)>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    decorate(target, key, descriptor);
  };
}

/** A download (a PDF, or a CSV report): the body is the file. */
export const AnswersFile = (
  mediaType: 'application/pdf' | 'text/event-stream',
  ...others: ReadonlyArray<'text/csv'>
) =>
  applyDecorators(
    ApiProduces(mediaType, ...others),
    ApiResponse({
      status: 200,
      description: `the file (${[mediaType, ...others].join(' or ')})`,
      content: Object.fromEntries(
        [mediaType, ...others].map((type) => [
          type,
          { schema: { type: 'string', format: 'binary' } },
        ]),
      ),
    }),
  );
