/**
 * #28.11: what the console says in front of a clerk, from what the API says
 * to an integrator: no rule ids ("C8: the caller's id"), no request paths
 * ("see GET /v1/municipalities"), no field names ("Give this or
 * creditAmount"), no issue numbers; a refusal as a sentence.
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

/** A field's help text as a clerk reads it (empty when nothing is left of it). */
export function helpForClerks(description: string): string {
  const text = description
    .replace(new RegExp(String.raw`^${RULES}:\s*`), '')
    .replace(new RegExp(String.raw`([;.(]\s*)${RULES}:\s*`, 'g'), '$1')
    .replace(new RegExp(String.raw`\s*\((?:rules? )?(?:#\d+: )?${RULES}\)`, 'g'), '')
    .replace(/\s*\(#\d+(?::\s*([^)]*))?\)/g, (_, words?: string) => (words ? ` (${words})` : ''))
    .replace(/[;,]?\s*see (?:GET|POST) \/\S+/g, '')
    .replace(/\s*\((?:\d{3}, )?rule \w+\)/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g, spaced)
    .trim();
  return text ? capitalised(text) : '';
}

/** A refusal as one sentence: "N11: bill B-1 has no unpaid penalties" reads "Bill B-1 has no unpaid penalties." */
export function refusalForClerks(message: string): string {
  const text = message
    .replace(new RegExp(String.raw`^${RULES}:\s*`), '')
    .replace(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g, spaced)
    .trim();
  if (!text) return text;
  return capitalised(/[.!?)]$/.test(text) ? text : `${text}.`);
}
