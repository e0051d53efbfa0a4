import { civilDate, CivilDate, daysInMonth } from './civil-date';
import { invalid } from '../errors/domain-error';

/** A calendar quarter, named `2021-Q2` (April to June): Queensbury's billing period (Q2), any quarterly municipality's. */
interface Quarter {
  readonly key: string;
  readonly start: CivilDate;
  readonly end: CivilDate;
}

const KEY = /^(\d{4})-Q([1-4])$/;

export function isQuarterKey(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    KEY.test(value) &&
    Number(value.slice(0, 4)) >= 1900 &&
    Number(value.slice(0, 4)) <= 2199
  );
}

export function quarter(key: string): Quarter {
  if (!isQuarterKey(key))
    throw invalid('Q2', `quarter ${JSON.stringify(key)} is not "YYYY-Q1" .. "YYYY-Q4"`);
  const m = KEY.exec(key)!;
  const year = Number(m[1]);
  const first = (Number(m[2]) - 1) * 3 + 1;
  return {
    key,
    start: civilDate(year, first, 1),
    end: civilDate(year, first + 2, daysInMonth(year, first + 2)),
  };
}
