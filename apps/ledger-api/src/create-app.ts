import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { ApiKeys, type LedgerModuleOptions } from '@ledger/ledger';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import serveStatic from 'serve-static';
import { AppModule } from './app.module';
import { apiDocument } from './http/api-document';
import { rejectDeepJson } from './http/json-depth';
import { requestId, requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { authenticateEarly, DEFAULT_RATE_LIMITS, type RateLimits } from './http/early-auth';

/** Request bodies larger than this are refused with 413. */
const MAX_BODY = '256kb';

/** CSV imports may be larger: a roll of 100,000 accounts. */
const MAX_CSV_BODY = '32mb';

/** The API's own paths (its routes, /health, the OpenAPI document at /docs and /docs-json): no console file lives there. */
const API_PATHS = /^\/(?:v1|health|docs)(?:[/-]|$)/;

/** Where the built finance console is (apps/ledger-web, built by `npm run build:web`); `LEDGER_WEB_DIR` to use another. */
export const webConsoleDir = (): string =>
  process.env.LEDGER_WEB_DIR ?? join(process.cwd(), 'dist/apps/ledger-web');

export async function createApp(
  options: LedgerModuleOptions & { rateLimits?: Partial<RateLimits> },
  logger: false | undefined = undefined,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: logger === false ? false : ['error', 'warn', 'log'],
    bodyParser: false,
  });
  app.disable('x-powered-by');
  // no ETag: express hashed every answer's body (SHA-1) for it, and no client of the ledger
  // revalidates (its answers change with every write; #30: 2% of a search at 64 connections)
  app.set('etag', false);
  app.use(requestId);
  // the request log (pino), after the key is known; off where Nest's own log is (the tests)
  if (logger !== false && process.env.LEDGER_REQUEST_LOG !== 'off') app.use(requestLog());
  app.use(securityHeaders());
  // the key is checked, and the rates held, before any body is read
  if (options.auth !== false) {
    const given = options.rateLimits ?? {};
    const limits: RateLimits = {
      perKey: given.perKey ?? DEFAULT_RATE_LIMITS.perKey,
      perAddress: given.perAddress ?? DEFAULT_RATE_LIMITS.perAddress,
      failedAuth: given.failedAuth ?? DEFAULT_RATE_LIMITS.failedAuth,
    };
    app.use(authenticateEarly(app.get(ApiKeys), limits));
  }
  app.useBodyParser('json', { limit: MAX_BODY });
  app.useBodyParser('text', { type: 'text/csv', limit: MAX_CSV_BODY });
  app.use(rejectDeepJson);
  app.enableShutdownHooks();
  const document = apiDocument(app);
  SwaggerModule.setup('docs', app, document);
  // the finance console, at /
  const web = webConsoleDir();
  if (existsSync(join(web, 'index.html'))) {
    const files = serveStatic(web, { index: 'index.html' });
    // the console's files, never looked for under the API's own paths: a GET there would
    // otherwise cost a file lookup on disk before its route (#30: search at 64 connections)
    app.use((req: Request, res: Response, next: NextFunction) =>
      API_PATHS.test(req.path) ? next() : files(req, res, next),
    );
  }
  return app;
}
