import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import { startTestLedger, TestLedger } from '../support/test-ledger';

/** One residential unit at 100.00 a period (rates are data, W2): DOMAIN.md's W3 example has 100.00 of rent unpaid. */
const RATES = {
  effectiveFrom: '2023-11-01',
  effectiveTo: '2024-10-31',
  adoptedOn: '2023-10-05',
  rates: { ...WATERVLIET_RATES_2022, residentialUnit: '100.00' },
};
const SALE = { taxSaleId: 'TS-2024', saleDate: '2024-06-10', advertisingCost: '25.00' };

describe('W3 tax sale over HTTP: a further 10% a year and the cost of advertising, once per parcel', () => {
  let ledger: TestLedger;
  const open = (accountId: string, parcelId: string) =>
    ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId,
        municipality: 'watervliet',
        parcelId,
        propertyClass: 'residential',
        units: 1,
        owner: { name: `Owner ${accountId}`, mailingAddress: '2 Broadway, Watervliet NY' },
        openedOn: '2023-06-01',
      })
      .expect(201);

  beforeAll(async () => {
    ledger = await startTestLedger('2024-12-02T15:00:00Z');
    await ledger
      .http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .send(RATES)
      .expect(201);
    // two accounts on one parcel, one on another, and one that paid before the sale
    for (const [accountId, parcelId] of [
      ['WV-A', '45.1-1-1'],
      ['WV-B', '45.1-1-1'],
      ['WV-C', '45.1-1-2'],
      ['WV-PAID', '45.1-1-3'],
    ])
      await open(accountId, parcelId);
    await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'BR-2023-11',
        municipality: 'watervliet',
        period: '2023-11',
        billDate: '2023-12-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/WV-PAID/payments')
      .send({ paymentId: 'P-PAID', amount: '100.00', receivedOn: '2024-01-02' })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it("W3 DOMAIN example: 25.00 on the sale date once per parcel; 0.83 on 2024-07-10 and each month after, beside W1's 1.00", async () => {
    const sale = await ledger
      .http()
      .post('/v1/municipalities/watervliet/tax-sales')
      .send(SALE)
      .expect(201);
    expect(sale.body).toMatchObject({
      taxSaleId: 'TS-2024',
      saleDate: '2024-06-10',
      parcels: 2,
      accounts: 3,
      advertising: '50.00',
    });
    // C8: the same sale again answers what it did; other parameters under its id are a conflict
    expect(
      (await ledger.http().post('/v1/municipalities/watervliet/tax-sales').send(SALE).expect(200))
        .body,
    ).toEqual(sale.body);
    expect(
      (
        await ledger
          .http()
          .post('/v1/municipalities/watervliet/tax-sales')
          .send({ ...SALE, advertisingCost: '30.00' })
          .expect(409)
      ).body.rule,
    ).toBe('C8');

    const run = await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'watervliet', through: '2024-09-10' })
      .expect(200);
    // W1: 8 x 1.00 (Feb-Sep) on each of the three unpaid; W3: 3 x 0.83 on each
    expect(run.body).toMatchObject({ accrued: 33, accruedAmount: '31.47' });
    const a = (await ledger.http().get('/v1/accounts/WV-A/balance?asOf=2024-09-10').expect(200))
      .body;
    expect(a).toMatchObject({
      rent: '100.00',
      penalties: '10.49',
      charges: '25.00',
      total: '135.49',
    });
    const b = (await ledger.http().get('/v1/accounts/WV-B/balance?asOf=2024-09-10').expect(200))
      .body;
    expect(b).toMatchObject({ penalties: '10.49', charges: '0.00', total: '110.49' });
    expect(
      (await ledger.http().get('/v1/accounts/WV-PAID/balance?asOf=2024-09-10').expect(200)).body,
    ).toMatchObject({ total: '0.00' });

    const statement = (
      await ledger.http().get('/v1/accounts/WV-A/statement?to=2024-09-10').expect(200)
    ).body.entries;
    expect(
      statement
        .filter((e: { kind: string }) => e.kind === 'charge')
        .map((e: { date?: string; effectiveDate?: string; amount: string }) => e.amount),
    ).toEqual(['25.00']);
    const w3 = statement.filter((e: { description: string }) =>
      e.description.startsWith('Interest W3'),
    );
    expect(w3.map((e: { amount: string }) => e.amount)).toEqual(['0.83', '0.83', '0.83']);
    // W1/W3: the city's accruals are interest, never "Penalty"
    expect(
      statement.some((e: { description: string }) => e.description.startsWith('Penalty')),
    ).toBe(false);
  });

  it('W3 arrears reach the journal and the next lien statement', async () => {
    const journal = (
      await ledger.http().get('/v1/journal?from=2024-06-10&to=2024-06-10').expect(200)
    ).body;
    expect(journal.entries.map((e: { entryId: string }) => e.entryId)).toEqual(
      expect.arrayContaining(['TS-2024/advertising/assessed']),
    );
    const tb = (await ledger.http().get('/v1/trial-balance?asOf=2024-09-10').expect(200)).body;
    expect(tb.balanced).toBe(true);
    const statement = (
      await ledger
        .http()
        .post('/v1/lien-statements')
        .send({
          statementId: 'LS-WV-2024',
          municipality: 'watervliet',
          cutoff: '2024-09-10',
          taxYear: 2025,
        })
        .expect(201)
    ).body;
    const line = statement.lines.find((l: { accountIds: string[] }) =>
      l.accountIds.includes('WV-A'),
    );
    // the parcel of WV-A and WV-B: 2 x 100.00 rent, 2 x 10.49 penalties, 25.00 advertising
    expect(line.total).toBe('245.98');
  });
});
