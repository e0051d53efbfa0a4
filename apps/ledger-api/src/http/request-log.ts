import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';

const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9 ._:@/-]{0,127}$/;

/**
 * Every request gets an id (the caller's `X-Request-Id` when it is sound,
 * else a new one), answered in `X-Request-Id`. It is the causation id of
 * every event the request writes (`request-context.ts`), so a log line and
 * the events it caused are joined by it.
 */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  next();
}

/**
 * One JSON line per request (pino): method, path, status, time taken, the
 * request id and correlation id (the events' causation and correlation ids)
 * and who asked; never the Authorization header or a body.
 */
export function requestLog() {
  return pinoHttp({
    genReqId: (req) => String(req.headers['x-request-id']),
    customProps: (req) => ({
      correlationId: req.headers['x-correlation-id'] ?? req.headers['x-request-id'],
      actor: (req as Request & { principal?: { actor: string } }).principal?.actor,
    }),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.replace(/([?&]key=)[^&]*/g, '$1***'),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  });
}
