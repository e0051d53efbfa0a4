import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The URL's path, without its query (decorated on in `create-app.ts`). */
    readonly path: string;
    /** Who the API key names, once it is checked (`early-auth.ts`, `auth.ts`). */
    principal?: Principal;
  }
}

/** A request as the API's hooks, guards and handlers see it (Fastify's). */
export type HttpRequest = FastifyRequest;

/** An answer being made (Fastify's reply). */
export type HttpReply = FastifyReply;

/** The path of a URL: what comes before its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
