import type { billArrears } from '../account/account-events';
import type { FormRequirement } from '../account/account-commands';
import type { AccountState } from '../account/account-state';
import type { Static } from '../events/schema-parts';
import type { CivilDate } from '../dates/civil-date';
import { formatAmount, sum } from '../money/money';
import { positionAsOf } from '../ledger/balance';
import { reconciledThrough } from '../ledger/penalty-reconciliation';

export type BillArrears = Static<typeof billArrears>;

/**
 * N9/W3: the arrears of an account as of a cut-off: what is unpaid on each
 * bill past its due date (rent, penalties or interest, charges), not yet levied.
 */
export function arrearsAsOf(state: AccountState, cutoff: CivilDate): BillArrears[] {
  const levied = new Set(
    [...state.levies.values()].flatMap((l) => l.data.bills.map((b) => b.billId)),
  );
  const out: BillArrears[] = [];
  for (const position of positionAsOf(state, cutoff).bills) {
    // N9 levies sewer rents with their penalties and charges; a form charge of no bill (N10) is not a sewer rent
    if (position.bill.standalone) continue;
    const bill = state.bills.get(position.bill.billId)!.data;
    if (bill.dueDate >= cutoff || levied.has(bill.billId)) continue;
    const rent = position.rent.unpaid;
    const penalties = sum(position.penalties.map((p) => p.unpaid));
    const charges = sum(position.charges.map((c) => c.unpaid));
    const total = rent.plus(penalties).plus(charges);
    if (total.isZero()) continue;
    out.push({
      billId: bill.billId,
      rent: formatAmount(rent),
      penalties: formatAmount(penalties),
      charges: formatAmount(charges),
      total: formatAmount(total),
    });
  }
  return out;
}

/**
 * N9 x C7 (settled): the arrears a lien statement lists as of its cut-off:
 * exactly what a penalty run through the cut-off would leave booked under the
 * facts known now. Accruals a later-recorded, earlier-dated payment shows
 * should not exist are left out; accruals no run has booked yet are in, and so
 * are the form charges a run would book (N10: not on the statement, but a
 * credit meets them before a later bill's rent, C5).
 */
export function lienArrearsAsOf(
  state: AccountState,
  cutoff: CivilDate,
  formRequirements: readonly FormRequirement[] = [],
): BillArrears[] {
  return arrearsAsOf(reconciledThrough(state, cutoff, formRequirements).state, cutoff);
}
