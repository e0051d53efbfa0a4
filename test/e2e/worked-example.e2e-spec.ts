import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/** DOMAIN.md worked example (N3, N4, C5, C6), end to end over HTTP. */
describe('DOMAIN.md worked example over HTTP (N3, N4, C5, C6)', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger();
  });
  afterAll(async () => ledger.close());

  it('N3: 80,000 gallons delivered -> 72,000 billable x 3.2000 = 230.40, due 2025-10-31', async () => {
    await workedExampleAccount(ledger);
    const bill = await ledger
      .http()
      .post('/v1/accounts/NP-1001/bills')
      .send({ billId: 'B-2025-NP-1001', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    expect(bill.body).toMatchObject({
      rent: '230.40',
      dueDate: '2025-10-31',
      billableGallons: 72000,
      ratePer1000Gallons: '3.2000',
    });
    expect(bill.body.lines).toEqual([
      expect.objectContaining({ quantity: '72', rate: '3.2000', amount: '230.40' }),
    ]);
    expect(typeof bill.body.recordedAt).toBe('string');
  });

  it('N4: the penalty run through 2025-11-19 accrues 1.5% x 230.40 = 3.46 on 2025-11-01', async () => {
    const run = await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-11-19' })
      .expect(200);
    expect(run.body).toMatchObject({
      accrued: 1,
      reversed: 0,
      accruedAmount: '3.46',
      reversedAmount: '0.00',
    });
  });

  it('C5: a payment of 100.00 on 2025-11-20 pays the 3.46 penalty first, then 96.54 of rent', async () => {
    const payment = await ledger
      .http()
      .post('/v1/accounts/NP-1001/payments')
      .send({ paymentId: 'P-1', amount: '100.00', receivedOn: '2025-11-20', method: 'check' })
      .expect(201);
    expect(payment.body).toMatchObject({
      paymentId: 'P-1',
      amount: '100.00',
      receivedOn: '2025-11-20',
    });
    const balance = await ledger
      .http()
      .get('/v1/accounts/NP-1001/balance?asOf=2025-11-20')
      .expect(200);
    expect(balance.body).toMatchObject({ rent: '133.86', penalties: '0.00', total: '133.86' });
  });

  it('C6: 2025-12-01 accrues 1.5% x 133.86 = 2.01; balance as of 2025-12-15 is 135.87', async () => {
    const run = await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
    expect(run.body).toMatchObject({ accrued: 1, accruedAmount: '2.01' });
    const balance = await ledger
      .http()
      .get('/v1/accounts/NP-1001/balance?asOf=2025-12-15')
      .expect(200);
    expect(balance.body).toEqual({
      accountId: 'NP-1001',
      asOf: '2025-12-15',
      knownAt: expect.any(String),
      rent: '133.86',
      penalties: '2.01',
      charges: '0.00',
      credit: '0.00',
      total: '135.87',
      refundDue: '0.00',
      leviedToTaxRoll: '0.00',
    });
  });

  it('the statement shows every entry with effective date, recorded time and running balance ending at 135.87', async () => {
    const statement = await ledger.http().get('/v1/accounts/NP-1001/statement').expect(200);
    expect(
      statement.body.entries.map(
        (e: { effectiveDate: string; kind: string; amount: string; balance: string }) => [
          e.effectiveDate,
          e.kind,
          e.amount,
          e.balance,
        ],
      ),
    ).toEqual([
      ['2025-10-01', 'rent', '230.40', '230.40'],
      ['2025-11-01', 'penalty', '3.46', '233.86'],
      ['2025-11-20', 'payment', '-100.00', '133.86'],
      ['2025-12-01', 'penalty', '2.01', '135.87'],
    ]);
    expect(statement.body.closingBalance).toBe('135.87');
    for (const e of statement.body.entries) expect(Date.parse(e.recordedAt)).not.toBeNaN();
  });

  it('C3: as of 2025-10-15 only the bill was in effect', async () => {
    const balance = await ledger
      .http()
      .get('/v1/accounts/NP-1001/balance?asOf=2025-10-15')
      .expect(200);
    expect(balance.body).toMatchObject({ rent: '230.40', penalties: '0.00', total: '230.40' });
  });

  it('C7: running the penalty run again changes nothing', async () => {
    const run = await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
    expect(run.body).toMatchObject({ accrued: 0, reversed: 0, accountsChanged: 0 });
  });
});
