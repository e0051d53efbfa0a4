import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/** The payoff figure a clerk quotes: the balance plus what the rules made due that no run has booked yet. */
describe('payoff: GET /v1/accounts/{id}/payoff?on=', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-01-20T15:00:00Z');
    await workedExampleAccount(ledger, 'NP-PO');
    await ledger
      .http()
      .post('/v1/accounts/NP-PO/bills')
      .send({ billId: 'B-PO', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-PO/payments')
      .send({ paymentId: 'P-PO', amount: '230.40', receivedOn: '2025-10-15', method: 'check' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
  });
  afterAll(async () => ledger.close());

  it('C4/N4 after a returned check, the payoff includes the months no run has booked yet; nothing is written', async () => {
    await ledger
      .http()
      .post('/v1/accounts/NP-PO/payments/P-PO/reversal')
      .send({ reversedOn: '2026-01-10', reason: 'returned check NSF' })
      .expect(201);
    const before = (await ledger.http().get('/health').expect(200)).body.headPosition;
    const balance = (
      await ledger.http().get('/v1/accounts/NP-PO/balance?asOf=2026-01-15').expect(200)
    ).body;
    // booked: nothing since the check was taken as paid
    expect(balance).toMatchObject({ rent: '230.40', penalties: '0.00', total: '230.40' });
    const payoff = (await ledger.http().get('/v1/accounts/NP-PO/payoff?on=2026-01-15').expect(200))
      .body;
    // 1.5% of 230.40 = 3.46 on 2025-11-01, 2025-12-01 and 2026-01-01
    expect(payoff).toMatchObject({
      on: '2026-01-15',
      rent: '230.40',
      penalties: '10.38',
      payoff: '240.78',
    });
    expect(
      payoff.notYetBooked.map((i: { date: string; amount: string; status: string }) => [
        i.date,
        i.amount,
        i.status,
      ]),
    ).toEqual([
      ['2025-11-01', '3.46', 'not yet booked'],
      ['2025-12-01', '3.46', 'not yet booked'],
      ['2026-01-01', '3.46', 'not yet booked'],
    ]);
    expect((await ledger.http().get('/health').expect(200)).body.headPosition).toBe(before);
    // once the run has booked them, the payoff is the balance and nothing is pending
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2026-01-15' })
      .expect(200);
    const after = (await ledger.http().get('/v1/accounts/NP-PO/payoff?on=2026-01-15').expect(200))
      .body;
    expect(after).toMatchObject({ payoff: '240.78', notYetBooked: [] });
  });
});
