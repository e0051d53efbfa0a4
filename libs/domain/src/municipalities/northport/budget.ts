import type { CivilDate } from '../../dates/civil-date';
import { ruleViolation } from '../../errors/domain-error';
import type { Decider, Recorded } from '../../events/event';
import { eventContract, type EventOf } from '../../events/contract';
import {
  amount,
  date,
  id,
  integer,
  municipalityWith,
  object,
  rate,
  type Static,
} from '../../events/schema-parts';
import {
  Amount,
  Decimal,
  dollars,
  formatAmount,
  formatRate,
  parseAmount,
  parseRate,
  Rate,
  roundToCents,
  sum,
} from '../../money/money';
import { fiscalYearEnd } from './fiscal-year';
import { repeated } from '../../events/idempotency';

/** N5: the three purposes of the sewer rent fund, in the order GML § 453 spends it. */
const sewerRentBudget = object({
  operationAndMaintenance: amount,
  debtService: amount,
  capital: amount,
});
export type SewerRentBudget = Readonly<Static<typeof sewerRentBudget>>;

export const SewerRentBudgetAdoptedV1 = eventContract(
  'SewerRentBudgetAdopted',
  1,
  'The sewer rent budget (N5).',
  {
    municipality: municipalityWith('budget-fund-reserve'),
    fiscalYear: integer,
    adoptedOn: date,
    projectedGrossOperatingCosts: amount,
    sewerRent: sewerRentBudget,
    /** operation and maintenance + debt service + capital */
    total: amount,
    /** 25% of the projected annual gross operating costs (§ 239-32 G and the definition of "sewer rent") */
    cap: amount,
    refundReserveRate: rate,
    /** N8: the refund reserve carried over from the previous fiscal year, as known at adoption */
    carryover: amount,
    /** N5: max(0, reserve rate x total - carryover) */
    reserveToCollect: amount,
    /** total + reserve to collect */
    levy: amount,
    rule: id,
  },
);
export type SewerRentBudgetAdopted = EventOf<typeof SewerRentBudgetAdoptedV1>;

interface AdoptBudget {
  readonly kind: 'AdoptBudget';
  readonly fiscalYear: number;
  readonly adoptedOn: CivilDate;
  readonly projectedGrossOperatingCosts: Amount;
  readonly sewerRent: SewerRentBudget;
  readonly refundReserveRate: Rate;
  /** The previous year's closing refund reserve as known at adoption (a shortfall counts as zero). */
  readonly carryover: Amount;
}

interface BudgetState {
  readonly adopted: Recorded<SewerRentBudgetAdopted> | null;
}

const BUDGET_CAP_SHARE = new Decimal('0.25');
const MAX_REFUND_RESERVE_RATE = new Decimal('0.10');

/** N5: the figures of a budget, or the rule it breaks. */
function budgetFigures(command: Omit<AdoptBudget, 'kind'>): SewerRentBudgetAdopted['data'] {
  const total = sum(
    [
      command.sewerRent.operationAndMaintenance,
      command.sewerRent.debtService,
      command.sewerRent.capital,
    ].map(parseAmount),
  );
  const cap = roundToCents(
    parseAmount(command.projectedGrossOperatingCosts).times(BUDGET_CAP_SHARE),
  );
  if (total.greaterThan(cap)) {
    throw ruleViolation(
      'N5',
      `the sewer rent budget of ${dollars(formatAmount(total))} exceeds the cap of ${dollars(formatAmount(cap))} (25% of projected gross operating costs of ${dollars(command.projectedGrossOperatingCosts)})`,
    );
  }
  const rate = parseRate(command.refundReserveRate);
  if (rate.greaterThan(MAX_REFUND_RESERVE_RATE))
    throw ruleViolation(
      'N5',
      `the refund reserve may be at most 10% of the total (§ 239-32 K); ${command.refundReserveRate} asked`,
    );
  const carryover = Decimal.max(parseAmount(command.carryover), 0);
  const reserveToCollect = Decimal.max(roundToCents(rate.times(total)).minus(carryover), 0);
  return {
    municipality: 'northport',
    fiscalYear: command.fiscalYear,
    adoptedOn: command.adoptedOn,
    projectedGrossOperatingCosts: command.projectedGrossOperatingCosts,
    sewerRent: { ...command.sewerRent },
    total: formatAmount(total),
    cap: formatAmount(cap),
    refundReserveRate: formatRate(rate, 2),
    carryover: formatAmount(carryover),
    reserveToCollect: formatAmount(reserveToCollect),
    levy: formatAmount(total.plus(reserveToCollect)),
    rule: 'N5',
  };
}

function sameRequest(adopted: SewerRentBudgetAdopted['data'], command: AdoptBudget): boolean {
  return (
    adopted.adoptedOn === command.adoptedOn &&
    adopted.projectedGrossOperatingCosts === command.projectedGrossOperatingCosts &&
    JSON.stringify(adopted.sewerRent) === JSON.stringify({ ...command.sewerRent }) &&
    parseRate(adopted.refundReserveRate).equals(parseRate(command.refundReserveRate))
  );
}

export const budgetDecider: Decider<AdoptBudget, SewerRentBudgetAdopted, BudgetState> = {
  initialState: () => ({ adopted: null }),
  evolve: (_state, event) => ({ adopted: event }),
  decide(command, state) {
    // C8: the fiscal year names the budget; the same adoption sent again is a no-op, another is refused (N5: one budget a year)
    if (
      repeated(
        state.adopted?.data,
        (adopted) => sameRequest(adopted, command),
        (adopted) =>
          `fiscal year ${command.fiscalYear} already has a sewer rent budget, adopted on ${adopted.adoptedOn}`,
        'N5',
      )
    )
      return [];
    if (command.adoptedOn > fiscalYearEnd(command.fiscalYear)) {
      throw ruleViolation(
        'N5',
        `a budget for fiscal year ${command.fiscalYear} cannot be adopted after the year ends (${fiscalYearEnd(command.fiscalYear)})`,
      );
    }
    return [
      {
        type: 'SewerRentBudgetAdopted',
        schemaVersion: 1,
        effectiveDate: command.adoptedOn,
        data: budgetFigures(command),
      },
    ];
  },
};

/** N5: proposed rate = levy / (billable gallons / 1,000), half-up to 4 decimals. */
export function proposedRate(levy: Amount, billableGallons: Decimal): Rate {
  if (billableGallons.lessThanOrEqualTo(0))
    throw ruleViolation(
      'N5',
      'no billable water is recorded for the fiscal year: a rate cannot be proposed',
    );
  return formatRate(parseAmount(levy).dividedBy(billableGallons.dividedBy(1000)), 4);
}
