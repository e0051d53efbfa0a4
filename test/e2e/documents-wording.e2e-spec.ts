import { QUEENSBURY_CONSOLIDATED_2021 } from '@ledger/domain/municipalities/queensbury/fixtures';
import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import { bytes } from '../samples/make-samples';
import { pdfText } from '../support/pdf-text';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/**
 * Each municipality's documents word its own law (N4, W1, Q3; N9, W3, Q4):
 * one sentence for every tariff told Queensbury's owners that 10% is added
 * "again each month", where Q3 is one penalty. Customer documents cite no
 * rule ids.
 */
describe("documents say each municipality's own penalty and lien terms, in plain words", () => {
  let ledger: TestLedger;
  const pdf = async (path: string, name: string) =>
    pdfText(
      (await ledger.http().get(path).buffer(true).parse(bytes).expect(200)).body as Buffer,
      name,
      // one line: a sentence is found whole wherever the page breaks it
      false,
    );
  beforeAll(async () => {
    ledger = await startTestLedger('2026-06-01T15:00:00Z');
    const http = () => ledger.http();
    await http()
      .post('/v1/municipalities/queensbury/rate-schedules')
      .send(QUEENSBURY_CONSOLIDATED_2021)
      .expect(201);
    await http()
      .post('/v1/accounts')
      .send({
        accountId: 'QB-1',
        municipality: 'queensbury',
        parcelId: 'QB-QB-1',
        propertyClass: 'residential',
        units: 2,
        district: 'consolidated',
        owner: { name: 'Owner QB-1', mailingAddress: '742 Bay Rd, Queensbury NY 12804' },
        openedOn: '2021-01-04',
      })
      .expect(201);
    await http()
      .post('/v1/accounts/QB-1/water-usage')
      .send({ quarter: '2021-Q2', totalGallons: 31000, readOn: '2021-05-01' })
      .expect(201);
    await http()
      .post('/v1/accounts/QB-1/bills')
      .send({ billId: 'QB-B-1', quarter: '2021-Q2', billDate: '2021-05-03' })
      .expect(201);
    await http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .send({
        effectiveFrom: '2022-11-01',
        effectiveTo: '2023-10-31',
        adoptedOn: '2022-10-06',
        rates: WATERVLIET_RATES_2022,
      })
      .expect(201);
    await http()
      .post('/v1/accounts')
      .send({
        accountId: 'WV-1',
        municipality: 'watervliet',
        parcelId: '45.12-3-WV-1',
        propertyClass: 'residential',
        units: 2,
        owner: { name: 'Owner WV-1', mailingAddress: '2 Broadway, Watervliet NY' },
        openedOn: '2022-06-01',
      })
      .expect(201);
    await http()
      .post('/v1/accounts/WV-1/bills')
      .send({ billId: 'WB-1', period: '2022-11', billDate: '2022-12-01' })
      .expect(201);
    await workedExampleAccount(ledger);
    await http()
      .post('/v1/accounts/NP-1001/bills')
      .send({ billId: 'NB-1', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('Q2/Q3/Q4 a Queensbury bill: due 05/28/2021, one penalty of 10% on 05/29/2021 and nothing more; arrears to October 31 levied', async () => {
    const text = await pdf('/v1/bills/QB-B-1/document', 'queensbury-bill');
    expect(text).toContain(
      'Pay by 05/28/2021. Rent still unpaid at the end of that day bears a one-time penalty of 10% of the rent then unpaid, added on 05/29/2021; no further penalty is added.',
    );
    expect(text).toContain('unpaid on October 31 are a lien on the property');
    expect(text).not.toMatch(/each month/);
    expect(text).not.toMatch(/\(rules? [A-Z]\d/);
  });

  it('Q1 a Queensbury bill prints its gallons with thousands separators: "over the 13,000-gallon allowance of 31,000 metered"', async () => {
    const text = await pdf('/v1/bills/QB-B-1/document', 'queensbury-bill-lines');
    expect(text).toContain('2 residential units x 30.00, covering the first 13,000 gallons');
    expect(text).toContain('18,000 gallons over the 13,000-gallon allowance of 31,000 metered');
    expect(text).not.toMatch(/13000|31000|18000/);
  });

  it('W1/W3 a Watervliet bill: due 01/01/2023, free of interest through 02/01/2023, then 1% a month', async () => {
    const text = await pdf('/v1/bills/WB-1/document', 'watervliet-bill');
    expect(text).toContain(
      'Due 01/01/2023; no interest is charged if paid by 02/01/2023. From 02/02/2023, interest of 1% a month on the rent then unpaid is added, and again on the same day of each month until it is paid.',
    );
    expect(text).toContain('tax sale');
    expect(text).not.toMatch(/\(rules? [A-Z]\d/);
  });

  it('W1 a Watervliet notice names what accrues interest, never penalties: its column, the rows not yet booked and what accrues next', async () => {
    const notice = await pdf(
      '/v1/accounts/WV-1/delinquency-notice?on=2023-03-15',
      'watervliet-notice',
    );
    expect(notice).toMatch(/Rent\s+Interest\s+Charges\s+Total/);
    expect(notice).toMatch(/Interest\s+02\/02\/2023\s+WB-1\s+\$1\.97/);
    expect(notice).toMatch(/a further \$1\.97 of interest accrues by 04\/15\/2023/);
    expect(notice).not.toMatch(/[Pp]enalt/);
  });

  it('W1 a Watervliet statement books interest, not a penalty: "Interest W1: 1% of 196.82" on screen, "Interest: 1% of 196.82" on paper', async () => {
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'watervliet', through: '2023-03-15' })
      .expect(200);
    const statement = (await ledger.http().get('/v1/accounts/WV-1/statement').expect(200)).body;
    const accruals = statement.entries.filter((e: { kind: string }) => e.kind === 'penalty');
    expect(
      accruals.map((e: { description: string; amount: string }) => [e.description, e.amount]),
    ).toEqual([
      ['Interest W1: 1% of 196.82 unpaid rent of bill WB-1', '1.97'],
      ['Interest W1: 1% of 196.82 unpaid rent of bill WB-1', '1.97'],
    ]);
    const paper = await pdf('/v1/accounts/WV-1/statement/document', 'watervliet-statement');
    expect(paper.match(/Interest: 1% of 196\.82 unpaid rent of bill WB-1/g)).toHaveLength(2);
    expect(paper).not.toMatch(/[Pp]enalty/);
  });

  it('N4/N9 a Northport bill and notice: 1.5% from 11/01/2025 and on the same day of each month; the village tax roll', async () => {
    const bill = await pdf('/v1/bills/NB-1/document', 'northport-bill');
    expect(bill).toContain(
      'Pay by 10/31/2025 with no penalty. From 11/01/2025, a penalty of 1.5% of the rent then unpaid is added, and again on the same day of each month while rent remains unpaid.',
    );
    expect(bill).toContain('levied on the village tax roll');
    const notice = await pdf('/v1/accounts/NP-1001/delinquency-notice?on=2025-12-15', 'notice');
    expect(notice).toContain('levied on the village tax roll');
    expect(notice).toMatch(/Rent\s+Penalties\s+Charges\s+Total/);
    expect(notice).toMatch(/of penalties accrues by 01\/15\/2026/);
    expect(notice).not.toMatch(/\(rules? [A-Z]\d/);
  });
});
