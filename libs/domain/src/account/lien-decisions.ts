import { ruleViolation } from '../errors/domain-error';
import { Decimal, formatAmount, minDecimal, parseAmount, sum, ZERO } from '../money/money';
import { positionAsOf } from '../ledger/balance';
import { reconciledThrough } from '../ledger/penalty-reconciliation';
import type { LevyLien } from './account-commands';
import type { AccountEvent, LienLevied } from './account-events';
import type { AccountState } from './account-state';
import { requireOpen } from './guards';
import { repeated, sameFields } from '../events/idempotency';

/**
 * N9/W3: levy the statement's arrears on the tax roll. Each bill's amounts
 * are levied as stated, less anything paid since the cut-off: what was paid
 * is not levied twice. The levied bills accrue nothing more (C6). The
 * penalty run through the cut-off that the statement was computed as (N9 x
 * C7) is booked with the levy, before it.
 */
export function levyLien(command: LevyLien, state: AccountState): AccountEvent[] {
  const accountId = requireOpen(state).data.accountId;
  const existing = state.levies.get(command.statementId);
  if (
    repeated(
      existing?.data,
      (levied) => sameFields(levied, { leviedOn: command.leviedOn }),
      (levied) =>
        `statement ${command.statementId} was already levied on this account on ${levied.leviedOn}`,
      'N9',
    )
  )
    return [];
  if (command.leviedOn <= command.cutoff)
    throw ruleViolation('N9', levyNotAfterCutoff(command.leviedOn, command.cutoff));
  // N9 x C7 (settled): the statement listed what a run through the cut-off leaves booked; the
  // levy books that run's reversals and accruals first, so the tax roll takes what the statement
  // says. A levy comes after its cut-off: on the cut-off day itself an accrual of that day would be
  // on the statement (a run through the cut-off books it) and off the roll (N9/Q4: an accrual on
  // the levy date is not booked), and the roll the Board signs would not be the statement.
  const reconciled = reconciledThrough(state, command.cutoff, command.formRequirements);
  const position = positionAsOf(reconciled.state, command.leviedOn);
  const bills: LienLevied['data']['bills'] = [];
  for (const line of command.bills) {
    const open = position.bills.find((b) => b.bill.billId === line.billId);
    if (!open) continue;
    // N9: a levy dated later, recorded already, moved what it listed of this bill: the position of
    // this levy's day still holds it, and two statements listing one bill must not levy it twice
    const later = leviedLater(state, line.billId, command.leviedOn);
    const unpaid = (owed: Decimal, moved: Decimal) => Decimal.max(owed.minus(moved), ZERO);
    const rent = minDecimal(parseAmount(line.rent), unpaid(open.rent.unpaid, later.rent));
    const penalties = minDecimal(
      parseAmount(line.penalties),
      unpaid(sum(open.penalties.map((p) => p.unpaid)), later.penalties),
    );
    const charges = minDecimal(
      parseAmount(line.charges),
      unpaid(sum(open.charges.map((c) => c.unpaid)), later.charges),
    );
    const total = rent.plus(penalties).plus(charges);
    if (total.isZero()) continue;
    bills.push({
      billId: line.billId,
      rent: formatAmount(rent),
      penalties: formatAmount(penalties),
      charges: formatAmount(charges),
      total: formatAmount(total),
    });
  }
  if (bills.length === 0) return [];
  const total = sum(bills.map((b) => new Decimal(b.total)));
  return [
    ...reconciled.events,
    {
      type: 'LienLevied',
      schemaVersion: 1,
      effectiveDate: command.leviedOn,
      data: {
        accountId,
        statementId: command.statementId,
        taxYear: command.taxYear,
        leviedOn: command.leviedOn,
        cutoff: command.cutoff,
        bills,
        total: formatAmount(total),
      },
    },
  ];
}

/** N9: what the levies of a bill dated after `leviedOn` moved to the tax roll, by kind. */
function leviedLater(
  state: AccountState,
  billId: string,
  leviedOn: string,
): { rent: Decimal; penalties: Decimal; charges: Decimal } {
  const lines = [...state.levies.values()]
    .filter((l) => l.data.leviedOn > leviedOn)
    .flatMap((l) => l.data.bills.filter((b) => b.billId === billId));
  return {
    rent: sum(lines.map((b) => parseAmount(b.rent))),
    penalties: sum(lines.map((b) => parseAmount(b.penalties))),
    charges: sum(lines.map((b) => parseAmount(b.charges))),
  };
}

/** N9: the refusal of a levy dated on or before its statement's cut-off (the handler says it first). */
export const levyNotAfterCutoff = (leviedOn: string, cutoff: string) =>
  `a levy (${leviedOn}) must come after its statement's cut-off (${cutoff}): the statement lists the arrears as of the cut-off, levied on a later day`;
