import { addDays, addMonths, CivilDate } from '../../dates/civil-date';
import { Decimal } from '../../money/money';

/** N4: 1.5% of the unpaid rent per month or portion of a month. */
export const NORTHPORT_PENALTY_RATE = new Decimal('0.015');
export const NORTHPORT_PENALTY_RATE_TEXT = '0.015';

/** N4: due without penalty within 30 days of the bill date. */
export function dueDate(billDate: CivilDate): CivilDate {
  return addDays(billDate, 30);
}

/** N4: the first accrual is on bill date + 31 days. */
export function firstAccrualDate(billDate: CivilDate): CivilDate {
  return addDays(billDate, 31);
}

/** Bound on any accrual schedule: 100 years of monthly accruals. */
const MAX_ACCRUALS = 1200;

/**
 * N4: accrual dates of a bill up to and including `through`: bill date + 31
 * days, then each monthly anniversary of that date. Each is computed from
 * the first date (addMonths), so a clamp to a short month does not drift.
 */
export function accrualDates(billDate: CivilDate, through: CivilDate): CivilDate[] {
  const first = firstAccrualDate(billDate);
  const dates: CivilDate[] = [];
  for (let k = 0; k < MAX_ACCRUALS; k++) {
    const date = addMonths(first, k);
    if (date > through) break;
    dates.push(date);
  }
  return dates;
}
