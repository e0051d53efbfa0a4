import { forResidents } from './resident-words';

describe('#28.11 customer documents cite no rule ids (a staff screen may)', () => {
  it.each([
    [
      'Penalty N4: 0.0150 x 230.40 unpaid rent of bill R-2025:NP-1002',
      'Penalty: 0.0150 x 230.40 unpaid rent of bill R-2025:NP-1002',
    ],
    [
      'Bill B-1 voided (C11): wrong meter; rent and charges no longer owed',
      'Bill B-1 voided: wrong meter; rent and charges no longer owed',
    ],
    [
      'Arrears levied on the 2026 tax roll (N9): collected as taxes',
      'Arrears levied on the 2026 tax roll: collected as taxes',
    ],
    ['Penalty reversed: recomputed as 1.96 (C7)', 'Penalty reversed: recomputed as 1.96'],
    ['advertising fee (rules W3)', 'advertising fee'],
    ['C7: recomputed from current facts', 'recomputed from current facts'],
    ['Payment (check) ref 1234', 'Payment (check) ref 1234'],
  ])('%s', (staff, resident) => {
    expect(forResidents(staff)).toBe(resident);
  });
});
