import { carriedCredit } from '../account/carried-credit';
import { carryingOf, replacedByOf, replacedChainOf, replacementsOf } from '../account/bill-chain';
import type { BillRendered } from '../account/account-events';
import type { AccountState } from '../account/account-state';
import type { Recorded } from '../events/event';
import { maxDate } from '../dates/civil-date';
import { parseAmount, parseRate, ZERO } from '../money/money';
import type {
  LedgerAdjustment,
  LedgerBill,
  LedgerRefund,
  LedgerSurcharge,
  LedgerCharge,
  LedgerInput,
  LedgerLevy,
  LedgerPayment,
  LedgerPenalty,
  LedgerWaiver,
} from './ledger-fold';

/** The bills of an account as the ledger fold sees them; accrual stops on the levy date (N9). */
function ledgerBills(state: AccountState): LedgerBill[] {
  return ledgerBillsOf(state, [...state.bills.values()]);
}

/**
 * These bills of the account as the ledger fold sees them (#30: the bills a
 * read side went on from without folding, folded when a payment goes on from
 * them; `ledgerInput` builds every one the same way).
 */
export function ledgerBillsOf(
  state: AccountState,
  bills: readonly Recorded<BillRendered>[],
): LedgerBill[] {
  // C6: accrual stops on the bill's first levy by date (levies may be recorded out of their dates' order)
  const leviedOn = new Map<string, string>();
  for (const levy of state.levies.values())
    for (const b of levy.data.bills) {
      const first = leviedOn.get(b.billId);
      if (first === undefined || levy.data.leviedOn < first)
        leviedOn.set(b.billId, levy.data.leviedOn);
    }
  const surcharges = new Map<string, LedgerSurcharge[]>();
  for (const sale of state.taxSales.values()) {
    const { rule, annualRate, accrualsPerYear } = sale.data.penalty;
    for (const billId of sale.data.billIds)
      surcharges.set(billId, [
        ...(surcharges.get(billId) ?? []),
        { rule, from: sale.data.saleDate, annualRate: parseRate(annualRate), accrualsPerYear },
      ]);
  }
  // C11 x W3 (settled): a replacement carries the tax sale's further 10% of the bills it replaces
  // (an account with no void replaces none: its bills' own, without walking a chain on the fold's path)
  const listed = (billId: string): LedgerSurcharge[] =>
    state.voids.size === 0
      ? (surcharges.get(billId) ?? [])
      : replacedChainOf(state, billId).flatMap((id) => surcharges.get(id) ?? []);
  // C11: a voided bill's rent and charges are no longer owed; its booked penalties stand until the next run reverses them (C7)
  const voided = (billId: string) => state.voids.has(billId);
  return bills.map((b) => ({
    billId: b.data.billId,
    billDate: b.data.billDate,
    rent: voided(b.data.billId) ? ZERO : parseAmount(b.data.rent),
    charges: voided(b.data.billId) ? ZERO : parseAmount(b.data.charges),
    firstPenaltyDate: b.data.firstPenaltyDate,
    penaltyRate: parseRate(b.data.penaltyRate),
    accruals: b.data.penaltyAccruals ?? 'monthly',
    accrualEndsOn: leviedOn.get(b.data.billId) ?? null,
    penaltyRule: b.data.penaltyRule,
    surcharges: listed(b.data.billId),
    ...converted(state, b.data.billId),
  }));
}

/** C12: what the old system brought on a converted bill: its penalties unpaid, accrued through the conversion date. */
function converted(state: AccountState, billId: string): Pick<LedgerBill, 'converted'> {
  const c = state.conversions.get(billId)?.data;
  return c
    ? {
        converted: {
          penalties: parseAmount(c.penaltiesUnpaid),
          accruedThrough: c.conversionDate,
        },
      }
    : {};
}

function ledgerCharges(state: AccountState): LedgerCharge[] {
  const assessed = [...state.charges.values()]
    .filter((c) => !state.voids.has(c.data.billId))
    .map((c) => ({
      chargeId: c.data.chargeId,
      billId: c.data.billId,
      kind: c.data.kind,
      // W2: a charge on a bill comes into effect with the bill at the earliest: a unit's status changed
      // within the period before the bill's date is assessed on it from its date (a 500 and a stopped
      // projection when the charge came first, `replays/status-change-before-its-bill.json`)
      date: maxDate(c.data.assessedOn, state.bills.get(c.data.billId)!.data.billDate),
      amount: parseAmount(c.data.amount),
    }));
  // N10: form charges not reversed (C7) stand alone
  const forms = [...state.formCharges.values()]
    .filter((f) => f.reversal === null)
    .map((f) => ({
      chargeId: f.charged.data.chargeId,
      billId: null,
      kind: 'charge' as const,
      date: f.charged.data.chargedOn,
      amount: parseAmount(f.charged.data.amount),
    }));
  return [...assessed, ...forms];
}

/** C4: a reversed payment counts as never received, from its own date on; C12: a converted credit was received by the old system. */
function ledgerPayments(state: AccountState): LedgerPayment[] {
  const credits = [...state.convertedCredits.values()].map((c) => ({
    paymentId: c.data.creditId,
    amount: parseAmount(c.data.amount),
    receivedOn: c.data.conversionDate,
  }));
  return [
    ...credits,
    ...[...state.payments.values()]
      .filter((p) => p.reversal === null)
      .map((p) => ({
        paymentId: p.received.data.paymentId,
        amount: parseAmount(p.received.data.amount),
        receivedOn: p.received.data.receivedOn,
      })),
  ];
}

/** The penalties booked and not reversed (C7; a voided bill's until the next run reverses them, C11). */
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

/** N6: the granted credits, whole: the fold derives their split (C5), on the bill or its replacement (C11). */
function ledgerAdjustments(
  state: AccountState,
  replacedBy: ReadonlyMap<string, string>,
): LedgerAdjustment[] {
  return [...state.applications.values()]
    .filter((a) => a.granted !== null)
    .map((a) => {
      const replacements = replacementsOf(a.filed.data.billId, replacedBy);
      return {
        applicationId: a.filed.data.applicationId,
        billId: a.filed.data.billId,
        replacements,
        date: a.granted!.data.grantedOn,
        amount: parseAmount(a.granted!.data.credit),
        notCarried: parseAmount(a.granted!.data.credit).minus(
          carriedCredit(state, a.granted!.data, carryingOf(a.filed.data.billId, replacedBy)),
        ),
      };
    });
}

/** N7: the refunds paid, each discharging its grant's refundable part. */
function ledgerRefunds(
  state: AccountState,
  replacedBy: ReadonlyMap<string, string>,
): LedgerRefund[] {
  return [...state.applications.values()]
    .filter((a) => a.refund !== null)
    .map((a) => ({
      refundId: a.refund!.data.refundId,
      applicationId: a.filed.data.applicationId,
      // C11 x N7: what a refund paid beyond its grant is owed again as rent of the bill the grant met (a replacement)
      billId: carryingOf(a.filed.data.billId, replacedBy),
      date: a.refund!.data.paidOn,
      principal: parseAmount(a.refund!.data.principal),
    }));
}

/** C13: the waivers, each accrual it names as it was booked (the run charges no more than that on its date). */
function ledgerWaivers(
  state: AccountState,
  replacedBy: ReadonlyMap<string, string>,
): LedgerWaiver[] {
  return [...state.waivers.values()].map((w) => ({
    waiverId: w.data.waiverId,
    billId: w.data.billId,
    replacements: replacementsOf(w.data.billId, replacedBy),
    date: w.data.waivedOn,
    penalties: w.data.penalties.map((p) => {
      const accrued = state.penalties.get(p.penaltyId)?.accrued.data;
      return {
        accrualDate: p.accrualDate,
        waived: parseAmount(p.amount),
        booked: accrued
          ? {
              rule: accrued.rule,
              amount: parseAmount(accrued.amount),
              base: parseAmount(accrued.base),
            }
          : null,
      };
    }),
  }));
}

function ledgerLevies(state: AccountState): LedgerLevy[] {
  return [...state.levies.values()].map((l) => ({
    statementId: l.data.statementId,
    date: l.data.leviedOn,
    bills: l.data.bills.map((b) => ({
      billId: b.billId,
      rent: parseAmount(b.rent),
      penalties: parseAmount(b.penalties),
      charges: parseAmount(b.charges),
    })),
  }));
}

/** Every fact of the account that moves money, as the ledger fold takes it. */
export function ledgerInput(state: AccountState): LedgerInput {
  const replacedBy = replacedByOf(state);
  return {
    bills: ledgerBills(state),
    charges: ledgerCharges(state),
    payments: ledgerPayments(state),
    adjustments: ledgerAdjustments(state, replacedBy),
    waivers: ledgerWaivers(state, replacedBy),
    levies: ledgerLevies(state),
    refunds: ledgerRefunds(state, replacedBy),
  };
}
