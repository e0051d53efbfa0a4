import { Type } from '@sinclair/typebox';
import { array, date, id, MUNICIPALITIES, object, SCHEDULE_WORDS_SCHEMA } from '@ledger/domain';
import { rateScheduleAnswer } from '../adopt-rates/rate-schedule-answer';

/**
 * N5/W2/Q1: a municipality's rate schedules adopted around a date, each in
 * its tariff's own shape (Northport's fiscal year and rate per 1,000
 * gallons, Watervliet's effective period and unit rates, Queensbury's
 * district and effective date), with `inForce` on `asOf` and the schedule in
 * its law's own words (`words`: what it covers, its dates, each charge
 * labelled), so a screen draws any municipality's schedules alike.
 */
export const RateSchedulesAnswer = object({
  municipality: id,
  asOf: date,
  schedules: array(
    Type.Union(
      MUNICIPALITIES.map((m) =>
        rateScheduleAnswer(m.municipality, {
          ...m.rates.eventDataSchema,
          inForce: Type.Boolean(),
          words: SCHEDULE_WORDS_SCHEMA,
        }),
      ),
    ),
  ),
});
