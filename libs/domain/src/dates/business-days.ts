import {
  addDays,
  civilDate,
  CivilDate,
  daysInMonth,
  parseCivilDate,
  toDayNumber,
} from './civil-date';
import type { Holiday, HolidayRule } from './ny-holidays';

/** 0 = Sunday .. 6 = Saturday (1970-01-01, day number 0, was a Thursday). */
function weekdayOf(date: CivilDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

function nthWeekday(year: number, month: number, weekday: number, nth: number): CivilDate {
  const first = civilDate(year, month, 1);
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (nth - 1));
}

function dateOf(rule: HolidayRule, year: number): CivilDate {
  switch (rule.kind) {
    case 'fixed':
      return civilDate(year, rule.month, rule.day);
    case 'nth-weekday':
      return nthWeekday(year, rule.month, rule.weekday, rule.nth);
    case 'last-weekday': {
      const last = civilDate(year, rule.month, daysInMonth(year, rule.month));
      return addDays(last, -((weekdayOf(last) - rule.weekday + 7) % 7));
    }
    case 'election-day':
      return addDays(nthWeekday(year, 11, 1, 1), 1);
  }
}

/** The holidays of a year, from the list in force that year. */
function holidaysIn(year: number, holidays: readonly Holiday[]): Map<CivilDate, string> {
  const days = new Map<CivilDate, string>();
  for (const h of holidays)
    if (h.fromYear <= year && (h.toYear === null || year <= h.toYear))
      days.set(dateOf(h.rule, year), h.name);
  return days;
}

/** A business day: Monday to Friday, except a public holiday of the list given (Q2's due dates). */
export function isBusinessDay(date: CivilDate, holidays: readonly Holiday[]): boolean {
  const weekday = weekdayOf(date);
  return (
    weekday !== 0 && weekday !== 6 && !holidaysIn(parseCivilDate(date).year, holidays).has(date)
  );
}

/** The last business day of the calendar month `date` falls in (Q2's due date). */
export function lastBusinessDayOfMonth(date: CivilDate, holidays: readonly Holiday[]): CivilDate {
  const { year, month } = parseCivilDate(date);
  let day = civilDate(year, month, daysInMonth(year, month));
  // a month has at least 20 weekdays: the loop ends within a week
  while (!isBusinessDay(day, holidays)) day = addDays(day, -1);
  return day;
}
