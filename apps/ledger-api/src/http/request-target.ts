import type { FastifyError } from 'fastify';
import type { HttpReply, HttpRequest } from './http';
import { requestId } from './request-log';
import { securityHeaders } from './security-headers';

const headers = securityHeaders();
const nothing = () => undefined;

/** A 400 in the API's shape, with the headers every answer carries (the hooks have not run). */
function refuse(request: HttpRequest, reply: HttpReply, message: string): HttpReply {
  requestId(request, reply, nothing);
  headers(request, reply, nothing);
  return reply
    .status(400)
    .header('Connection', 'close')
    .send({ statusCode: 400, error: 'Bad Request', message });
}

/**
 * The first hook: a request names its target by path (`/v1/...`), never as a
 * whole URL (`POST http://host/v1/...`, the form a proxy is sent). The
 * router would match a whole URL's path while the key's scope and the early
 * key check read the URL as sent: one form, the one they read, is answered.
 */
export function originFormOnly(request: HttpRequest, reply: HttpReply, done: () => void): void {
  if (request.url.startsWith('/')) return done();
  refuse(request, reply, 'the request target must be a path (/v1/...), not a whole URL');
}

/** A URL the router cannot decode (`/v1/accounts/%E0%A4%A`): the API's 400 (Fastify's `frameworkErrors`). */
export function badUrl(error: FastifyError, request: HttpRequest, reply: HttpReply): void {
  refuse(
    request,
    reply,
    error.code === 'FST_ERR_BAD_URL'
      ? 'the URL is not valid: a %-sequence in it is not UTF-8, or it is not a path'
      : `the request cannot be routed: ${error.message}`,
  );
}
