import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { Transform, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { HttpReply, HttpRequest } from './http';
import { MAX_BODY, MAX_CSV_BODY } from './body-limits';

const INFLATERS = new Map<string, () => Transform>([
  ['gzip', createGunzip],
  ['x-gzip', createGunzip],
  ['deflate', createInflate],
  ['br', createBrotliDecompress],
]);

/** Methods whose body Fastify never reads: left as sent (an inflating nobody reads would fail unheard). */
const NO_BODY = new Set(['GET', 'HEAD', 'TRACE']);

/** The bodies the API reads (`create-app.ts`'s parsers), and its CSV ones. */
const READ = /^\s*(application\/json|text\/csv)\s*(;|$)/i;
const CSV = /^\s*text\/csv\s*(;|$)/i;

const tooLarge = () =>
  new PayloadTooLargeException({
    statusCode: 413,
    error: 'Payload Too Large',
    message: 'request body too large',
  });

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
  if (
    encoding === 'identity' ||
    NO_BODY.has(request.method) ||
    !READ.test(String(request.headers['content-type'] ?? ''))
  )
    return done(null, payload);
  const inflater = INFLATERS.get(encoding);
  if (!inflater)
    return done(
      new UnsupportedMediaTypeException({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: `the body's Content-Encoding "${encoding}" is not read: send it as gzip, deflate, br or uncompressed`,
      }),
    );
  // what the parser reads: the inflated bytes, with the sent ones counted for the length checks;
  // at the limit everything stops (the parser's own 413 would leave the inflating running)
  const limit = CSV.test(String(request.headers['content-type'])) ? MAX_CSV_BODY : MAX_BODY;
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
    stopAll(
      new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: `the body is not valid ${encoding}: it does not inflate`,
      }),
    ),
  );
  // the parser listens while it reads; an error after it gave up (its own 413 on a route of a
  // smaller limit, a client gone) must not go unheard, which would end the process
  inflated.on('error', () => undefined);
  // once the answer is sent nobody reads: the inflating stops
  reply.raw.once('close', () => stopAll());
  done(null, payload.pipe(inflating).pipe(inflated));
}
