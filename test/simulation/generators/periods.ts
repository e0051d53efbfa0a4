import { addDays } from '@ledger/domain';
import { daysBetween } from '@ledger/domain/dates/civil-date';
import type { Municipality } from '../world';

const year = (date: string) => Number(date.slice(0, 4));
const month = (date: string) => Number(date.slice(5, 7));

/** N1: the fiscal year (June to May) a date falls in. */
export const northportFiscalYear = (date: string) =>
  month(date) >= 6 ? year(date) : year(date) - 1;

/** W1: the billing period (`2022-11`, `2023-05`) a date falls in. */
export function watervlietPeriod(date: string): string {
  const m = month(date);
  if (m >= 11) return `${year(date)}-11`;
  if (m <= 4) return `${year(date) - 1}-11`;
  return `${year(date)}-05`;
}

/** Q2: the quarter (`2022-Q4`) a date falls in. */
export const queensburyQuarter = (date: string) => `${year(date)}-Q${Math.ceil(month(date) / 3)}`;

/** The first day of a quarter (`2022-Q4` -> 2022-10-01). */
export const quarterStart = (quarter: string) =>
  `${quarter.slice(0, 4)}-${String((Number(quarter.slice(6)) - 1) * 3 + 1).padStart(2, '0')}-01`;

/** The body fields naming the period a date falls in, in each municipality's own words. */
export function periodOf(municipality: Municipality, date: string): Record<string, unknown> {
  switch (municipality) {
    case 'northport':
      return { fiscalYear: northportFiscalYear(date) };
    case 'watervliet':
      return { period: watervlietPeriod(date) };
    case 'queensbury':
      return { quarter: queensburyQuarter(date) };
  }
}

/** The first day of the period a date falls in. */
export function periodStart(municipality: Municipality, date: string): string {
  switch (municipality) {
    case 'northport':
      return `${northportFiscalYear(date)}-06-01`;
    case 'watervliet':
      return `${watervlietPeriod(date)}-01`;
    case 'queensbury':
      return quarterStart(queensburyQuarter(date));
  }
}

/** A date `back` days before today, never before `floor`. */
export const daysBack = (today: string, back: number, floor = '2020-01-01') => {
  const d = addDays(today, -back);
  return d < floor ? floor : d;
};

/** A date between from and to (inclusive) chosen by `pick`, or null when from is after to. */
export function dateBetween(from: string, to: string, pick: number): string | null {
  if (from > to) return null;
  return addDays(from, pick % (daysBetween(from, to) + 1));
}

/** A plausible bill date for the period `back` days ago: in its period, never after today (N1's Oct 1 - Jan 27). */
export function billDateFor(
  municipality: Municipality,
  today: string,
  back: number,
  pick: number,
): string | null {
  const day = daysBack(today, back);
  if (municipality === 'northport') {
    const fy = northportFiscalYear(day);
    const last = `${fy + 1}-01-27` < today ? `${fy + 1}-01-27` : today;
    return dateBetween(`${fy}-10-01`, last, pick);
  }
  const start = periodStart(municipality, day);
  // W1: dated between the period's start and its last day without interest (Feb 1 / Aug 1)
  if (municipality === 'watervliet') {
    const grace = `${Number(start.slice(0, 4)) + 1 - (start.slice(5, 7) === '05' ? 1 : 0)}-${start.slice(5, 7) === '05' ? '08' : '02'}-01`;
    return dateBetween(start, grace < today ? grace : today, pick);
  }
  return dateBetween(start, day, pick);
}

/** Q4: the last October 31 on or before today (Queensbury's fixed cut-off). */
export const lastOctober31 = (today: string) => {
  const y = Number(today.slice(0, 4));
  return `${today >= `${y}-10-31` ? y : y - 1}-10-31`;
};

export const cents = (n: number) => (n / 100).toFixed(2);
