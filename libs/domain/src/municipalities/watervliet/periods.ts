import { addDays, CivilDate, civilDate, parseCivilDate } from '../../dates/civil-date';
import { invalid } from '../../errors/domain-error';

/**
 * W1 billing periods: November 1 - April 30 (due January 1) and May 1 -
 * October 31 (due July 1), named by the month they start: "2022-11", "2023-05".
 * Paid on or before February 1 / August 1: no interest; interest then accrues
 * on February 2 / August 2 and on the same day of each following month.
 */
export interface BillingPeriod {
  readonly key: string;
  readonly start: CivilDate;
  readonly end: CivilDate;
  readonly dueDate: CivilDate;
  readonly graceDate: CivilDate;
  readonly firstInterestDate: CivilDate;
}

const KEY = /^(\d{4})-(05|11)$/;

export function isPeriodKey(value: unknown): value is string {
  return typeof value === 'string' && KEY.test(value) && Number(value.slice(0, 4)) >= 1900;
}

export function billingPeriod(key: string): BillingPeriod {
  const m = KEY.exec(key);
  if (!m)
    throw invalid('W1', `billing period ${JSON.stringify(key)} is not "YYYY-11" or "YYYY-05"`);
  const year = Number(m[1]);
  const november = m[2] === '11';
  const start = civilDate(year, november ? 11 : 5, 1);
  const end = november ? civilDate(year + 1, 4, 30) : civilDate(year, 10, 31);
  const dueDate = november ? civilDate(year + 1, 1, 1) : civilDate(year, 7, 1);
  const graceDate = november ? civilDate(year + 1, 2, 1) : civilDate(year, 8, 1);
  return { key, start, end, dueDate, graceDate, firstInterestDate: addDays(graceDate, 1) };
}

/** The billing period a date falls in. */
export function periodOf(date: CivilDate): BillingPeriod {
  const { year, month } = parseCivilDate(date);
  if (month >= 11) return billingPeriod(`${year}-11`);
  if (month <= 4) return billingPeriod(`${year - 1}-11`);
  return billingPeriod(`${year}-05`);
}
