import { QUEENSBURY_CONSOLIDATED_2021 } from '../municipalities/queensbury/fixtures';
import { tariffOf } from './registry';

describe('the schedules a rate book lists, and which are in force on a date', () => {
  it('N1/N5: Northport reads the fiscal years around the date; the date fiscal year rate, as last adopted, is in force', () => {
    const { listing } = tariffOf('northport').rates;
    expect(listing.streams('2026-05-31')).toEqual([
      'rates-northport-2022',
      'rates-northport-2023',
      'rates-northport-2024',
      'rates-northport-2025',
      'rates-northport-2026',
    ]);
    const adopted = [
      { fiscalYear: 2025, ratePer1000Gallons: '3.2000' },
      { fiscalYear: 2026, ratePer1000Gallons: '3.3000' },
      { fiscalYear: 2026, ratePer1000Gallons: '3.3500' },
    ];
    expect(listing.inForceOn(adopted, '2026-05-31')).toEqual([true, false, false]);
    expect(listing.inForceOn(adopted, '2026-06-01')).toEqual([false, false, true]);
  });

  it('W2: Watervliet, the schedule whose effective period holds the date', () => {
    const { listing } = tariffOf('watervliet').rates;
    const adopted = [
      { effectiveFrom: '2022-11-01', effectiveTo: '2023-10-31' },
      { effectiveFrom: '2023-11-01', effectiveTo: '2024-10-31' },
    ];
    expect(listing.inForceOn(adopted, '2023-10-31')).toEqual([true, false]);
    expect(listing.inForceOn(adopted, '2024-11-01')).toEqual([false, false]);
  });

  it("Q1: Queensbury, each district's schedule latest effective on or before the date", () => {
    const { listing } = tariffOf('queensbury').rates;
    const later = {
      ...QUEENSBURY_CONSOLIDATED_2021,
      scheduleId: 'C-2026',
      effectiveFrom: '2026-01-01',
    };
    const park = { ...QUEENSBURY_CONSOLIDATED_2021, scheduleId: 'TP', district: 'technical-park' };
    const adopted = [QUEENSBURY_CONSOLIDATED_2021, later, park] as Record<string, unknown>[];
    expect(listing.inForceOn(adopted, '2025-12-31')).toEqual([true, false, true]);
    expect(listing.inForceOn(adopted, '2026-01-01')).toEqual([false, true, true]);
    expect(listing.inForceOn(adopted, '2020-12-31')).toEqual([false, false, false]);
  });
});
