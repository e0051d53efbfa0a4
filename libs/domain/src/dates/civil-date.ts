/**
 * C2 Dates: business dates are civil dates `YYYY-MM-DD` in the municipality's
 * time zone. They are plain strings, which compare correctly as strings.
 * Arithmetic is done on the calendar, never on instants, so no time zone or
 * daylight-saving shift can move a date.
 */
export type CivilDate = string;

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return lengths[month - 1];
}

/** True for a real calendar date in `YYYY-MM-DD` form (2025-02-30 is not). */
export function isCivilDate(value: unknown): value is CivilDate {
  if (typeof value !== 'string') return false;
  const m = PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return y >= 1900 && y <= 9999 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

/** C10: the span of any business date. */
const EARLIEST_DATE: CivilDate = '1900-01-01';
const LATEST_DATE: CivilDate = '2199-12-31';

/** C10: a real calendar date within 1900-01-01 .. 2199-12-31. */
export function isPlausibleDate(value: unknown): value is CivilDate {
  return isCivilDate(value) && value >= EARLIEST_DATE && value <= LATEST_DATE;
}

export function parseCivilDate(value: string): { year: number; month: number; day: number } {
  if (!isCivilDate(value))
    throw new Error(`not a calendar date YYYY-MM-DD: ${JSON.stringify(value)}`);
  const [y, m, d] = value.split('-').map(Number);
  return { year: y, month: m, day: d };
}

export function civilDate(year: number, month: number, day: number): CivilDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 on the proleptic Gregorian calendar (no clock involved). */
export function toDayNumber(date: CivilDate): number {
  const { year, month, day } = parseCivilDate(date);
  // Howard Hinnant's days_from_civil.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function fromDayNumber(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return civilDate(year, month, day);
}

/** C2 `addDays`: calendar days. */
export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** C2 `addMonths`: keeps the day of month, clamped to the target month's last day. */
export function addMonths(date: CivilDate, months: number): CivilDate {
  return addMonthsTo(parseCivilDate(date), months);
}

/**
 * `addMonths` of a date already parsed: a schedule of monthly dates from one
 * date parses it once (#30: parsing it again for each month was a tenth of a
 * penalty run at 5 years).
 */
export function addMonthsTo(
  { year, month, day }: { year: number; month: number; day: number },
  months: number,
): CivilDate {
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return civilDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function maxDate(a: CivilDate, b: CivilDate): CivilDate {
  return a >= b ? a : b;
}

/** Made once (C2): building an Intl formatter, its time zone data, costs far more than formatting with it (#30: 27% of an import's time). */
const NEW_YORK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * C2: the civil date in America/New_York of an instant. The instant comes from
 * the caller (the clock is never read here).
 */
export function civilDateInNewYork(instant: Date): CivilDate {
  return NEW_YORK_DATE.format(instant);
}
