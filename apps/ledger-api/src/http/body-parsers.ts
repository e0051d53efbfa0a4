import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { HttpRequest } from './http';

type Done = (error: Error | null, body?: unknown) => void;

const unsupported = (message: string) =>
  new UnsupportedMediaTypeException({ statusCode: 415, error: 'Unsupported Media Type', message });
const badRequest = (message: string) =>
  new BadRequestException({ statusCode: 400, error: 'Bad Request', message });

/** The charset a request's Content-Type declares (lower case), or undefined. */
function charsetOf(request: HttpRequest): string | undefined {
  const declared = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(
    String(request.headers['content-type'] ?? ''),
  );
  return declared?.[1].toLowerCase();
}

/**
 * A JSON body, read as Express's body parser read it: UTF-8 (another declared
 * charset is 415), a byte-order mark dropped, an empty body `{}`, and an
 * object or an array only (anything else, or what does not parse, is 400
 * "malformed JSON body").
 */
export function parseJsonBody(request: HttpRequest, bytes: Buffer, done: Done): void {
  const charset = charsetOf(request) ?? 'utf-8';
  if (charset !== 'utf-8' && charset !== 'utf8')
    return done(unsupported(`a JSON body is read as UTF-8, not ${charset}`));
  let text: string;
  try {
    // a byte-order mark is dropped (ignoreBOM: false)
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return done(badRequest('the body is not valid utf-8 text'));
  }
  const start = text.trimStart();
  if (start === '') return done(null, {});
  if (start[0] !== '{' && start[0] !== '[') return done(badRequest('malformed JSON body'));
  try {
    done(null, JSON.parse(text));
  } catch {
    done(badRequest('malformed JSON body'));
  }
}

/**
 * A CSV body as text in the charset its Content-Type declares (UTF-8 when it
 * declares none): a file from a Windows system (`charset=windows-1252`) keeps
 * its accents; a charset this server does not know is 415, bytes that are not
 * text in the declared one 400 (never a name recorded with a replacement
 * character). A byte-order mark is kept for the CSV reader, which drops it.
 */
export function parseCsvBody(request: HttpRequest, bytes: Buffer, done: Done): void {
  const charset = charsetOf(request) ?? 'utf-8';
  try {
    new TextDecoder(charset);
  } catch {
    return done(unsupported(`the body's charset ${charset} is not one this server reads`));
  }
  try {
    done(null, new TextDecoder(charset, { fatal: true, ignoreBOM: true }).decode(bytes));
  } catch {
    done(badRequest(`the body is not valid ${charset} text`));
  }
}
