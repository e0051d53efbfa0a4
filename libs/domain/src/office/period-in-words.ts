import { parseCivilDate } from '../dates/civil-date';
import type { PeriodNaming } from '../tariffs/tariff';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A billing period as a resident reads it, from the municipality's own bounds
 * (N1's fiscal year, W1's half-year, Q2's quarter): "May 1 - October 31, 2026";
 * a period across a new year names both years ("June 1, 2025 - May 31, 2026").
 */
export function periodInWords(
  periods: Pick<PeriodNaming, 'start' | 'end'>,
  period: string,
): string {
  const start = parseCivilDate(periods.start(period));
  const end = parseCivilDate(periods.end(period));
  const day = (d: { month: number; day: number }) => `${MONTHS[d.month - 1]} ${d.day}`;
  return start.year === end.year
    ? `${day(start)} - ${day(end)}, ${end.year}`
    : `${day(start)}, ${start.year} - ${day(end)}, ${end.year}`;
}

/** Gallons as a resident reads them: "1,234,567". */
export const gallonsInWords = (gallons: number): string =>
  Math.trunc(gallons)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
