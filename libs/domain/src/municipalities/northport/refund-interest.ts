import { addDays, CivilDate, daysBetween } from '../../dates/civil-date';
import { Decimal, roundToCents } from '../../money/money';

/** N6/N7: a refund is due within 90 days of the application date. */
const REFUND_DAYS = 90;
/** N7: interest at 3% per annum on refunds paid after the deadline. */
const REFUND_INTEREST_RATE = new Decimal('0.03');
export const REFUND_INTEREST_RATE_TEXT = '0.03';

export function refundDeadline(filedOn: CivilDate): CivilDate {
  return addDays(filedOn, REFUND_DAYS);
}

/** N7: days late, counted from the day after the deadline through the payment date (0 when on time). */
export function daysLate(deadline: CivilDate, paidOn: CivilDate): number {
  return Math.max(0, daysBetween(deadline, paidOn));
}

/**
 * N7: simple interest, actual days / 365, rounded to cents once.
 * 120.00 x 0.03 x 30 / 365 = 0.2959 -> 0.30.
 */
export function refundInterest(principal: Decimal, days: number): Decimal {
  if (days <= 0) return new Decimal(0);
  return roundToCents(principal.times(REFUND_INTEREST_RATE).times(days).dividedBy(365));
}
