import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import { PassThrough, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { HttpReply, HttpRequest } from './http';

const INFLATERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** The bodies the API reads (`create-app.ts`'s parsers). */
const READ = /^\s*(application\/json|text\/csv)\s*(;|$)/i;

/**
 * A body sent compressed (`Content-Encoding: gzip`, `deflate` or `br`) is
 * read uncompressed, as the API always read it; the body limits hold for what
 * it inflates to (a small bomb is refused 413 like a large body), and its
 * `Content-Length` is checked against what was sent. Another encoding: 415.
 * A `preParsing` hook.
 */
export function inflateBody(
  request: HttpRequest,
  _reply: HttpReply,
  payload: Readable,
  done: (error: Error | null, payload?: Readable) => void,
): void {
  const encoding = String(request.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  // only a body the API reads (JSON, CSV) is inflated: another is left unread, as before
  if (encoding === 'identity' || !READ.test(String(request.headers['content-type'] ?? '')))
    return done(null, payload);
  const inflater = INFLATERS[encoding];
  if (!inflater)
    return done(
      new UnsupportedMediaTypeException({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: `the body's Content-Encoding "${encoding}" is not read: send it as gzip, deflate, br or uncompressed`,
      }),
    );
  // what the parser reads: the inflated bytes, with the sent ones counted for the length checks
  const inflated = new PassThrough() as PassThrough & { receivedEncodedLength: number };
  inflated.receivedEncodedLength = 0;
  payload.on('data', (chunk: Buffer) => {
    inflated.receivedEncodedLength += chunk.length;
  });
  payload.on('error', (error) => inflated.destroy(error));
  const inflating = inflater();
  inflating.on('error', () =>
    inflated.destroy(
      new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: `the body is not valid ${encoding}: it does not inflate`,
      }),
    ),
  );
  done(null, payload.pipe(inflating).pipe(inflated));
}
