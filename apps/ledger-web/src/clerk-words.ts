/**
 * #28.11: a refusal the API sends, as a clerk reads it: no rule id in front,
 * no field names, a sentence. (A field's help is the console's own words,
 * field-help.ts, never the API's description.)
 */
const RULE = String.raw`(?:[CNWQ]\d{1,2}|§ ?[\d-]+(?: [A-Z])?)`;
const RULES = String.raw`${RULE}(?:\s*[/,]\s*${RULE})*`;

/** `adjustedBillableGallons` as "adjusted billable gallons". */
export const spaced = (name: string): string =>
  name
    .replace(/\./g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/([0-9])([A-Za-z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A date the API writes as 2026-05-01 as every other date on the screen reads: 05/01/2026. */
const usDatesIn = (text: string): string =>
  text.replace(/(?<![\w-])(\d{4})-(\d{2})-(\d{2})(?![\w-])/g, '$2/$3/$1');

/**
 * A refusal as one sentence: "N11: bill B-1 has no unpaid penalties" reads
 * "Bill B-1 has no unpaid penalties."; "not-found: account X not found"
 * reads "Account X not found."; a rule in brackets is left out; its dates
 * read MM/DD/YYYY.
 */
export function refusalForClerks(message: string): string {
  const text = usDatesIn(
    message
      .replace(new RegExp(String.raw`^(?:${RULES}|not-found):\s*`), '')
      // a rule cited in brackets inside the sentence ("... is refused (C10)") is the integrator's
      .replace(new RegExp(String.raw`\s*\(${RULES}\)`, 'g'), '')
      .replace(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g, spaced),
  ).trim();
  if (!text) return text;
  return capitalised(/[.!?]$/.test(text) ? text : `${text}.`);
}
