import type { AccountState } from '@ledger/domain';
import { usDate } from './pdf-writer';
import { dollars } from '@ledger/domain';

/**
 * C11 on paper: what a printed bill says about its correction, from the
 * account's facts. A voided bill says it is voided (and by what it is
 * replaced), a replacement which bill it replaces and the dates it keeps, a
 * supplemental bill what it carries and why its dates are its own.
 * Sentences for the owner: no rule ids.
 */
export function billCorrectionWords(state: AccountState, billId: string): string[] {
  const bill = state.bills.get(billId)?.data;
  if (!bill) return [];
  const words: string[] = [];
  const voided = state.voids.get(billId)?.data;
  if (voided) {
    const by = [...state.bills.values()].find((b) => b.data.replaces === billId)?.data.billId;
    words.push(
      `This bill was voided on ${usDate(voided.voidedOn)} (${voided.reason}): its rent and charges are no longer owed. ${by ? `It is replaced by bill ${by}.` : 'A replacement bill will follow where rent is owed.'}`,
    );
  }
  if (bill.replaces) {
    const old = state.bills.get(bill.replaces)?.data;
    const oldVoid = state.voids.get(bill.replaces)?.data;
    if (old && oldVoid)
      words.push(
        `This bill replaces bill ${old.billId} (${dollars(old.rent)} of rent), voided on ${usDate(oldVoid.voidedOn)}: ${oldVoid.reason}. It keeps the voided bill's bill date, ${usDate(old.billDate)}, and due date, ${usDate(old.dueDate)}, and penalties are recomputed from those dates on the corrected rent of ${dollars(bill.rent)}.`,
      );
    const extra = [...state.bills.values()].find((b) => b.data.supplements === billId)?.data;
    if (extra)
      words.push(
        `Supplemental bill ${extra.billId}, dated ${usDate(extra.billDate)} and due ${usDate(extra.dueDate)}, carries the corrected rent above what the voided bill carried: ${dollars(extra.rent)}.`,
      );
  }
  if (bill.supplements)
    words.push(
      `This supplemental bill carries the corrected rent of bill ${bill.supplements} above what the voided bill carried. It is dated the day of the correction and due ${usDate(bill.dueDate)}; no penalty accrues on it before ${usDate(bill.firstPenaltyDate)}.`,
    );
  return words;
}
