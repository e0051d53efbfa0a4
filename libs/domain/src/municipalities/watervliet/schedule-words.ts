import type { WatervlietRates } from '../../account/account-commands';
import type { CivilDate } from '../../dates/civil-date';
import { charge, per1000, type ScheduleWords } from '../../tariffs/schedule-words';

/** W2's unit rates, in the City's own words, in the order of its law. */
const LABELS: ReadonlyArray<[keyof WatervlietRates, string]> = [
  ['residentialUnit', 'Each residential unit inside the city'],
  ['meteredPer1000Gallons', 'Other establishments, metered'],
  ['meteredMinimum', 'Other establishments, minimum'],
  ['vacantUnitWaterOff', 'Vacant house or building, water off at the service entry, per unit'],
  ['vacantOwnerOccupiedUnit', 'Vacant unit within an owner-occupied property, on application'],
  ['vacantLand', 'Vacant land (property class 300)'],
  ['outsideResidentialUnit', 'Each residential unit outside the city'],
  ['outsideVacantWaterOff', 'Outside the city, vacant with water off'],
  ['unauthorizedTurnOnPenalty', 'Water turned on by anyone but the City Water Department'],
  ['occupiedWhileReducedPenalty', 'Found occupied while at the reduced rate'],
];

/** W2: a schedule over its effective period, each of its amounts under the City's words. */
export function watervlietScheduleWords(schedule: Record<string, unknown>): ScheduleWords {
  const s = schedule as {
    effectiveFrom: CivilDate;
    effectiveTo: CivilDate;
    rates: WatervlietRates;
  };
  return {
    title: null,
    from: s.effectiveFrom,
    to: s.effectiveTo,
    charges: LABELS.map(([key, label]) =>
      key === 'meteredPer1000Gallons' ? per1000(s.rates[key], label) : charge(label, s.rates[key]),
    ),
  };
}
