import type { Static } from '@sinclair/typebox';
import { applicationView } from './adjustment-views';
import type { AccountAnswer as AccountSchema, BillAnswer as BillSchema } from './account-answers';

type BillAnswer = Static<typeof BillSchema>;
type AccountAnswer = Static<typeof AccountSchema>;
import {
  billDemand,
  billDemands,
  grantSplits,
  formatAmount,
  lineInWords,
  ownerHistory,
  ownerOn,
  parseAmount,
  propertyClassOn,
  type AccountState,
  type BillRendered,
  type Recorded,
} from '@ledger/domain';

/** A bill as rendered, naming the owner on its bill date (C9). */
/** N3: the sources a bill estimated, derived from the usage it was made from. */
function estimatedSourcesOf(state: AccountState, billId: string) {
  const estimated = state.billUsage.get(billId)?.estimated ?? [];
  return estimated.length ? { estimatedSources: estimated.map((e) => ({ ...e })) } : {};
}

export function billView(
  bill: Recorded<BillRendered>,
  state: AccountState,
  demands?: ReadonlyMap<string, ReturnType<typeof billDemand>>,
): BillAnswer {
  const d = bill.data;
  return {
    billId: d.billId,
    accountId: d.accountId,
    owner: ownerOn(state, d.billDate),
    billRunId: d.billRunId,
    municipality: d.municipality,
    ...(d.fiscalYear !== null ? { fiscalYear: d.fiscalYear } : { period: d.period }),
    billDate: d.billDate,
    dueDate: d.dueDate,
    ...(d.deliveredGallons !== null ? { deliveredGallons: d.deliveredGallons } : {}),
    ...(d.billableGallons !== null
      ? {
          billableGallons: Number(d.billableGallons),
          ratePer1000Gallons: d.ratePer1000Gallons,
        }
      : {}),
    // Q1: the lines in the words a person reads, whatever words the stored bill was written with
    lines: d.lines.map((l) => ({ ...l, description: lineInWords(l.description) })),
    rent: d.rent,
    charges: d.charges,
    total: formatAmount(parseAmount(d.rent).plus(parseAmount(d.charges))),
    // C5: what the bill asks for, the account's credit having met it when it was booked
    ...(demands?.get(d.billId) ?? billDemand(state, d.billId)),
    firstPenaltyDate: d.firstPenaltyDate,
    penaltyRate: d.penaltyRate,
    penaltyRule: d.penaltyRule,
    tariff: d.tariff,
    ...(d.replaces ? { replaces: d.replaces } : {}),
    ...(d.supplements ? { supplements: d.supplements } : {}),
    ...voidOf(state, d.billId),
    ...levyOf(state, d.billId),
    ...estimatedSourcesOf(state, d.billId),
    recordedAt: bill.recordedAt,
  };
}

/** C11: the void of a voided bill, for its view. */
function voidOf(state: AccountState, billId: string) {
  const v = state.voids.get(billId);
  return v
    ? { voided: { voidId: v.data.voidId, voidedOn: v.data.voidedOn, reason: v.data.reason } }
    : {};
}

/**
 * N9/C11: the levy that took a bill to the tax roll (such a bill is not
 * voided: its correction is a Board adjustment), and the later levies of what
 * it left owed on the account (N9, settled: a lien on the next statement).
 */
function levyOf(state: AccountState, billId: string) {
  const [levy, ...later] = [...state.levies.values()]
    .filter((l) => l.data.bills.some((b) => b.billId === billId))
    .sort((a, b) =>
      a.data.leviedOn < b.data.leviedOn ? -1 : a.data.leviedOn > b.data.leviedOn ? 1 : 0,
    )
    .map((l) => ({
      statementId: l.data.statementId,
      taxYear: l.data.taxYear,
      leviedOn: l.data.leviedOn,
      cutoff: l.data.cutoff,
      total: l.data.bills.find((b) => b.billId === billId)!.total,
    }));
  return levy ? { levied: levy, ...(later.length ? { laterLevies: later } : {}) } : {};
}

/** The account today: its owner and class now (C9, N12), their histories, and what it holds. */
export function accountView(state: AccountState, today: string): AccountAnswer {
  const opened = state.opened!;
  // one fold a date for the bills' demands, one for the grants' splits: not one a bill or a grant
  const demands = billDemands(state);
  const granted = [...state.applications.values()].some((a) => a.granted);
  const splits = granted ? grantSplits(state) : undefined;
  return {
    ...opened.data,
    owner: ownerOn(state, today),
    propertyClass: propertyClassOn(state, today),
    owners: ownerHistory(state),
    reclassifications: [...state.reclassifications.values()].map((r) => ({
      ...r.data,
      recordedAt: r.recordedAt,
    })),
    utilizationForms: [...state.forms.values()].map((f) => ({
      ...f.data,
      recordedAt: f.recordedAt,
    })),
    taxSales: [...state.taxSales.values()].map((t) => ({ ...t.data, recordedAt: t.recordedAt })),
    adjustmentApplications: [...state.applications.values()].map((a) =>
      applicationView(a, state, 'filed', splits),
    ),
    recordedAt: opened.recordedAt,
    usage: [...state.usage.values()].map((u) => ({
      ...u.data,
      effectiveDate: u.effectiveDate,
      recordedAt: u.recordedAt,
    })),
    bills: [...state.bills.values()].map((b) => billView(b, state, demands)),
    contradictedEstimates: [...state.contradictedEstimates],
    payments: [...state.payments.values()].map((p) => ({
      ...p.received.data,
      recordedAt: p.received.recordedAt,
      reversal: p.reversal
        ? {
            reversedOn: p.reversal.data.reversedOn,
            reason: p.reversal.data.reason,
            recordedAt: p.reversal.recordedAt,
          }
        : null,
    })),
  };
}
