import { TaxSaleRecordedV1, WATERVLIET_RATE_SCHEDULE_DATA_SCHEMA } from '@ledger/domain';
import { rateScheduleAnswer } from '../../adopt-rates/rate-schedule-answer';
import { recorded } from '../../presenters/answer-parts';

/** W2: the amounts in force for a range of billing periods. */
export const WatervlietRateScheduleAnswer = rateScheduleAnswer(
  'watervliet',
  WATERVLIET_RATE_SCHEDULE_DATA_SCHEMA,
);

/** W3: the tax sale, the parcels and accounts listed and the advertising charged. */
export const TaxSaleAnswer = recorded(TaxSaleRecordedV1);
