import type { FundReceipt } from '@ledger/domain';
import Database from 'better-sqlite3';
import type { AccountRepository } from '../infrastructure/repositories';
import { fundProjection, receiptsWriter } from './fund-projection';

const receipt = (
  accountId: string,
  fiscalYear: number,
  date: string,
  kind: FundReceipt['kind'],
  amount: string,
): FundReceipt => ({ accountId, fiscalYear, date, kind, amount });

function database() {
  const db = new Database(':memory:');
  db.exec(fundProjection({} as AccountRepository).schema);
  return db;
}

const rowsOf = (db: Database.Database, accountId: string) =>
  db
    .prepare(
      'SELECT rowid AS id, fiscal_year AS fiscalYear, date, kind, amount FROM fund_receipts WHERE account_id = ? ORDER BY fiscal_year, date, kind, amount, rowid',
    )
    .all(accountId) as Array<{
    id: number;
    fiscalYear: number;
    date: string;
    kind: string;
    amount: string;
  }>;

describe('N8 fund receipts: an account rewritten only where its receipts changed (#30)', () => {
  it('a payment added keeps the rows that were (same rowids), adds one, and leaves other accounts alone', () => {
    const db = database();
    const write = receiptsWriter(db);
    const first = [
      receipt('NP-1', 2025, '2025-10-15', 'rent', '100.00'),
      receipt('NP-1', 2025, '2025-11-15', 'penalty', '1.95'),
    ];
    db.transaction(() => {
      write('NP-1', first);
      write('NP-2', [receipt('NP-2', 2025, '2025-10-20', 'rent', '230.40')]);
    })();
    const before = rowsOf(db, 'NP-1');
    const other = rowsOf(db, 'NP-2');
    db.transaction(() =>
      write('NP-1', [...first, receipt('NP-1', 2026, '2026-01-10', 'rent', '50.00')]),
    )();
    const after = rowsOf(db, 'NP-1');
    expect(after.slice(0, 2)).toEqual(before);
    expect(after[2]).toMatchObject({
      fiscalYear: 2026,
      date: '2026-01-10',
      kind: 'rent',
      amount: '50.00',
    });
    expect(after).toHaveLength(3);
    expect(rowsOf(db, 'NP-2')).toEqual(other);
  });

  it('C5 re-flow: a receipt whose split changed is replaced, equal receipts stay two rows, and none left is deleted', () => {
    const db = database();
    const write = receiptsWriter(db);
    const twice = receipt('NP-1', 2025, '2025-10-15', 'rent', '10.00');
    db.transaction(() =>
      write('NP-1', [twice, twice, receipt('NP-1', 2025, '2025-11-15', 'rent', '40.00')]),
    )();
    expect(rowsOf(db, 'NP-1')).toHaveLength(3);
    // a penalty accrued earlier now takes 1.95 of the November payment (C5: penalties first)
    db.transaction(() =>
      write('NP-1', [
        twice,
        twice,
        receipt('NP-1', 2025, '2025-11-15', 'penalty', '1.95'),
        receipt('NP-1', 2025, '2025-11-15', 'rent', '38.05'),
      ]),
    )();
    expect(rowsOf(db, 'NP-1').map(({ id: _id, ...r }) => r)).toEqual([
      { fiscalYear: 2025, date: '2025-10-15', kind: 'rent', amount: '10.00' },
      { fiscalYear: 2025, date: '2025-10-15', kind: 'rent', amount: '10.00' },
      { fiscalYear: 2025, date: '2025-11-15', kind: 'penalty', amount: '1.95' },
      { fiscalYear: 2025, date: '2025-11-15', kind: 'rent', amount: '38.05' },
    ]);
    // one of the two equal receipts gone (a payment reversed, C4), then every receipt
    db.transaction(() => write('NP-1', [twice]))();
    expect(rowsOf(db, 'NP-1').map((r) => r.amount)).toEqual(['10.00']);
    db.transaction(() => write('NP-1', []))();
    expect(rowsOf(db, 'NP-1')).toEqual([]);
  });
});
