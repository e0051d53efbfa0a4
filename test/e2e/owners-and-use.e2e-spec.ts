import { northportAccount, startTestLedger, TestLedger } from '../support/test-ledger';

/** C9 owners, N12 change of use, C10 plausible input and N3's meter reading above the total, over HTTP. */
describe('C9 owners, N12 change of use, C10 plausible input', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z');
    for (const [fiscalYear, rate] of [
      [2025, '3.2000'],
      [2026, '3.5000'],
    ] as const) {
      await ledger
        .http()
        .post('/v1/municipalities/northport/rate-schedules')
        .send({ fiscalYear, ratePer1000Gallons: rate, adoptedOn: `${fiscalYear}-09-15` })
        .expect(201);
    }
  });
  afterAll(async () => ledger.close());

  const eventCount = async () =>
    (await ledger.http().get('/v1/events?limit=1000').expect(200)).body.events.length;

  it("C9: a sold house's next bill names the new owner; the arrears stay on the account; the owner history has from and to", async () => {
    await northportAccount(ledger, 'NP-SOLD', 80_000);
    const first = await ledger
      .http()
      .post('/v1/accounts/NP-SOLD/bills')
      .send({ billId: 'B-SOLD-25', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    expect(first.body).toMatchObject({ rent: '230.40', owner: { name: 'Owner NP-SOLD' } });
    const sale = await ledger
      .http()
      .post('/v1/accounts/NP-SOLD/owner-changes')
      .send({
        ownerChangeId: 'OC-1',
        owner: { name: 'Rivera, Ana', mailingAddress: '5 Bay Ave, Northport NY 11768' },
        effectiveOn: '2026-03-15',
        deedReference: 'Liber 12345 cp 67',
      })
      .expect(201);
    expect(sale.body).toMatchObject({ ownerChangeId: 'OC-1', effectiveOn: '2026-03-15' });
    // C8: the same change again is a no-op with the original answer; different content is a conflict
    const again = await ledger
      .http()
      .post('/v1/accounts/NP-SOLD/owner-changes')
      .send({
        ownerChangeId: 'OC-1',
        owner: { name: 'Rivera, Ana', mailingAddress: '5 Bay Ave, Northport NY 11768' },
        effectiveOn: '2026-03-15',
        deedReference: 'Liber 12345 cp 67',
      })
      .expect(200);
    expect(again.body.recordedAt).toBe(sale.body.recordedAt);
    await ledger
      .http()
      .post('/v1/accounts/NP-SOLD/owner-changes')
      .send({
        ownerChangeId: 'OC-1',
        owner: { name: 'Someone Else', mailingAddress: 'x' },
        effectiveOn: '2026-03-15',
      })
      .expect(409);

    await ledger
      .http()
      .post('/v1/accounts/NP-SOLD/water-usage')
      .send({ fiscalYear: 2026, totalGallons: 40_000, readOn: '2026-09-01' })
      .expect(201);
    const next = await ledger
      .http()
      .post('/v1/accounts/NP-SOLD/bills')
      .send({ billId: 'B-SOLD-26', fiscalYear: 2026, billDate: '2026-10-01' })
      .expect(201);
    // 40,000 x 0.9 / 1,000 x 3.5000 = 126.00, to the owner on the bill date
    expect(next.body).toMatchObject({
      rent: '126.00',
      owner: { name: 'Rivera, Ana', mailingAddress: '5 Bay Ave, Northport NY 11768' },
    });

    const account = (await ledger.http().get('/v1/accounts/NP-SOLD').expect(200)).body;
    expect(account.owner).toEqual({
      name: 'Rivera, Ana',
      mailingAddress: '5 Bay Ave, Northport NY 11768',
    });
    expect(account.owners).toEqual([
      {
        owner: { name: 'Owner NP-SOLD', mailingAddress: '1 Main St' },
        from: '2025-06-01',
        to: '2026-03-14',
        deedReference: null,
      },
      {
        owner: { name: 'Rivera, Ana', mailingAddress: '5 Bay Ave, Northport NY 11768' },
        from: '2026-03-15',
        to: null,
        deedReference: 'Liber 12345 cp 67',
      },
    ]);
    // the first bill still names the owner on its own date
    expect(
      account.bills.map((b: { billId: string; owner: { name: string } }) => [
        b.billId,
        b.owner.name,
      ]),
    ).toEqual([
      ['B-SOLD-25', 'Owner NP-SOLD'],
      ['B-SOLD-26', 'Rivera, Ana'],
    ]);
    // the arrears of the seller's year stay with the account (a lien on the property, § 239-34)
    const balance = (
      await ledger.http().get('/v1/accounts/NP-SOLD/balance?asOf=2026-10-01').expect(200)
    ).body;
    expect(balance.rent).toBe('356.40');
    // the directory finds the parcel by either owner
    expect(
      (await ledger.http().get('/v1/accounts?query=rivera').expect(200)).body.results.map(
        (a: { accountId: string }) => a.accountId,
      ),
    ).toEqual(['NP-SOLD']);
    expect(
      (await ledger.http().get('/v1/accounts?query=owner np-sold').expect(200)).body.results.map(
        (a: { accountId: string }) => a.accountId,
      ),
    ).toEqual(['NP-SOLD']);
  });

  it('C9/N9 (§ 239-32 F, settled): a lien statement names the owner on the day it is prepared, whatever its cut-off', async () => {
    const before = await ledger
      .http()
      .post('/v1/lien-statements')
      .send({
        statementId: 'LS-C9-A',
        municipality: 'northport',
        cutoff: '2026-03-01',
        taxYear: 2026,
      })
      .expect(201);
    const after = await ledger
      .http()
      .post('/v1/lien-statements')
      .send({
        statementId: 'LS-C9-B',
        municipality: 'northport',
        cutoff: '2026-05-31',
        taxYear: 2026,
      })
      .expect(201);
    const ownerOf = (body: { lines: Array<{ accountIds: string[]; owner: string }> }) =>
      body.lines.find((l) => l.accountIds.includes('NP-SOLD'))?.owner;
    // the sale of 2026-03-15 is after the first cut-off, but both are prepared today, when the parcel is assessed to the buyer
    expect(ownerOf(before.body)).toBe('Rivera, Ana');
    expect(ownerOf(after.body)).toBe('Rivera, Ana');
  });

  it('N12: a shop that became a home is billed residential from its next bill', async () => {
    await northportAccount(ledger, 'NP-SHOP', 80_000, { propertyClass: 'commercial' });
    await ledger
      .http()
      .post('/v1/accounts/NP-SHOP/water-usage')
      .send({
        fiscalYear: 2025,
        totalGallons: 80_000,
        meteredNonDischargedGallons: 20_000,
        readOn: '2025-09-02',
      })
      .expect(201);
    const shop = await ledger
      .http()
      .post('/v1/accounts/NP-SHOP/bills')
      .send({ billId: 'B-SHOP-25', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    // commercial with an approved meter: (80,000 - 20,000) / 1,000 x 3.2000 = 192.00
    expect(shop.body).toMatchObject({ rent: '192.00', billableGallons: 60000 });
    const change = await ledger
      .http()
      .post('/v1/accounts/NP-SHOP/reclassifications')
      .send({
        reclassificationId: 'RC-1',
        propertyClass: 'residential',
        effectiveOn: '2026-04-01',
        reason: 'Assessor: converted to a single-family home',
      })
      .expect(201);
    expect(change.body).toMatchObject({
      previousClass: 'commercial',
      propertyClass: 'residential',
      effectiveOn: '2026-04-01',
    });
    await ledger
      .http()
      .post('/v1/accounts/NP-SHOP/water-usage')
      .send({ fiscalYear: 2026, totalGallons: 50_000, readOn: '2026-09-01' })
      .expect(201);
    const home = await ledger
      .http()
      .post('/v1/accounts/NP-SHOP/bills')
      .send({ billId: 'B-SHOP-26', fiscalYear: 2026, billDate: '2026-10-01' })
      .expect(201);
    // residential: 50,000 less 10% = 45,000 / 1,000 x 3.5000 = 157.50
    expect(home.body).toMatchObject({ rent: '157.50', billableGallons: 45000 });
    const account = (await ledger.http().get('/v1/accounts/NP-SHOP').expect(200)).body;
    expect(account.propertyClass).toBe('residential');
    expect(account.reclassifications).toHaveLength(1);
    // a class the municipality does not know is refused naming the rule; the same class again is not a change
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/NP-SHOP/reclassifications')
          .send({
            reclassificationId: 'RC-2',
            propertyClass: 'vacant-land',
            effectiveOn: '2026-11-01',
            reason: 'x',
          })
          .expect(422)
      ).body.rule,
    ).toBe('N2');
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/NP-SHOP/reclassifications')
          .send({
            reclassificationId: 'RC-3',
            propertyClass: 'residential',
            effectiveOn: '2026-11-01',
            reason: 'x',
          })
          .expect(422)
      ).body.rule,
    ).toBe('N12');
  });

  it('N3: a non-discharge reading above the total delivered is accepted and bills zero gallons', async () => {
    await northportAccount(ledger, 'NP-METER', null, { propertyClass: 'commercial' });
    await ledger
      .http()
      .post('/v1/accounts/NP-METER/water-usage')
      .send({
        fiscalYear: 2025,
        totalGallons: 30_000,
        meteredNonDischargedGallons: 35_000,
        readOn: '2025-09-01',
      })
      .expect(201);
    const bill = await ledger
      .http()
      .post('/v1/accounts/NP-METER/bills')
      .send({ billId: 'B-METER', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    expect(bill.body).toMatchObject({ rent: '0.00', billableGallons: 0 });
  });

  it('C10: implausible dates, amounts and rates are refused with nothing written', async () => {
    await northportAccount(ledger, 'NP-C10', 80_000, { openedOn: '2025-06-01' });
    const before = await eventCount();
    const refused: Array<[string, Record<string, unknown>, number, string?]> = [
      [
        '/v1/accounts',
        {
          accountId: 'NP-FAR',
          municipality: 'northport',
          parcelId: 'P-FAR',
          propertyClass: 'residential',
          owner: { name: 'A', mailingAddress: 'B' },
          openedOn: '9999-12-31',
        },
        400,
      ],
      [
        '/v1/accounts',
        {
          accountId: 'NP-SOON',
          municipality: 'northport',
          parcelId: 'P-SOON',
          propertyClass: 'residential',
          owner: { name: 'A', mailingAddress: 'B' },
          openedOn: '2027-01-01',
        },
        422,
        'C10',
      ],
      [
        '/v1/accounts/NP-C10/payments',
        { paymentId: 'P-1900', amount: '10.00', receivedOn: '1900-01-02' },
        422,
        'C10',
      ],
      [
        '/v1/accounts/NP-C10/payments',
        { paymentId: 'P-BIG', amount: '999999999999.99', receivedOn: '2026-01-02' },
        400,
      ],
      [
        '/v1/accounts/NP-C10/water-usage',
        { fiscalYear: 2026, totalGallons: 1000, readOn: '2999-01-01' },
        400,
      ],
      [
        '/v1/accounts/NP-C10/owner-changes',
        {
          ownerChangeId: 'OC-EARLY',
          owner: { name: 'A', mailingAddress: 'B' },
          effectiveOn: '2024-01-01',
        },
        422,
        'C10',
      ],
      [
        '/v1/accounts/NP-C10/reclassifications',
        {
          reclassificationId: 'RC-LATE',
          propertyClass: 'commercial',
          effectiveOn: '2026-12-03',
          reason: 'x',
        },
        422,
        'C3',
      ],
      [
        '/v1/municipalities/northport/rate-schedules',
        { fiscalYear: 2027, ratePer1000Gallons: '999999.99999999', adoptedOn: '2026-09-15' },
        400,
      ],
      [
        '/v1/municipalities/northport/rate-schedules',
        { fiscalYear: 2027, ratePer1000Gallons: '3.20001', adoptedOn: '2026-09-15' },
        400,
      ],
      [
        '/v1/municipalities/northport/rate-schedules',
        { fiscalYear: 2027, ratePer1000Gallons: '10000.01', adoptedOn: '2026-09-15' },
        400,
      ],
    ];
    for (const [path, body, status, rule] of refused) {
      const answer = await ledger.http().post(path).send(body);
      expect([path, answer.status]).toEqual([path, status]);
      if (rule) expect(answer.body.rule).toBe(rule);
    }
    expect(await eventCount()).toBe(before);
  });

  it('C10: a bill run reports the account it cannot bill and bills the rest (no 500, on any retry)', async () => {
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .send({ fiscalYear: 2024, ratePer1000Gallons: '10000', adoptedOn: '2024-09-15' })
      .expect(201);
    await northportAccount(ledger, 'NP-HUGE', 2_000_000_000, { openedOn: '2024-06-01' }, 2024);
    await northportAccount(ledger, 'NP-SMALL', 10_000, { openedOn: '2024-06-01' }, 2024);
    const run = await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'BR-2024',
        municipality: 'northport',
        fiscalYear: 2024,
        billDate: '2024-10-01',
      })
      .expect(201);
    // 10,000 x 0.9 / 1,000 x 10,000 = 90,000.00; 2,000,000,000 gallons would be 18,000,000,000.00, over C10's 9,999,999,999.99
    expect(run.body.billed).toBe(1);
    expect(run.body.total).toBe('90000.00');
    const huge = run.body.skipped.find((s: { accountId: string }) => s.accountId === 'NP-HUGE');
    expect(huge).toMatchObject({ reason: 'cannot be billed' });
    expect(huge.detail).toMatch(/^C10: /);
    expect(
      (
        await ledger
          .http()
          .post('/v1/bill-runs')
          .send({
            billRunId: 'BR-2024',
            municipality: 'northport',
            fiscalYear: 2024,
            billDate: '2024-10-01',
          })
          .expect(200)
      ).body,
    ).toEqual(run.body);
  });
});
