/**
 * #28.11: what a customer document says of a ledger line, in plain words:
 * the rule ids a staff screen cites are left out ("Penalty N4: 0.0150 x ..."
 * reads "Penalty: 0.0150 x ...", "voided (C11): ..." reads "voided: ...",
 * "(rules W3)" and "(N9, C7)" go).
 */
const RULE = '[A-Z]\\d{1,2}';
const RULES = `${RULE}(?:\\s*(?:[/,]|and)\\s*${RULE})*`;
const CITED = new RegExp(`\\s*\\((?:rules? )?${RULES}\\)`, 'g');
const LEADING = new RegExp(`\\b(Penalty|Interest|Charge) ${RULES}:`, 'g');
const PREFIX = new RegExp(`^${RULES}: `);

export function forResidents(text: string): string {
  return text.replace(PREFIX, '').replace(LEADING, '$1:').replace(CITED, '');
}
