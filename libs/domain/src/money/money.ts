import DecimalJs from 'decimal.js';

/**
 * C1 Money: a private decimal constructor (never `Decimal.set`, which would
 * change every other user of decimal.js in the process). Half-up rounding is
 * the municipal convention: 3.456 -> 3.46.
 */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;

/** An amount as it crosses a boundary: a string with exactly two decimals. */
export type Amount = string;
/** A rate as it crosses a boundary, e.g. "3.2000" per 1,000 gallons or "0.015". */
export type Rate = string;

const AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})\.\d{2}$/;
const RATE_PATTERN = /^(0|[1-9]\d{0,5})(\.\d{1,8})?$/;

export const ZERO = new Decimal(0);

/** C10: the largest amount any input, or any charge booked, may carry. */
export const MAX_AMOUNT = new Decimal('9999999999.99');
/** C10: a rate is at most 10,000 per unit, with at most 4 decimals. */
export const MAX_RATE = new Decimal('10000');

/** C10: an amount string (C1) no larger than MAX_AMOUNT. */
export function isPlausibleAmount(value: unknown): value is Amount {
  return (
    typeof value === 'string' && AMOUNT_PATTERN.test(value) && new Decimal(value).lte(MAX_AMOUNT)
  );
}

/** C10: a rate string of at most 4 decimals, no larger than MAX_RATE. */
export function isPlausibleRate(value: unknown): value is Rate {
  return (
    typeof value === 'string' &&
    RATE_PATTERN.test(value) &&
    !/\.\d{5,}$/.test(value) &&
    new Decimal(value).lte(MAX_RATE)
  );
}

/** Parse an amount string (C1). Throws on anything that is not `d+.dd`. */
export function parseAmount(value: string): Decimal {
  if (!AMOUNT_PATTERN.test(value)) {
    throw new Error(`not an amount with two decimals: ${JSON.stringify(value)}`);
  }
  return new Decimal(value);
}

/** An amount of an answer that may be negative (a payoff in credit, a reversal not yet booked): `-` and two decimals. */
export function parseSignedAmount(value: string): Decimal {
  return value.startsWith('-') ? parseAmount(value.slice(1)).negated() : parseAmount(value);
}

export function parseRate(value: string): Decimal {
  if (!RATE_PATTERN.test(value)) {
    throw new Error(`not a rate: ${JSON.stringify(value)}`);
  }
  return new Decimal(value);
}

/**
 * C1: round a computed charge to cents, half-up. Call this once, when a
 * charge is booked; the event stores the rounded value.
 */
export function roundToCents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Format a decimal that is already in cents as an amount string ("230.40"). */
export function formatAmount(value: Decimal): Amount {
  // a finite value is in cents when it has at most two decimal places: told without rounding a copy (#30: the read side formats every balance)
  if (value.isFinite() ? value.decimalPlaces() > 2 : !value.equals(value.toDecimalPlaces(2))) {
    throw new Error(
      `amount ${value.toString()} has more than two decimals: round it when it is booked (C1)`,
    );
  }
  // #30: the value is already in cents, so its plain digits are exact: padded to two decimals without
  // Decimal#toFixed's rounded copy (a fifth of the read side's fund facts); exponent notation (beyond
  // 1e21) and a value not finite are left to toFixed
  const text = value.toString();
  if (!value.isFinite() || text.includes('e')) return value.toFixed(2);
  const dot = text.indexOf('.');
  if (dot < 0) return `${text}.00`;
  return text.length - dot === 2 ? `${text}0` : text;
}

/**
 * Money in words for a person, from the ledger's exact strings (never
 * floats): a dollar sign, thousands separators and two decimals ("230.40"
 * is "$230.40", "-1234567.5" is "-$1,234,567.50"). Refusals, printed
 * documents and the console say amounts this way.
 */
export function dollars(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const negative = amount.startsWith('-');
  const [whole, cents = '00'] = amount.replace('-', '').split('.');
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}

/**
 * An amount in integer cents, for a sum over many accounts without decimal.js
 * (#30: the aging report). Exact: an amount has two decimals and at most
 * twelve digits before them (AMOUNT_PATTERN), so sums of a million of them
 * stay far below 2^53 cents. A negative amount keeps its sign.
 */
export function amountToCents(value: Amount): number {
  const match = /^(-?)(\d{1,12})\.(\d{2})$/.exec(value);
  if (!match) throw new Error(`not an amount with two decimals: ${JSON.stringify(value)}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/** Integer cents as an amount string, as formatAmount would write the same value ("230.40", "-0.05", "0.00"). */
export function centsToAmount(cents: number): Amount {
  if (cents === 0) return '0.00';
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const magnitude = Math.abs(cents);
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** Format a rate with a fixed number of decimals, half-up (N5: 4 decimals). */
export function formatRate(value: Decimal, decimals: number): Rate {
  return value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
}

export function sum(values: Iterable<Decimal>): Decimal {
  let total = ZERO;
  for (const v of values) total = total.plus(v);
  return total;
}

export function minDecimal(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}
