import { Decimal, formatAmount, formatRate, parseAmount, roundToCents } from './money';

describe('C1 money', () => {
  it('C1 rounds a charge half-up to cents once, when booked (N4 example: 1.5% of 230.40 = 3.456 -> 3.46)', () => {
    const penalty = roundToCents(parseAmount('230.40').times('0.015'));
    expect(formatAmount(penalty)).toBe('3.46');
  });

  it('C1 rounds exact halves up, not to even', () => {
    expect(formatAmount(roundToCents(new Decimal('2.005')))).toBe('2.01');
    expect(formatAmount(roundToCents(new Decimal('2.015')))).toBe('2.02');
  });

  it('C1 does not suffer binary floating point: 0.10 + 0.20 = 0.30', () => {
    expect(formatAmount(parseAmount('0.10').plus(parseAmount('0.20')))).toBe('0.30');
  });

  it('C1 accepts only two-decimal strings', () => {
    expect(() => parseAmount('1.5')).toThrow();
    expect(() => parseAmount('1.500')).toThrow();
    expect(() => parseAmount('-1.00')).toThrow();
    expect(() => parseAmount('01.00')).toThrow();
    expect(parseAmount('0.00').isZero()).toBe(true);
  });

  it('C1 refuses to format an unrounded value, so nothing is rounded twice by accident', () => {
    expect(() => formatAmount(new Decimal('3.456'))).toThrow(/C1/);
  });

  it('C1 writes every amount in cents with exactly two decimals, as Decimal#toFixed(2) does', () => {
    const cases = [
      '0',
      '-0',
      '0.5',
      '-0.05',
      '12',
      '-3.4',
      '0.01',
      '9999999999.99',
      '1e20',
      '1e25',
    ];
    for (const text of cases) {
      const value = new Decimal(text);
      expect(formatAmount(value)).toBe(value.toFixed(2));
    }
    expect(formatAmount(new Decimal('-3.4'))).toBe('-3.40');
    expect(formatAmount(new Decimal('-0'))).toBe('0.00');
    expect(formatAmount(new Decimal('1e25'))).toBe('10000000000000000000000000.00');
  });

  it('N5 formats a rate to four decimals half-up', () => {
    expect(formatRate(new Decimal('3.20005'), 4)).toBe('3.2001');
    expect(formatRate(new Decimal('3.2'), 4)).toBe('3.2000');
  });

  it('C1 the cloned constructor leaves the global decimal.js settings alone', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Global = require('decimal.js');
    expect(Decimal.precision).toBe(40);
    expect(Global.precision).toBe(20);
  });
});
