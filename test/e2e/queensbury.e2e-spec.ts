import { MUNICIPALITIES } from '@ledger/domain';
import { QUEENSBURY_CONSOLIDATED_2021 } from '@ledger/domain/municipalities/queensbury/fixtures';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/** The Town of Queensbury (Q1-Q4), added as a plug-in municipality, over HTTP. */
const CONSOLIDATED = QUEENSBURY_CONSOLIDATED_2021;

const openQueensbury = (ledger: TestLedger, accountId: string, extra: Record<string, unknown>) =>
  ledger
    .http()
    .post('/v1/accounts')
    .send({
      accountId,
      municipality: 'queensbury',
      parcelId: `QB-${accountId}`,
      owner: { name: `Owner ${accountId}`, mailingAddress: '742 Bay Rd, Queensbury NY 12804' },
      openedOn: '2021-01-04',
      district: 'consolidated',
      ...extra,
    });

describe('Town of Queensbury over HTTP (Q1-Q4), a plug-in beside Northport and Watervliet', () => {
  let ledger: TestLedger;
  let adopted: { recordedAt: string };
  beforeAll(async () => {
    ledger = await startTestLedger('2022-01-15T15:00:00Z');
    adopted = (
      await ledger
        .http()
        .post('/v1/municipalities/queensbury/rate-schedules')
        .send(CONSOLIDATED)
        .expect(201)
    ).body;
  });
  afterAll(async () => ledger.close());

  it('GET /v1/municipalities lists the registry, each with its name, periods, chapters and rules', async () => {
    type Listed = { municipality: string; displayName: string; chapters: { rule: string }[] };
    const list: Listed[] = (await ledger.http().get('/v1/municipalities').expect(200)).body;
    // every municipality of the registry, in its order: a fifth plug-in is listed without an edit here
    expect(list.map((m) => [m.municipality, m.displayName])).toEqual(
      MUNICIPALITIES.map((m) => [m.municipality, m.displayName]),
    );
    const listed = (id: string) => list.find((m) => m.municipality === id);
    expect(
      ['northport', 'watervliet', 'queensbury'].map((id) => [id, listed(id)?.displayName]),
    ).toEqual([
      ['northport', 'Village of Northport'],
      ['watervliet', 'City of Watervliet'],
      ['queensbury', 'Town of Queensbury'],
    ]);
    expect(listed('queensbury')).toMatchObject({
      period: { kind: 'quarterly', field: 'quarter', example: '2021-Q2' },
      propertyClasses: ['residential', 'nonresidential'],
      chapters: [],
      rules: ['Q1', 'Q2', 'Q3', 'Q4'],
    });
    expect(listed('northport')?.chapters.map((c) => c.rule)).toEqual(['N6', 'N5', 'N10']);
    expect(listed('watervliet')?.chapters.map((c) => c.rule)).toEqual(['W2', 'W3']);
    // W1 is interest, N4 and Q3 penalties: what a screen names the accruals by
    expect(list.map((m) => [m.municipality, (m as { accrues?: string }).accrues])).toEqual(
      MUNICIPALITIES.map((m) => [m.municipality, m.wording.accrues]),
    );
    expect(listed('watervliet')).toMatchObject({ accrues: 'interest' });
    expect(listed('queensbury')).toMatchObject({
      accountChoices: {
        districts: ['consolidated', 'technical-park'],
        exemptions: [],
        locations: ['inside'],
      },
    });
    expect(listed('northport')).toMatchObject({ accrues: 'penalties' });
    // N3/N12: only a Northport commercial bill deducts water metered as never reaching the sewer
    expect(
      list.map((m) => [
        m.municipality,
        (m as { nonDischargedWaterDeductedFor?: string[] }).nonDischargedWaterDeductedFor,
      ]),
    ).toEqual([
      ['northport', ['commercial']],
      ['watervliet', []],
      ['queensbury', []],
    ]);
  });

  it('Q1: a schedule again is a no-op (200); a bad one is refused naming its fields', async () => {
    const again = await ledger
      .http()
      .post('/v1/municipalities/queensbury/rate-schedules')
      .send(CONSOLIDATED)
      .expect(200);
    // C8: the original answer, with the recorded time of the adoption
    expect(again.body).toMatchObject({
      ...CONSOLIDATED,
      municipality: 'queensbury',
      recordedAt: adopted.recordedAt,
    });
    expect(adopted.recordedAt).toMatch(/^2022-01-15T15:00/);
    const bad = await ledger
      .http()
      .post('/v1/municipalities/queensbury/rate-schedules')
      .send({
        ...CONSOLIDATED,
        scheduleId: 'QB-X',
        district: 'downtown',
        nonresidentialPer1000Gallons: 6.5,
      })
      .expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual([
      'district',
      'nonresidentialPer1000Gallons',
    ]);
    expect(
      (
        await ledger
          .http()
          .post('/v1/municipalities/queensbury/rate-schedules')
          .send({ ...CONSOLIDATED, residentialUnitPerQuarter: '31.00' })
          .expect(409)
      ).body.rule,
    ).toBe('C8');
  });

  it('Q1-Q3 DOMAIN example: 141.00 due 2021-05-28; 100.00 paid on the due date; penalty 4.10 on 2021-05-29; balance 45.10', async () => {
    await openQueensbury(ledger, 'QB-1', { propertyClass: 'residential', units: 2 }).expect(201);
    await ledger
      .http()
      .post('/v1/accounts/QB-1/water-usage')
      .send({ quarter: '2021-Q2', totalGallons: 31000, readOn: '2021-05-01' })
      .expect(201);
    const bill = await ledger
      .http()
      .post('/v1/accounts/QB-1/bills')
      .send({ billId: 'QB-B-1', quarter: '2021-Q2', billDate: '2021-05-03' })
      .expect(201);
    expect(bill.body).toMatchObject({ rent: '141.00', dueDate: '2021-05-28' });
    expect(
      bill.body.lines.map((l: { code: string; amount: string }) => [l.code, l.amount]),
    ).toEqual([
      ['residential-unit', '60.00'],
      ['excess-usage', '81.00'],
    ]);
    await ledger
      .http()
      .post('/v1/accounts/QB-1/payments')
      .send({ paymentId: 'QB-P-1', amount: '100.00', receivedOn: '2021-05-28' })
      .expect(201);
    const run = await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'queensbury', through: '2021-12-31' })
      .expect(200);
    expect(run.body).toMatchObject({ accrued: 1, accruedAmount: '4.10' });
    expect(
      (await ledger.http().get('/v1/accounts/QB-1/balance?asOf=2021-06-15').expect(200)).body,
    ).toMatchObject({ rent: '41.00', penalties: '4.10', total: '45.10' });
    // Q3: one penalty, no monthly accrual after it
    expect(
      (
        await ledger
          .http()
          .post('/v1/penalty-runs')
          .send({ municipality: 'queensbury', through: '2022-01-14' })
          .expect(200)
      ).body,
    ).toMatchObject({ accrued: 0 });
  });

  it('Q1/Q2: a bill run by quarter answers billed, total and skipped; a nonresidential 52,300 gallons is 339.95', async () => {
    await openQueensbury(ledger, 'QB-2', { propertyClass: 'nonresidential' }).expect(201);
    await openQueensbury(ledger, 'QB-3', { propertyClass: 'residential', units: 1 }).expect(201);
    await ledger
      .http()
      .post('/v1/accounts/QB-2/water-usage')
      .send({ quarter: '2021-Q3', totalGallons: 52300, readOn: '2021-08-01' })
      .expect(201);
    const run = await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'QB-2021-Q3',
        municipality: 'queensbury',
        quarter: '2021-Q3',
        billDate: '2021-08-02',
      })
      .expect(201);
    expect(run.body).toMatchObject({
      municipality: 'queensbury',
      quarter: '2021-Q3',
      billed: 1,
      total: '339.95',
    });
    expect(
      run.body.skipped
        .map((s: { accountId: string; reason: string }) => [s.accountId, s.reason])
        .sort(),
    ).toEqual([
      ['QB-1', 'no usage'],
      ['QB-3', 'no usage'],
    ]);
    const dated = await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'QB-LATE',
        municipality: 'queensbury',
        quarter: '2021-Q3',
        billDate: '2021-10-01',
      })
      .expect(422);
    expect(dated.body.rule).toBe('Q2');
    expect(
      (
        await ledger
          .http()
          .post('/v1/bill-runs')
          .send({
            billRunId: 'QB-FY',
            municipality: 'queensbury',
            fiscalYear: 2021,
            billDate: '2021-08-02',
          })
          .expect(400)
      ).body.message,
    ).toMatch(/quarter/);
  });

  it('Q4: a lien statement takes a cut-off of October 31 only', async () => {
    const refused = await ledger
      .http()
      .post('/v1/lien-statements')
      .send({
        statementId: 'QB-LS-BAD',
        municipality: 'queensbury',
        cutoff: '2021-09-30',
        taxYear: 2022,
      })
      .expect(422);
    expect(refused.body.rule).toBe('Q4');
    const statement = await ledger
      .http()
      .post('/v1/lien-statements')
      .send({
        statementId: 'QB-LS-2021',
        municipality: 'queensbury',
        cutoff: '2021-10-31',
        taxYear: 2022,
      })
      .expect(201);
    // QB-1's 41.00 + 4.10 and QB-2's 339.95 (due 2021-08-31), past due on October 31, with the Q3 penalty a run
    // through the cut-off would book though none has yet (N9 x C7, settled): 10% of 339.95 = 34.00
    expect(statement.body.total).toBe('419.05');
  });

  it('a chapter the municipality does not have is refused with 422 naming the rule: Queensbury has no adjustments (N6)', async () => {
    const r = await ledger
      .http()
      .post('/v1/accounts/QB-1/adjustment-applications')
      .send({ applicationId: 'QB-ADJ-1', billId: 'QB-B-1', filedOn: '2021-06-01', claim: 'meter' })
      .expect(422);
    expect(r.body.rule).toBe('N6');
    expect(r.body.message).toMatch(/Town of Queensbury/);
  });
});

describe('the law stays in its municipality', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger();
  });
  afterAll(async () => ledger.close());

  it("a Watervliet adjustment application is refused with 422 (N6 is Northport's law), and Northport still takes one", async () => {
    await ledger
      .http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .send({
        effectiveFrom: '2022-11-01',
        effectiveTo: '2023-10-31',
        adoptedOn: '2022-10-06',
        rates: {
          residentialUnit: '98.41',
          meteredPer1000Gallons: '4.4800',
          meteredMinimum: '224.00',
          vacantUnitWaterOff: '49.21',
          vacantOwnerOccupiedUnit: '49.21',
          vacantLand: '49.21',
          outsideResidentialUnit: '196.82',
          outsideVacantWaterOff: '98.41',
          unauthorizedTurnOnPenalty: '500.00',
          occupiedWhileReducedPenalty: '250.00',
        },
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'WV-9',
        municipality: 'watervliet',
        parcelId: '45.12-3-9',
        propertyClass: 'residential',
        units: 1,
        owner: { name: 'W. Owner', mailingAddress: '2 Broadway, Watervliet NY' },
        openedOn: '2022-06-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/WV-9/bills')
      .send({ billId: 'WB-9', period: '2022-11', billDate: '2022-12-01' })
      .expect(201);
    const refused = await ledger
      .http()
      .post('/v1/accounts/WV-9/adjustment-applications')
      .send({ applicationId: 'WV-ADJ-1', billId: 'WB-9', filedOn: '2022-12-10', claim: 'meter' })
      .expect(422);
    expect(refused.body.rule).toBe('N6');
    expect(refused.body.message).toMatch(/City of Watervliet/);
    await workedExampleAccount(ledger, 'NP-1001');
    await ledger
      .http()
      .post('/v1/accounts/NP-1001/bills')
      .send({ billId: 'B-1001', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-1001/adjustment-applications')
      .send({ applicationId: 'NP-ADJ-1', billId: 'B-1001', filedOn: '2025-10-20', claim: 'meter' })
      .expect(201);
  });
});
