import type { WaivePenalties } from './account-commands';
import type { AccountEvent } from './account-events';
import type { AccountState } from './account-state';
import { ruleViolation } from '../errors/domain-error';
import { positionAsOf } from '../ledger/balance';
import { formatAmount, sum } from '../money/money';
import { factDate, requireBill, requireOpen } from './guards';
import { repeated, sameFields } from '../events/idempotency';

/** The Board waives a bill's penalties unpaid on the waiver date (§ 239-36 review; N11: a new fact). */
export function waivePenalties(command: WaivePenalties, state: AccountState): AccountEvent[] {
  const accountId = requireOpen(state).data.accountId;
  const existing = state.waivers.get(command.waiverId);
  if (
    repeated(
      existing?.data,
      (d) =>
        sameFields(d, {
          billId: command.billId,
          waivedOn: command.waivedOn,
          resolution: command.resolution,
        }),
      () => `waiver ${command.waiverId} was already granted with different details`,
    )
  )
    return [];
  requireBill(state, command.billId);
  factDate(state, command.waivedOn, command.today, 'a waiver dated');
  const bill = positionAsOf(state, command.waivedOn).bills.find(
    (b) => b.bill.billId === command.billId,
  );
  const unpaid = (bill?.penalties ?? []).filter((p) => !p.unpaid.isZero());
  if (unpaid.length === 0)
    throw ruleViolation(
      'N11',
      `bill ${command.billId} has no unpaid penalties on ${command.waivedOn} to waive`,
    );
  const penalties = unpaid.map((p) => ({
    penaltyId: p.id,
    accrualDate: p.date,
    amount: formatAmount(p.unpaid),
  }));
  return [
    {
      type: 'PenaltyWaived',
      schemaVersion: 1,
      effectiveDate: command.waivedOn,
      data: {
        accountId,
        waiverId: command.waiverId,
        billId: command.billId,
        waivedOn: command.waivedOn,
        resolution: command.resolution,
        penalties,
        amount: formatAmount(sum(unpaid.map((p) => p.unpaid))),
      },
    },
  ];
}
