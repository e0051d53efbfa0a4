import type { INestApplication } from '@nestjs/common';
import Ajv, { type ValidateFunction } from 'ajv';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

type Schema = Record<string, unknown>;
export type Document = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
  components?: { schemas?: Record<string, Schema> };
};

const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
const validators = new Map<string, ValidateFunction | null>();

/** The published JSON schema of an answer (path in OpenAPI form, `{accountId}`), compiled once. */
function validatorOf(document: Document, path: string, method: string, status: number) {
  const key = `${method} ${path} ${status}`;
  if (!validators.has(key)) {
    const schema =
      document.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']
        ?.schema;
    validators.set(
      key,
      schema ? ajv.compile({ ...schema, components: document.components ?? {} }) : null,
    );
  }
  return validators.get(key)!;
}

/**
 * What is wrong with an answer against the schema published for its route
 * (OpenAPI form, `{accountId}`) and status: null when it matches.
 */
export function answerErrors(
  document: Document,
  path: string,
  method: string,
  status: number,
  body: unknown,
): string | null {
  const validate = validatorOf(document, path, method, status);
  if (!validate) return `no schema is published for ${method} ${path} ${status}`;
  return validate(body) ? null : ajv.errorsText(validate.errors);
}

/**
 * Checks every JSON answer the test ledger gives against the schema the
 * OpenAPI document publishes for its route and status: what the API answers
 * and what it promises integrators cannot drift apart while any e2e test
 * exercises the route. Violations are kept and reported when the ledger closes.
 */
export function checkAnswers(app: INestApplication, violations: string[]) {
  let document: Document | null = null;
  const fastify = (app as NestFastifyApplication).getHttpAdapter().getInstance();
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    const type = String(reply.getHeader('content-type') ?? '');
    if (
      document &&
      route &&
      typeof payload === 'string' &&
      type.startsWith('application/json') &&
      reply.statusCode >= 200 &&
      reply.statusCode < 300
    ) {
      const path = route.replace(/:(\w+)/g, '{$1}');
      const method = request.method.toLowerCase();
      // routes the document does not describe (the document itself) are not checked
      const wrong = validatorOf(document, path, method, reply.statusCode)
        ? answerErrors(document, path, method, reply.statusCode, JSON.parse(payload))
        : null;
      if (wrong) violations.push(`${request.method} ${request.url} ${reply.statusCode}: ${wrong}`);
    }
    done(null, payload);
  });
  return {
    /** Reads the document the app serves (once it is initialised). */
    load(published: Document) {
      document = published;
    },
  };
}
