import { northportAccount, startTestLedger, TestLedger } from '../support/test-ledger';

/**
 * Issue #24: DOMAIN.md's readings settled where the text is silent, over HTTP:
 * N3 x N12 (the approved meter's reading is a fact about the water), W3 (a
 * tax sale reaches only bills in arrears), N9 x C7 (a lien statement lists
 * what a penalty run through the cut-off would leave booked, naming the owner
 * on the day it is prepared).
 */
describe('N3 x N12 the approved meter reading, whatever the class on its read date', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z');
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
    await northportAccount(ledger, 'NP-MTR', null);
  });
  afterAll(async () => ledger.close());

  it('N3 x N12 a reading without readOn for a property commercial before its bill date is accepted and reduces the commercial bill', async () => {
    await ledger
      .http()
      .post('/v1/accounts/NP-MTR/reclassifications')
      .send({
        reclassificationId: 'RC-MTR',
        propertyClass: 'commercial',
        effectiveOn: '2025-09-15',
        reason: 'Assessor: now a shop',
      })
      .expect(201);
    // no readOn: the usage is dated the first day of the fiscal year (2025-06-01), when the property was residential
    await ledger
      .http()
      .post('/v1/accounts/NP-MTR/water-usage')
      .send({ fiscalYear: 2025, totalGallons: 80_000, meteredNonDischargedGallons: 20_000 })
      .expect(201);
    const bill = await ledger
      .http()
      .post('/v1/accounts/NP-MTR/bills')
      .send({ billId: 'B-MTR-25', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    // commercial on the bill date, with the approved meter: (80,000 - 20,000) / 1,000 x 3.2000 = 192.00
    expect(bill.body).toMatchObject({ rent: '192.00', billableGallons: 60000 });
  });
});

describe('N9 x C7 a lien statement lists what a run through the cut-off would leave booked', () => {
  let ledger: TestLedger;
  const balance = async (accountId: string, asOf: string) =>
    (await ledger.http().get(`/v1/accounts/${accountId}/balance?asOf=${asOf}`).expect(200)).body;
  const penaltyRun = (through: string) =>
    ledger.http().post('/v1/penalty-runs').send({ municipality: 'northport', through }).expect(200);

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z');
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
    for (const accountId of ['NP-STALE', 'NP-UNRUN']) {
      await northportAccount(ledger, accountId, 80_000);
      await ledger
        .http()
        .post(`/v1/accounts/${accountId}/bills`)
        .send({ billId: `B-${accountId}`, fiscalYear: 2025, billDate: '2025-10-01' })
        .expect(201);
    }
    // 3.46 on 2025-11-01, 12-01, 2026-01-01 and 02-01 booked on each account: 13.84
    await penaltyRun('2026-02-15');
    // recorded after the run, dated before the first accrual: NP-STALE's 13.84 should not exist
    await ledger
      .http()
      .post('/v1/accounts/NP-STALE/payments')
      .send({ paymentId: 'P-STALE', amount: '230.40', receivedOn: '2025-10-20' })
      .expect(201);
    // sold after the cut-off, before the statement is prepared
    await ledger
      .http()
      .post('/v1/accounts/NP-UNRUN/owner-changes')
      .send({
        ownerChangeId: 'OC-UNRUN',
        owner: { name: 'Buyer, Lee', mailingAddress: '9 Bay Ave, Northport NY 11768' },
        effectiveOn: '2026-07-01',
        deedReference: null,
      })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('N9 x C7 stale penalties are left out, unbooked accruals are in, and the owner is the one on the day of preparation (§ 239-32 F)', async () => {
    expect((await balance('NP-STALE', '2026-05-31')).penalties).toBe('13.84');
    const statement = (
      await ledger
        .http()
        .post('/v1/lien-statements')
        .send({
          statementId: 'LS-SET',
          municipality: 'northport',
          cutoff: '2026-05-31',
          taxYear: 2026,
        })
        .expect(201)
    ).body;
    // NP-STALE owes nothing a run would leave; NP-UNRUN: 230.40 + 7 x 3.46 (2025-11-01 .. 2026-05-01) = 254.62
    expect(
      statement.lines.map(
        (l: {
          accountIds: string[];
          owner: string;
          rent: string;
          penalties: string;
          total: string;
        }) => [l.accountIds, l.owner, l.rent, l.penalties, l.total],
      ),
    ).toEqual([[['NP-UNRUN'], 'Buyer, Lee', '230.40', '24.22', '254.62']]);

    const levy = await ledger
      .http()
      .post('/v1/lien-statements/LS-SET/levy')
      .send({ leviedOn: '2026-06-15' })
      .expect(201);
    expect(levy.body.levied).toMatchObject({ accounts: 1, total: '254.62' });
    expect(await balance('NP-UNRUN', '2026-06-15')).toMatchObject({
      total: '0.00',
      credit: '0.00',
      leviedToTaxRoll: '254.62',
    });
    // the next run voids NP-STALE's 13.84 and credits nothing: nothing of it went to the roll
    await penaltyRun('2026-11-30');
    expect(await balance('NP-STALE', '2026-11-30')).toMatchObject({
      penalties: '0.00',
      credit: '0.00',
      total: '0.00',
      leviedToTaxRoll: '0.00',
    });
    // NP-UNRUN: only the 2026-06-01 penalty, before the levy, stays on the sewer account
    expect(await balance('NP-UNRUN', '2026-11-30')).toMatchObject({
      penalties: '3.46',
      credit: '0.00',
      total: '3.46',
      leviedToTaxRoll: '254.62',
    });
  });
});
