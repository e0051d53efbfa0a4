import { stringify } from 'csv-stringify/sync';

/** A plain number (an amount, a count): written as it is. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** OWASP CSV injection: a cell a spreadsheet would run as a formula. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * A cell as the ledger writes it: anything else than a plain number that a
 * spreadsheet would take for a formula (`=cmd|' /C calc'!A0`, `+1`, `@SUM`)
 * is neutralised with a leading apostrophe, so a clerk opening a lien
 * statement or a journal in a spreadsheet sees the text, never runs it.
 */
export function csvCell(value: string): string {
  return !NUMBER.test(value) && FORMULA.test(value) ? `'${value}` : value;
}

/** Rows as CSV text (RFC 4180 quoting, CRLF line ends), every cell neutralised. */
export function csvRows(rows: ReadonlyArray<readonly string[]>): string {
  return stringify(
    rows.map((r) => r.map(csvCell)),
    { record_delimiter: 'windows' },
  );
}
