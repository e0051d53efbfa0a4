import { invalid, ruleViolation } from '../errors/domain-error';
import { repeated, sameFields } from '../events/idempotency';
import { formatAmount, parseAmount } from '../money/money';
import type { RenderBill, VoidBill } from './account-commands';
import type { AccountEvent, BillRendered, BillVoided } from './account-events';
import type { AccountState } from './account-state';
import { factDate, requireBill, requireOpen } from './guards';

/**
 * C11: void a bill rendered in error. A new fact, never an edit: the bill
 * leaves the balance from its own date (the fold), the next penalty run
 * reverses its accruals (C7) and payments that met it re-flow (C5).
 */
export function voidBill(command: VoidBill, state: AccountState): AccountEvent[] {
  const account = requireOpen(state).data;
  const bill = requireBill(state, command.billId);
  const same = { voidId: command.voidId, voidedOn: command.voidedOn, reason: command.reason };
  if (
    repeated(
      state.voids.get(command.billId)?.data,
      (d) => sameFields(d, same),
      (d) => `bill ${command.billId} was already voided on ${d.voidedOn} (void ${d.voidId})`,
    )
  )
    return [];
  const otherVoid = [...state.voids.values()].find((v) => v.data.voidId === command.voidId);
  if (otherVoid)
    throw invalid(
      'voidId',
      `void ${command.voidId} already voided bill ${otherVoid.data.billId}, not ${command.billId}`,
    );
  factDate(state, command.voidedOn, command.today, 'a void dated');
  const converted = state.conversions.get(command.billId)?.data;
  if (converted)
    throw ruleViolation(
      'C12',
      `bill ${command.billId} was converted from ${converted.source} (${converted.reference}): its rent is the old system's figure, not one the ledger rendered, so it cannot be voided and rendered again`,
    );
  if (command.voidedOn < bill.data.billDate)
    throw ruleViolation(
      'C10',
      `a bill dated ${bill.data.billDate} cannot be voided on ${command.voidedOn}, before it was rendered`,
    );
  const levy = [...state.levies.values()].find((l) =>
    l.data.bills.some((b) => b.billId === command.billId),
  );
  if (levy)
    throw ruleViolation(
      'N9',
      `bill ${command.billId} was levied on the tax roll (${levy.data.taxYear}, statement ${levy.data.statementId}): its correction is a Board adjustment`,
    );
  const data: BillVoided['data'] = {
    accountId: account.accountId,
    billId: command.billId,
    ...same,
    ...noLongerOwed(state, command.billId),
  };
  const voided: AccountEvent[] = [
    { type: 'BillVoided', schemaVersion: 1, effectiveDate: bill.data.billDate, data },
  ];
  const supplemental = standingSupplementalOf(state, command.billId);
  return supplemental ? [...voided, supplementalVoided(command, state, supplemental)] : voided;
}

/** C11: the supplemental bill standing for `billId` (the excess of the correction that rendered it); none once voided. */
function standingSupplementalOf(state: AccountState, billId: string): BillRendered['data'] | null {
  const supplemental = [...state.bills.values()].find((b) => b.data.supplements === billId);
  return supplemental && !state.voids.has(supplemental.data.billId) ? supplemental.data : null;
}

/**
 * C11: the supplemental bill voided with the bill it supplements: it is that
 * bill's corrected rent, billed apart only for its dates, so a correction of
 * the bill is a correction of both (voided alone, its rent stayed owed beside
 * the replacement's: 201.60 where 172.80 is right). The void's id is the
 * bill's with `-S`, its reason says why; a levied supplemental cannot be
 * voided (N9), nor one dated after the void (C10).
 */
function supplementalVoided(
  command: VoidBill,
  state: AccountState,
  supplemental: BillRendered['data'],
): AccountEvent {
  const billId = supplemental.billId;
  const voidId = `${command.voidId}-S`;
  const taken = [...state.voids.values()].find((v) => v.data.voidId === voidId);
  if (taken)
    throw invalid(
      'voidId',
      `the void of bill ${command.billId}'s supplemental bill ${billId} is ${voidId}, and void ${voidId} already voided bill ${taken.data.billId}`,
    );
  const levy = [...state.levies.values()].find((l) =>
    l.data.bills.some((b) => b.billId === billId),
  );
  if (levy)
    throw ruleViolation(
      'N9',
      `bill ${command.billId}'s supplemental bill ${billId} was levied on the tax roll (${levy.data.taxYear}, statement ${levy.data.statementId}): its correction is a Board adjustment`,
    );
  if (command.voidedOn < supplemental.billDate)
    throw ruleViolation(
      'C10',
      `bill ${command.billId}'s supplemental bill ${billId} is dated ${supplemental.billDate}: the two cannot be voided on ${command.voidedOn}, before it was rendered`,
    );
  const data: BillVoided['data'] = {
    accountId: supplemental.accountId,
    billId,
    voidId,
    voidedOn: command.voidedOn,
    reason: `${command.reason} (voided with bill ${command.billId}, which it supplements)`,
    ...noLongerOwed(state, billId),
  };
  return { type: 'BillVoided', schemaVersion: 1, effectiveDate: supplemental.billDate, data };
}

/** C11: what the void takes off the account: the bill's rent and charges, with those assessed on it after it was rendered (W2). */
function noLongerOwed(state: AccountState, billId: string): { rent: string; charges: string } {
  const bill = requireBill(state, billId).data;
  let rent = parseAmount(bill.rent);
  let charges = parseAmount(bill.charges);
  for (const c of state.charges.values())
    if (c.data.billId === billId) {
      if (c.data.kind === 'rent') rent = rent.plus(parseAmount(c.data.amount));
      else charges = charges.plus(parseAmount(c.data.amount));
    }
  return { rent: formatAmount(rent), charges: formatAmount(charges) };
}

/** C11: the voided bill a replacement names: voided, of the same period, not replaced yet. */
export function voidedBillReplaced(command: RenderBill, state: AccountState): BillRendered['data'] {
  const voided = requireBill(state, command.replaces!).data;
  // a supplemental bill is corrected with the bill it supplements, whose replacement carries its rent
  if (voided.supplements)
    throw ruleViolation(
      'C11',
      `bill ${voided.billId} is the supplemental bill of bill ${voided.supplements}: a correction replaces bill ${voided.supplements} (voiding it voids its supplemental too), and its replacement carries the rent of both`,
    );
  const voidFact = state.voids.get(voided.billId);
  if (!voidFact)
    throw ruleViolation('C11', `bill ${voided.billId} is not voided: void it before replacing it`);
  if (voided.period !== command.period)
    throw ruleViolation(
      'C11',
      `bill ${voided.billId} is for period ${voided.period}; its replacement must be for the same period, not ${command.period}`,
    );
  const replacedBy = [...state.bills.values()].find((b) => b.data.replaces === voided.billId);
  if (replacedBy)
    throw ruleViolation(
      'C11',
      `bill ${voided.billId} is already replaced by bill ${replacedBy.data.billId}`,
    );
  if (command.billDate < voidFact.data.voidedOn)
    throw ruleViolation(
      'C11',
      `a replacement is rendered on or after the void (${voidFact.data.voidedOn}), not on ${command.billDate}`,
    );
  return voided;
}

/**
 * C11: the replacement keeps the voided bill's dates for as much rent as it
 * carried; where the corrected rent is higher, the excess is a supplemental
 * bill dated the correction, due and accruing under the municipality's rules
 * from that date (`atCorrection`: the bill as rendered on the correction date).
 */
export function splitReplacement(
  voided: BillRendered['data'],
  corrected: BillRendered['data'],
  atCorrection: (billId: string) => BillRendered['data'],
  supplementalId: string,
): BillRendered['data'][] {
  const replacement = { ...corrected, replaces: voided.billId };
  const excess = parseAmount(corrected.rent).minus(parseAmount(voided.rent));
  if (!excess.gt(0)) return [replacement];
  const amount = formatAmount(excess);
  const carried: BillRendered['data'] = {
    ...replacement,
    rent: voided.rent,
    lines: [
      ...corrected.lines,
      {
        code: 'supplemental-excess',
        unit: null,
        description: `Excess over the voided bill's rent, billed on supplemental bill ${supplementalId}`,
        quantity: '1',
        unitOfMeasure: 'bill',
        rate: '1.0000',
        amount: formatAmount(excess.negated()),
      },
    ],
  };
  const supplemental: BillRendered['data'] = {
    ...atCorrection(supplementalId),
    billId: supplementalId,
    lines: [
      {
        code: 'supplemental',
        unit: null,
        description: `Corrected rent above what voided bill ${voided.billId} carried (C11)`,
        quantity: '1',
        unitOfMeasure: 'bill',
        rate: '1.0000',
        amount,
      },
    ],
    rent: amount,
    charges: '0.00',
    replaces: null,
    supplements: corrected.billId,
  };
  return [carried, supplemental];
}
