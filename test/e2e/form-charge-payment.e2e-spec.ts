import { auditVerify, openReadModelDatabase } from '@ledger/ledger';
import { SqliteEventStore } from '@ledger/event-store';
import { northportAccount, startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * Issue #24: one Northport payment on a utilization-form charge (N10; C5
 * applies the payment to it) made the aging report, the fund and the lien
 * statements answer 500 for every municipality, and the audit fail, because
 * the fund facts looked the form charge up as a bill.
 */
describe('N8 x N10 a payment on a form charge (a charge of no bill) over HTTP', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z');
    await northportAccount(ledger, 'NP-FP', null);
    await ledger
      .http()
      .post('/v1/municipalities/northport/utilization-form-requirements')
      .send({ requirementId: 'UF-2026', year: 2026, dueOn: '2026-03-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2026-04-30' })
      .expect(200);
    // C5: the account's only open items are the two form charges (2026-03-31, 2026-04-30)
    await ledger
      .http()
      .post('/v1/accounts/NP-FP/payments')
      .send({ paymentId: 'P-FP', amount: '150.00', receivedOn: '2026-05-01' })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('N10/C5 the payment meets the form charges; aging, the fund and a lien statement still answer, for Queensbury too', async () => {
    const balance = (
      await ledger.http().get('/v1/accounts/NP-FP/balance?asOf=2026-05-01').expect(200)
    ).body;
    expect(balance).toMatchObject({ rent: '0.00', charges: '50.00', total: '50.00' });
    const aging = (
      await ledger.http().get('/v1/municipalities/northport/aging?asOf=2026-05-01').expect(200)
    ).body;
    expect(aging.totals.total).toBe('50.00');
    await ledger.http().get('/v1/municipalities/queensbury/aging?asOf=2026-05-01').expect(200);
    // N8/GML §453: a form charge is not sewer rent: the 100.00 it received is no receipt of the fund
    const fund = (
      await ledger
        .http()
        .get('/v1/municipalities/northport/fiscal-years/2025/fund?asOf=2026-05-31')
        .expect(200)
    ).body;
    expect(fund.receipts).toBe('0.00');
    // N10 (settled): form charges are not put on a lien statement
    const statement = (
      await ledger
        .http()
        .post('/v1/lien-statements')
        .send({
          statementId: 'LS-FP',
          municipality: 'northport',
          cutoff: '2026-05-31',
          taxYear: 2026,
        })
        .expect(201)
    ).body;
    expect(statement.lines).toEqual([]);
  });

  it('N10 the audit replays the read models and passes', async () => {
    const store = new SqliteEventStore(ledger.dbPath);
    const live = openReadModelDatabase(ledger.dbPath.replace(/\.sqlite$/, '.read-models.sqlite'));
    try {
      expect(await auditVerify(store, live)).toMatchObject({ ok: true, projectionDifferences: [] });
    } finally {
      live.close();
      await store.close();
    }
  });
});
