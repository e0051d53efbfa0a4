import { lineInWords } from './line-in-words';

describe('a bill line in words: gallons with separators, ids and dates as they are', () => {
  it("N3: the worked example's line reads 72,000 billable gallons of 80,000 delivered, 72 × 1,000 gallons", () => {
    expect(
      lineInWords('Sewer rent: 72000 billable gallons of 80000 delivered; residential less 10%'),
    ).toBe('Sewer rent: 72,000 billable gallons of 80,000 delivered; residential less 10%');
    expect(lineInWords('72 × 1000 gallons')).toBe('72 × 1,000 gallons');
    expect(lineInWords('Metered 160000 gallons x 4.48 per 1,000')).toBe(
      'Metered 160,000 gallons x 4.48 per 1,000',
    );
  });

  it('C11/W2: a bill id, a date and a year beside the gallons are not numbers to separate', () => {
    expect(
      lineInWords("Excess over the voided bill's rent, billed on supplemental bill NP-1002-R-S"),
    ).toBe("Excess over the voided bill's rent, billed on supplemental bill NP-1002-R-S");
    expect(lineInWords('Unit 2 found occupied on 2022-12-01 while reduced')).toBe(
      'Unit 2 found occupied on 2022-12-01 while reduced',
    );
    expect(lineInWords('Opening balance, fiscal year 2025 rent')).toBe(
      'Opening balance, fiscal year 2025 rent',
    );
    expect(lineInWords('Tax sale 2024 cost of advertising; 1500.00 gallons')).toBe(
      'Tax sale 2024 cost of advertising; 1500.00 gallons',
    );
  });

  it('Q1: a Queensbury line stored before its words were fixed reads as a new one: 18,000 gallons over the 13,000-gallon allowance of 31,000 metered, 2 residential units', () => {
    expect(lineInWords('18000 gallons over the 13000-gallon allowance of 31000 metered')).toBe(
      '18,000 gallons over the 13,000-gallon allowance of 31,000 metered',
    );
    expect(lineInWords('2 residential unit(s) x 30.00, covering the first 13000 gallons')).toBe(
      '2 residential units x 30.00, covering the first 13,000 gallons',
    );
    expect(lineInWords('1 residential unit(s) x 30.00')).toBe('1 residential unit x 30.00');
    expect(lineInWords('52300 gallons metered')).toBe('52,300 gallons metered');
    // the words of a bill written since: unchanged
    expect(lineInWords('18,000 gallons over the 13,000-gallon allowance of 31,000 metered')).toBe(
      '18,000 gallons over the 13,000-gallon allowance of 31,000 metered',
    );
  });

  it('Q2: a quarter, a bill id with digits and a year before "metered" are not gallons', () => {
    expect(lineInWords('Quarter 2021-Q2 metered at QB-10001-2021')).toBe(
      'Quarter 2021-Q2 metered at QB-10001-2021',
    );
    expect(lineInWords('bill QB-2021-Q2-10001 metered')).toBe('bill QB-2021-Q2-10001 metered');
  });
});
