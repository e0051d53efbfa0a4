import { formatAmount, parseAmount } from '../../money/money';
import { daysLate, refundDeadline, refundInterest } from './refund-interest';

describe('N7 refund interest', () => {
  it('N7 worked example: filed 2025-11-03, deadline 2026-02-01, paid 2026-03-03: 30 days, 0.30 on 120.00', () => {
    const deadline = refundDeadline('2025-11-03');
    expect(deadline).toBe('2026-02-01');
    const days = daysLate(deadline, '2026-03-03');
    expect(days).toBe(30);
    expect(formatAmount(refundInterest(parseAmount('120.00'), days))).toBe('0.30');
  });

  it('N7 a refund paid on or before the deadline carries no interest', () => {
    expect(daysLate('2026-02-01', '2026-02-01')).toBe(0);
    expect(daysLate('2026-02-01', '2026-01-15')).toBe(0);
    expect(formatAmount(refundInterest(parseAmount('120.00'), 0))).toBe('0.00');
  });

  it('N7 interest is simple, actual days / 365 (a leap year does not change the divisor)', () => {
    // 1000.00 x 0.03 x 366 / 365 = 30.0822 -> 30.08
    expect(formatAmount(refundInterest(parseAmount('1000.00'), 366))).toBe('30.08');
  });
});
