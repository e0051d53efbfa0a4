import { addDays, addMonths, civilDateInNewYork, daysBetween, isCivilDate } from './civil-date';

describe('C2 civil dates', () => {
  it('C2 addMonths keeps the day of month, clamped to the last day (2026-01-31 + 1 month = 2026-02-28)', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2025-11-01', 1)).toBe('2025-12-01');
    expect(addMonths('2025-12-31', 2)).toBe('2026-02-28');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
  });

  it('C2 addMonths from the original date does not drift after a clamp', () => {
    // 01-31 +1 = 02-28, but 01-31 +2 = 03-31 (not 03-28)
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
  });

  it('C2 addDays is calendar days (N4: 2025-10-01 + 30 = 2025-10-31, + 31 = 2025-11-01)', () => {
    expect(addDays('2025-10-01', 30)).toBe('2025-10-31');
    expect(addDays('2025-10-01', 31)).toBe('2025-11-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // DST change day, no shift
  });

  it('C2 daysBetween counts calendar days (N7: deadline 2026-02-01 to 2026-03-03 is 30 days)', () => {
    expect(daysBetween('2026-02-01', '2026-03-03')).toBe(30);
    expect(daysBetween('2025-11-03', '2026-02-01')).toBe(90);
  });

  it('C2 rejects impossible dates', () => {
    expect(isCivilDate('2025-02-30')).toBe(false);
    expect(isCivilDate('2025-13-01')).toBe(false);
    expect(isCivilDate('2025-1-01')).toBe(false);
    expect(isCivilDate('2024-02-29')).toBe(true);
    expect(isCivilDate('2100-02-29')).toBe(false);
    expect(isCivilDate(20250101)).toBe(false);
  });

  it('C2 the business date of an instant is the New York date', () => {
    expect(civilDateInNewYork(new Date('2025-11-01T03:30:00Z'))).toBe('2025-10-31');
    expect(civilDateInNewYork(new Date('2025-11-01T05:00:00Z'))).toBe('2025-11-01');
  });
});
