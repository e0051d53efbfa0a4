import { WATERVLIET_RATES_2022 } from '../testing/given-when-then';
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

describe("a schedule in its law's own words (what a screen lists, naming no municipality)", () => {
  it('N5: a Northport rate covers its fiscal year, June 1 to May 31, as one rate per 1,000 gallons', () => {
    expect(
      tariffOf('northport').rates.listing.words({ fiscalYear: 2025, ratePer1000Gallons: '3.2000' }),
    ).toEqual({
      title: 'Fiscal year 2025',
      from: '2025-06-01',
      to: '2026-05-31',
      charges: [{ label: null, amount: '3.2000', per: '1000-gallons' }],
    });
  });

  it("W2: a Watervliet schedule over its effective period, each amount under the City's words, in the order of its law", () => {
    const words = tariffOf('watervliet').rates.listing.words({
      effectiveFrom: '2022-11-01',
      effectiveTo: '2023-10-31',
      rates: WATERVLIET_RATES_2022,
    });
    expect(words).toMatchObject({ title: null, from: '2022-11-01', to: '2023-10-31' });
    expect(words.charges.slice(0, 3)).toEqual([
      { label: 'Each residential unit inside the city', amount: '98.41', per: 'charge' },
      { label: 'Other establishments, metered', amount: '4.48', per: '1000-gallons' },
      { label: 'Other establishments, minimum', amount: '224.00', per: 'charge' },
    ]);
    // every amount of the schedule is said, none twice
    expect(words.charges.map((c) => c.amount).sort()).toEqual(
      Object.values(WATERVLIET_RATES_2022).sort(),
    );
  });

  it("Q1: a Queensbury district's unit charge with its allowance, then its rates; the technical park's one rate for every property", () => {
    const { listing } = tariffOf('queensbury').rates;
    expect(listing.words({ ...QUEENSBURY_CONSOLIDATED_2021 })).toEqual({
      title: 'Consolidated district',
      from: '2021-01-01',
      to: null,
      charges: [
        {
          label: 'Each residential unit, a quarter (covers its first 13,000 gallons)',
          amount: '30.00',
          per: 'charge',
        },
        { label: 'Residential, over those gallons', amount: '4.50', per: '1000-gallons' },
        { label: 'Nonresidential', amount: '6.50', per: '1000-gallons' },
      ],
    });
    const park = {
      ...QUEENSBURY_CONSOLIDATED_2021,
      district: 'technical-park',
      residentialUnitPerQuarter: '0.00',
      residentialAllowanceGallons: 0,
      residentialExcessPer1000Gallons: '3.50',
      nonresidentialPer1000Gallons: '3.50',
    };
    expect(listing.words(park)).toMatchObject({
      title: 'Technical park district',
      charges: [{ label: null, amount: '3.50', per: '1000-gallons' }],
    });
    expect(listing.words({ ...park, residentialExcessPer1000Gallons: '3.25' }).charges).toEqual([
      { label: 'Residential', amount: '3.25', per: '1000-gallons' },
      { label: 'Nonresidential', amount: '3.50', per: '1000-gallons' },
    ]);
  });
});
