import { randomUUID } from 'node:crypto';
import { type Options, pinoHttp } from 'pino-http';
import type { HttpReply, HttpRequest } from './http';

const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9 ._:@/-]{0,127}$/;

/**
 * Every request gets an id (the caller's `X-Request-Id` when it is sound,
 * else a new one), answered in `X-Request-Id`. It is the causation id of
 * every event the request writes (`request-context.ts`), so a log line and
 * the events it caused are joined by it.
 */
export function requestId(request: HttpRequest, reply: HttpReply, done: () => void): void {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  request.headers['x-request-id'] = id;
  reply.header('X-Request-Id', id);
  done();
}

/**
 * One JSON line per request (pino): method, path, status, time taken, the
 * request id and correlation id (the events' causation and correlation ids)
 * and who asked; never the Authorization header or a body. Written on the
 * Node request and response under Fastify's (`onRequest`), who asked read
 * from the Fastify request once the answer is finished. `destination`:
 * standard output unless given.
 */
export function requestLog(
  destination?: Options['stream'],
): (request: HttpRequest, reply: HttpReply, done: () => void) => void {
  // the requests whose props were asked once already (when each came)
  const asked = new WeakSet<object>();
  const options: Options = {
    genReqId: (req) => String(req.headers['x-request-id']),
    // asked when the request comes and again when its answer is finished (or the client left): the
    // line is written only then, so the props are given only then (given both times, it named each twice)
    customProps: (req) => {
      if (!asked.has(req)) {
        asked.add(req);
        return {};
      }
      return {
        correlationId: req.headers['x-correlation-id'] ?? req.headers['x-request-id'],
        actor: (req as { principal?: { actor: string } }).principal?.actor,
      };
    },
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
  };
  const log = destination ? pinoHttp(options, destination) : pinoHttp(options);
  return (request, reply, done) => {
    // the log's props are read when the answer is finished: who asked is known by then
    Object.defineProperty(request.raw, 'principal', {
      get: () => (request as { principal?: unknown }).principal,
      configurable: true,
    });
    log(request.raw, reply.raw);
    done();
  };
}
