import type { AccountState } from '../account/account-state';
import type { Application, LedgerPosition } from './ledger-fold';
import { type Amount, Decimal, formatAmount, parseAmount, sum, ZERO } from '../money/money';
import { positionAsOf } from './balance';
import { leviedBills } from '../liens/arrears';

/** What a bill asks the owner to pay: its total less what had met it when it was rendered (C5, C11). */
interface BillDemand {
  /**
   * C5: the account's credit (paid ahead, overpaid) applied to the bill's rent
   * and charges when it was booked; for a replacement (C11), what had met its
   * rent by the correction (the payments, credits and grants that met the
   * voided bill re-flow to it).
   */
  readonly creditApplied: Amount;
  /** The bill's total less that: what its stub asks for; 0.00 for a voided bill (C11) or a levied one (N9: paid with the taxes). */
  readonly amountDue: Amount;
}

const AT_BOOKING: ReadonlySet<Application['sourceKind']> = new Set(['credit']);
const BY_CORRECTION: ReadonlySet<Application['sourceKind']> = new Set([
  'credit',
  'payment',
  'adjustment',
]);

/**
 * Each bill's demand (`billDemand`), the account folded once a date (a bill's
 * date, a correction's), not once a bill: an account's page lists every bill.
 */
export function billDemands(state: AccountState): Map<string, BillDemand> {
  const positions = new Map<string, LedgerPosition>();
  const at = (date: string) => {
    let position = positions.get(date);
    if (!position) positions.set(date, (position = positionAsOf(state, date)));
    return position;
  };
  const levied = leviedBills(state, null);
  const out = new Map<string, BillDemand>();
  for (const billId of state.bills.keys()) out.set(billId, demandOf(state, billId, at, levied));
  return out;
}

/**
 * C5: an account credit is applied to a charge when it is booked, so a bill
 * rendered on an account in credit asks for less than its total: the printed
 * bill, its stub and the print file say so (the office's try-out found a bill
 * asking for the whole 230.40 from an owner whose 100.00 paid ahead had met
 * it). A replacement (C11) is rendered on the day of the correction and keeps
 * the voided bill's date: it asks for what was unpaid of it that day, as
 * known now (a review found one asking a paid-up owner for its whole rent).
 */
export function billDemand(state: AccountState, billId: string): BillDemand {
  return demandOf(state, billId, (date) => positionAsOf(state, date), leviedBills(state, null));
}

function demandOf(
  state: AccountState,
  billId: string,
  at: (date: string) => LedgerPosition,
  levied: ReadonlySet<string>,
): BillDemand {
  const bill = state.bills.get(billId)!.data;
  if (state.voids.has(billId)) return { creditApplied: '0.00', amountDue: '0.00' };
  const corrected = bill.replaces ? state.voids.get(bill.replaces)?.data.voidedOn : undefined;
  const sources = corrected ? BY_CORRECTION : AT_BOOKING;
  const met = sum(
    at(corrected ?? bill.billDate)
      .applications.filter(
        (a) => a.billId === billId && sources.has(a.sourceKind) && a.kind !== 'penalty',
      )
      .map((a) => a.amount),
  );
  const total = parseAmount(bill.rent).plus(parseAmount(bill.charges));
  return {
    creditApplied: formatAmount(met),
    // N9: what a levied bill still owed went to the tax roll: the bill asks nothing of this office
    amountDue: levied.has(billId) ? '0.00' : formatAmount(Decimal.max(total.minus(met), ZERO)),
  };
}
