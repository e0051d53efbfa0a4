import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The URL's path as the router matched it (`pathOf`, decorated on in `create-app.ts`). */
    readonly path: string;
    /** Who the API key names, once it is checked (`early-auth.ts`, `auth.ts`). */
    principal?: Principal;
  }
}

/** A request as the API's hooks, guards and handlers see it (Fastify's). */
export type HttpRequest = FastifyRequest;

/** An answer being made (Fastify's reply). */
export type HttpReply = FastifyReply;

/**
 * The path of a request's URL as the router matched it: what comes before
 * its query (or a fragment), percent-decoded as the router decodes it
 * (`decodeURI`, `%25` kept). The key's scope and the hooks read this, never
 * the URL as written: `/v1/%6Dunicipalities/northport/...` is a Northport
 * route, and must be checked as one.
 */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path.replace(/%25/g, '%2525'));
  } catch {
    // not a URL the router decodes: it found no route for it either
    return path;
  }
}
