import { CsvError, parse } from 'csv-parse';
import { Readable } from 'node:stream';

/** One parsed CSV record with the line it starts on (1-based, the header is line 1). */
export interface CsvRecord {
  readonly line: number;
  readonly fields: Record<string, string>;
}

interface CsvProblem {
  readonly line: number;
  readonly message: string;
}

/** What `readCsv` yields, in file order: the header first, then each record or problem. */
type CsvItem =
  { readonly header: string[] } | { readonly record: CsvRecord } | { readonly problem: CsvProblem };

interface CsvParseResult {
  readonly header: string[];
  readonly records: CsvRecord[];
  readonly errors: CsvProblem[];
}

/** Bound on a file: rows beyond this are refused, not read. */
export const MAX_CSV_ROWS = 100_000;

/** How much of the text the parser is given at a time. */
const SLICE = 64 * 1024;

/** Excel's first line naming the delimiter (`sep=;`), as bank and spreadsheet exports write it. */
const SEPARATOR_LINE = /^sep=(.)(\r\n|\n|\r)/;

const lineBreaks = (cells: readonly string[]) =>
  cells.reduce((n, c) => n + (c.match(/\r\n|\n|\r/g)?.length ?? 0), 0);

function* slices(text: string): Generator<string> {
  for (let i = 0; i < text.length; i += SLICE) yield text.slice(i, i + SLICE);
}

/**
 * A CSV file as banks, water suppliers and assessors send it, read by
 * csv-parse's stream API a slice at a time (a record is held only until it
 * is handled): RFC 4180 quoting, a byte-order mark, CRLF, LF or CR line ends,
 * an Excel `sep=` first line, blank lines skipped. Every record must have as
 * many fields as the header; each problem is named with its line.
 */
export async function* readCsv(text: string): AsyncGenerator<CsvItem> {
  const input = text.replace(/^\uFEFF/, '');
  const separator = SEPARATOR_LINE.exec(input);
  const body = separator ? input.slice(separator[0].length) : input;
  const offset = separator ? 1 : 0;
  const parser = Readable.from(slices(body), { objectMode: false }).pipe(
    parse({
      delimiter: separator?.[1] ?? ',',
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }),
  );
  let header: string[] | null = null;
  let records = 0;
  try {
    for await (const row of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const line = row.info.lines - lineBreaks(row.record) + offset;
      if (header === null) {
        header = row.record.map((h) => h.trim());
        yield { header };
        continue;
      }
      if (++records > MAX_CSV_ROWS) {
        yield { problem: { line, message: `a file holds at most ${MAX_CSV_ROWS} records` } };
        parser.destroy();
        return;
      }
      if (row.record.length !== header.length) {
        yield {
          problem: {
            line,
            message: `expected ${header.length} fields (${header.join(',')}), found ${row.record.length}`,
          },
        };
        continue;
      }
      const cells = row.record;
      yield {
        record: { line, fields: Object.fromEntries(header.map((h, k) => [h, cells[k].trim()])) },
      };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    const message =
      error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field is not closed' : error.message;
    yield { problem: { line: line + offset, message } };
  }
  if (header === null) yield { header: [] };
}

/** The whole file at once (`readCsv` collected): its header, records and problems. */
export async function parseCsv(text: string): Promise<CsvParseResult> {
  let header: string[] = [];
  const records: CsvRecord[] = [];
  const errors: CsvProblem[] = [];
  for await (const item of readCsv(text))
    if ('header' in item) header = item.header;
    else if ('record' in item) records.push(item.record);
    else errors.push(item.problem);
  return { header, records, errors };
}
