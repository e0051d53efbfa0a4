import { refusalForClerks } from '../../apps/ledger-web/src/clerk-words';

describe('#28.11 a refusal as a clerk reads it', () => {
  it('leaves out the rule id in front, and a "not-found" that names no rule', () => {
    expect(refusalForClerks('N11: bill B-1 has no unpaid penalties')).toBe(
      'Bill B-1 has no unpaid penalties.',
    );
    expect(refusalForClerks('not-found: account NP-9 not found')).toBe('Account NP-9 not found.');
  });

  it('leaves out a rule cited in brackets inside the sentence, and writes its dates MM/DD/YYYY', () => {
    expect(
      refusalForClerks(
        'C10: a reading for fiscal year 2024, which ended on 2025-05-31, is before the account was opened (2025-06-01) (C10)',
      ),
    ).toBe(
      'A reading for fiscal year 2024, which ended on 05/31/2025, is before the account was opened (06/01/2025).',
    );
    expect(refusalForClerks('the rent is billed on 90% of the water (§ 239-32 B) delivered')).toBe(
      'The rent is billed on 90% of the water delivered.',
    );
  });

  it('names fields in words', () => {
    expect(refusalForClerks('adjustedBillableGallons must be a whole number')).toBe(
      'Adjusted billable gallons must be a whole number.',
    );
  });
});
