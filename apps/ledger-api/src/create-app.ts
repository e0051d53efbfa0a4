import 'reflect-metadata';
import { BadRequestException } from '@nestjs/common';
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
import { pathOf, type HttpRequest } from './http/http';
import { rejectDeepJson } from './http/json-depth';
import { requestId, requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { authenticateEarly, DEFAULT_RATE_LIMITS, type RateLimits } from './http/early-auth';

/** Request bodies larger than this are refused with 413. */
const MAX_BODY = 256 * 1024;

/** CSV imports may be larger: a roll of 100,000 accounts. */
const MAX_CSV_BODY = 32 * 1024 * 1024;

/** Where the built finance console is (apps/ledger-web, built by `npm run build:web`); `LEDGER_WEB_DIR` to use another. */
export const webConsoleDir = (): string =>
  process.env.LEDGER_WEB_DIR ?? join(process.cwd(), 'dist/apps/ledger-web');

/** A JSON body: 400 in the API's words when it is empty or malformed. */
function parseJsonBody(
  _request: unknown,
  body: string | Buffer,
  done: (error: Error | null, body?: unknown) => void,
): void {
  const text = String(body);
  if (text.trim() === '')
    return done(badRequest('the body is empty, and its Content-Type says JSON'));
  try {
    done(null, JSON.parse(text));
  } catch {
    done(badRequest('malformed JSON body'));
  }
}

const badRequest = (message: string) =>
  new BadRequestException({ statusCode: 400, error: 'Bad Request', message });

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
    // a trailing slash does not matter, as under Express; a path's case does (Express ignored it,
    // and a key scoped to one municipality reached another's routes written in capitals: the
    // scope reads the path as written, the router had matched it in any case)
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
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
  // the request log (pino), after the key is known; off where Nest's own log is (the tests)
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
  // JSON read here, so that what is wrong with a body is said in the API's words
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  fastify.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: MAX_CSV_BODY },
    (_request: unknown, body: string | Buffer, done: (error: null, body: string) => void) =>
      done(null, String(body)),
  );
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
