import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import {
  billedWorkedExample,
  startTestLedger,
  TestLedger,
  workedExampleAccount,
} from '../support/test-ledger';

const RATES = {
  effectiveFrom: '2022-11-01',
  effectiveTo: '2023-10-31',
  adoptedOn: '2022-10-06',
  rates: WATERVLIET_RATES_2022,
};

const openWatervliet = (
  ledger: TestLedger,
  accountId: string,
  extra: Record<string, unknown> = {},
) =>
  ledger
    .http()
    .post('/v1/accounts')
    .send({
      accountId,
      municipality: 'watervliet',
      parcelId: `45.12-3-${accountId}`,
      propertyClass: 'residential',
      units: 2,
      owner: { name: `Owner ${accountId}`, mailingAddress: '2 Broadway, Watervliet NY' },
      openedOn: '2022-06-01',
      ...extra,
    })
    .expect(201);
const balance = async (ledger: TestLedger, accountId: string, asOf: string) =>
  (await ledger.http().get(`/v1/accounts/${accountId}/balance?asOf=${asOf}`).expect(200)).body;
const interestRun = (ledger: TestLedger, through: string) =>
  ledger.http().post('/v1/penalty-runs').send({ municipality: 'watervliet', through }).expect(200);

describe('Watervliet over HTTP (W1, W2) beside Northport', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger();
    await ledger
      .http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .send(RATES)
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('W2: the rate schedule is effective-dated data; an overlapping different one is a conflict', async () => {
    await ledger
      .http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .send(RATES)
      .expect(200);
    const r = await ledger
      .http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .send({
        ...RATES,
        effectiveFrom: '2023-05-01',
        effectiveTo: '2024-04-30',
        rates: { ...RATES.rates, residentialUnit: '99.00' },
      })
      .expect(409);
    expect(r.body.rule).toBe('W2');
    expect(
      (
        await ledger
          .http()
          .post('/v1/municipalities/watervliet/rate-schedules')
          .send({ ...RATES, effectiveFrom: '2023-12-01' })
          .expect(422)
      ).body.rule,
    ).toBe('W2');
  });

  it('W1/W2 DOMAIN example: two occupied units 196.82, interest 1.97 on 2023-02-02 and 2023-03-02, paid in full with 200.76', async () => {
    await openWatervliet(ledger, 'WV-1');
    const bill = await ledger
      .http()
      .post('/v1/accounts/WV-1/bills')
      .send({ billId: 'WB-1', period: '2022-11', billDate: '2022-12-01' })
      .expect(201);
    expect(bill.body).toMatchObject({ rent: '196.82', dueDate: '2023-01-01', period: '2022-11' });
    expect(
      bill.body.lines.map((l: { code: string; unit: string; amount: string }) => [
        l.code,
        l.unit,
        l.amount,
      ]),
    ).toEqual([
      ['residential-unit', '1', '98.41'],
      ['residential-unit', '2', '98.41'],
    ]);
    expect((await interestRun(ledger, '2023-02-01')).body).toMatchObject({ accrued: 0 });
    expect((await interestRun(ledger, '2023-03-09')).body).toMatchObject({
      accrued: 2,
      accruedAmount: '3.94',
    });
    expect(await balance(ledger, 'WV-1', '2023-03-10')).toMatchObject({
      rent: '196.82',
      penalties: '3.94',
      total: '200.76',
    });
    await ledger
      .http()
      .post('/v1/accounts/WV-1/payments')
      .send({ paymentId: 'WP-1', amount: '200.76', receivedOn: '2023-03-10' })
      .expect(201);
    expect((await interestRun(ledger, '2023-04-30')).body).toMatchObject({ accrued: 0 });
    expect(await balance(ledger, 'WV-1', '2023-04-30')).toMatchObject({ total: '0.00' });
  });

  it('W2 DOMAIN example: a metered establishment pays the 224.00 minimum at 30,000 gallons and 358.40 at 80,000', async () => {
    for (const [id, gallons, code, rent] of [
      ['WV-M1', 30000, 'metered-minimum', '224.00'],
      ['WV-M2', 80000, 'metered', '358.40'],
    ] as const) {
      await openWatervliet(ledger, id, { propertyClass: 'other', units: undefined });
      await ledger
        .http()
        .post(`/v1/accounts/${id}/water-usage`)
        .send({ period: '2022-11', totalGallons: gallons, readOn: '2023-01-05' })
        .expect(201);
      const bill = await ledger
        .http()
        .post(`/v1/accounts/${id}/bills`)
        .send({ billId: `WB-${id}`, period: '2022-11', billDate: '2023-01-10' })
        .expect(201);
      expect(bill.body).toMatchObject({ rent });
      expect(bill.body.lines).toEqual([expect.objectContaining({ code, amount: rent })]);
    }
  });

  it('W2: a vacant building whose water is turned on by someone other than the city pays the full rate a unit and a 500.00 penalty', async () => {
    await openWatervliet(ledger, 'WV-V');
    for (const unit of ['1', '2'])
      await ledger
        .http()
        .post('/v1/accounts/WV-V/unit-status')
        .send({ unit, status: 'vacant-water-off', effectiveOn: '2022-09-01' })
        .expect(201);
    const bill = await ledger
      .http()
      .post('/v1/accounts/WV-V/bills')
      .send({ billId: 'WB-V', period: '2022-11', billDate: '2022-12-01' })
      .expect(201);
    expect(bill.body.rent).toBe('99.00');
    const turnOn = await ledger
      .http()
      .post('/v1/accounts/WV-V/water-turn-ons')
      .send({ turnOnId: 'TO-1', turnedOnOn: '2023-02-10', by: 'other' })
      .expect(201);
    expect(
      turnOn.body.chargesAssessed.map((c: { code: string; amount: string }) => [c.code, c.amount]),
    ).toEqual([
      ['vacancy-rate-lost', '48.91'],
      ['vacancy-rate-lost', '48.91'],
      ['unauthorized-turn-on-penalty', '500.00'],
    ]);
    expect(await balance(ledger, 'WV-V', '2023-02-10')).toMatchObject({
      rent: '196.82',
      charges: '500.00',
      total: '696.82',
    });
    await ledger
      .http()
      .post('/v1/accounts/WV-V/water-turn-ons')
      .send({ turnOnId: 'TO-1', turnedOnOn: '2023-02-10', by: 'other' })
      .expect(200);
    expect((await balance(ledger, 'WV-V', '2023-02-10')).total).toBe('696.82');
    // interest accrues on the rent principal only: 1% of 99.00 on 2023-02-02, then of 196.82 on 2023-03-02
    await interestRun(ledger, '2023-03-02');
    expect(await balance(ledger, 'WV-V', '2023-03-02')).toMatchObject({ penalties: '2.96' });
    const statement = await ledger.http().get('/v1/accounts/WV-V/statement').expect(200);
    expect(
      statement.body.entries
        .filter((e: { kind: string }) => e.kind === 'charge')
        .map((e: { amount: string }) => e.amount),
    ).toEqual(['48.91', '48.91', '500.00']);
  });

  it('W2: an occupancy finding on a reduced unit, and the statement lists the turn-on and occupancy penalties as charges', async () => {
    await openWatervliet(ledger, 'WV-F');
    await ledger
      .http()
      .post('/v1/accounts/WV-F/unit-status')
      .send({ unit: '2', status: 'vacant-owner-occupied', effectiveOn: '2022-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/WV-F/occupancy-findings')
      .send({ findingId: 'F-1', unit: '2', foundOn: '2022-11-15' })
      .expect(201);
    const bill = await ledger
      .http()
      .post('/v1/accounts/WV-F/bills')
      .send({ billId: 'WB-F', period: '2022-11', billDate: '2022-12-01' })
      .expect(201);
    expect(bill.body).toMatchObject({ rent: '196.82', charges: '500.00' });
    expect(bill.body.lines.map((l: { code: string }) => l.code)).toEqual([
      'residential-unit',
      'residential-unit',
      'occupied-while-reduced-penalty',
    ]);
  });

  it('bad input: a Northport fiscal year for a Watervliet bill, a unit the account lacks, unit facts on a Northport account', async () => {
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/WV-1/bills')
          .send({ billId: 'X', fiscalYear: 2022, billDate: '2022-12-01' })
          .expect(400)
      ).body.rule,
    ).toBe('W1');
    await ledger
      .http()
      .post('/v1/accounts/WV-1/bills')
      .send({ billId: 'X', period: '2022-12', billDate: '2022-12-01' })
      .expect(400);
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/WV-1/unit-status')
          .send({ unit: '3', status: 'occupied', effectiveOn: '2022-12-01' })
          .expect(422)
      ).body.rule,
    ).toBe('W2');
    await workedExampleAccount(ledger, 'NP-1');
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/NP-1/unit-status')
          .send({ unit: '1', status: 'occupied', effectiveOn: '2025-12-01' })
          .expect(422)
      ).body.rule,
    ).toBe('W2');
  });

  it('both municipalities side by side: each bill run bills only its own accounts by its own calendar', async () => {
    const wv = await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'WR-2023-05',
        municipality: 'watervliet',
        period: '2023-05',
        billDate: '2023-06-01',
      })
      .expect(201);
    // WV-1, WV-F, WV-V: 196.82 each; the metered accounts have no usage for 2023-05
    expect(wv.body).toMatchObject({
      period: '2023-05',
      billed: 3,
      total: '590.46',
      skipped: [
        { accountId: 'WV-M1', reason: 'no usage' },
        { accountId: 'WV-M2', reason: 'no usage' },
      ],
    });
    const np = await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'NR-2025',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      })
      .expect(201);
    expect(np.body).toMatchObject({ fiscalYear: 2025, billed: 1, total: '230.40', skipped: [] });
  });
});

describe('the lien cycle for both municipalities (N9, W3)', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger();
    await ledger
      .http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .send(RATES)
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it("Northport: statement, CSV whose totals equal the accounts' arrears, levy; levied bills stop accruing and a later payment is refused", async () => {
    for (const id of ['NP-A', 'NP-B', 'NP-C']) {
      await billedWorkedExample(ledger, id);
    }
    await ledger
      .http()
      .post('/v1/accounts/NP-B/payments')
      .send({ paymentId: 'P-B', amount: '100.00', receivedOn: '2025-11-20' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-C/payments')
      .send({ paymentId: 'P-C', amount: '230.40', receivedOn: '2025-10-20' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2026-05-31' })
      .expect(200);

    const prepared = await ledger
      .http()
      .post('/v1/lien-statements')
      .send({
        statementId: 'LS-NP-2026',
        municipality: 'northport',
        cutoff: '2026-05-31',
        taxYear: 2026,
      })
      .expect(201);
    expect(prepared.body).toMatchObject({ status: 'prepared', municipality: 'northport' });
    expect(
      prepared.body.lines.map((l: { parcelId: string; owner: string; total: string }) => [
        l.parcelId,
        l.owner,
        l.total,
      ]),
    ).toEqual([
      ['0403-NP-A', 'Pat Example', '254.62'],
      ['0403-NP-B', 'Pat Example', expect.any(String)],
    ]);

    const csv = await ledger
      .http()
      .get('/v1/lien-statements/LS-NP-2026?format=csv')
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toBe('parcelId,owner,accountId,rent,penalties,total');
    let csvTotal = 0n;
    for (const row of rows.slice(1)) {
      const [, , accountId, rent, penalties, total] = row.split(',');
      const owed = await balance(ledger, accountId, '2026-05-31');
      expect([rent, penalties, total]).toEqual([owed.rent, owed.penalties, owed.total]);
      csvTotal += BigInt(total.replace('.', ''));
    }
    expect(`${csvTotal}`).toBe(prepared.body.total.replace('.', ''));

    const levy = await ledger
      .http()
      .post('/v1/lien-statements/LS-NP-2026/levy')
      .send({ leviedOn: '2026-06-15' })
      .expect(201);
    expect(levy.body).toMatchObject({
      status: 'levied',
      levied: { accounts: 2, total: prepared.body.total },
    });
    const after = await balance(ledger, 'NP-A', '2026-06-15');
    // the 2026-06-01 penalty was not on the statement (booked after its cut-off): it stays on the account
    expect(after).toMatchObject({ rent: '0.00', leviedToTaxRoll: '254.62' });
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2026-11-30' })
      .expect(200);
    expect(await balance(ledger, 'NP-A', '2026-11-30')).toMatchObject({
      rent: '0.00',
      penalties: '3.46',
      total: '3.46',
      leviedToTaxRoll: '254.62',
    });
    await ledger
      .http()
      .post('/v1/accounts/NP-A/payments')
      .send({ paymentId: 'P-A-1', amount: '3.46', receivedOn: '2026-11-30' })
      .expect(201);
    const refused = await ledger
      .http()
      .post('/v1/accounts/NP-A/payments')
      .send({ paymentId: 'P-A-2', amount: '254.62', receivedOn: '2026-11-30' })
      .expect(422);
    expect(refused.body).toMatchObject({ rule: 'N9' });
    // levying again on the same date is a no-op; another date is refused
    await ledger
      .http()
      .post('/v1/lien-statements/LS-NP-2026/levy')
      .send({ leviedOn: '2026-06-15' })
      .expect(200);
    await ledger
      .http()
      .post('/v1/lien-statements/LS-NP-2026/levy')
      .send({ leviedOn: '2026-06-16' })
      .expect(422);
  });

  it('Watervliet: arrears with interest levied; the levied bill accrues no more interest', async () => {
    await openWatervliet(ledger, 'WV-L');
    await ledger
      .http()
      .post('/v1/accounts/WV-L/bills')
      .send({ billId: 'WB-L', period: '2022-11', billDate: '2022-12-01' })
      .expect(201);
    await interestRun(ledger, '2023-09-30');
    const owed = await balance(ledger, 'WV-L', '2023-09-30');
    const prepared = await ledger
      .http()
      .post('/v1/lien-statements')
      .send({
        statementId: 'LS-WV-2023',
        municipality: 'watervliet',
        cutoff: '2023-09-30',
        taxYear: 2024,
      })
      .expect(201);
    expect(prepared.body.lines).toEqual([
      expect.objectContaining({
        parcelId: '45.12-3-WV-L',
        owner: 'Owner WV-L',
        accountIds: ['WV-L'],
        total: owed.total,
      }),
    ]);
    const csv = await ledger.http().get('/v1/lien-statements/LS-WV-2023?format=csv').expect(200);
    expect(csv.text).toBe(
      `parcelId,owner,accountId,rent,penalties,total\r\n45.12-3-WV-L,Owner WV-L,WV-L,${owed.rent},${owed.penalties},${owed.total}\r\n`,
    );
    await ledger
      .http()
      .post('/v1/lien-statements/LS-WV-2023/levy')
      .send({ leviedOn: '2023-10-15' })
      .expect(201);
    // the 2023-10-02 interest came before the levy and stays on the sewer account (1% of 196.82); nothing accrues after
    const run = await interestRun(ledger, '2024-03-31');
    expect(run.body).toMatchObject({ accrued: 1, accruedAmount: '1.97' });
    expect((await interestRun(ledger, '2024-03-31')).body.accrued).toBe(0);
    expect(await balance(ledger, 'WV-L', '2024-03-31')).toMatchObject({
      total: '1.97',
      leviedToTaxRoll: owed.total,
    });
  });

  it('404 an unknown statement; 422 a cut-off in the future', async () => {
    await ledger.http().get('/v1/lien-statements/LS-NOPE').expect(404);
    expect(
      (
        await ledger
          .http()
          .post('/v1/lien-statements')
          .send({
            statementId: 'LS-F',
            municipality: 'northport',
            cutoff: '2030-01-01',
            taxYear: 2030,
          })
          .expect(422)
      ).body.rule,
    ).toBe('N9');
  });
});
