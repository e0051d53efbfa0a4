import { counted } from './counted';

/**
 * A bill line's stored words as a person reads them, on paper and on screen,
 * whatever words the bill was written with: gallons of 1,000 and more with
 * thousands separators ("72 × 1,000 gallons", "80,000 delivered", Q1's
 * "over the 13,000-gallon allowance of 31,000 metered") and counts of units
 * counted ("2 residential units", not "unit(s)"). Events are never edited:
 * Queensbury bills rendered before 13bf5ed keep "13000-gallon" in their
 * stored text, and print and show as new ones do. Only a count of gallons is
 * separated: an id, a date or a year in the same line ("supplemental bill
 * NP-1002-R-S", "on 2022-12-01") reads as it is.
 */
export const lineInWords = (text: string): string =>
  text
    .replace(GALLONS, (n) => n.replace(/\B(?=(\d{3})+(?!\d))/g, ','))
    .replace(UNITS, (_, n: string, kind: string) => counted(Number(n), `${kind}unit`));

/**
 * A whole number standing alone (no letter, digit, dash, slash or decimal
 * point before it) that counts gallons: "N gallons", "N billable gallons",
 * "N delivered", "N metered", "N-gallon".
 */
const GALLONS =
  /(?<![\w.,/-])\d{4,}(?:(?=-gallon\b)|(?![\w/-]|[.,]\d)(?=\s+(?:billable\s+)?gallons\b|\s+(?:delivered|metered)\b))/g;

/** "2 residential unit(s)", as Q1's lines were written before they counted their units. */
const UNITS = /\b(\d+) ((?:[a-z]+ )?)unit\(s\)/g;
