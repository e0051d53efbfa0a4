/**
 * The public holidays of NY General Construction Law § 24, as data: state
 * law, the same for every New York municipality (Queensbury's due dates, Q2). Each
 * entry says how the day falls and the years it applies (effective-dated: a
 * holiday added by the Legislature starts in the year it took effect), so a
 * change of law is a new row, never a change to old due dates.
 */
export type HolidayRule =
  | { readonly kind: 'fixed'; readonly month: number; readonly day: number }
  | {
      readonly kind: 'nth-weekday';
      readonly month: number;
      readonly weekday: number;
      readonly nth: number;
    }
  | { readonly kind: 'last-weekday'; readonly month: number; readonly weekday: number }
  /** The Tuesday after the first Monday of November. */
  | { readonly kind: 'election-day' };

export interface Holiday {
  readonly name: string;
  readonly rule: HolidayRule;
  readonly fromYear: number;
  readonly toYear: number | null;
}

const MONDAY = 1;
const THURSDAY = 4;

export const NY_GCL_24_HOLIDAYS: readonly Holiday[] = [
  {
    name: "New Year's Day",
    rule: { kind: 'fixed', month: 1, day: 1 },
    fromYear: 1900,
    toYear: null,
  },
  {
    name: 'Martin Luther King, Jr. Day',
    rule: { kind: 'nth-weekday', month: 1, weekday: MONDAY, nth: 3 },
    fromYear: 1985,
    toYear: null,
  },
  {
    name: "Lincoln's Birthday",
    rule: { kind: 'fixed', month: 2, day: 12 },
    fromYear: 1900,
    toYear: null,
  },
  {
    name: "Washington's Birthday",
    rule: { kind: 'nth-weekday', month: 2, weekday: MONDAY, nth: 3 },
    fromYear: 1971,
    toYear: null,
  },
  {
    name: 'Memorial Day',
    rule: { kind: 'last-weekday', month: 5, weekday: MONDAY },
    fromYear: 1971,
    toYear: null,
  },
  { name: 'Juneteenth', rule: { kind: 'fixed', month: 6, day: 19 }, fromYear: 2020, toYear: null },
  {
    name: 'Independence Day',
    rule: { kind: 'fixed', month: 7, day: 4 },
    fromYear: 1900,
    toYear: null,
  },
  {
    name: 'Labor Day',
    rule: { kind: 'nth-weekday', month: 9, weekday: MONDAY, nth: 1 },
    fromYear: 1900,
    toYear: null,
  },
  {
    name: 'Columbus Day',
    rule: { kind: 'nth-weekday', month: 10, weekday: MONDAY, nth: 2 },
    fromYear: 1971,
    toYear: null,
  },
  { name: 'Election Day', rule: { kind: 'election-day' }, fromYear: 1900, toYear: null },
  {
    name: 'Veterans Day',
    rule: { kind: 'fixed', month: 11, day: 11 },
    fromYear: 1900,
    toYear: null,
  },
  {
    name: 'Thanksgiving Day',
    rule: { kind: 'nth-weekday', month: 11, weekday: THURSDAY, nth: 4 },
    fromYear: 1942,
    toYear: null,
  },
  {
    name: 'Christmas Day',
    rule: { kind: 'fixed', month: 12, day: 25 },
    fromYear: 1900,
    toYear: null,
  },
];
