import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

describe('idempotency and concurrency (C8)', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger();
    await workedExampleAccount(ledger, 'NP-I');
    await ledger
      .http()
      .post('/v1/accounts/NP-I/bills')
      .send({ billId: 'B-I', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('C8: the same payment sent twice is kept once and answers the original', async () => {
    const body = { paymentId: 'P-twice', amount: '50.00', receivedOn: '2025-11-20' };
    const first = await ledger.http().post('/v1/accounts/NP-I/payments').send(body).expect(201);
    const second = await ledger.http().post('/v1/accounts/NP-I/payments').send(body).expect(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    const account = await ledger.http().get('/v1/accounts/NP-I').expect(200);
    expect(
      account.body.payments.filter((p: { paymentId: string }) => p.paymentId === 'P-twice'),
    ).toHaveLength(1);
  });

  it('C8: the same payment id with different content is a 409 and writes nothing', async () => {
    const response = await ledger
      .http()
      .post('/v1/accounts/NP-I/payments')
      .send({ paymentId: 'P-twice', amount: '60.00', receivedOn: '2025-11-20' })
      .expect(409);
    expect(response.body).toMatchObject({ statusCode: 409, rule: 'C8' });
    const bal = await ledger.http().get('/v1/accounts/NP-I/balance?asOf=2025-11-30').expect(200);
    expect(bal.body.rent).toBe('180.40');
  });

  it('two (and twenty) concurrent payments on one account are all kept: the handler retries on conflict', async () => {
    const payments = Array.from({ length: 20 }, (_, i) => ({
      paymentId: `P-c-${i}`,
      amount: '1.00',
      receivedOn: '2025-11-21',
    }));
    const responses = await Promise.all(
      payments.map((p) => ledger.http().post('/v1/accounts/NP-I/payments').send(p)),
    );
    expect(responses.map((r) => r.status)).toEqual(payments.map(() => 201));
    const bal = await ledger.http().get('/v1/accounts/NP-I/balance?asOf=2025-11-30').expect(200);
    expect(bal.body.rent).toBe('160.40');
    const account = await ledger.http().get('/v1/accounts/NP-I').expect(200);
    expect(account.body.payments).toHaveLength(21);
  });

  it('C8: a bill run sent again answers the same result and bills no one twice', async () => {
    await workedExampleAccount(ledger, 'NP-J');
    const run = {
      billRunId: 'BR-2025',
      municipality: 'northport',
      fiscalYear: 2025,
      billDate: '2025-10-01',
    };
    const first = await ledger.http().post('/v1/bill-runs').send(run).expect(201);
    expect(first.body).toMatchObject({
      billed: 1,
      total: '230.40',
      skipped: [{ accountId: 'NP-I', reason: 'already billed' }],
    });
    const again = await ledger.http().post('/v1/bill-runs').send(run).expect(200);
    expect(again.body).toEqual(first.body);
    await ledger
      .http()
      .post('/v1/bill-runs')
      .send({ ...run, billDate: '2025-10-02' })
      .expect(409);
  });
});
