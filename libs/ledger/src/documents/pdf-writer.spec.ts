import { usDate, usDateTime } from './pdf-writer';
import { dollars } from '@ledger/domain';

describe('figures in print', () => {
  it('C3 an instant prints as the office reads its clock: the evening of 12/03 in New York, not 12/04 UTC', () => {
    expect(usDateTime('2026-12-04T04:43:42.440Z')).toBe('12/03/2026 11:43 PM New York time');
    expect(usDateTime('2026-07-01T13:05:00Z')).toBe('07/01/2026 9:05 AM New York time');
  });

  it('dates US style and money with separators, from the exact strings', () => {
    expect(usDate('2026-11-15')).toBe('11/15/2026');
    expect(dollars('-1234567.5')).toBe('-$1,234,567.50');
  });
});
