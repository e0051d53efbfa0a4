import type { AdjustmentGranted } from './account-events';
import type { AccountState } from './account-state';
import { Decimal, parseAmount, ZERO } from '../money/money';
import { rentFor } from '../municipalities/northport/tariff';

/**
 * C11 x N6: how much of a grant's credit meets the bill that carries its
 * rent now (`carrying`: the bill itself, or the last of its replacements).
 * A credit the Board gave as an amount (a leak, a pool) carries whole. A
 * credit of adjusted gallons fixed the bill's billable water at the Board's
 * figure: on a replacement (a corrected reading, rate or class) it relieves
 * what the replacement bills above that figure re-rated at the replacement's
 * rate (N3), and never more than the resolution's credit, so a correction
 * that already gave part of it does not give it twice, and one that charges
 * more is relieved as far as the resolution went. `billId` in the grant is
 * the bill its credit was worked out on (the replacement, when it was
 * decided after the correction).
 */
export function carriedCredit(
  state: AccountState,
  granted: Pick<AdjustmentGranted['data'], 'billId' | 'credit' | 'adjustedBillableGallons'>,
  carrying: string,
): Decimal {
  const credit = parseAmount(granted.credit);
  if (carrying === granted.billId || granted.adjustedBillableGallons === null) return credit;
  const now = state.bills.get(carrying)?.data;
  if (!now || now.ratePer1000Gallons === null) return credit;
  // N3's rent of the Board's figure at the replacement's rate (adjusted gallons are Northport's N6: its tariff's rent)
  const board = rentFor(new Decimal(granted.adjustedBillableGallons), now.ratePer1000Gallons);
  return Decimal.min(credit, Decimal.max(parseAmount(now.rent).minus(board), ZERO));
}
