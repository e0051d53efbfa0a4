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
