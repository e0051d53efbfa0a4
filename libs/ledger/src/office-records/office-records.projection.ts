import type {
  BillConverted,
  BillRendered,
  LienStatementLevied,
  LienStatementPrepared,
  PaymentReceived,
  PaymentReversed,
} from '@ledger/domain';
import type { StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { currentData, type EventMetadata } from '../infrastructure/event-envelope';
import type { Projection } from '../projections/projection';

/**
 * The batch a payment came in: the CSV file it was imported from (by its
 * name, #28.8, as the import's causation id carries it after the line; by
 * its digest when the upload gave none), or the counter where the person who
 * posted it took it. The deposit slip totals by it.
 */
function batchOf(metadata: EventMetadata): string {
  const imported = /^import:[^:]+:([0-9a-f]{16}):\d+(?:-\d+)?(?::(.+))?$/.exec(
    metadata.causationId,
  );
  if (!imported) return `counter: ${metadata.actor}`;
  return imported[2] ? `file ${decodeURIComponent(imported[2])}` : `import ${imported[1]}`;
}

/**
 * What the office looks up by something other than the account: a bill by
 * its id (documents, the bill run's print file) and the payments of a day
 * (the deposit slip). Durable tables kept by the projection runner.
 */
export const officeRecordsProjection: Projection = {
  name: 'office-records',
  // 2: a bill converted from the old system (C12) is found by its id too
  // 3: the lien statements prepared, by municipality (N9, W3, Q4: the Board picks one from a list)
  // 4: the first account's bill under an id keeps it (a later one under the same id no longer replaced it)
  version: 4,
  eventTypes: new Set([
    'BillRendered',
    'BillConverted',
    'PaymentReceived',
    'PaymentReversed',
    'LienStatementPrepared',
    'LienStatementLevied',
  ]),
  schema: `
CREATE TABLE IF NOT EXISTS office_bills (
  bill_id TEXT PRIMARY KEY, account_id TEXT NOT NULL, bill_run_id TEXT, municipality TEXT NOT NULL, bill_date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS office_bills_by_run ON office_bills (bill_run_id, account_id);
CREATE TABLE IF NOT EXISTS office_payments (
  account_id TEXT NOT NULL, payment_id TEXT NOT NULL, received_on TEXT NOT NULL, amount TEXT NOT NULL, method TEXT, reference TEXT,
  batch TEXT NOT NULL, actor TEXT NOT NULL, recorded_at TEXT NOT NULL, reversed_on TEXT, reversal_reason TEXT,
  PRIMARY KEY (account_id, payment_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS office_payments_by_day ON office_payments (received_on);
CREATE TABLE IF NOT EXISTS office_lien_statements (
  statement_id TEXT PRIMARY KEY, municipality TEXT NOT NULL, cutoff TEXT NOT NULL, tax_year INTEGER NOT NULL,
  parcels INTEGER NOT NULL, total TEXT NOT NULL, prepared_at TEXT NOT NULL, levied_on TEXT
);
CREATE INDEX IF NOT EXISTS office_lien_statements_by_municipality ON office_lien_statements (municipality, cutoff);`,
  tables: ['office_bills', 'office_payments', 'office_lien_statements'],
  apply(tx: Database.Database, events: readonly StoredEvent[]): void {
    // a bill id is one namespace: the first account's bill under an id keeps it (documents find a bill by
    // its id alone; a second bill under it, let in by a race or from before the id was checked, takes nothing over)
    const bill = tx.prepare(
      'INSERT OR IGNORE INTO office_bills (bill_id, account_id, bill_run_id, municipality, bill_date) VALUES (?, ?, ?, ?, ?)',
    );
    const payment = tx.prepare(
      'INSERT OR REPLACE INTO office_payments (account_id, payment_id, received_on, amount, method, reference, batch, actor, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const reversal = tx.prepare(
      'UPDATE office_payments SET reversed_on = ?, reversal_reason = ? WHERE account_id = ? AND payment_id = ?',
    );
    const statement = tx.prepare(
      'INSERT OR REPLACE INTO office_lien_statements (statement_id, municipality, cutoff, tax_year, parcels, total, prepared_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const levied = tx.prepare(
      'UPDATE office_lien_statements SET levied_on = ? WHERE statement_id = ?',
    );
    for (const stored of events) {
      const metadata = stored.metadata as unknown as EventMetadata;
      if (stored.type === 'BillRendered') {
        const data = currentData<BillRendered>(stored);
        bill.run(data.billId, data.accountId, data.billRunId, data.municipality, data.billDate);
      } else if (stored.type === 'BillConverted') {
        const data = currentData<BillConverted>(stored);
        bill.run(data.billId, data.accountId, null, data.municipality, data.billDate);
      } else if (stored.type === 'LienStatementPrepared') {
        const data = currentData<LienStatementPrepared>(stored);
        statement.run(
          data.statementId,
          data.municipality,
          data.cutoff,
          data.taxYear,
          data.lines.length,
          data.total,
          metadata.recordedAt,
        );
      } else if (stored.type === 'LienStatementLevied') {
        const data = currentData<LienStatementLevied>(stored);
        levied.run(data.leviedOn, data.statementId);
      } else if (stored.type === 'PaymentReceived') {
        const data = currentData<PaymentReceived>(stored);
        payment.run(
          data.accountId,
          data.paymentId,
          data.receivedOn,
          data.amount,
          data.method,
          data.reference,
          batchOf(metadata),
          metadata.actor,
          metadata.recordedAt,
        );
      } else {
        const data = currentData<PaymentReversed>(stored);
        reversal.run(data.reversedOn, data.reason, data.accountId, data.paymentId);
      }
    }
  },
};
