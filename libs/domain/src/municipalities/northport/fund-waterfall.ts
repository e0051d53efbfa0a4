import { Amount, Decimal, formatAmount, minDecimal, parseAmount, ZERO } from '../../money/money';
import type { SewerRentBudget } from './budget';

interface FundAllocations {
  readonly operationAndMaintenance: Amount;
  readonly debtService: Amount;
  readonly capital: Amount;
  readonly refundReserve: Amount;
  readonly surplus: Amount;
}

/**
 * N8 (GML § 453, § 239-31; § 239-32 K): a fiscal year's receipts fill, in
 * order, operation and maintenance, debt service and capital up to their
 * budgeted amounts, then the refund reserve up to the reserve to collect; the
 * rest is surplus, reported for the Board. Without an adopted budget every
 * receipt is surplus.
 */
export function allocateReceipts(
  receipts: Decimal,
  budget: { readonly sewerRent: SewerRentBudget; readonly reserveToCollect: Amount } | null,
): FundAllocations {
  let rest = receipts;
  const take = (cap: Amount | undefined): Decimal => {
    const taken = cap === undefined ? ZERO : minDecimal(rest, parseAmount(cap));
    rest = rest.minus(taken);
    return taken;
  };
  const operationAndMaintenance = take(budget?.sewerRent.operationAndMaintenance);
  const debtService = take(budget?.sewerRent.debtService);
  const capital = take(budget?.sewerRent.capital);
  const refundReserve = take(budget?.reserveToCollect);
  return {
    operationAndMaintenance: formatAmount(operationAndMaintenance),
    debtService: formatAmount(debtService),
    capital: formatAmount(capital),
    refundReserve: formatAmount(refundReserve),
    surplus: formatAmount(rest),
  };
}

interface ReserveYearInput {
  readonly fiscalYear: number;
  readonly allocated: Decimal;
  readonly refundsPaid: Decimal;
  readonly interestPaid: Decimal;
}

interface ReserveYear {
  readonly fiscalYear: number;
  readonly opening: Amount;
  readonly allocated: Amount;
  readonly refundsPaid: Amount;
  readonly interestPaid: Amount;
  readonly closing: Amount;
  readonly shortfall: Amount;
}

/**
 * N8: the refund reserve, year over year. Opening = the previous year's
 * closing carried over; + allocations; - refunds and refund interest paid in
 * the year. A negative closing is a shortfall, shown, to be met from other
 * revenues (§ 239-33): the next year opens at zero, not below.
 */
export function reserveYears(years: readonly ReserveYearInput[]): ReserveYear[] {
  let carried = ZERO;
  return [...years]
    .sort((a, b) => a.fiscalYear - b.fiscalYear)
    .map((y) => {
      const opening = carried;
      const closing = opening.plus(y.allocated).minus(y.refundsPaid).minus(y.interestPaid);
      carried = Decimal.max(closing, 0);
      return {
        fiscalYear: y.fiscalYear,
        opening: formatAmount(opening),
        allocated: formatAmount(y.allocated),
        refundsPaid: formatAmount(y.refundsPaid),
        interestPaid: formatAmount(y.interestPaid),
        closing: formatAmount(closing),
        shortfall: formatAmount(Decimal.max(closing.negated(), 0)),
      };
    });
}
