/**
 * What a person types for an amount, as the API's exact string (C1): "25" is
 * "25.00", "1,250.00" is "1250.00", "$25.00" is "25.00". The API still takes
 * only the exact strings; this is the counter's courtesy, not a second rule.
 */
const TYPED = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/;

/** The exact amount string, or null when what was typed is not an amount. */
export function normaliseAmount(typed: string): string | null {
  const m = TYPED.exec(typed.trim());
  if (!m) return null;
  const whole = m[1].replace(/,/g, '').replace(/^0+(?=\d)/, '');
  return `${whole}.${(m[2] ?? '').padEnd(2, '0')}`;
}

/** The sentence shown beside a field whose text is not an amount. */
export const notAnAmount = (typed: string) =>
  `"${typed}" is not an amount of money; type it as 25, 25.00, 1,250.00 or $25.00.`;

/** Whether a field of the API's document is an amount (its pattern asks for two decimals, C1). */
export const isAmountPattern = (pattern: string | undefined) =>
  pattern !== undefined && pattern.includes('\\.[0-9]{2}');
