import type { AccountState } from '../account/account-state';
import { type Amount, Decimal, formatAmount, parseAmount, sum, ZERO } from '../money/money';
import { positionAsOf } from './balance';

/** What a bill asks the owner to pay: its total less the account's credit that met it when it was booked (C5). */
interface BillDemand {
  /** C5: the account's credit (a payment before the bill, an overpayment) applied to the bill's rent and charges when it was booked. */
  readonly creditApplied: Amount;
  /** The bill's total less that credit: what its stub asks for; 0.00 for a voided bill (C11) or a levied one (N9: paid with the taxes). */
  readonly amountDue: Amount;
}

/**
 * C5: an account credit is applied to a charge when it is booked, so a bill
 * rendered on an account in credit asks for less than its total: the printed
 * bill, its stub and the print file say so (the office's try-out found a bill
 * asking for the whole 230.40 from an owner whose 100.00 paid ahead had met
 * it). The fold is as of the bill's date, as known now: what met the bill
 * when it was booked (a payment recorded later but dated before the bill
 * counts, as on the statement).
 */
export function billDemand(state: AccountState, billId: string): BillDemand {
  const bill = state.bills.get(billId)!.data;
  if (state.voids.has(billId)) return { creditApplied: '0.00', amountDue: '0.00' };
  // N9: what a levied bill still owed went to the tax roll: the bill asks nothing of this office
  const levied = [...state.levies.values()].some((l) =>
    l.data.bills.some((b) => b.billId === billId),
  );
  const credit = sum(
    positionAsOf(state, bill.billDate)
      .applications.filter(
        (a) => a.billId === billId && a.sourceKind === 'credit' && a.kind !== 'penalty',
      )
      .map((a) => a.amount),
  );
  const total = parseAmount(bill.rent).plus(parseAmount(bill.charges));
  return {
    creditApplied: formatAmount(credit),
    amountDue: levied ? '0.00' : formatAmount(Decimal.max(total.minus(credit), ZERO)),
  };
}
