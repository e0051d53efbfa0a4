import type { RecordWaterUsage } from './account-commands';
import { AccountScenario, residentialAccount } from '../testing/given-when-then';

const reading = (totalGallons: number, readOn = '2025-09-01'): RecordWaterUsage => ({
  kind: 'RecordWaterUsage',
  period: '2025',
  totalGallons,
  meteredNonDischargedGallons: null,
  readOn,
  today: '2026-12-02',
});
const gallons = (s: AccountScenario) => s.state().usage.get('2025')!.data.totalGallons;

describe('N3/C8: a reading is a fact without an id; only the current one stated again is a no-op', () => {
  it('N3: 80,000, corrected to 90,000, corrected back to 80,000 (same readOn) is three facts: the period reads 80,000', () => {
    const s = new AccountScenario().given(residentialAccount('NP-R'));
    for (const g of [80_000, 90_000, 80_000])
      expect(s.when(reading(g)).map((e) => e.type)).toEqual(['WaterUsageRecorded']);
    expect(gallons(s)).toBe(80_000);
  });

  it('C8: the current reading stated again (same figures, same date) changes nothing and writes nothing', () => {
    const s = new AccountScenario().given(residentialAccount('NP-R'));
    s.when(reading(80_000));
    expect(s.when(reading(80_000))).toEqual([]);
  });

  it('N3: the same figures read on another date are a new fact (its date is part of what it says)', () => {
    const s = new AccountScenario().given(residentialAccount('NP-R'));
    s.when(reading(80_000));
    const [restated] = s.when(reading(80_000, '2025-09-15'));
    expect(restated).toMatchObject({ type: 'WaterUsageRecorded', effectiveDate: '2025-09-15' });
    expect(s.state().usage.get('2025')!.effectiveDate).toBe('2025-09-15');
  });
});
