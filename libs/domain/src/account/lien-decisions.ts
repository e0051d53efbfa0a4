import { addDays } from '../dates/civil-date';
import { ruleViolation } from '../errors/domain-error';
import { Decimal, formatAmount, minDecimal, parseAmount, sum } from '../money/money';
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
  if (command.leviedOn < command.cutoff)
    throw ruleViolation(
      'N9',
      `a levy (${command.leviedOn}) cannot precede its statement's cut-off (${command.cutoff})`,
    );
  // N9 x C7 (settled): the statement listed what a run through the cut-off leaves booked; the
  // levy books that run's reversals and accruals first, so the tax roll takes what the statement
  // says. An accrual on the levy date itself is not booked (N9/Q4): a levy on its cut-off day
  // reconciles through the day before.
  const reconciled = reconciledThrough(
    state,
    command.leviedOn > command.cutoff ? command.cutoff : addDays(command.leviedOn, -1),
  );
  const position = positionAsOf(reconciled.state, command.leviedOn);
  const bills: LienLevied['data']['bills'] = [];
  for (const line of command.bills) {
    const open = position.bills.find((b) => b.bill.billId === line.billId);
    if (!open) continue;
    const rent = minDecimal(parseAmount(line.rent), open.rent.unpaid);
    const penalties = minDecimal(
      parseAmount(line.penalties),
      sum(open.penalties.map((p) => p.unpaid)),
    );
    const charges = minDecimal(parseAmount(line.charges), sum(open.charges.map((c) => c.unpaid)));
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
