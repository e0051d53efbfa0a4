import { CsvError, parse } from 'csv-parse/sync';

/** One parsed CSV record with the line it starts on (1-based, the header is line 1). */
export interface CsvRecord {
  readonly line: number;
  readonly fields: Record<string, string>;
}

interface CsvParseResult {
  readonly header: string[];
  readonly records: CsvRecord[];
  readonly errors: Array<{ line: number; message: string }>;
}

/** Bound on a file: rows beyond this are refused, not read. */
export const MAX_CSV_ROWS = 100_000;

/** Excel's first line naming the delimiter (`sep=;`), as bank and spreadsheet exports write it. */
const SEPARATOR_LINE = /^sep=(.)(\r\n|\n|\r)/;

const lineBreaks = (cells: readonly string[]) =>
  cells.reduce((n, c) => n + (c.match(/\r\n|\n|\r/g)?.length ?? 0), 0);

/**
 * A CSV file as banks, water suppliers and assessors send it, read by
 * csv-parse: RFC 4180 quoting, a byte-order mark, CRLF, LF or CR line ends,
 * an Excel `sep=` first line, blank lines skipped. Every record must have as
 * many fields as the header; each problem is named with its line.
 */
export function parseCsv(text: string): CsvParseResult {
  const input = text.replace(/^\uFEFF/, '');
  const separator = SEPARATOR_LINE.exec(input);
  const body = separator ? input.slice(separator[0].length) : input;
  const offset = separator ? 1 : 0;
  let rows: Array<{ record: string[]; info: { lines: number } }>;
  try {
    rows = parse(body, {
      delimiter: separator?.[1] ?? ',',
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // the header and MAX_CSV_ROWS records; one more is read to tell that the file is too long
      to: MAX_CSV_ROWS + 2,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    const message =
      error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field is not closed' : error.message;
    return { header: [], records: [], errors: [{ line: line + offset, message }] };
  }
  const lines = rows.map((r) => ({
    cells: r.record,
    line: r.info.lines - lineBreaks(r.record) + offset,
  }));
  const errors: Array<{ line: number; message: string }> = [];
  if (lines.length > MAX_CSV_ROWS + 1) {
    errors.push({
      line: lines[MAX_CSV_ROWS + 1].line,
      message: `a file holds at most ${MAX_CSV_ROWS} records`,
    });
  }
  const [head, ...records] = lines;
  const header = (head?.cells ?? []).map((h) => h.trim());
  const parsed: CsvRecord[] = [];
  for (const row of records.slice(0, MAX_CSV_ROWS)) {
    if (row.cells.length !== header.length) {
      errors.push({
        line: row.line,
        message: `expected ${header.length} fields (${header.join(',')}), found ${row.cells.length}`,
      });
      continue;
    }
    parsed.push({
      line: row.line,
      fields: Object.fromEntries(header.map((h, k) => [h, row.cells[k].trim()])),
    });
  }
  return { header, records: parsed, errors };
}
