import { tariffOf } from '../../tariffs/registry';
import type { AccountState } from '../../account/account-state';
import type { CivilDate } from '../../dates/civil-date';
import { Amount, formatAmount, ZERO } from '../../money/money';
import { refundDeadline } from './refund-interest';
import { END_OF_TIME, positionAsOf } from '../../ledger/balance';
import type { Application, LedgerPosition } from '../../ledger/ledger-fold';

/** N8: money received and applied to a bill, credited to the fund's year of that bill. */
export interface FundReceipt {
  readonly accountId: string;
  readonly fiscalYear: number;
  readonly date: CivilDate;
  readonly kind: 'rent' | 'penalty' | 'charge';
  readonly amount: Amount;
}

/** N6/N7: a refund obligation and, once paid, how. */
export interface RefundObligation {
  readonly accountId: string;
  readonly applicationId: string;
  readonly billId: string;
  readonly fiscalYear: number;
  readonly filedOn: CivilDate;
  readonly grantedOn: CivilDate;
  readonly refundDue: Amount;
  readonly deadline: CivilDate;
  readonly paid: null | {
    readonly refundId: string;
    readonly paidOn: CivilDate;
    readonly daysLate: number;
    readonly interest: Amount;
    readonly total: Amount;
  };
}

/**
 * What one account contributes to the Sewer Rent Fund's views, derived from
 * its facts: every receipt (payments and credits applied to a bill, by the
 * bill's fiscal year, on the date applied; C5) and every refund obligation.
 * Money applied to a charge of no bill (N10's form charges) is not a receipt
 * of the fund.
 */
export function accountFundFacts(state: AccountState): AccountFundFacts {
  if (!hasFund(state)) return { receipts: [], obligations: [] };
  return fundFactsAt(state, positionAsOf(state, END_OF_TIME));
}

/**
 * N8/GML §453: the fund takes sewer rents with their penalties and interest,
 * by the bill's year: what payments and credits applied to a bill. A form
 * charge (N10) belongs to no bill and is not sewer rent: what pays it is the
 * village's general revenue, not the fund's.
 */
function fundReceiptsOf(
  state: AccountState,
  accountId: string,
  applications: Iterable<Application>,
): FundReceipt[] {
  const receipts: FundReceipt[] = [];
  for (const a of applications)
    if ((a.sourceKind === 'payment' || a.sourceKind === 'credit') && state.bills.has(a.billId))
      receipts.push({
        accountId,
        fiscalYear: state.bills.get(a.billId)!.data.fiscalYear!,
        date: a.date,
        kind: a.kind,
        amount: formatAmount(a.amount),
      });
  return receipts;
}

/**
 * #30 C5/N8: the fund's facts after payments gone on by
 * (`ledgerAfterPayments`), from those before: the receipts before, then those
 * of what the payments applied (`applications` from `paidFrom`), as
 * `fundFactsAt` would list them; the refund obligations as before (a payment
 * moves no grant's split, N6).
 */
export function fundFactsAfterPayments(
  state: AccountState,
  before: AccountFundFacts,
  position: LedgerPosition,
  paidFrom: number,
): AccountFundFacts {
  const accountId = state.opened?.data.accountId;
  if (!accountId || !hasFund(state)) return { receipts: [], obligations: [] };
  return {
    receipts: [
      ...before.receipts,
      ...fundReceiptsOf(state, accountId, position.applications.slice(paidFrom)),
    ],
    obligations: before.obligations,
  };
}

export interface AccountFundFacts {
  receipts: FundReceipt[];
  obligations: RefundObligation[];
}

/** N8: a fund by fiscal year, where the municipality's law has one (Northport's); elsewhere none. */
function hasFund(state: AccountState): boolean {
  return (
    state.opened !== null &&
    tariffOf(state.opened.data.municipality).chapters.includes('budget-fund-reserve')
  );
}

/** The fund facts from the account's position through the end of time (`positionAsOf(state, END_OF_TIME)`), already folded. */
export function fundFactsAt(state: AccountState, position: LedgerPosition): AccountFundFacts {
  const accountId = state.opened?.data.accountId;
  if (!accountId || !hasFund(state)) return { receipts: [], obligations: [] };
  const fiscalYearOfBill = (billId: string) => state.bills.get(billId)!.data.fiscalYear!;
  const receipts = fundReceiptsOf(state, accountId, position.applications);
  const obligations: RefundObligation[] = [];
  for (const a of state.applications.values()) {
    const g = a.granted?.data;
    const r = a.refund?.data;
    // N6: the refundable part as derived now; once paid, what was paid
    const refundable = position.grants.get(a.filed.data.applicationId)?.refundable ?? ZERO;
    if (!g || (!r && refundable.isZero())) continue;
    // C11 x N6: the bill the grant meets now (a replacement of the one it named)
    const billId = position.grants.get(a.filed.data.applicationId)?.billId ?? g.billId;
    obligations.push({
      accountId,
      applicationId: g.applicationId,
      billId,
      fiscalYear: fiscalYearOfBill(billId),
      filedOn: a.filed.data.filedOn,
      grantedOn: g.grantedOn,
      refundDue: r ? r.principal : formatAmount(refundable),
      deadline: refundDeadline(a.filed.data.filedOn),
      paid: r
        ? {
            refundId: r.refundId,
            paidOn: r.paidOn,
            daysLate: r.daysLate,
            interest: r.interest,
            total: r.total,
          }
        : null,
    });
  }
  return { receipts, obligations };
}
