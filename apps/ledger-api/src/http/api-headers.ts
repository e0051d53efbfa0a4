import type { OpenAPIObject } from '@nestjs/swagger';

/** The headers the API answers with, each written once under `components.headers`. */
const HEADERS = {
  XRequestId: {
    description:
      "this request's id: the caller's `X-Request-Id` when it is sound, else a new one; the causation id of every event it wrote",
    schema: { type: 'string' },
  },
  IdempotentReplayed: {
    description: 'C8: the same id came again with the same content; nothing was written',
    schema: { type: 'string', enum: ['true'] },
  },
  JobLocation: {
    description: 'the job to follow: `/v1/jobs/{jobId}`',
    schema: { type: 'string', example: '/v1/jobs/8d6c3e0e-7a0b-4bde-9b5e-6c1f1c7e2a11' },
  },
  RetryAfter: {
    description: 'seconds to wait before trying again',
    schema: { type: 'integer', minimum: 0 },
  },
};

/** The request headers every operation takes, and `Prefer` of those that run as jobs. */
const PARAMETERS = {
  XRequestId: {
    name: 'X-Request-Id',
    in: 'header',
    required: false,
    description:
      'an id of this request (recorded as the causation id of what it writes); answered in `X-Request-Id`',
    schema: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9 ._:@/-]{0,127}$' },
  },
  XCorrelationId: {
    name: 'X-Correlation-Id',
    in: 'header',
    required: false,
    description: 'the id of the work this request is part of (recorded as the correlation id)',
    schema: { type: 'string', maxLength: 128 },
  },
  Prefer: {
    name: 'Prefer',
    in: 'header',
    required: false,
    description:
      '`respond-async`: answer 202 at once with the job (`Location`), instead of waiting for the result',
    schema: { type: 'string', enum: ['respond-async'] },
  },
};

type Response = {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: unknown;
};
type Operation = {
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, Response>;
};

const ref = (kind: 'headers' | 'parameters', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

/**
 * What every answer carries and what every operation may answer that its
 * decorators do not say, stated once for all (#26): `X-Request-Id` on every
 * answer; `Retry-After` on 429; 413 for a body over the limit and 415 for a
 * charset or an encoding it does not read, on operations that take one; the request headers `X-Request-Id`, `X-Correlation-Id`, and
 * `Prefer` where the operation answers 202.
 */
export function describeHeaders(document: OpenAPIObject): void {
  document.components = {
    ...document.components,
    headers: { ...document.components?.headers, ...HEADERS },
    parameters: { ...document.components?.parameters, ...(PARAMETERS as object) },
  };
  for (const methods of Object.values(document.paths))
    for (const operation of Object.values(methods) as Operation[]) {
      if (!operation?.responses) continue;
      const { responses } = operation;
      if (operation.requestBody && responses['400'] && !responses['413'])
        responses['413'] = {
          ...responses['400'],
          description:
            'the body is over the limit (256 kB of JSON, 32 MB of CSV; a compressed body as it inflates)',
        };
      if (operation.requestBody && responses['400'] && !responses['415'])
        responses['415'] = {
          ...responses['400'],
          description:
            "the body's charset (JSON: UTF-8 only; CSV: the one its Content-Type declares) or its Content-Encoding (gzip, deflate, br) is not one the API reads",
        };
      if (responses['429'])
        responses['429'] = {
          ...responses['429'],
          headers: { ...responses['429'].headers, 'Retry-After': ref('headers', 'RetryAfter') },
        };
      for (const [status, response] of Object.entries(responses))
        if (!response.$ref)
          responses[status] = {
            ...response,
            headers: { 'X-Request-Id': ref('headers', 'XRequestId'), ...response.headers },
          };
      operation.parameters = [
        ...(operation.parameters ?? []),
        ref('parameters', 'XRequestId'),
        ref('parameters', 'XCorrelationId'),
        ...(responses['202'] ? [ref('parameters', 'Prefer')] : []),
      ];
    }
}
