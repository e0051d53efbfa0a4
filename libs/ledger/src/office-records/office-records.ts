import { Inject, Injectable } from '@nestjs/common';
import { conflict, formatAmount, invalid, parseAmount, sum, type CivilDate } from '@ledger/domain';
import type Database from 'better-sqlite3';
import { READ_MODEL_DB } from '../infrastructure/tokens';
import { ReadModels } from '../processors/read-models';

interface PaymentRow {
  readonly accountId: string;
  readonly municipality: string;
  readonly paymentId: string;
  readonly receivedOn: CivilDate;
  readonly amount: string;
  readonly method: string | null;
  readonly reference: string | null;
  readonly batch: string;
  readonly postedBy: string;
  readonly recordedAt: string;
  readonly reversedOn: CivilDate | null;
  readonly reversalReason: string | null;
}

interface Tally {
  count: number;
  amount: string;
}

const tally = (rows: readonly PaymentRow[]): Tally => ({
  count: rows.length,
  amount: formatAmount(sum(rows.map((r) => parseAmount(r.amount)))),
});

function groupBy(
  rows: readonly PaymentRow[],
  key: (r: PaymentRow) => string,
): Array<{ key: string } & Tally> {
  const groups = new Map<string, PaymentRow[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, g]) => ({ key: k, ...tally(g) }));
}

/** Bills found by id or by run, and the payments received by day (the deposit slip), from `office-records.projection.ts`. */
@Injectable()
export class OfficeRecords {
  constructor(
    private readonly readModels: ReadModels,
    @Inject(READ_MODEL_DB) private readonly db: Database.Database,
  ) {}

  /** N9/W3/Q4: a municipality's lien statements prepared, the latest cut-off first, each levied or not. */
  async lienStatements(municipality: string) {
    await this.readModels.core.catchUp(['office-records']);
    const rows = this.db
      .prepare<
        [string],
        {
          statementId: string;
          cutoff: string;
          taxYear: number;
          parcels: number;
          total: string;
          preparedAt: string;
          leviedOn: string | null;
        }
      >(
        `SELECT statement_id AS statementId, cutoff, tax_year AS taxYear, parcels, total, prepared_at AS preparedAt, levied_on AS leviedOn
         FROM office_lien_statements WHERE municipality = ? ORDER BY cutoff DESC, prepared_at DESC, statement_id`,
      )
      .all(municipality);
    return {
      municipality,
      statements: rows.map((r) => ({
        ...r,
        status: r.leviedOn ? ('levied' as const) : ('prepared' as const),
      })),
    };
  }

  /** The account and municipality of a bill, or null when there is no such bill. */
  async bill(billId: string): Promise<{ accountId: string; municipality: string } | null> {
    await this.readModels.core.catchUp(['office-records']);
    return (
      this.db
        .prepare<[string], { accountId: string; municipality: string }>(
          'SELECT account_id AS accountId, municipality FROM office_bills WHERE bill_id = ?',
        )
        .get(billId) ?? null
    );
  }

  /** The bills a run rendered, in account id order (the mail house's order). */
  async billsOfRun(billRunId: string): Promise<Array<{ billId: string; accountId: string }>> {
    await this.readModels.core.catchUp(['office-records']);
    return this.db
      .prepare<[string], { billId: string; accountId: string }>(
        'SELECT bill_id AS billId, account_id AS accountId FROM office_bills WHERE bill_run_id = ? ORDER BY account_id',
      )
      .all(billRunId);
  }

  /**
   * A bill id is one namespace across accounts and municipalities (documents
   * and print files find a bill by its id alone): one another account's bill
   * carries is refused (409), naming nothing of that account. The check reads
   * these records: two requests at the same instant can both pass it.
   */
  async refuseTakenBillId(billId: string, accountId: string): Promise<void> {
    const holder = await this.bill(billId);
    if (holder && holder.accountId !== accountId)
      throw conflict('C8', `${takenBillIdWords(billId)}: give this bill another id`);
  }

  /**
   * The ids under a run's prefix (`{billRunId}:`) that bills of accounts
   * other than the one each names already carry (a bill rendered by hand
   * under such an id): the run does not render a second bill under one.
   */
  async runBillIdsTakenElsewhere(billRunId: string): Promise<Set<string>> {
    await this.readModels.core.catchUp(['office-records']);
    const prefix = `${billRunId}:`;
    const rows = this.db
      .prepare<[string, string], { billId: string; accountId: string }>(
        'SELECT bill_id AS billId, account_id AS accountId FROM office_bills WHERE bill_id >= ? AND bill_id < ?',
      )
      .all(prefix, `${billRunId};`);
    return new Set(rows.filter((r) => r.billId !== `${prefix}${r.accountId}`).map((r) => r.billId));
  }

  /**
   * Payments received from `from` to `to` (C2: inclusive), by day, with each
   * day's totals by method and by batch, and the returned checks of the same
   * days (C4) apart: what the treasurer deposits and reconciles.
   */
  async paymentsReceived(from: CivilDate, to: CivilDate, municipalities: readonly string[] | null) {
    if (from > to) throw invalid('C2', `from (${from}) is after to (${to})`);
    // the payments with their accounts' municipality: both read models
    await this.readModels.core.catchUp(['office-records', 'account-directory']);
    const within = municipalities
      ? `AND d.municipality IN (${municipalities.map(() => '?').join(',')})`
      : '';
    const select = `SELECT p.account_id AS accountId, d.municipality, p.payment_id AS paymentId, p.received_on AS receivedOn, p.amount, p.method, p.reference, p.batch,
      p.actor AS postedBy, p.recorded_at AS recordedAt, p.reversed_on AS reversedOn, p.reversal_reason AS reversalReason
      FROM office_payments p JOIN directory_accounts d ON d.account_id = p.account_id`;
    const received = this.db
      .prepare<unknown[], PaymentRow>(
        `${select} WHERE p.received_on BETWEEN ? AND ? ${within} ORDER BY p.received_on, p.batch, p.recorded_at, p.payment_id`,
      )
      .all(from, to, ...(municipalities ?? []));
    const returned = this.db
      .prepare<unknown[], PaymentRow>(
        `${select} WHERE p.reversed_on BETWEEN ? AND ? ${within} ORDER BY p.reversed_on, p.payment_id`,
      )
      .all(from, to, ...(municipalities ?? []));
    const days = [...new Set(received.map((r) => r.receivedOn))].map((day) => {
      const ofDay = received.filter((r) => r.receivedOn === day);
      return {
        date: day,
        ...tally(ofDay),
        byMethod: groupBy(ofDay, (r) => r.method ?? 'unspecified').map(({ key, ...t }) => ({
          method: key,
          ...t,
        })),
        byBatch: groupBy(ofDay, (r) => r.batch).map(({ key, ...t }) => ({ batch: key, ...t })),
      };
    });
    return {
      from,
      to,
      totals: tally(received),
      days,
      payments: received,
      returned: { ...tally(returned), payments: returned },
    };
  }
}

/** What a bill id another account's bill carries is called, by a refusal and by a run's report. */
export const takenBillIdWords = (billId: string) =>
  `bill id ${billId} is taken by another account's bill`;
