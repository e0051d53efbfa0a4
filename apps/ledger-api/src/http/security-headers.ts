import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { HttpReply, HttpRequest } from './http';

/**
 * Security headers (helmet): `nosniff`, no framing, no referrer, HSTS, and a
 * strict Content-Security-Policy for the console, which keeps its key in
 * `sessionStorage`: its own scripts and styles only, no inline script, no
 * other origin. Swagger UI at `/docs` needs inline script and style, so it
 * gets the same headers with a CSP that allows them there only.
 */
export function securityHeaders(): (
  request: HttpRequest,
  reply: HttpReply,
  done: () => void,
) => void {
  const strict = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const docs = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const strictHeaders = headersSetBy(strict);
  const docsHeaders = headersSetBy(docs);
  return (request, reply, done) => {
    // the URL as sent: this hook also answers a URL the router could not read (request-target.ts)
    for (const [name, value] of request.url.startsWith('/docs') ? docsHeaders : strictHeaders)
      if (value === null) reply.removeHeader(name);
      else reply.header(name, value);
    done();
  };
}

/**
 * The headers a helmet middleware sets (a value) and removes (null), in its
 * order: its options are fixed, so they are the same for every request, and
 * each request is given them at once instead of through its twelve
 * middlewares in turn (#30: a search at 64 connections).
 */
function headersSetBy(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Array<[string, string | null]> {
  const headers: Array<[string, string | null]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: (name: string) => headers.push([name, null]),
  };
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  if (!done) throw new Error('a security-header middleware did not finish at once');
  return headers;
}
