import type { QueensburyRateSchedule } from './rates';

/** Q1: DOMAIN.md's example schedule of the consolidated district, for tests (the domain's and the HTTP ones). */
export const QUEENSBURY_CONSOLIDATED_2021: QueensburyRateSchedule = {
  scheduleId: 'QB-CONS-2021',
  district: 'consolidated',
  effectiveFrom: '2021-01-01',
  adoptedOn: '2020-12-01',
  residentialUnitPerQuarter: '30.00',
  residentialAllowanceGallons: 13000,
  residentialExcessPer1000Gallons: '4.50',
  nonresidentialPer1000Gallons: '6.50',
};
