import {
  amountToCents,
  centsToAmount,
  Decimal,
  formatAmount,
  parseAmount,
  sum,
} from '../money/money';
import { toDayNumber } from '../dates/civil-date';
import { agingOfOpenBills, agingOfOpenBillsText, formatAging, openBillCents } from './aging';

describe('the aging report in integer cents (#30): exactly what decimal.js gives', () => {
  it('C1: amounts to cents and back, sign and zero kept, no float drift', () => {
    expect(
      ['0.00', '0.05', '0.10', '230.40', '-0.05', '-12.30', '999999999999.99'].map(amountToCents),
    ).toEqual([0, 5, 10, 23040, -5, -1230, 99999999999999]);
    expect([0, 5, 30, 23040, -5, -1230, 99999999999999].map(centsToAmount)).toEqual([
      '0.00',
      '0.05',
      '0.30',
      '230.40',
      '-0.05',
      '-12.30',
      '999999999999.99',
    ]);
    expect(() => amountToCents('1.5')).toThrow('not an amount with two decimals: "1.5"');
    expect(() => centsToAmount(0.5)).toThrow('not a whole number of cents: 0.5');
  });

  it('sums as decimal.js does where floats would not (0.10 + 0.20, 100,000 times 0.01)', () => {
    const amounts = [
      '0.10',
      '0.20',
      ...Array.from({ length: 100_000 }, () => '0.01'),
      '999999999999.99',
    ];
    const cents = amounts.reduce((n, a) => n + amountToCents(a), 0);
    expect(centsToAmount(cents)).toBe(formatAmount(sum(amounts.map(parseAmount))));
    expect(centsToAmount(cents)).toBe('1000000001000.29');
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('C5: each open bill in the bucket of its days past due on the date asked, and the total', () => {
    const open = openBillCents([
      { billId: 'A', billDate: '2025-10-01', dueDate: '2025-11-01', owed: '100.10' },
      { billId: 'B', billDate: '2025-10-01', dueDate: '2025-11-01', owed: '0.20' },
      { billId: 'C', billDate: '2025-06-01', dueDate: '2025-07-01', owed: '33.33' },
      { billId: 'D', billDate: '2024-10-01', dueDate: '2024-11-01', owed: '1.01' },
      { billId: 'E', billDate: '2025-12-01', dueDate: '2026-01-15', owed: '7.00' },
    ]);
    expect(open[0]).toEqual([toDayNumber('2025-11-01'), 10010]);
    // 2025-12-01: A and B 30 days past due, C 153, D 395, E not yet due
    expect(formatAging(agingOfOpenBills(open, toDayNumber('2025-12-01')))).toEqual({
      current: '7.00',
      '1-30': '100.30',
      '31-60': '0.00',
      '61-90': '0.00',
      '91-180': '33.33',
      'over-180': '1.01',
      total: '141.64',
    });
    expect(
      new Decimal('100.10').plus('0.20').plus('33.33').plus('1.01').plus('7.00').toFixed(2),
    ).toBe('141.64');
  });

  it('C5: buckets given to fill are set to zero first: the next account does not carry the last one (#30)', () => {
    const reused = agingOfOpenBills(
      [[toDayNumber('2025-11-01'), 10010]],
      toDayNumber('2025-12-01'),
    );
    expect(reused['1-30']).toBe(10010);
    const next = agingOfOpenBills(
      [[toDayNumber('2025-07-01'), 3333]],
      toDayNumber('2025-12-01'),
      reused,
    );
    expect(next).toBe(reused);
    expect(formatAging(next)).toMatchObject({ '1-30': '0.00', '91-180': '33.33', total: '33.33' });
  });

  it('C5: the open bills read from their stored text sum as the parsed ones, for any integers (#30)', () => {
    // a seeded walk over texts JSON.stringify writes: empty, one bill, many; negative and zero cents; days either side of the date
    let seed = 30;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const day = toDayNumber('2025-12-01');
    for (let k = 0; k < 500; k++) {
      const open: Array<[number, number]> = Array.from({ length: next(6) }, () => [
        day - 400 + next(800),
        next(4) === 0 ? -next(100_000) : next(10_000_000),
      ]);
      const text = JSON.stringify(open);
      expect(agingOfOpenBillsText(text, day)).toEqual(agingOfOpenBills(open, day));
    }
    // what JSON.stringify would not write of integer pairs is parsed as JSON, with the same sums
    expect(agingOfOpenBillsText('[ [20423, 1.5e3] ]', day)).toEqual(
      agingOfOpenBills([[20423, 1500]], day),
    );
  });
});
