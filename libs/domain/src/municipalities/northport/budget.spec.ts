import { Decimal } from '../../money/money';
import { budgetDecider, proposedRate } from './budget';

const adopt = (over: Partial<Parameters<typeof budgetDecider.decide>[0]> = {}) =>
  ({
    kind: 'AdoptBudget',
    fiscalYear: 2025,
    adoptedOn: '2025-04-15',
    projectedGrossOperatingCosts: '1000000.00',
    sewerRent: {
      operationAndMaintenance: '150000.00',
      debtService: '60000.00',
      capital: '30000.00',
    },
    refundReserveRate: '0.10',
    carryover: '0.00',
    ...over,
  }) as const;

describe('N5 budget and rate', () => {
  it('N5 total, 25% cap, reserve to collect (10% of total less carryover) and levy', () => {
    const [e] = budgetDecider.decide(adopt({ carryover: '5000.00' }), budgetDecider.initialState());
    expect(e.data).toMatchObject({
      total: '240000.00',
      cap: '250000.00',
      carryover: '5000.00',
      reserveToCollect: '19000.00',
      levy: '259000.00',
    });
  });

  it('N5 a carryover larger than the reserve rate x total leaves nothing to collect', () => {
    const [e] = budgetDecider.decide(
      adopt({ carryover: '30000.00' }),
      budgetDecider.initialState(),
    );
    expect(e.data).toMatchObject({ reserveToCollect: '0.00', levy: '240000.00' });
  });

  it('N5 a shortfall carried over is not added to the reserve to collect', () => {
    const [e] = budgetDecider.decide(adopt({ carryover: '0.00' }), budgetDecider.initialState());
    expect(e.data.reserveToCollect).toBe('24000.00');
  });

  it('N5 a budget over 25% of projected gross operating costs is refused', () => {
    expect(() =>
      budgetDecider.decide(
        adopt({
          sewerRent: {
            operationAndMaintenance: '200000.00',
            debtService: '50000.00',
            capital: '0.01',
          },
        }),
        budgetDecider.initialState(),
      ),
    ).toThrow(
      /N5.*exceeds the cap of \$250,000.00 \(25% of projected gross operating costs of \$1,000,000.00\)/,
    );
  });

  it('N5 a refund reserve over 10% is refused', () => {
    expect(() =>
      budgetDecider.decide(adopt({ refundReserveRate: '0.11' }), budgetDecider.initialState()),
    ).toThrow(/N5.*at most 10%/);
  });

  it('N5 a fiscal year has one budget: the same adoption again is a no-op, another is a conflict', () => {
    const [e] = budgetDecider.decide(adopt(), budgetDecider.initialState());
    const state = budgetDecider.evolve(budgetDecider.initialState(), {
      ...e,
      recordedAt: '2025-04-15T12:00:00Z',
    });
    expect(budgetDecider.decide(adopt(), state)).toEqual([]);
    expect(() =>
      budgetDecider.decide(adopt({ projectedGrossOperatingCosts: '2000000.00' }), state),
    ).toThrow(/already has a sewer rent budget/);
  });

  it('N5 proposed rate = levy / (billable gallons / 1,000), 4 decimals half-up', () => {
    // 259,000.00 / 80,937.5 thousand gallons = 3.19999...
    expect(proposedRate('259000.00', new Decimal('80937500'))).toBe('3.2000');
    expect(proposedRate('230.40', new Decimal('72000'))).toBe('3.2000');
    expect(() => proposedRate('1.00', new Decimal(0))).toThrow(/N5/);
  });
});
