import { applyDecorators } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  getSchemaPath,
} from '@nestjs/swagger';

/** The one shape of every error answer (`error-filter.ts`, `validation.ts`). */
class ErrorAnswer {
  @ApiProperty({ example: 422 })
  statusCode: number;

  @ApiProperty({ example: 'Unprocessable Entity' })
  error: string;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'a bill dated 2026-02-15 is after January 27 (N1)',
  })
  message: string | string[];

  @ApiPropertyOptional({
    example: 'N1',
    description: 'the rule id of DOMAIN.md (libs/domain/RULES.md) the request breaks',
  })
  rule?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { amount: ['amount must be a positive amount with two decimals'] },
    description: 'at most 20 fields, each with its messages',
  })
  fields?: Record<string, string[]>;

  @ApiPropertyOptional({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        line: { type: 'integer', description: 'the line of the file (1 is the header)' },
        field: { type: 'string' },
        message: { type: 'string' },
      },
      required: ['line', 'message'],
    },
    description:
      "a CSV import's 422: every bad line, with the field and why (the answer also carries the import's kind, sha256, records, applied and unchanged)",
  })
  errors?: Array<{ line: number; field?: string; message: string }>;
}

const WHY: ReadonlyArray<readonly [number, string]> = [
  [400, 'malformed input, each field named'],
  [401, 'no valid API key'],
  [403, "the key's role or municipalities may not do this"],
  [404, 'no such account, bill, payment, application, statement or job'],
  [409, 'an id used again with different content (C8), or a decision already made'],
  [422, 'a well-formed request the rules refuse, with the rule id'],
  [429, 'too many requests (`Retry-After` says in how many seconds to try again)'],
  [410, "the record's history was deleted from the event store by an operator"],
  [
    503,
    'the event store did not answer (a leader change, a node away): the request may or may not have been written and sending it again after `Retry-After` seconds is safe (C8); or a read model the answer needs has stopped on an event (named in the message; see /health)',
  ],
  [507, 'the store is full: nothing was written'],
];

/** A 503 with its `Retry-After` (the live stream beyond its cap, a store that does not answer). */
export const ServiceUnavailableAnswer = (description: string) =>
  applyDecorators(
    ApiExtraModels(ErrorAnswer),
    ApiResponse({
      status: 503,
      description,
      headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
      content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorAnswer) } } },
    }),
  );

/** Every operation's error answers, published in the OpenAPI document with their one schema. */
export const ErrorAnswers = () =>
  applyDecorators(
    ApiExtraModels(ErrorAnswer),
    ...WHY.map(([status, description]) =>
      ApiResponse({
        status,
        description,
        ...(status === 503
          ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } }
          : {}),
        content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorAnswer) } } },
      }),
    ),
  );
