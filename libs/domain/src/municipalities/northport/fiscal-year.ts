import { CivilDate, civilDate, parseCivilDate } from '../../dates/civil-date';
import { ruleViolation } from '../../errors/domain-error';

/** N1: fiscal year N runs June 1 of N through May 31 of N+1. */
export function fiscalYearStart(fiscalYear: number): CivilDate {
  return civilDate(fiscalYear, 6, 1);
}

export function fiscalYearEnd(fiscalYear: number): CivilDate {
  return civilDate(fiscalYear + 1, 5, 31);
}

/** N1: the fiscal year a date falls in. */
export function fiscalYearOf(date: CivilDate): number {
  const { year, month } = parseCivilDate(date);
  return month >= 6 ? year : year - 1;
}

/** N1: bills for a fiscal year must be rendered no later than January 27 of that fiscal year. */
function lastBillDate(fiscalYear: number): CivilDate {
  return civilDate(fiscalYear + 1, 1, 27);
}

/** N1: refuse a bill date outside the fiscal year or after January 27. */
export function assertBillDateAllowed(fiscalYear: number, billDate: CivilDate): void {
  if (billDate < fiscalYearStart(fiscalYear) || billDate > fiscalYearEnd(fiscalYear)) {
    throw ruleViolation(
      'N1',
      `bill date ${billDate} is outside fiscal year ${fiscalYear} (${fiscalYearStart(fiscalYear)} to ${fiscalYearEnd(fiscalYear)})`,
    );
  }
  if (billDate > lastBillDate(fiscalYear)) {
    throw ruleViolation(
      'N1',
      `bills for fiscal year ${fiscalYear} must be rendered no later than ${lastBillDate(fiscalYear)}; ${billDate} is too late`,
    );
  }
}
