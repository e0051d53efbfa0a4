import { Decimal } from '../../money/money';
import { allocateReceipts, reserveYears } from './fund-waterfall';

const budget = {
  sewerRent: { operationAndMaintenance: '100.00', debtService: '50.00', capital: '25.00' },
  reserveToCollect: '17.50',
};

describe('N8 the Sewer Rent Fund waterfall', () => {
  it('N8 fills operation and maintenance first', () => {
    expect(allocateReceipts(new Decimal('80.00'), budget)).toEqual({
      operationAndMaintenance: '80.00',
      debtService: '0.00',
      capital: '0.00',
      refundReserve: '0.00',
      surplus: '0.00',
    });
  });

  it('N8 then debt service, capital, the refund reserve, and the rest is surplus', () => {
    expect(allocateReceipts(new Decimal('160.00'), budget)).toEqual({
      operationAndMaintenance: '100.00',
      debtService: '50.00',
      capital: '10.00',
      refundReserve: '0.00',
      surplus: '0.00',
    });
    expect(allocateReceipts(new Decimal('200.00'), budget)).toEqual({
      operationAndMaintenance: '100.00',
      debtService: '50.00',
      capital: '25.00',
      refundReserve: '17.50',
      surplus: '7.50',
    });
  });

  it('N8 without a budget every receipt is surplus', () => {
    expect(allocateReceipts(new Decimal('10.00'), null).surplus).toBe('10.00');
  });
});

describe('N8 the refund reserve carried year to year', () => {
  it("N8 opening = last year's closing; + allocations - refunds and interest = closing", () => {
    const years = reserveYears([
      {
        fiscalYear: 2025,
        allocated: new Decimal('500.00'),
        refundsPaid: new Decimal('120.00'),
        interestPaid: new Decimal('0.30'),
      },
      {
        fiscalYear: 2026,
        allocated: new Decimal('100.00'),
        refundsPaid: new Decimal('0'),
        interestPaid: new Decimal('0'),
      },
    ]);
    expect(years).toEqual([
      {
        fiscalYear: 2025,
        opening: '0.00',
        allocated: '500.00',
        refundsPaid: '120.00',
        interestPaid: '0.30',
        closing: '379.70',
        shortfall: '0.00',
      },
      {
        fiscalYear: 2026,
        opening: '379.70',
        allocated: '100.00',
        refundsPaid: '0.00',
        interestPaid: '0.00',
        closing: '479.70',
        shortfall: '0.00',
      },
    ]);
  });

  it('N8 a negative balance is shown as a shortfall; the next year opens at zero (met from other revenues, § 239-33)', () => {
    const [y1, y2] = reserveYears([
      {
        fiscalYear: 2025,
        allocated: new Decimal('100.00'),
        refundsPaid: new Decimal('120.00'),
        interestPaid: new Decimal('0.30'),
      },
      {
        fiscalYear: 2026,
        allocated: new Decimal('10.00'),
        refundsPaid: new Decimal('0'),
        interestPaid: new Decimal('0'),
      },
    ]);
    expect(y1).toMatchObject({ closing: '-20.30', shortfall: '20.30' });
    expect(y2).toMatchObject({ opening: '0.00', closing: '10.00' });
  });
});
