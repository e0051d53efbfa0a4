import { Type, type TProperties } from '@sinclair/typebox';
import { instant, MUNICIPALITIES, object, oneOf } from '@ledger/domain';

/** A rate schedule as adopted: the municipality's own shape (its `RateScheduleAdopted` data) and when it was recorded. */
export const rateScheduleAnswer = <P extends TProperties>(municipality: string, data: P) =>
  object({ municipality: oneOf(municipality), ...data, recordedAt: instant });

/** Q1 and every plug-in that adopts through the common route: one of their schedules. */
export const PlugInRateScheduleAnswer = Type.Union(
  MUNICIPALITIES.filter((m) => m.rates.adopt).map((m) =>
    rateScheduleAnswer(m.municipality, m.rates.eventDataSchema),
  ),
);
