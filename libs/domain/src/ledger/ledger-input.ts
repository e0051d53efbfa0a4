import type { AccountState } from '../account/account-state';
import type { BillRendered } from '../account/account-events';
import type { Recorded } from '../events/event';
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

/** What of the account's other facts shapes its bills in the fold: levy dates (N9) and tax-sale surcharges (W3), by bill id. */
interface BillFacts {
  readonly leviedOn: ReadonlyMap<string, string>;
  readonly surcharges: ReadonlyMap<string, LedgerSurcharge[]>;
}

function billFacts(state: AccountState): BillFacts {
  const leviedOn = new Map<string, string>();
  for (const levy of state.levies.values())
    for (const b of levy.data.bills)
      if (!leviedOn.has(b.billId)) leviedOn.set(b.billId, levy.data.leviedOn);
  const surcharges = new Map<string, LedgerSurcharge[]>();
  for (const sale of state.taxSales.values()) {
    const { rule, annualRate, accrualsPerYear } = sale.data.penalty;
    for (const billId of sale.data.billIds)
      surcharges.set(billId, [
        ...(surcharges.get(billId) ?? []),
        { rule, from: sale.data.saleDate, annualRate: parseRate(annualRate), accrualsPerYear },
      ]);
  }
  return { leviedOn, surcharges };
}

/**
 * One bill of the account as the ledger fold sees it; accrual stops on the
 * levy date (N9). `facts` once for all the bills (`ledgerBills`).
 */
export function ledgerBill(
  state: AccountState,
  rendered: Recorded<BillRendered>,
  facts: BillFacts = billFacts(state),
): LedgerBill {
  const b = rendered.data;
  // C11: a voided bill's rent and charges are no longer owed; its booked penalties stand until the next run reverses them (C7)
  const voided = state.voids.has(b.billId);
  return {
    billId: b.billId,
    billDate: b.billDate,
    rent: voided ? ZERO : parseAmount(b.rent),
    charges: voided ? ZERO : parseAmount(b.charges),
    firstPenaltyDate: b.firstPenaltyDate,
    penaltyRate: parseRate(b.penaltyRate),
    accruals: b.penaltyAccruals ?? 'monthly',
    accrualEndsOn: facts.leviedOn.get(b.billId) ?? null,
    penaltyRule: b.penaltyRule,
    surcharges: facts.surcharges.get(b.billId) ?? [],
    ...converted(state, b.billId),
  };
}

/** The bills of an account as the ledger fold sees them. */
function ledgerBills(state: AccountState): LedgerBill[] {
  const facts = billFacts(state);
  return [...state.bills.values()].map((b) => ledgerBill(state, b, facts));
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
      date: c.data.assessedOn,
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

/** N6: the granted credits, whole: the fold derives their split (C5). */
function ledgerAdjustments(state: AccountState): LedgerAdjustment[] {
  return [...state.applications.values()]
    .filter((a) => a.granted !== null)
    .map((a) => ({
      applicationId: a.filed.data.applicationId,
      billId: a.filed.data.billId,
      date: a.granted!.data.grantedOn,
      amount: parseAmount(a.granted!.data.credit),
    }));
}

/** N7: the refunds paid, each discharging its grant's refundable part. */
function ledgerRefunds(state: AccountState): LedgerRefund[] {
  return [...state.applications.values()]
    .filter((a) => a.refund !== null)
    .map((a) => ({
      refundId: a.refund!.data.refundId,
      applicationId: a.filed.data.applicationId,
      billId: a.filed.data.billId,
      date: a.refund!.data.paidOn,
      principal: parseAmount(a.refund!.data.principal),
    }));
}

function ledgerWaivers(state: AccountState): LedgerWaiver[] {
  return [...state.waivers.values()].map((w) => ({
    waiverId: w.data.waiverId,
    billId: w.data.billId,
    date: w.data.waivedOn,
    accrualDates: w.data.penalties.map((p) => p.accrualDate),
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
  return {
    bills: ledgerBills(state),
    charges: ledgerCharges(state),
    payments: ledgerPayments(state),
    adjustments: ledgerAdjustments(state),
    waivers: ledgerWaivers(state),
    levies: ledgerLevies(state),
    refunds: ledgerRefunds(state),
  };
}
