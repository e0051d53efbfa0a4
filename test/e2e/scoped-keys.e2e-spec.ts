import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import { ledgerHead } from '../support/ledger-head';
import { pdfText } from '../support/pdf-text';
import { issueKeys, startTestLedger, TestLedger } from '../support/test-ledger';

/** Keys scoped to municipalities: a Watervliet clerk's key cannot post a Northport payment. */
describe('keys scoped to municipalities', () => {
  let ledger: TestLedger;
  let as: (name: string) => { Authorization: string };

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', { auth: true });
    ({ as } = await issueKeys(ledger, {
      all: ['Bureau', 'finance'],
      allClerk: ['Bureau clerk', 'clerk'],
      wvClerk: ['WV clerk', 'clerk', ['watervliet']],
      wvFinance: ['WV treasurer', 'finance', ['watervliet']],
      wvAuditor: ['WV auditor', 'auditor', ['watervliet']],
      wvIntegration: ['WV GL', 'integration', ['watervliet']],
      npAuditor: ['NP auditor', 'auditor', ['northport']],
      wvAdmin: ['WV admin', 'admin', ['watervliet']],
      admin: ['Bureau admin', 'admin'],
      auditor: ['County auditor', 'auditor'],
      integration: ['County GL', 'integration'],
    }));
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .set(as('all'))
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .set(as('all'))
      .send({
        effectiveFrom: '2022-11-01',
        effectiveTo: '2023-10-31',
        adoptedOn: '2022-10-06',
        rates: WATERVLIET_RATES_2022,
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts')
      .set(as('allClerk'))
      .send({
        accountId: 'NP-S',
        municipality: 'northport',
        parcelId: 'P-NP',
        propertyClass: 'residential',
        owner: { name: 'North Owner', mailingAddress: 'x' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-S/water-usage')
      .set(as('allClerk'))
      .send({ fiscalYear: 2025, totalGallons: 80000, readOn: '2025-09-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-S/bills')
      .set(as('all'))
      .send({ billId: 'B-NP-S', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/lien-statements')
      .set(as('all'))
      .send({
        statementId: 'LS-NP-S',
        municipality: 'northport',
        cutoff: '2026-05-31',
        taxYear: 2026,
      })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('GET /v1/me says who is signed in, with which role and scope', async () => {
    expect((await ledger.http().get('/v1/me').set(as('wvClerk')).expect(200)).body).toMatchObject({
      actor: 'WV clerk',
      role: 'clerk',
      municipalities: ['watervliet'],
      authentication: 'on',
    });
    expect((await ledger.http().get('/v1/me').set(as('all')).expect(200)).body).toMatchObject({
      actor: 'Bureau',
      role: 'finance',
      municipalities: null,
    });
    await ledger.http().get('/v1/me').expect(401);
  });

  it('a scoped key acts for its municipality', async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .set(as('wvClerk'))
      .send({
        accountId: 'WV-S',
        municipality: 'watervliet',
        parcelId: 'P-WV',
        propertyClass: 'residential',
        units: 2,
        owner: { name: 'West Owner', mailingAddress: 'y' },
        openedOn: '2022-06-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/WV-S/bills')
      .set(as('wvFinance'))
      .send({ billId: 'B-WV-S', period: '2022-11', billDate: '2022-12-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/WV-S/payments')
      .set(as('wvClerk'))
      .send({ paymentId: 'P-WV-S', amount: '10.00', receivedOn: '2023-01-02' })
      .expect(201);
    await ledger.http().get('/v1/municipalities/watervliet/aging').set(as('wvAuditor')).expect(200);
  });

  it("403 on another municipality's runs, reports and rate schedules (named in the request); nothing written", async () => {
    const before = (await ledger.http().get('/health').expect(200)).body.headPosition;
    const refused = [
      ledger
        .http()
        .post('/v1/accounts')
        .set(as('wvClerk'))
        .send({
          accountId: 'NP-X',
          municipality: 'northport',
          parcelId: 'P-X',
          propertyClass: 'residential',
          owner: { name: 'A', mailingAddress: 'B' },
          openedOn: '2025-06-01',
        }),
      ledger.http().post('/v1/bill-runs').set(as('wvFinance')).send({
        billRunId: 'BR-X',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      }),
      ledger
        .http()
        .post('/v1/penalty-runs')
        .set(as('wvFinance'))
        .send({ municipality: 'northport', through: '2026-01-01' }),
      ledger.http().get('/v1/municipalities/northport/aging').set(as('wvAuditor')),
      ledger
        .http()
        .post('/v1/municipalities/northport/rate-schedules')
        .set(as('wvFinance'))
        .send({ fiscalYear: 2026, ratePer1000Gallons: '3.3000', adoptedOn: '2026-09-15' }),
    ];
    for (const [i, answer] of (await Promise.all(refused)).entries()) {
      expect([i, answer.status]).toEqual([i, 403]);
      expect(answer.body.message).toBe('this key acts for watervliet only, not northport');
    }
    expect((await ledger.http().get('/health').expect(200)).body.headPosition).toBe(before);
  });

  it("another municipality's route written in capitals, or percent-encoded, is no way round the scope; nothing written", async () => {
    // the scope reads the path as the router matched it: each of these once wrote Northport's rates
    const before = (await ledger.http().get('/health').expect(200)).body.headPosition;
    const rates = { fiscalYear: 2026, ratePer1000Gallons: '3.3000', adoptedOn: '2026-09-15' };
    for (const [path, status] of [
      ['/V1/MUNICIPALITIES/northport/rate-schedules', 404],
      ['/v1/Municipalities/northport/rate-schedules', 404],
      ['/v1/%6Dunicipalities/northport/rate-schedules', 403],
      ['/%761/municipalities/northport/rate-schedules', 403],
      ['/v1/municipalities/north%70ort/rate-schedules', 403],
    ] as const) {
      const answer = await ledger.http().post(path).set(as('wvFinance')).send(rates);
      expect([path, answer.status]).toEqual([path, status]);
    }
    expect((await ledger.http().get('/health').expect(200)).body.headPosition).toBe(before);
  });

  it("another municipality's account, bill and lien statement answer the same 404 as a missing one; nothing written", async () => {
    const before = (await ledger.http().get('/health').expect(200)).body.headPosition;
    const pairs: Array<[string, string, 'get' | 'post', string]> = [
      ['/v1/accounts/NP-S', '/v1/accounts/NP-NONE', 'get', 'account NP-S not found'],
      [
        '/v1/accounts/NP-S/balance',
        '/v1/accounts/NP-NONE/balance',
        'get',
        'account NP-S not found',
      ],
      [
        '/v1/accounts/NP-S/readings',
        '/v1/accounts/NP-NONE/readings',
        'get',
        'account NP-S not found',
      ],
      [
        '/v1/accounts/NP-S/payments',
        '/v1/accounts/NP-NONE/payments',
        'post',
        'account NP-S not found',
      ],
      [
        '/v1/accounts/NP-S/payments/P-1/receipt',
        '/v1/accounts/NP-NONE/payments/P-1/receipt',
        'get',
        'account NP-S not found',
      ],
      ['/v1/bills/B-NP-S/document', '/v1/bills/B-NONE/document', 'get', 'bill B-NP-S not found'],
      [
        '/v1/lien-statements/LS-NP-S',
        '/v1/lien-statements/LS-NONE',
        'get',
        'lien statement LS-NP-S not found',
      ],
      [
        '/v1/lien-statements/LS-NP-S/roll',
        '/v1/lien-statements/LS-NONE/roll',
        'get',
        'lien statement LS-NP-S not found',
      ],
    ];
    const payment = { paymentId: 'P-X', amount: '10.00', receivedOn: '2026-01-02' };
    for (const [elsewhere, missing, method, message] of pairs) {
      const call = (path: string, key: string) =>
        method === 'get'
          ? ledger.http().get(path).set(as(key))
          : ledger.http().post(path).set(as(key)).send(payment);
      const outside = await call(elsewhere, method === 'post' ? 'wvClerk' : 'wvAuditor');
      const absent = await call(missing, method === 'post' ? 'wvClerk' : 'wvAuditor');
      expect([elsewhere, outside.status, outside.body]).toEqual([
        elsewhere,
        404,
        { statusCode: 404, error: 'Not Found', message: `not-found: ${message}` },
      ]);
      // the same answer as an id that exists nowhere, the id aside
      const idOf = (path: string) => path.split('/')[3]!;
      expect(absent.status).toBe(404);
      expect(absent.body).toEqual({
        ...outside.body,
        message: outside.body.message.replace(idOf(elsewhere), idOf(missing)),
      });
    }
    expect((await ledger.http().get('/health').expect(200)).body.headPosition).toBe(before);
  });

  it('ids are one namespace: an account id taken in another municipality is refused as taken (409), nothing written', async () => {
    const before = (await ledger.http().get('/health').expect(200)).body.headPosition;
    const taken = await ledger
      .http()
      .post('/v1/accounts')
      .set(as('wvClerk'))
      .send({
        accountId: 'NP-S',
        municipality: 'watervliet',
        parcelId: 'P-WV-2',
        propertyClass: 'residential',
        units: 1,
        owner: { name: 'West Owner', mailingAddress: 'y' },
        openedOn: '2022-06-01',
      });
    expect(taken.status).toBe(409);
    // it says the id is taken, and nothing of the Northport account
    expect(JSON.stringify(taken.body)).not.toMatch(/northport|North Owner|P-NP/);
    expect((await ledger.http().get('/health').expect(200)).body.headPosition).toBe(before);
  });

  it("another municipality's job answers as a missing one, to every scoped role; its own import's job it reads", async () => {
    const started = await ledger
      .http()
      .post('/v1/lien-statements')
      .set(as('all'))
      .set('Prefer', 'respond-async')
      .send({
        statementId: 'LS-NP-J',
        municipality: 'northport',
        cutoff: '2026-05-31',
        taxYear: 2026,
      })
      .expect(202);
    const jobId = started.body.jobId as string;
    // the unscoped key that started it reads it (and so, once it ended, do unscoped auditors)
    let job = (await ledger.http().get(`/v1/jobs/${jobId}`).set(as('all')).expect(200)).body;
    while (job.state === 'running' || job.state === 'queued')
      job = (await ledger.http().get(`/v1/jobs/${jobId}`).set(as('all')).expect(200)).body;
    expect(job).toMatchObject({ state: 'succeeded', municipality: 'northport' });
    expect(
      (await ledger.http().get(`/v1/jobs/${jobId}`).set(as('auditor')).expect(200)).body.jobId,
    ).toBe(jobId);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const key of ['wvClerk', 'wvFinance', 'wvAuditor', 'wvIntegration']) {
      const outside = await ledger.http().get(`/v1/jobs/${jobId}`).set(as(key));
      const absent = await ledger.http().get(`/v1/jobs/${missing}`).set(as(key));
      expect([key, outside.status, outside.body]).toEqual([
        key,
        404,
        { statusCode: 404, error: 'Not Found', message: `job ${jobId} not found` },
      ]);
      expect([key, absent.status, absent.body.message]).toEqual([
        key,
        404,
        `job ${missing} not found`,
      ]);
    }
    const register = (key: string) =>
      ledger
        .http()
        .get('/v1/jobs')
        .set(as(key))
        .expect(200)
        .then((r) => r.body.jobs.map((j: { jobId: string }) => j.jobId));
    expect(await register('all')).toContain(jobId);
    expect(await register('wvAuditor')).not.toContain(jobId);

    // an import names no municipality until its lines do: the scoped clerk who sent it reads its job while
    // it runs; once it ended having written to Watervliet's accounts only, Watervliet's keys read it as
    // they read its accounts (a scoped auditor saw its municipality's conversion report but not its job)
    const imported = await ledger
      .http()
      .post('/v1/imports/payments')
      .set(as('wvClerk'))
      .set('Prefer', 'respond-async')
      .set('Content-Type', 'text/csv')
      .send(
        'paymentId,accountId,amount,receivedOn,method,reference\r\nP-IJ,WV-S,1.00,2023-01-04,,\r\n',
      )
      .expect(202);
    const own = imported.body.jobId as string;
    let sent = (await ledger.http().get(`/v1/jobs/${own}`).set(as('wvClerk')).expect(200)).body;
    while (sent.state === 'running' || sent.state === 'queued')
      sent = (await ledger.http().get(`/v1/jobs/${own}`).set(as('wvClerk')).expect(200)).body;
    expect(sent).toMatchObject({
      jobId: own,
      kind: 'import-payments',
      state: 'succeeded',
      municipality: 'watervliet',
      result: expect.objectContaining({ municipalities: ['watervliet'] }),
    });
    expect(await register('wvClerk')).toContain(own);
    expect(
      (await ledger.http().get(`/v1/jobs/${own}`).set(as('wvAuditor')).expect(200)).body.jobId,
    ).toBe(own);
    expect(await register('wvAuditor')).toContain(own);
    // Northport's keys do not
    await ledger.http().get(`/v1/jobs/${own}`).set(as('npAuditor')).expect(404);
  });

  it("a scoped auditor reads no one's subscription: the same 404 as a missing one; an unscoped auditor reads it", async () => {
    await ledger
      .http()
      .post('/v1/subscriptions')
      .set(as('integration'))
      .send({
        subscriptionId: 'S-ALL',
        url: 'http://127.0.0.1:9/x',
        types: ['PaymentReceived'],
        secret: 'whsec-test-0123456789abcdef0123456789',
      })
      .expect(201);
    expect(
      (await ledger.http().get('/v1/subscriptions/S-ALL').set(as('auditor')).expect(200)).body
        .subscriptionId,
    ).toBe('S-ALL');
    const outside = await ledger.http().get('/v1/subscriptions/S-ALL').set(as('wvAuditor'));
    const absent = await ledger.http().get('/v1/subscriptions/S-NONE').set(as('wvAuditor'));
    expect([outside.status, outside.body]).toEqual([
      404,
      { statusCode: 404, error: 'Not Found', message: 'not-found: subscription S-ALL not found' },
    ]);
    expect([absent.status, absent.body.message]).toEqual([
      404,
      'not-found: subscription S-NONE not found',
    ]);
    // nor does an admin scoped to Watervliet remove it (it answered 200 and stopped the general ledger's
    // deliveries for every municipality), with the same 404 as a missing one; an unscoped admin may
    const removal = await ledger.http().delete('/v1/subscriptions/S-ALL').set(as('wvAdmin'));
    expect([removal.status, removal.body.message]).toEqual([
      404,
      'not-found: subscription S-ALL not found',
    ]);
    expect(
      (await ledger.http().get('/v1/subscriptions/S-ALL').set(as('auditor')).expect(200)).body
        .removedAt ?? null,
    ).toBeNull();
    await ledger.http().delete('/v1/subscriptions/S-ALL').set(as('admin')).expect(200);
  });

  it('its searches, journal and feed hold only its municipality; the live stream and webhooks are refused', async () => {
    const found = (
      await ledger.http().get('/v1/accounts?query=owner').set(as('wvAuditor')).expect(200)
    ).body.results.map((r: { accountId: string }) => r.accountId);
    expect(found).toEqual(['WV-S']);
    const journal = (await ledger.http().get('/v1/journal').set(as('wvAuditor')).expect(200)).body
      .entries;
    expect(new Set(journal.map((e: { accountId: string }) => e.accountId))).toEqual(
      new Set(['WV-S']),
    );
    const feed = (
      await ledger.http().get('/v1/events?limit=1000').set(as('wvIntegration')).expect(200)
    ).body.events;
    expect(feed.length).toBeGreaterThan(0);
    for (const e of feed)
      expect(e.streamId === 'account-WV-S' || e.data.municipality === 'watervliet').toBe(true);
    const everything = (await ledger.http().get('/v1/events?limit=1000').set(as('all')).expect(403))
      .status;
    expect(everything).toBe(403); // a finance key is not a feed reader
    await ledger.http().get('/v1/events/stream').set(as('wvIntegration')).expect(403);
    await ledger
      .http()
      .post('/v1/subscriptions')
      .set(as('wvIntegration'))
      .send({
        subscriptionId: 'S-WV',
        url: 'http://127.0.0.1:9/x',
        types: ['PaymentReceived'],
        secret: 'whsec-test-0123456789abcdef0123456789',
      })
      .expect(403);
  });

  it("a scoped clerk's import names each line of another municipality, and writes nothing", async () => {
    const csv = [
      'paymentId,accountId,amount,receivedOn,method,reference',
      'P-I1,WV-S,5.00,2023-01-03,,',
      'P-I2,NP-S,5.00,2026-01-03,,',
    ].join('\r\n');
    const answer = await ledger
      .http()
      .post('/v1/imports/payments')
      .set(as('wvClerk'))
      .set('Content-Type', 'text/csv')
      .send(csv)
      .expect(422);
    expect(answer.body.errors).toEqual([
      { line: 3, message: 'scope: this key acts for watervliet only, not northport' },
    ]);
  });
  it("a scoped key reads no conversion report that names another municipality's accounts (404, as a missing one)", async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .set(as('allClerk'))
      .send({
        accountId: 'NP-C',
        municipality: 'northport',
        parcelId: 'P-NP-C',
        propertyClass: 'residential',
        owner: { name: 'Converted Owner', mailingAddress: 'z' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    const conversion = { source: 'old-np', conversionDate: '2025-11-15' };
    await ledger
      .http()
      .post('/v1/imports/opening-balances')
      .query({
        ...conversion,
        expectAccounts: '1',
        expectRentUnpaid: '100.00',
        expectPenaltiesUnpaid: '1.50',
        expectChargesUnpaid: '0.00',
        expectCredits: '0.00',
      })
      .set(as('all'))
      .set('Content-Type', 'text/csv')
      .send(
        [
          'accountId,billId,billDate,fiscalYear,rentUnpaid,penaltiesUnpaid,chargesUnpaid,credit',
          'NP-C,OLD-C-1,2025-10-01,2025,100.00,1.50,,',
        ].join('\r\n'),
      )
      .expect(201);
    const paths = [
      '/v1/imports/opening-balances/report',
      '/v1/imports/opening-balances/report?format=csv',
      '/v1/imports/opening-balances/report/document',
    ];
    for (const path of paths) {
      const refused = await ledger.http().get(path).query(conversion).set(as('wvClerk'));
      expect([path, refused.status, refused.body.message]).toEqual([
        path,
        404,
        'not-found: nothing was converted from old-np as of 2025-11-15',
      ]);
      await ledger.http().get(path).query(conversion).set(as('allClerk')).expect(200);
    }
  });

  it("ids are one namespace: a bill id another account's bill carries is refused (409), nothing written; its document stays that account's", async () => {
    const before = await ledgerHead(ledger);
    const taken = await ledger
      .http()
      .post('/v1/accounts/WV-S/bills')
      .set(as('wvFinance'))
      .send({ billId: 'B-NP-S', period: '2023-05', billDate: '2023-06-01' });
    expect([taken.status, taken.body.message]).toEqual([
      409,
      "C8: bill id B-NP-S is taken by another account's bill: give this bill another id",
    ]);
    expect(JSON.stringify(taken.body)).not.toMatch(/northport|North Owner|P-NP/);
    expect(await ledgerHead(ledger)).toBe(before);
    const document = await ledger.http().get('/v1/bills/B-NP-S/document').set(as('all'));
    expect(document.status).toBe(200);
    expect(pdfText(document.body as Buffer, 'taken-bill-id')).toContain('North Owner');
  });

  it("a run does not bill an account under an id another account's bill already carries: it reports it", async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .set(as('wvClerk'))
      .send({
        accountId: 'WV-T',
        municipality: 'watervliet',
        parcelId: 'P-WV-T',
        propertyClass: 'residential',
        units: 1,
        owner: { name: 'Third Owner', mailingAddress: 't' },
        openedOn: '2022-06-01',
      })
      .expect(201);
    // typed by hand on WV-S, the id the run would give WV-T's bill
    await ledger
      .http()
      .post('/v1/accounts/WV-S/bills')
      .set(as('wvFinance'))
      .send({ billId: 'WR-2305:WV-T', period: '2023-05', billDate: '2023-06-01' })
      .expect(201);
    const run = await ledger
      .http()
      .post('/v1/bill-runs')
      .set(as('wvFinance'))
      .send({
        billRunId: 'WR-2305',
        municipality: 'watervliet',
        period: '2023-05',
        billDate: '2023-06-01',
      })
      .expect(201);
    expect(run.body.skipped).toContainEqual({
      accountId: 'WV-T',
      reason: 'cannot be billed',
      detail: "C8: bill id WR-2305:WV-T is taken by another account's bill",
    });
    const document = await ledger.http().get('/v1/bills/WR-2305:WV-T/document').set(as('all'));
    expect(pdfText(document.body as Buffer, 'taken-run-bill-id')).toContain('West Owner');
  });
  it("a conversion refuses a line whose bill id another account's bill carries, and writes nothing", async () => {
    await ledger
      .http()
      .post('/v1/accounts')
      .set(as('allClerk'))
      .send({
        accountId: 'NP-H2',
        municipality: 'northport',
        parcelId: 'P-NP-H2',
        propertyClass: 'residential',
        owner: { name: 'Second Owner', mailingAddress: 'h' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    // the ledger's facts (an import writes its job's start and end)
    const before = await ledgerHead(ledger);
    const refused = await ledger
      .http()
      .post('/v1/imports/opening-balances')
      .query({
        source: 'old-h',
        conversionDate: '2025-11-15',
        expectAccounts: '1',
        expectRentUnpaid: '100.00',
        expectPenaltiesUnpaid: '0.00',
        expectChargesUnpaid: '0.00',
        expectCredits: '0.00',
      })
      .set(as('all'))
      .set('Content-Type', 'text/csv')
      .send(
        [
          'accountId,billId,billDate,fiscalYear,rentUnpaid,penaltiesUnpaid,chargesUnpaid,credit',
          'NP-H2,B-NP-S,2025-10-01,2025,100.00,,,',
        ].join('\r\n'),
      )
      .expect(422);
    expect(refused.body.errors).toEqual([
      {
        line: 2,
        message: "bill id B-NP-S is taken by another account's bill: give this bill another id",
      },
    ]);
    expect(await ledgerHead(ledger)).toBe(before);
  });
});
