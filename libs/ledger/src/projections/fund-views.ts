import { Inject, Injectable } from '@nestjs/common';
import {
  allocateReceipts,
  CivilDate,
  daysLate,
  Decimal,
  fiscalYearEnd,
  fiscalYearOf,
  fiscalYearStart,
  formatAmount,
  parseAmount,
  RefundObligation,
  refundInterest,
  reserveYears,
  SewerRentBudgetAdopted,
  sum,
  ZERO,
} from '@ledger/domain';
import type Database from 'better-sqlite3';
import { READ_MODEL_DB } from '../infrastructure/tokens';
import { ReadModels } from '../processors/read-models';

type Budget = SewerRentBudgetAdopted['data'];
const MAX_YEARS = 200;

/** N5-N8 views over the fund projection, for any `asOf` date. */
@Injectable()
export class FundViews {
  /** Views over a fund read model: the live one, or a replay's (`audit replay`). */
  static over(
    catchUp: (needs: readonly string[]) => Promise<void>,
    db: Database.Database,
  ): FundViews {
    return new FundViews({ accounts: { catchUp } } as unknown as ReadModels, db);
  }

  constructor(
    private readonly readModels: ReadModels,
    @Inject(READ_MODEL_DB) private readonly db: Database.Database,
  ) {}

  async budget(fiscalYear: number): Promise<Budget | null> {
    await this.readModels.accounts.catchUp(['fund']);
    return this.budgetRow(fiscalYear);
  }

  private budgetRow(fiscalYear: number): Budget | null {
    const row = this.db
      .prepare<[number], { data: string }>('SELECT data FROM budgets WHERE fiscal_year = ?')
      .get(fiscalYear);
    return row ? (JSON.parse(row.data) as Budget) : null;
  }

  private receipts(fiscalYear: number, asOf: CivilDate): Decimal {
    const rows = this.db
      .prepare<[number, string], { amount: string }>(
        'SELECT amount FROM fund_receipts WHERE fiscal_year = ? AND date <= ?',
      )
      .all(fiscalYear, asOf);
    return sum(rows.map((r) => parseAmount(r.amount)));
  }

  private allocations(fiscalYear: number, asOf: CivilDate) {
    const receipts = this.receipts(fiscalYear, asOf);
    const budget = this.budgetRow(fiscalYear);
    const inForce = budget && budget.adoptedOn <= asOf ? budget : null;
    return { receipts, budget: inForce, allocations: allocateReceipts(receipts, inForce) };
  }

  /** N8: a fiscal year's receipts and their waterfall, as of a date. */
  async fund(fiscalYear: number, asOf: CivilDate) {
    await this.readModels.accounts.catchUp(['fund']);
    const { receipts, budget, allocations } = this.allocations(fiscalYear, asOf);
    return {
      fiscalYear,
      asOf,
      receipts: formatAmount(receipts),
      budget: budget
        ? {
            adoptedOn: budget.adoptedOn,
            sewerRent: budget.sewerRent,
            reserveToCollect: budget.reserveToCollect,
            levy: budget.levy,
          }
        : null,
      allocations,
    };
  }

  private obligationRows(): RefundObligation[] {
    return this.db
      .prepare<[], { data: string }>(
        'SELECT data FROM refund_obligations ORDER BY granted_on, account_id, application_id',
      )
      .all()
      .map((r) => JSON.parse(r.data) as RefundObligation);
  }

  /** N8: the refund reserve of every year up to `fiscalYear`, as of a date. */
  private reserveChain(fiscalYear: number, asOf: CivilDate) {
    const obligations = this.obligationRows();
    const paid = obligations.filter((o) => o.paid && o.paid.paidOn <= asOf);
    const firstRow = this.db
      .prepare<[], { first: number | null }>(
        'SELECT MIN(y) AS first FROM (SELECT MIN(fiscal_year) AS y FROM budgets UNION ALL SELECT MIN(fiscal_year) FROM fund_receipts)',
      )
      .get();
    const firstYears = [
      fiscalYear,
      ...(firstRow?.first != null ? [firstRow.first] : []),
      ...paid.map((o) => fiscalYearOf(o.paid!.paidOn)),
    ];
    const first = Math.max(Math.min(...firstYears), fiscalYear - MAX_YEARS);
    const years = [];
    for (let y = first; y <= fiscalYear; y++) {
      const inYear = paid.filter(
        (o) => o.paid!.paidOn >= fiscalYearStart(y) && o.paid!.paidOn <= fiscalYearEnd(y),
      );
      years.push({
        fiscalYear: y,
        allocated: parseAmount(this.allocations(y, asOf).allocations.refundReserve),
        refundsPaid: sum(inYear.map((o) => parseAmount(o.refundDue))),
        interestPaid: sum(inYear.map((o) => parseAmount(o.paid!.interest))),
      });
    }
    return reserveYears(years);
  }

  async reserve(fiscalYear: number, asOf: CivilDate) {
    await this.readModels.accounts.catchUp(['fund']);
    const chain = this.reserveChain(fiscalYear, asOf);
    const { fiscalYear: _y, ...year } = chain[chain.length - 1];
    return { fiscalYear, asOf, ...year };
  }

  /** N8: the reserve carried into `fiscalYear` (the previous year's closing, a shortfall counting as zero), as known on `asOf`. */
  async carryoverInto(fiscalYear: number, asOf: CivilDate): Promise<Decimal> {
    await this.readModels.accounts.catchUp(['fund']);
    const chain = this.reserveChain(fiscalYear - 1, asOf);
    // a closing below zero is a shortfall (fund-waterfall.ts), signed: parseAmount takes none (a 500 on the next budget)
    return Decimal.max(new Decimal(chain[chain.length - 1].closing), ZERO);
  }

  /** N7: every refund obligation granted on or before `asOf`, with its interest as of then or as paid. */
  async obligations(asOf: CivilDate) {
    await this.readModels.accounts.catchUp(['fund']);
    return this.obligationRows()
      .filter((o) => o.grantedOn <= asOf)
      .map((o) => {
        const paid = o.paid && o.paid.paidOn <= asOf ? o.paid : null;
        const late = paid ? paid.daysLate : daysLate(o.deadline, asOf);
        return {
          accountId: o.accountId,
          applicationId: o.applicationId,
          billId: o.billId,
          fiscalYear: o.fiscalYear,
          filedOn: o.filedOn,
          grantedOn: o.grantedOn,
          refundDue: o.refundDue,
          deadline: o.deadline,
          daysLate: late,
          interestAccrued: paid
            ? paid.interest
            : formatAmount(refundInterest(parseAmount(o.refundDue), late)),
          status: paid ? ('paid' as const) : ('open' as const),
          paidOn: paid?.paidOn ?? null,
          refundId: paid?.refundId ?? null,
        };
      });
  }
}
