import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

const open = (ledger: TestLedger, accountId: string, extra: object = {}) =>
  ledger
    .http()
    .post('/v1/accounts')
    .send({
      accountId,
      municipality: 'northport',
      parcelId: `P-${accountId}`,
      propertyClass: 'residential',
      owner: { name: accountId, mailingAddress: 'x' },
      openedOn: '2025-06-01',
      ...extra,
    })
    .expect(201);
const usage = (ledger: TestLedger, accountId: string, body: object) =>
  ledger
    .http()
    .post(`/v1/accounts/${accountId}/water-usage`)
    .send({ fiscalYear: 2025, readOn: '2025-09-01', ...body })
    .expect(201);

describe('bill run (N1, N2, N3) and the SQLite store across restarts', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger();
  });
  afterAll(async () => ledger.close());

  it('bills every liable account with usage and reports the skipped with their reasons', async () => {
    await workedExampleAccount(ledger, 'NP-01');
    await open(ledger, 'NP-02', { propertyClass: 'commercial' });
    await usage(ledger, 'NP-02', { totalGallons: 100000, meteredNonDischargedGallons: 30000 });
    await open(ledger, 'NP-03', { exemption: 'village-owned' });
    await usage(ledger, 'NP-03', { totalGallons: 5000 });
    await open(ledger, 'NP-04', { location: 'outside' });
    await usage(ledger, 'NP-04', { totalGallons: 5000 });
    await open(ledger, 'NP-05');
    await open(ledger, 'NP-06');
    await usage(ledger, 'NP-06', { totalGallons: 1000 });
    await ledger
      .http()
      .post('/v1/accounts/NP-06/bills')
      .send({ billId: 'B-NP-06', fiscalYear: 2025, billDate: '2025-09-30' })
      .expect(201);

    const run = await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'BR-FY2025',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      })
      .expect(201);
    // NP-01: 230.40; NP-02: 70,000 x 3.2 / 1000 = 224.00
    expect(run.body).toMatchObject({
      billRunId: 'BR-FY2025',
      billed: 2,
      total: '454.40',
      skipped: [
        { accountId: 'NP-03', reason: 'exempt' },
        { accountId: 'NP-04', reason: 'outside' },
        { accountId: 'NP-05', reason: 'no usage' },
        { accountId: 'NP-06', reason: 'already billed' },
      ],
    });
    const bill = (await ledger.http().get('/v1/accounts/NP-02').expect(200)).body.bills[0];
    expect(bill).toMatchObject({
      billRunId: 'BR-FY2025',
      rent: '224.00',
      billDate: '2025-10-01',
      dueDate: '2025-10-31',
    });
  });

  it('422 N1/N5: a bill run dated after January 27, or for a year with no rate', async () => {
    expect(
      (
        await ledger
          .http()
          .post('/v1/bill-runs')
          .send({
            billRunId: 'BR-late',
            municipality: 'northport',
            fiscalYear: 2025,
            billDate: '2026-02-01',
          })
          .expect(422)
      ).body.rule,
    ).toBe('N1');
    expect(
      (
        await ledger
          .http()
          .post('/v1/bill-runs')
          .send({
            billRunId: 'BR-2026',
            municipality: 'northport',
            fiscalYear: 2026,
            billDate: '2026-10-01',
          })
          .expect(422)
      ).body.rule,
    ).toBe('N5');
  });

  it('the worked example goes on after a restart: the data survives and gives 135.87', async () => {
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-11-19' })
      .expect(200);
    await ledger.restart();
    await ledger
      .http()
      .post('/v1/accounts/NP-01/payments')
      .send({ paymentId: 'P-1', amount: '100.00', receivedOn: '2025-11-20' })
      .expect(201);
    await ledger.restart();
    const run = await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
    // NP-01's 2.01, and NP-02 (224.00 unpaid) now accrues 3.36 on 11-01 and 12-01
    expect(run.body).toMatchObject({ accrued: 2 + 1 });
    await ledger.restart();
    const balance = await ledger
      .http()
      .get('/v1/accounts/NP-01/balance?asOf=2025-12-15')
      .expect(200);
    expect(balance.body).toMatchObject({ rent: '133.86', penalties: '2.01', total: '135.87' });
    // the idempotent payment is still recognised after a restart
    await ledger
      .http()
      .post('/v1/accounts/NP-01/payments')
      .send({ paymentId: 'P-1', amount: '100.00', receivedOn: '2025-11-20' })
      .expect(200);
  });
});
