import { Transform, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { badRequest, tooLarge, unsupported } from './body-errors';
import { readLimitOf } from './body-parsers';
import type { HttpReply, HttpRequest } from './http';

const INFLATERS = new Map<string, () => Transform>([
  ['gzip', createGunzip],
  ['x-gzip', createGunzip],
  ['deflate', createInflate],
  ['br', createBrotliDecompress],
]);

/** Methods whose body Fastify never reads: left as sent (an inflating nobody reads would fail unheard). */
const NO_BODY = new Set(['GET', 'HEAD', 'TRACE']);

/**
 * A body sent compressed (`Content-Encoding: gzip`, `deflate` or `br`) is
 * read uncompressed, as the API always read it; the body limits hold for what
 * it inflates to (a small bomb is refused 413 like a large body), and its
 * `Content-Length` is checked against what was sent. Another encoding: 415.
 * A `preParsing` hook.
 */
export function inflateBody(
  request: HttpRequest,
  reply: HttpReply,
  payload: Readable,
  done: (error: Error | null, payload?: Readable) => void,
): void {
  const encoding =
    String(request.headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase() || 'identity';
  // only a body the API reads (JSON, CSV) is inflated: another is left unread, as before
  const limit = readLimitOf(request.headers['content-type']);
  if (encoding === 'identity' || NO_BODY.has(request.method) || limit === undefined)
    return done(null, payload);
  const inflater = INFLATERS.get(encoding);
  if (!inflater)
    return done(
      unsupported(
        `the body's Content-Encoding "${encoding}" is not read: send it as gzip, deflate, br or uncompressed`,
      ),
    );
  // what the parser reads: the inflated bytes, with the sent ones counted for the length checks;
  // at the limit everything stops (the parser's own 413 would leave the inflating running)
  let inflatedBytes = 0;
  const inflating = inflater();
  const stopAll = (error?: Error) => {
    payload.unpipe(inflating);
    inflating.destroy();
    inflated.destroy(error);
  };
  const inflated = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      inflatedBytes += chunk.length;
      if (inflatedBytes > limit) return stopAll(tooLarge());
      next(null, chunk);
    },
  }) as Transform & { receivedEncodedLength: number };
  inflated.receivedEncodedLength = 0;
  payload.on('data', (chunk: Buffer) => {
    inflated.receivedEncodedLength += chunk.length;
  });
  payload.on('error', (error) => stopAll(error));
  inflating.on('error', () =>
    stopAll(badRequest(`the body is not valid ${encoding}: it does not inflate`)),
  );
  // the parser listens while it reads; an error after it gave up (its own 413 on a route of a
  // smaller limit, a client gone) must not go unheard, which would end the process
  inflated.on('error', () => undefined);
  // once the answer is sent nobody reads: the inflating stops
  reply.raw.once('close', () => stopAll());
  done(null, payload.pipe(inflating).pipe(inflated));
}
