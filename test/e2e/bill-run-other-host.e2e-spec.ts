import { testLedgerAndHostBeside } from '../support/host-beside';
import { workedExampleAccount } from '../support/test-ledger';

/**
 * A bill run decides each account on the state its cache holds (#30), which
 * lags another host's appends: an account another host billed for the period
 * meanwhile is refused by the store, decided again on the stream as stored,
 * and reported as the run reports it (N1: already billed), not a failed run.
 */
describe('a bill run after another host billed one of its accounts', () => {
  const hosts = testLedgerAndHostBeside();

  it('N1: the account billed by the other host is skipped as already billed; the others are billed', async () => {
    // this host opens both accounts and records their usage: its cache holds them
    await workedExampleAccount(hosts.ledger, 'NP-H1');
    await workedExampleAccount(hosts.ledger, 'NP-H2');
    expect((await hosts.ledger.http().get('/v1/accounts/NP-H1').expect(200)).body.bills).toEqual(
      [],
    );
    // the other host bills NP-H1 for the year, by hand
    const billed = await fetch(`${hosts.other.url}/v1/accounts/NP-H1/bills`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ billId: 'B-OTHER', fiscalYear: 2025, billDate: '2025-09-30' }),
    });
    expect(billed.status).toBe(201);
    const run = await hosts.ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'BR-H',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      })
      .expect(201);
    expect(run.body).toMatchObject({
      billed: 1,
      total: '230.40',
      skipped: [{ accountId: 'NP-H1', reason: 'already billed' }],
    });
    const bills = (await hosts.ledger.http().get('/v1/accounts/NP-H1').expect(200)).body.bills;
    expect(bills.map((b: { billId: string }) => b.billId)).toEqual(['B-OTHER']);
  }, 60_000);
});
