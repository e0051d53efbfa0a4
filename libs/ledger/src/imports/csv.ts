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

/**
 * RFC 4180 CSV: comma-separated, fields optionally in double quotes (a quote
 * inside doubled), CRLF or LF line ends. Blank lines are skipped. Every
 * record must have as many fields as the header.
 */
export function parseCsv(text: string): CsvParseResult {
  const rows: Array<{ line: number; cells: string[] }> = [];
  const errors: Array<{ line: number; message: string }> = [];
  let line = 1;
  let i = 0;
  const input = text.replace(/^\uFEFF/, '');
  // the header and MAX_CSV_ROWS records; one more row is read to tell that the file is too long
  while (i < input.length && rows.length <= MAX_CSV_ROWS + 1) {
    const startLine = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let atStart = true;
    for (; i < input.length; i++) {
      const c = input[i];
      if (quoted) {
        if (c === '"' && input[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = false;
        else {
          if (c === '\n') line++;
          cell += c;
        }
      } else if (c === '"' && atStart) {
        quoted = true;
        atStart = false;
      } else if (c === ',') {
        cells.push(cell);
        cell = '';
        atStart = true;
      } else if (c === '\n' || c === '\r') {
        if (c === '\r' && input[i + 1] === '\n') i++;
        i++;
        line++;
        break;
      } else {
        cell += c;
        atStart = false;
      }
    }
    if (quoted) errors.push({ line: startLine, message: 'a quoted field is not closed' });
    cells.push(cell);
    if (cells.length === 1 && cells[0].trim() === '') continue;
    rows.push({ line: startLine, cells });
  }
  if (rows.length > MAX_CSV_ROWS + 1)
    errors.push({
      line: rows[MAX_CSV_ROWS + 1].line,
      message: `a file holds at most ${MAX_CSV_ROWS} records`,
    });
  const [head, ...body] = rows;
  const header = (head?.cells ?? []).map((h) => h.trim());
  const records: CsvRecord[] = [];
  for (const row of body.slice(0, MAX_CSV_ROWS)) {
    if (row.cells.length !== header.length) {
      errors.push({
        line: row.line,
        message: `expected ${header.length} fields (${header.join(',')}), found ${row.cells.length}`,
      });
      continue;
    }
    records.push({
      line: row.line,
      fields: Object.fromEntries(header.map((h, k) => [h, row.cells[k].trim()])),
    });
  }
  return { header, records, errors };
}
