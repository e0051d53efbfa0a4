import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { ApiKeys, type LedgerModuleOptions } from '@ledger/ledger';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { apiDocument } from './http/api-document';
import { inflateBody } from './http/body-encoding';
import { MAX_BODY } from './http/body-limits';
import { READ_BODIES } from './http/body-parsers';
import { pathOf, type HttpRequest } from './http/http';
import { rejectDeepJson } from './http/json-depth';
import { requestId, requestLog } from './http/request-log';
import { badUrl, originFormOnly } from './http/request-target';
import { securityHeaders } from './http/security-headers';
import { authenticateEarly, DEFAULT_RATE_LIMITS, type RateLimits } from './http/early-auth';

/** Where the built finance console is (apps/ledger-web, built by `npm run build:web`); `LEDGER_WEB_DIR` to use another. */
export const webConsoleDir = (): string =>
  process.env.LEDGER_WEB_DIR ?? join(process.cwd(), 'dist/apps/ledger-web');

/**
 * The API on Fastify (#30: Express cost a search at 64 connections more than
 * its own work did): the request's id and log, the security headers and the
 * key (checked, and the rates held, before any body is read) as `onRequest`
 * hooks; JSON bodies up to MAX_BODY and CSV up to MAX_CSV_BODY; a body of any
 * other type is left unread (the handler's validation refuses what it lacks);
 * the JSON depth and prototype keys checked once the body is parsed; the
 * OpenAPI document at /docs; the finance console's files at /.
 */
export async function createApp(
  options: LedgerModuleOptions & { rateLimits?: Partial<RateLimits> },
  logger: false | undefined = undefined,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: MAX_BODY,
    // Node's own limits, as under Express: a request has 300 s to arrive, an idle connection 5 s
    requestTimeout: 300_000,
    keepAliveTimeout: 5_000,
    // a URL the router cannot decode: the API's own 400, with its headers (request-target.ts)
    frameworkErrors: badUrl,
    // a trailing slash does not matter, as under Express; a path's case does (Express ignored it,
    // and a key scoped to one municipality reached another's routes written in capitals: the
    // scope reads the path as written, the router had matched it in any case)
    // an id may be 128 characters (ID_PATTERN), each of them %-encoded by a client
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true, maxParamLength: 3 * 128 },
    // the body's own keys are checked, with the API's own words, by rejectDeepJson
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(options),
    adapter,
    // the bodies' parsers are the API's own (below)
    { logger: logger === false ? false : ['error', 'warn', 'log'], bodyParser: false },
  );
  const fastify = app.getHttpAdapter().getInstance();
  fastify.decorateRequest('principal', undefined);
  fastify.decorateRequest('path', {
    getter(this: HttpRequest) {
      return pathOf(this.url);
    },
  });
  fastify.addHook('onRequest', requestId);
  fastify.addHook('onRequest', originFormOnly);
  // the request log (pino), written when the answer is finished, by then with who asked; off
  // where Nest's own log is (the tests)
  if (logger !== false && process.env.LEDGER_REQUEST_LOG !== 'off')
    fastify.addHook('onRequest', requestLog());
  fastify.addHook('onRequest', securityHeaders());
  // the key is checked, and the rates held, before any body is read
  if (options.auth !== false) {
    const given = options.rateLimits ?? {};
    const limits: RateLimits = {
      perKey: given.perKey ?? DEFAULT_RATE_LIMITS.perKey,
      perAddress: given.perAddress ?? DEFAULT_RATE_LIMITS.perAddress,
      failedAuth: given.failedAuth ?? DEFAULT_RATE_LIMITS.failedAuth,
    };
    fastify.addHook('onRequest', authenticateEarly(app.get(ApiKeys), limits));
  }
  // the bodies the API reads, read by its own parsers (body-parsers.ts): what is wrong with one is
  // said in the API's words
  fastify.removeAllContentTypeParsers();
  for (const { type, limit, parse } of READ_BODIES)
    fastify.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: limit }, parse);
  // a body of another type is not read: as if none was sent
  fastify.addContentTypeParser(
    '*',
    (_request: unknown, _payload: unknown, done: (error: null) => void) => done(null),
  );
  fastify.addHook('preParsing', inflateBody);
  fastify.addHook('preValidation', rejectDeepJson);
  app.enableShutdownHooks();
  const document = apiDocument(app);
  SwaggerModule.setup('docs', app, document);
  // the finance console, at /: its files, each a route of its own (no lookup on disk under the API's paths)
  const web = webConsoleDir();
  if (existsSync(join(web, 'index.html')))
    await fastify.register(fastifyStatic, { root: web, wildcard: false, decorateReply: false });
  return app;
}

/**
 * Initialised and ready to answer on `getHttpServer()` without `listen`
 * (supertest, or a server listened on by hand): Fastify loads its plugins and
 * routes when it is made ready.
 */
export async function readyApp(app: NestFastifyApplication): Promise<void> {
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
}
