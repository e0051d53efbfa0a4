import iconv from 'iconv-lite';
import { visit } from 'jsonc-parser';
import { badRequest, unsupported } from './body-errors';
import { MAX_BODY, MAX_CSV_BODY } from './body-limits';
import { jsonShapeProblem } from './json-depth';
import type { HttpRequest } from './http';

type Done = (error: Error | null, body?: unknown) => void;

/** The charset a request's Content-Type declares (lower case), or undefined. */
function charsetOf(request: HttpRequest): string | undefined {
  const declared = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(
    String(request.headers['content-type'] ?? ''),
  );
  return declared?.[1].toLowerCase();
}

/**
 * The first name an object of a JSON text gives twice, with where (`owner.name`,
 * `lines[2].amount`); null when none. JSON.parse keeps the last silently, so
 * a payment of `"amount": "1.00", "amount": "100.00"` would be recorded at
 * the figure a proxy or a log that kept the first did not show.
 */
function repeatedName(text: string): string | null {
  const names: Array<Set<string>> = [];
  let repeated: string | null = null;
  visit(text, {
    onObjectBegin: () => void names.push(new Set()),
    onObjectEnd: () => void names.pop(),
    onObjectProperty: (name, _offset, _length, _line, _column, pathOf) => {
      const seen = names[names.length - 1];
      if (seen.has(name) && repeated === null)
        repeated = [...pathOf(), name]
          .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`))
          .join('');
      seen.add(name);
    },
  });
  return repeated;
}

/**
 * A JSON body, read as Express's body parser read it: UTF-8 (another declared
 * charset is 415), a byte-order mark dropped, an empty body `{}` (blanks
 * alone are not empty), and an object or an array only (anything else, or what does not parse, is 400
 * "malformed JSON body"). A name given twice in one object is 400 too: which
 * of the two is meant is not the ledger's to guess.
 */
function parseJsonBody(request: HttpRequest, bytes: Buffer, done: Done): void {
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
  if (text === '') return done(null, {});
  const start = text.trimStart();
  if (start[0] !== '{' && start[0] !== '[') return done(badRequest('malformed JSON body'));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return done(badRequest('malformed JSON body'));
  }
  // a body too deep (or with a prototype key) is refused by rejectDeepJson in its words; the scan of
  // names, which recurses, reads only a body of bounded depth (a deep one exhausted the stack: a crash)
  const repeated =
    body !== null && typeof body === 'object' && !jsonShapeProblem(body)
      ? repeatedName(text)
      : null;
  if (repeated !== null)
    return done(
      badRequest(`the body gives ${repeated} twice: give each field once`, {
        [repeated]: ['given twice: give it once'],
      }),
    );
  done(null, body);
}

/**
 * A CSV body as text in the charset its Content-Type declares (UTF-8 when it
 * declares none): a file from a Windows system (`charset=windows-1252`) keeps
 * its accents and its curly quotes; a charset this server does not know is
 * 415, bytes that are not UTF-8 in a body said to be UTF-8 are 400 (never a
 * name recorded with a replacement character). A byte-order mark is kept for
 * the CSV reader, which drops it.
 */
function parseCsvBody(request: HttpRequest, bytes: Buffer, done: Done): void {
  const charset = charsetOf(request) ?? 'utf-8';
  if (charset === 'utf-8' || charset === 'utf8') {
    try {
      return done(null, new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes));
    } catch {
      return done(badRequest('the body is not valid utf-8 text'));
    }
  }
  // another charset through iconv-lite: Node 20's TextDecoder reads windows-1252's 0x80-0x9F
  // (’ – €) as control characters
  if (!iconv.encodingExists(charset))
    return done(unsupported(`the body's charset ${charset} is not one this server reads`));
  done(null, iconv.decode(bytes, charset, { stripBOM: false }));
}

/** The bodies the API reads, each with its parser and its limit: create-app registers each, body-encoding inflates only these. */
export const READ_BODIES: ReadonlyArray<{
  readonly type: string;
  readonly limit: number;
  readonly parse: (request: HttpRequest, bytes: Buffer, done: Done) => void;
}> = [
  { type: 'application/json', limit: MAX_BODY, parse: parseJsonBody },
  { type: 'text/csv', limit: MAX_CSV_BODY, parse: parseCsvBody },
];

/** The limit of a body of this Content-Type, or undefined when the API leaves such a body unread. */
export function readLimitOf(contentType: string | undefined): number | undefined {
  const type = String(contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  return READ_BODIES.find((b) => b.type === type)?.limit;
}
