import { withSeparators } from './office';

describe('documents: gallons print with separators, ids and dates as they are', () => {
  it("N3: the worked example's line reads 72,000 billable gallons of 80,000 delivered, 72 × 1,000 gallons", () => {
    expect(
      withSeparators('Sewer rent: 72000 billable gallons of 80000 delivered; residential less 10%'),
    ).toBe('Sewer rent: 72,000 billable gallons of 80,000 delivered; residential less 10%');
    expect(withSeparators('72 × 1000 gallons')).toBe('72 × 1,000 gallons');
    expect(withSeparators('Metered 160000 gallons x 4.48 per 1,000')).toBe(
      'Metered 160,000 gallons x 4.48 per 1,000',
    );
  });

  it('C11/W2: a bill id, a date and a year beside the gallons are not numbers to separate', () => {
    expect(
      withSeparators("Excess over the voided bill's rent, billed on supplemental bill NP-1002-R-S"),
    ).toBe("Excess over the voided bill's rent, billed on supplemental bill NP-1002-R-S");
    expect(withSeparators('Unit 2 found occupied on 2022-12-01 while reduced')).toBe(
      'Unit 2 found occupied on 2022-12-01 while reduced',
    );
    expect(withSeparators('Opening balance, fiscal year 2025 rent')).toBe(
      'Opening balance, fiscal year 2025 rent',
    );
    expect(withSeparators('Tax sale 2024 cost of advertising; 1500.00 gallons')).toBe(
      'Tax sale 2024 cost of advertising; 1500.00 gallons',
    );
  });
});
