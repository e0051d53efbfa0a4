import { addDays, CivilDate } from '../../dates/civil-date';

/** N4: 1.5% of the unpaid rent per month or portion of a month. */
export const NORTHPORT_PENALTY_RATE_TEXT = '0.015';

/** N4: due without penalty within 30 days of the bill date. */
export function dueDate(billDate: CivilDate): CivilDate {
  return addDays(billDate, 30);
}

/** N4: the first accrual is on bill date + 31 days. */
export function firstAccrualDate(billDate: CivilDate): CivilDate {
  return addDays(billDate, 31);
}
