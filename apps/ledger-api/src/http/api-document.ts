import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { answerSchemas } from './answers';
import { describeHeaders } from './api-headers';

/**
 * Error answers that are the same on every operation (a status, its
 * description, the one ErrorAnswer schema) written once under
 * `components.responses` and referred to.
 */
function shareErrorAnswers(document: OpenAPIObject): void {
  const shared: Record<string, unknown> = {};
  for (const methods of Object.values(document.paths))
    for (const operation of Object.values(methods) as Array<{
      responses?: Record<string, unknown>;
    }>) {
      const responses = operation?.responses;
      if (!responses) continue;
      for (const [status, response] of Object.entries(responses)) {
        if (!/^[45]\d\d$/.test(status)) continue;
        const name = `Error${status}`;
        shared[name] ??= response;
        if (JSON.stringify(shared[name]) === JSON.stringify(response))
          responses[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  document.components = {
    ...document.components,
    responses: { ...document.components?.responses, ...(shared as object) },
  };
}

/**
 * The request bodies' schemas say what the validation pipe does with a field
 * they do not name (whitelist, forbidNonWhitelisted: 400): `additionalProperties:
 * false`, on each body schema and every schema it refers to.
 */
function closeRequestSchemas(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Record<string, unknown>>;
  const closed = new Set<string>();
  const close = (schema: unknown): void => {
    if (schema === null || typeof schema !== 'object') return;
    const node = schema as Record<string, unknown>;
    const ref = typeof node.$ref === 'string' ? node.$ref.split('/').pop()! : null;
    if (ref !== null) {
      if (closed.has(ref) || !schemas[ref]) return;
      closed.add(ref);
      return close(schemas[ref]);
    }
    if (node.type === 'object' && node.properties && node.additionalProperties === undefined)
      node.additionalProperties = false;
    Object.values(node).forEach(close);
  };
  for (const methods of Object.values(document.paths))
    for (const operation of Object.values(methods) as Array<{ requestBody?: unknown }>)
      close(operation?.requestBody);
}

/** The OpenAPI document of the application's routes (served at /docs-json; the console's types come from it). */
export function apiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Sewer-rent ledger')
      .setDescription(
        'Event-sourced ledger of New York sewer rents (General Municipal Law art. 14-F) for the municipalities at /v1/municipalities (the Village of Northport, the City of Watervliet, the Town of Queensbury). Amounts are strings with two decimals; dates YYYY-MM-DD; rule ids (C common, N Northport, W Watervliet, Q Queensbury) refer to DOMAIN.md. Every answer is published with its schema; every event type with its own at /v1/event-schemas.',
      )
      .setVersion('1')
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'slk_ API key (opaque, not a JWT)',
          description:
            'An API key from `npm run ledger -- keys create`: `Authorization: Bearer slk_...`',
        },
        'bearer',
      )
      .addApiKey(
        {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description: 'The same API key, in `X-Api-Key` instead',
        },
        'apiKey',
      )
      .build(),
  );
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...answerSchemas() },
  };
  closeRequestSchemas(document);
  describeHeaders(document);
  shareErrorAnswers(document);
  return document;
}
