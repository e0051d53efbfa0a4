import { ledgerHead } from '../support/ledger-head';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/** Bad input gets a clear answer and writes nothing. */
describe('bad input: 400 / 404 / 409 / 422 with the field or the rule named', () => {
  let ledger: TestLedger;
  let eventsBefore: number;
  // the ledger's facts (a refused run still writes its job's start and end, #29)
  const eventCount = () => ledgerHead(ledger);

  beforeAll(async () => {
    ledger = await startTestLedger();
    await workedExampleAccount(ledger, 'NP-X');
    await ledger
      .http()
      .post('/v1/accounts/NP-X/bills')
      .send({ billId: 'B-X', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
  });
  beforeEach(async () => {
    eventsBefore = await eventCount();
  });
  afterEach(async () => {
    expect(await eventCount()).toBe(eventsBefore);
  });
  afterAll(async () => ledger.close());

  const pay = (body: object) => ledger.http().post('/v1/accounts/NP-X/payments').send(body);
  const fieldsOf = (r: { body: { fields: Record<string, string[]> } }) =>
    Object.keys(r.body.fields);

  it('400: a number where an amount string belongs', async () => {
    const r = await pay({ paymentId: 'P-1', amount: 100, receivedOn: '2025-11-20' }).expect(400);
    expect(fieldsOf(r)).toEqual(['amount']);
    expect(r.body.message[0]).toMatch(/amount must be a positive amount string/);
  });

  it('400: more than two decimals, a negative or a zero payment', async () => {
    for (const amount of ['100.001', '-5.00', '0.00', '1e3', '100']) {
      const r = await pay({ paymentId: 'P-1', amount, receivedOn: '2025-11-20' }).expect(400);
      expect(fieldsOf(r)).toEqual(['amount']);
    }
  });

  it('400: an unknown field', async () => {
    const r = await pay({
      paymentId: 'P-1',
      amount: '1.00',
      receivedOn: '2025-11-20',
      discount: '1.00',
    }).expect(400);
    expect(r.body.message.join(' ')).toMatch(/property discount should not exist/);
  });

  it('400: a bad date (2025-02-30, 2025-2-01, a timestamp)', async () => {
    for (const receivedOn of ['2025-02-30', '2025-2-01', '2025-11-20T00:00:00Z']) {
      const r = await pay({ paymentId: 'P-1', amount: '1.00', receivedOn }).expect(400);
      expect(fieldsOf(r)).toEqual(['receivedOn']);
    }
  });

  it('400: a nested field of the owner is named with its path', async () => {
    const r = await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'NP-Y',
        municipality: 'northport',
        parcelId: 'p',
        propertyClass: 'residential',
        owner: { name: '', mailingAddress: 'x' },
        openedOn: '2025-06-01',
      })
      .expect(400);
    expect(fieldsOf(r)).toEqual(['owner.name']);
  });

  it('400: malformed JSON and bad query parameters', async () => {
    await ledger
      .http()
      .post('/v1/accounts/NP-X/payments')
      .set('Content-Type', 'application/json')
      .send('{"paymentId": ')
      .expect(400);
    const r = await ledger.http().get('/v1/accounts/NP-X/balance?asOf=2025-13-01').expect(400);
    expect(fieldsOf(r)).toEqual(['asOf']);
    const k = await ledger.http().get('/v1/accounts/NP-X/balance?knownAt=yesterday').expect(400);
    expect(fieldsOf(k)).toEqual(['knownAt']);
  });

  it('404: an unknown account', async () => {
    await ledger.http().get('/v1/accounts/NP-NOPE').expect(404);
    await ledger.http().get('/v1/accounts/NP-NOPE/balance').expect(404);
    await ledger
      .http()
      .post('/v1/accounts/NP-NOPE/payments')
      .send({ paymentId: 'P-1', amount: '1.00', receivedOn: '2025-11-20' })
      .expect(404);
  });

  it('404: reversing an unknown payment', async () => {
    await ledger
      .http()
      .post('/v1/accounts/NP-X/payments/P-NOPE/reversal')
      .send({ reversedOn: '2025-12-01', reason: 'x' })
      .expect(404);
  });

  it('409: a bill id re-used with other content', async () => {
    const r = await ledger
      .http()
      .post('/v1/accounts/NP-X/bills')
      .send({ billId: 'B-X', fiscalYear: 2025, billDate: '2025-10-02' })
      .expect(409);
    expect(r.body.rule).toBe('C8');
  });

  it('422 N1: a bill date after January 27 of its fiscal year', async () => {
    await workedExampleAccount(ledger, 'NP-Z');
    eventsBefore = await eventCount();
    const r = await ledger
      .http()
      .post('/v1/accounts/NP-Z/bills')
      .send({ billId: 'B-Z', fiscalYear: 2025, billDate: '2026-01-28' })
      .expect(422);
    expect(r.body).toMatchObject({ rule: 'N1' });
    expect(r.body.message).toMatch(/2026-01-27/);
  });

  it('422 N2: a bill for an exempt or an outside account', async () => {
    for (const [id, extra] of [
      ['NP-VILLAGE', { exemption: 'village-owned' }],
      ['NP-OUTSIDE', { location: 'outside' }],
    ] as const) {
      await ledger
        .http()
        .post('/v1/accounts')
        .send({
          accountId: id,
          municipality: 'northport',
          parcelId: id,
          propertyClass: 'commercial',
          owner: { name: 'Village', mailingAddress: 'x' },
          openedOn: '2025-06-01',
          ...extra,
        })
        .expect(201);
      await ledger
        .http()
        .post(`/v1/accounts/${id}/water-usage`)
        .send({ fiscalYear: 2025, totalGallons: 1000, readOn: '2025-09-01' })
        .expect(201);
      eventsBefore = await eventCount();
      const r = await ledger
        .http()
        .post(`/v1/accounts/${id}/bills`)
        .send({ billId: `B-${id}`, fiscalYear: 2025, billDate: '2025-10-01' })
        .expect(422);
      expect(r.body.rule).toBe('N2');
    }
  });

  it('422: a bill with no rate or no usage', async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'NP-NOUSE',
        municipality: 'northport',
        parcelId: 'q',
        propertyClass: 'residential',
        owner: { name: 'N', mailingAddress: 'x' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    eventsBefore = await eventCount();
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/NP-NOUSE/bills')
          .send({ billId: 'B-N', fiscalYear: 2025, billDate: '2025-10-01' })
          .expect(422)
      ).body.rule,
    ).toBe('N3');
    await ledger
      .http()
      .post('/v1/accounts/NP-NOUSE/water-usage')
      .send({ fiscalYear: 2026, totalGallons: 1000, readOn: '2026-09-01' })
      .expect(201);
    eventsBefore = await eventCount();
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/NP-NOUSE/bills')
          .send({ billId: 'B-N', fiscalYear: 2026, billDate: '2026-10-01' })
          .expect(422)
      ).body.rule,
    ).toBe('N5');
  });

  it('422 C7: a penalty run through a day that has not come', async () => {
    const r = await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2030-01-01' })
      .expect(422);
    expect(r.body.rule).toBe('C7');
  });

  it('413: an oversized body', async () => {
    const r = await pay({
      paymentId: 'P-1',
      amount: '1.00',
      receivedOn: '2025-11-20',
      reference: 'x'.repeat(300_000),
    }).expect(413);
    expect(r.body.message).toMatch(/too large/i);
  });

  it('400: deep JSON, huge numbers, wrong types', async () => {
    const deep = `{"accountId":"NP-DEEP","owner":${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}}`;
    const r = await ledger
      .http()
      .post('/v1/accounts')
      .set('Content-Type', 'application/json')
      .send(deep)
      .expect(400);
    expect(r.body.message).toMatch(/nests deeper than 16/);
    const huge = await ledger
      .http()
      .post('/v1/accounts/NP-X/water-usage')
      .send({ fiscalYear: 2026, totalGallons: 1e308 })
      .expect(400);
    expect(Object.keys(huge.body.fields)).toEqual(['totalGallons']);
    const year = await ledger
      .http()
      .post('/v1/accounts/NP-X/water-usage')
      .send({ fiscalYear: 1e20, totalGallons: 1 })
      .expect(400);
    expect(Object.keys(year.body.fields)).toEqual(['fiscalYear']);
    const big = await pay({
      paymentId: 'P-1',
      amount: '99999999999999.99',
      receivedOn: '2025-11-20',
    }).expect(400);
    expect(Object.keys(big.body.fields)).toEqual(['amount']);
    // the ledger's own sentence whole, its limit and rule included (it was cut at 100 characters)
    expect(big.body.fields.amount).toEqual([
      'amount must be a positive amount string with exactly two decimals, e.g. "100.00", at most 9999999999.99 (C10)',
    ]);
    const types = await pay({ paymentId: 7, amount: ['1.00'], receivedOn: true }).expect(400);
    expect(Object.keys(types.body.fields).sort()).toEqual(['amount', 'paymentId', 'receivedOn']);
    await ledger
      .http()
      .post('/v1/accounts/NP-X/payments')
      .set('Content-Type', 'application/json')
      .send('[1,2,3]')
      .expect(400);
  });
});
