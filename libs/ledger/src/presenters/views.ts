import { formatAmount, parseAmount, type AccountState, type BillRendered, type Recorded } from '@ledger/domain';

export function billView(bill: Recorded<BillRendered>) {
  const d = bill.data;
  return {
    billId: d.billId,
    accountId: d.accountId,
    billRunId: d.billRunId,
    municipality: d.municipality,
    ...(d.fiscalYear !== null ? { fiscalYear: d.fiscalYear } : { period: d.period }),
    billDate: d.billDate,
    dueDate: d.dueDate,
    ...(d.billableGallons !== null ? { deliveredGallons: d.deliveredGallons, billableGallons: Number(d.billableGallons), ratePer1000Gallons: d.ratePer1000Gallons } : {}),
    lines: d.lines,
    rent: d.rent,
    charges: d.charges,
    total: formatAmount(parseAmount(d.rent).plus(parseAmount(d.charges))),
    firstPenaltyDate: d.firstPenaltyDate,
    penaltyRate: d.penaltyRate,
    penaltyRule: d.penaltyRule,
    tariff: d.tariff,
    recordedAt: bill.recordedAt,
  };
}

export function accountView(state: AccountState) {
  const opened = state.opened!;
  return {
    ...opened.data,
    recordedAt: opened.recordedAt,
    usage: [...state.usage.values()].map((u) => ({ ...u.data, effectiveDate: u.effectiveDate, recordedAt: u.recordedAt })),
    bills: [...state.bills.values()].map(billView),
    payments: [...state.payments.values()].map((p) => ({
      ...p.received.data,
      recordedAt: p.received.recordedAt,
      reversal: p.reversal ? { reversedOn: p.reversal.data.reversedOn, reason: p.reversal.data.reason, recordedAt: p.reversal.recordedAt } : null,
    })),
  };
}

/** The recorded time of what a command wrote, or of the original fact when it was an idempotent repeat (C8). */
export function recordedAtOf(written: ReadonlyArray<{ recordedAt: string }>, original: { recordedAt: string } | undefined | null): string {
  return written[0]?.recordedAt ?? original?.recordedAt ?? '';
}
