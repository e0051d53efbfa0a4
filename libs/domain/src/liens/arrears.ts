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
 * The bills levied on the tax roll (N9): by any levy the facts hold, or only
 * by those levied on or before `through` (what a notice of that day says: a
 * levy made later had not happened then). A lien statement lists what a levy
 * left owed on a levied bill (`lienArrearsAsOf`).
 */
export function leviedBills(state: AccountState, through: CivilDate | null): Set<string> {
  return new Set(
    [...state.levies.values()]
      .filter((l) => through === null || l.data.leviedOn <= through)
      .flatMap((l) => l.data.bills.map((b) => b.billId)),
  );
}

/**
 * N9 (settled): the bills a lien statement cut off on `cutoff` does not
 * reach: those a levy made after the cut-off moved (as of the cut-off they
 * still held what that levy took). A bill levied on or before the cut-off is
 * reached for what its levies left owed on the account (`lienArrearsAsOf`).
 */
function leviedAfter(state: AccountState, cutoff: CivilDate): Set<string> {
  return new Set(
    [...state.levies.values()]
      .filter((l) => l.data.leviedOn > cutoff)
      .flatMap((l) => l.data.bills.map((b) => b.billId)),
  );
}

/**
 * N9/W3: the arrears of an account as of a cut-off: what is unpaid on each
 * bill past its due date (rent, penalties or interest, charges), not yet
 * levied (by any levy; `leviedThrough`: by those made on or before that day).
 * `remainders`: a bill levied on or before the cut-off is in arrears for what
 * is still owed on it on the account (what a lien statement lists).
 */
export function arrearsAsOf(
  state: AccountState,
  cutoff: CivilDate,
  leviedThrough: CivilDate | null = null,
  remainders = false,
): BillArrears[] {
  const levied = remainders ? leviedAfter(state, cutoff) : leviedBills(state, leviedThrough);
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

/** What an account owes on a date beyond its arrears (N9, W3, N10), and why. */
export interface OwedBesideArrears {
  readonly billId: string;
  /**
   * `levied`: a bill levied on the tax roll (N9) with something still owed
   * on the account beyond what the levy moved (penalties or interest booked
   * after the statement's cut-off, rent a returned check re-opened): a lien
   * the next statement lists;
   * `not-due`: a bill not yet past its due date; `charge`: a charge of no bill (N10).
   */
  readonly why: 'levied' | 'not-due' | 'charge';
  readonly dueDate: CivilDate | null;
  /** A charge of no bill: the day it was charged, and the form it is for (N10: its requirement and due date; null otherwise). */
  readonly chargedOn: CivilDate | null;
  readonly form: { readonly requirementId: string; readonly dueOn: CivilDate } | null;
  readonly rent: string;
  readonly penalties: string;
  readonly charges: string;
  readonly total: string;
}

/** N10: the form a charge of no bill is for, and when it was due (null: not a form charge). */
function formOf(state: AccountState, chargeId: string): OwedBesideArrears['form'] {
  const charged = state.formCharges.get(chargeId)?.charged.data;
  return charged ? { requirementId: charged.requirementId, dueOn: charged.dueOn } : null;
}

/**
 * What makes up an account's balance on a date besides its arrears
 * (`arrearsAsOf`): what a levied bill still owes on the account (N9: levying
 * moves only what the statement listed; W3/N4 accruals after its cut-off and
 * rent a returned check re-opened stay, for the next statement),
 * bills not yet past due, and charges of no bill (N10). A notice lists them so
 * that its amount to pay is never left unexplained.
 */
export function owedBesideArrears(state: AccountState, on: CivilDate): OwedBesideArrears[] {
  // C3: as of `on`, a bill levied later was not levied yet
  const levied = leviedBills(state, on);
  const out: OwedBesideArrears[] = [];
  for (const position of positionAsOf(state, on).bills) {
    const rent = position.rent.unpaid;
    const penalties = sum(position.penalties.map((p) => p.unpaid));
    const charges = sum(position.charges.map((c) => c.unpaid));
    const total = rent.plus(penalties).plus(charges);
    if (total.isZero()) continue;
    const bill = state.bills.get(position.bill.billId)?.data;
    const why = position.bill.standalone
      ? 'charge'
      : levied.has(position.bill.billId)
        ? 'levied'
        : bill && bill.dueDate >= on
          ? 'not-due'
          : null;
    if (!why) continue;
    out.push({
      billId: position.bill.billId,
      why,
      dueDate: bill?.dueDate ?? null,
      chargedOn: position.bill.standalone ? position.bill.billDate : null,
      form: formOf(state, position.bill.billId),
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
 *
 * N9 (settled): unpaid sewer rents with their penalties are a lien, whether or
 * not an earlier levy reached their bill: what a levy left owed on a levied
 * bill (penalties accrued between the earlier statement's cut-off and its levy,
 * rent a returned check re-opened) is listed again, for that much, by the next
 * statement (it was owed on the account with no way to the tax roll).
 */
export function lienArrearsAsOf(
  state: AccountState,
  cutoff: CivilDate,
  formRequirements: readonly FormRequirement[] = [],
): BillArrears[] {
  return arrearsAsOf(reconciledThrough(state, cutoff, formRequirements).state, cutoff, null, true);
}
