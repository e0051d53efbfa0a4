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

/** A refusal as one sentence: "N11: bill B-1 has no unpaid penalties" reads "Bill B-1 has no unpaid penalties." */
export function refusalForClerks(message: string): string {
  const text = message
    .replace(new RegExp(String.raw`^${RULES}:\s*`), '')
    .replace(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g, spaced)
    .trim();
  if (!text) return text;
  return capitalised(/[.!?)]$/.test(text) ? text : `${text}.`);
}
