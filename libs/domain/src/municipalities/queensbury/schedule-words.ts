import { charge, per1000, type ScheduleWords } from '../../tariffs/schedule-words';
import type { QueensburyDistrict, QueensburyRateSchedule } from './rates';

/** Q1: the Town's sewer districts, as its resolutions name them. */
const QUEENSBURY_DISTRICT_NAMES: Readonly<Record<QueensburyDistrict, string>> = {
  consolidated: 'Consolidated district',
  'technical-park': 'Technical park district',
};

/**
 * Q1: a district's charges from its effective date until the district's next
 * schedule. The technical park's one rate for every property is a schedule
 * with no unit charge, said as that one rate.
 */
export function queensburyScheduleWords(schedule: Record<string, unknown>): ScheduleWords {
  const s = schedule as unknown as QueensburyRateSchedule;
  const allowance = s.residentialAllowanceGallons.toLocaleString('en-US');
  const charges =
    s.residentialUnitPerQuarter !== '0.00'
      ? [
          charge(
            `Each residential unit, a quarter (covers its first ${allowance} gallons)`,
            s.residentialUnitPerQuarter,
          ),
          per1000(s.residentialExcessPer1000Gallons, 'Residential, over those gallons'),
          per1000(s.nonresidentialPer1000Gallons, 'Nonresidential'),
        ]
      : s.residentialExcessPer1000Gallons === s.nonresidentialPer1000Gallons
        ? [per1000(s.nonresidentialPer1000Gallons)]
        : [
            per1000(s.residentialExcessPer1000Gallons, 'Residential'),
            per1000(s.nonresidentialPer1000Gallons, 'Nonresidential'),
          ];
  return {
    title: QUEENSBURY_DISTRICT_NAMES[s.district] ?? s.district,
    from: s.effectiveFrom,
    to: null,
    charges,
  };
}
