import { stringify } from 'csv-stringify/sync';

/** A plain number (an amount, a count): written as it is. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** OWASP CSV injection: a line a spreadsheet would run as a formula. */
const FORMULA = /^[=+\-@\t\r]/;
/** A line break of any kind, kept as it is (a mailing address on two lines stays on two lines). */
const LINE_BREAK = /(\r\n|\r|\n)/;

const guardLine = (line: string) => (!NUMBER.test(line) && FORMULA.test(line) ? `'${line}` : line);

/**
 * A cell as the ledger writes it: every line of it (a cell may hold several:
 * a mailing address, a payment reference) that is not a plain number and
 * that a spreadsheet would take for a formula (`=cmd|' /C calc'!A0`, `+1`,
 * `@SUM`) is neutralised with a leading apostrophe, so a clerk opening a lien
 * statement or a journal in a spreadsheet sees the text, never runs it, even
 * when a tool splits the cell at its line breaks. The apostrophe is shown as
 * text (the README's integrator section says so): it is the mark that the
 * ledger changed the cell.
 */
export function csvCell(value: string): string {
  return value
    .split(LINE_BREAK)
    .map((part, i) => (i % 2 === 1 ? part : guardLine(part)))
    .join('');
}

/**
 * Rows as RFC 4180 CSV text: CRLF between records, and every cell that holds
 * a comma, a double quote, a CR or an LF quoted (csv-stringify by itself
 * quotes only a cell holding the whole record delimiter, CRLF); every cell
 * neutralised first.
 */
export function csvRows(rows: ReadonlyArray<readonly string[]>): string {
  return stringify(
    rows.map((r) => r.map(csvCell)),
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
