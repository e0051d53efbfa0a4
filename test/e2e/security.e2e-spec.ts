import {
  northportAccount,
  startTestLedger,
  TestLedger,
  workedExampleAccount,
} from '../support/test-ledger';

/** Attacks from the security review (issue "Tamper-evident beyond the database file, and closed to abuse"), each now refused. */
describe('closed to abuse: headers, hostile JSON, bounded errors, CSV injection', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z');
  });
  afterAll(async () => ledger.close());

  const headOf = async () => (await ledger.http().get('/health').expect(200)).body.headPosition;

  it('sends security headers: no X-Powered-By, nosniff, no framing, a strict CSP for the console and a looser one only for /docs', async () => {
    const health = await ledger.http().get('/health').expect(200);
    expect(health.headers['x-powered-by']).toBeUndefined();
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = health.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const docs = await ledger.http().get('/docs/').expect(200);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    // no ETag: no client revalidates an answer, and hashing each one cost every request (#30)
    expect(health.headers.etag).toBeUndefined();
  });

  it('refuses __proto__, constructor and prototype keys with 400 (not silently dropped), nothing written', async () => {
    const before = await headOf();
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const body = `{"accountId":"NP-P","municipality":"northport","parcelId":"P","propertyClass":"residential","owner":{"name":"A","mailingAddress":"B","${key}":{"admin":true}},"openedOn":"2025-06-01"}`;
      const answer = await ledger
        .http()
        .post('/v1/accounts')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
      expect(answer.body.message).toBe(`the JSON body has a key "${key}", which is refused`);
    }
    expect(await headOf()).toBe(before);
  });

  it('answers a 209 kB body of unknown fields with a short error naming at most 20 of them', async () => {
    const fields: Record<string, string> = {};
    for (let i = 0; i < 5500; i++) fields[`unknownField${i}`] = 'xxxxxxxxxxxxxxxxxx';
    const body = JSON.stringify({
      paymentId: 'P-X',
      amount: '1.00',
      receivedOn: '2026-01-02',
      ...fields,
    });
    expect(body.length).toBeGreaterThan(200_000);
    const answer = await ledger
      .http()
      .post('/v1/accounts/NP-NONE/payments')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(400);
    expect(answer.text.length).toBeLessThan(4_000);
    expect(Object.keys(answer.body.fields)).toHaveLength(20);
    expect(answer.body.message[answer.body.message.length - 1]).toBe('and 5480 more fields');
  });

  it('neutralises an owner named as a spreadsheet formula in the lien statement CSV (OWASP CSV injection)', async () => {
    await workedExampleAccount(ledger, 'NP-CSV');
    await ledger
      .http()
      .post('/v1/accounts/NP-CSV/owner-changes')
      .send({
        ownerChangeId: 'OC-CSV',
        owner: { name: "=cmd|' /C calc'!A0", mailingAddress: '@SUM(1+1)' },
        effectiveOn: '2025-07-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-CSV/bills')
      .send({ billId: 'B-CSV', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await northportAccount(ledger, 'NP-CSV2', null);
    await ledger
      .http()
      .post('/v1/lien-statements')
      .send({
        statementId: 'LS-CSV',
        municipality: 'northport',
        cutoff: '2026-05-31',
        taxYear: 2026,
      })
      .expect(201);
    const csv = (await ledger.http().get('/v1/lien-statements/LS-CSV?format=csv').expect(200)).text;
    // N9 x C7: with the 7 x 3.46 of penalties a run through the cut-off would book (no run has)
    expect(csv.split('\r\n')[1]).toBe("0403-NP-CSV,'=cmd|' /C calc'!A0,NP-CSV,230.40,24.22,254.62");
    // the statement answers its totals row
    expect((await ledger.http().get('/v1/lien-statements/LS-CSV').expect(200)).body.totals).toEqual(
      { rent: '230.40', penalties: '24.22', parcels: 1 },
    );
  });
});
