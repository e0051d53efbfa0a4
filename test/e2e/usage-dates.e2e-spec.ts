import { northportAccount, startTestLedger, TestLedger } from '../support/test-ledger';

/** A reading recorded without its date takes the first day of its billing period, never the day it was typed (issue 14). */
describe('water usage: the effective date of a reading', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    // typed in December 2026, a year after the bills it feeds
    ledger = await startTestLedger('2026-12-02T15:00:00Z');
  });
  afterAll(async () => ledger.close());

  it('N1/N3 without readOn: June 1 of its fiscal year (2025-06-01), before the October 1 bill it feeds', async () => {
    await northportAccount(ledger, 'NP-U1', null);
    const usage = (
      await ledger
        .http()
        .post('/v1/accounts/NP-U1/water-usage')
        .send({ fiscalYear: 2025, totalGallons: 80000 })
        .expect(201)
    ).body;
    expect(usage.effectiveDate).toBe('2025-06-01');
  });

  it('an account opened within the period: the day it opened', async () => {
    await northportAccount(ledger, 'NP-U2', null, { openedOn: '2025-07-15' });
    const usage = (
      await ledger
        .http()
        .post('/v1/accounts/NP-U2/water-usage')
        .send({ fiscalYear: 2025, totalGallons: 50000 })
        .expect(201)
    ).body;
    expect(usage.effectiveDate).toBe('2025-07-15');
  });

  it("with readOn: the reading's own date", async () => {
    await northportAccount(ledger, 'NP-U3', null);
    const usage = (
      await ledger
        .http()
        .post('/v1/accounts/NP-U3/water-usage')
        .send({ fiscalYear: 2025, totalGallons: 80000, readOn: '2025-09-01' })
        .expect(201)
    ).body;
    expect(usage.effectiveDate).toBe('2025-09-01');
  });
});
