import { addMonthsTo, type CivilDate, parseCivilDate } from '../../dates/civil-date';
import type { LedgerBill, LedgerSurcharge } from '../ledger-fold';

/**
 * Bound on any accrual schedule: every month of the dates the ledger takes
 * (C10: 1900-01-01 to 2199-12-31), so no schedule is cut short (a payoff
 * asked in 2199 counted only the first 100 years' accruals: integrator's
 * try-out) and none runs without end.
 */
const MAX_ACCRUALS = 300 * 12;

/** C6: accrual stops on the bill's end date (levied to the tax roll, N9). */
const stopped = (bill: LedgerBill, date: CivilDate) =>
  bill.accrualEndsOn !== null && date >= bill.accrualEndsOn;

/** C6: a bill's accrual dates on or before `through` (and before accrual stops). */
export function accrualDatesOf(bill: LedgerBill, through: CivilDate): CivilDate[] {
  const dates: CivilDate[] = [];
  const first = parseCivilDate(bill.firstPenaltyDate);
  for (let k = 0; k < MAX_ACCRUALS; k++) {
    // from the first date each time (addMonths), so a clamp to a short month does not drift
    const date = addMonthsTo(first, k);
    if (date > through || stopped(bill, date)) break;
    // C12: a converted bill's accruals through the conversion date are the old system's (its converted penalties)
    if (!bill.converted || date > bill.converted.accruedThrough) dates.push(date);
    if (bill.accruals === 'once') break;
  }
  return dates;
}

/** W3: a surcharge's accrual dates: each monthly anniversary of its date, on or before `through`, before accrual stops. */
export function surchargeDatesOf(
  bill: LedgerBill,
  surcharge: LedgerSurcharge,
  through: CivilDate,
): CivilDate[] {
  const dates: CivilDate[] = [];
  const from = parseCivilDate(surcharge.from);
  for (let k = 1; k <= MAX_ACCRUALS; k++) {
    const date = addMonthsTo(from, k);
    if (date > through || stopped(bill, date)) break;
    // C12: as the bill's own, a converted bill's surcharge accruals through the conversion date are in its converted penalties
    if (!bill.converted || date > bill.converted.accruedThrough) dates.push(date);
  }
  return dates;
}

/** The id of a computed accrual: the bill's own keep the first release's `bill@date`; a surcharge's names its rule. */
export function accrualKey(
  billId: string,
  rule: string,
  penaltyRule: string,
  date: CivilDate,
): string {
  return rule === penaltyRule ? `${billId}@${date}` : `${billId}@${rule}@${date}`;
}
