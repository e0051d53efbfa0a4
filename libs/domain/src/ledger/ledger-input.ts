import type { AccountState } from '../account/account-state';
import { parseAmount } from '../money/money';
import type { LedgerBill, LedgerPayment, LedgerPenalty } from './ledger-fold';

/** The bills of an account as the ledger fold sees them. */
export function ledgerBills(state: AccountState): LedgerBill[] {
  return [...state.bills.values()].map((b) => ({
    billId: b.data.billId,
    billDate: b.data.billDate,
    rent: parseAmount(b.data.rent),
    accrualEndsOn: null,
  }));
}

/** C4: a reversed payment counts as never received, from its own date on. */
export function ledgerPayments(state: AccountState): LedgerPayment[] {
  return [...state.payments.values()]
    .filter((p) => p.reversal === null)
    .map((p) => ({ paymentId: p.received.data.paymentId, amount: parseAmount(p.received.data.amount), receivedOn: p.received.data.receivedOn }));
}

/** The penalties booked and not reversed (C7). */
export function bookedPenalties(state: AccountState): LedgerPenalty[] {
  return [...state.penalties.values()]
    .filter((p) => p.reversal === null)
    .map((p) => ({
      penaltyId: p.accrued.data.penaltyId,
      billId: p.accrued.data.billId,
      accrualDate: p.accrued.data.accrualDate,
      amount: parseAmount(p.accrued.data.amount),
    }));
}
