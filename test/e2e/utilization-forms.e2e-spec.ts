import { bytes } from '../samples/make-samples';
import { pdfText } from '../support/pdf-text';
import { northportAccount, startTestLedger, TestLedger } from '../support/test-ledger';

/** N10 utilization forms (and N12's form after a change of use) over HTTP. */
describe('N10 utilization forms over HTTP', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z');
    await northportAccount(ledger, 'NP-F1', null);
    await northportAccount(ledger, 'NP-F2', null);
    await northportAccount(ledger, 'NP-OWNED', null, { exemption: 'village-owned' });
  });
  afterAll(async () => ledger.close());

  const penaltyRun = async (through: string) =>
    (
      await ledger
        .http()
        .post('/v1/penalty-runs')
        .send({ municipality: 'northport', through })
        .expect(200)
    ).body;

  it('N10 DOMAIN example: due 2026-03-01, filed 2026-05-15: 200.00 of form charges (2026-03-31, 2026-04-30), none on 2026-05-30', async () => {
    const required = await ledger
      .http()
      .post('/v1/municipalities/northport/utilization-form-requirements')
      .send({ requirementId: 'UF-2026', year: 2026, dueOn: '2026-03-01' })
      .expect(201);
    expect(required.body).toMatchObject({
      requirementId: 'UF-2026',
      year: 2026,
      dueOn: '2026-03-01',
    });
    // at most one a year (N10); the same again is a no-op (C8)
    await ledger
      .http()
      .post('/v1/municipalities/northport/utilization-form-requirements')
      .send({ requirementId: 'UF-2026', year: 2026, dueOn: '2026-03-01' })
      .expect(200);
    expect(
      (
        await ledger
          .http()
          .post('/v1/municipalities/northport/utilization-form-requirements')
          .send({ requirementId: 'UF-2026B', year: 2026, dueOn: '2026-04-01' })
          .expect(409)
      ).body.rule,
    ).toBe('N10');

    await ledger
      .http()
      .post('/v1/accounts/NP-F1/utilization-forms')
      .send({ formId: 'F-1', requirementId: 'UF-2026', filedOn: '2026-05-15' })
      .expect(201);
    const run = await penaltyRun('2026-06-30');
    // NP-F1: 2 charges; NP-F2 (never filed): 2026-03-31, 04-30, 05-30, 06-29 = 4; the village-owned account owes no form
    expect(run.formCharges).toEqual({ accrued: 6, reversed: 0, amount: '600.00' });
    const balance = (
      await ledger.http().get('/v1/accounts/NP-F1/balance?asOf=2026-06-30').expect(200)
    ).body;
    expect(balance).toMatchObject({
      rent: '0.00',
      penalties: '0.00',
      charges: '200.00',
      total: '200.00',
    });
    const statement = (await ledger.http().get('/v1/accounts/NP-F1/statement').expect(200)).body
      .entries;
    expect(
      statement
        .filter((e: { kind: string }) => e.kind === 'charge')
        .map((e: { effectiveDate: string; amount: string }) => [e.effectiveDate, e.amount]),
    ).toEqual([
      ['2026-03-31', '100.00'],
      ['2026-04-30', '100.00'],
    ]);
    // the notice says what each charge is for and when it fell (it printed two rows 'Charges not on a bill'); the form
    // was filed, late: 'late', not 'not filed'
    const notice = await pdfText(
      (
        await ledger
          .http()
          .get('/v1/accounts/NP-F1/delinquency-notice?on=2026-06-30')
          .buffer(true)
          .parse(bytes)
          .expect(200)
      ).body as Buffer,
      'form-charges-notice',
      false,
    );
    expect(notice).toContain(
      'Late utilization form UF-2026 (due 03/01/2026): charge of 03/31/2026',
    );
    expect(notice).toContain(
      'Late utilization form UF-2026 (due 03/01/2026): charge of 04/30/2026',
    );
    expect((await penaltyRun('2026-06-30')).formCharges).toEqual({
      accrued: 0,
      reversed: 0,
      amount: '0.00',
    });
  });

  it('N10/C7 a filing recorded late with an earlier date reverses the charges that should not exist', async () => {
    await ledger
      .http()
      .post('/v1/accounts/NP-F2/utilization-forms')
      .send({ formId: 'F-2', requirementId: 'UF-2026', filedOn: '2026-04-20' })
      .expect(201);
    const run = await penaltyRun('2026-06-30');
    expect(run.formCharges).toEqual({ accrued: 0, reversed: 3, amount: '-300.00' });
    expect(
      (await ledger.http().get('/v1/accounts/NP-F2/balance?asOf=2026-06-30').expect(200)).body
        .charges,
    ).toBe('100.00');
    const list = (
      await ledger
        .http()
        .get('/v1/municipalities/northport/utilization-forms?year=2026')
        .expect(200)
    ).body;
    expect(list).toMatchObject({ year: 2026, filed: 2, unfiled: 0, charged: '300.00' });
    expect(
      list.accounts.map((a: { accountId: string; filedOn: string; charged: string }) => [
        a.accountId,
        a.filedOn,
        a.charged,
      ]),
    ).toEqual([
      ['NP-F1', '2026-05-15', '200.00'],
      ['NP-F2', '2026-04-20', '100.00'],
    ]);
  });

  it('N12/N10 a change of use asks for an updated form within 30 days; the journal posts the charges', async () => {
    await ledger
      .http()
      .post('/v1/accounts/NP-F1/reclassifications')
      .send({
        reclassificationId: 'RC-F1',
        propertyClass: 'commercial',
        effectiveOn: '2026-08-01',
        reason: 'now a shop',
      })
      .expect(201);
    const run = await penaltyRun('2026-10-01');
    // due 2026-08-31: one charge on 2026-09-30
    expect(run.formCharges).toEqual({ accrued: 1, reversed: 0, amount: '100.00' });
    await ledger
      .http()
      .post('/v1/accounts/NP-F1/utilization-forms')
      .send({ formId: 'F-3', requirementId: 'change-of-use:RC-F1', filedOn: '2026-10-01' })
      .expect(201);
    const journal = (
      await ledger.http().get('/v1/journal?from=2026-09-30&to=2026-09-30').expect(200)
    ).body;
    expect(journal.entries.map((e: { entryId: string }) => e.entryId)).toEqual([
      'change-of-use:RC-F1/form-charge/2026-09-30/assessed',
    ]);
    expect(
      (await ledger.http().get('/v1/trial-balance?asOf=2026-10-01').expect(200)).body.balanced,
    ).toBe(true);
    // a Watervliet account has no forms chapter
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'WV-F',
        municipality: 'watervliet',
        parcelId: 'WV-F',
        propertyClass: 'residential',
        units: 1,
        owner: { name: 'A', mailingAddress: 'B' },
        openedOn: '2026-01-02',
      })
      .expect(201);
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/WV-F/utilization-forms')
          .send({ formId: 'F-W', requirementId: 'UF-2026', filedOn: '2026-03-01' })
          .expect(422)
      ).body.rule,
    ).toBe('N10');
  });
});
