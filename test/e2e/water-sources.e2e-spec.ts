import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bytes } from '../samples/make-samples';
import { pdfText as pdfSentences } from '../support/pdf-text';
import { northportAccount, startTestLedger, TestLedger } from '../support/test-ledger';

/** The text of a printed bill as poppler reads it. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ledger-n3-')), 'bill.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'])
    .toString('utf8')
    .replace(/[ \t]+/g, ' ');
}

/** N3 over HTTP: water sources summed, estimates printed, an actual that contradicts a billed estimate reported (C11 corrects it). */
describe('N3: water sources and estimated readings', () => {
  let ledger: TestLedger;
  const usage = (accountId: string, body: Record<string, unknown>) =>
    ledger
      .http()
      .post(`/v1/accounts/${accountId}/water-usage`)
      .send({ fiscalYear: 2025, readOn: '2025-09-01', ...body });

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z');
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('N3: an authority meter of 50,000 and an estimated private well of 30,000 bill 80,000 gallons = 230.40; the bill and the paper say "Estimated reading"', async () => {
    await northportAccount(ledger, 'NP-W1', null);
    const meter = await usage('NP-W1', { source: 'authority-meter', totalGallons: 50000 }).expect(
      201,
    );
    expect(meter.body).toMatchObject({ source: 'authority-meter', estimated: false });
    const well = await usage('NP-W1', {
      source: 'private-well',
      totalGallons: 30000,
      estimated: true,
    }).expect(201);
    expect(well.body).toMatchObject({
      source: 'private-well',
      estimated: true,
      totalGallons: 30000,
    });
    const bill = await ledger
      .http()
      .post('/v1/accounts/NP-W1/bills')
      .send({ billId: 'B-W1', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    expect(bill.body).toMatchObject({
      deliveredGallons: 80000,
      billableGallons: 72000,
      rent: '230.40',
      estimatedSources: [{ source: 'private-well', gallons: 30000 }],
    });
    const printed = await ledger
      .http()
      .get('/v1/bills/B-W1/document')
      .buffer(true)
      .parse(bytes)
      .expect(200);
    const text = pdfText(printed.body as Buffer);
    expect(text).toMatch(/80,000 gallons; billable 72,000 gallons/);
    // N3 on paper: a source in words ("the private well"), never its id
    expect(text).toMatch(
      /Estimated reading 30,000 gallons from the private well, estimated: no reading taken/,
    );
    expect(text).not.toMatch(/private-well|authority-meter/);
    expect(pdfSentences(printed.body as Buffer, 'n3-estimated-bill', false)).toContain(
      'This bill is made from an estimated reading of 30,000 gallons from the private well. When an actual reading is taken, the bill is corrected: voided and replaced by a bill on the actual reading.',
    );
  });

  it('N3/C11: the actual well reading of 40,000 after billing: the account page and the report show the bill billed 80,000 (230.40) against 90,000 actual', async () => {
    await usage('NP-W1', {
      source: 'private-well',
      totalGallons: 40000,
      readOn: '2025-11-15',
    }).expect(201);
    const expected = {
      billId: 'B-W1',
      period: '2025',
      source: 'private-well',
      estimatedGallons: 30000,
      actualGallons: 40000,
      actualReadOn: '2025-11-15',
      billedDeliveredGallons: 80000,
      actualDeliveredGallons: 90000,
      billedRent: '230.40',
    };
    const account = await ledger.http().get('/v1/accounts/NP-W1').expect(200);
    expect(account.body.contradictedEstimates).toEqual([expected]);
    const report = await ledger
      .http()
      .get('/v1/municipalities/northport/estimated-bills-contradicted')
      .expect(200);
    expect(report.body).toEqual({
      municipality: 'northport',
      bills: 1,
      rows: [{ accountId: 'NP-W1', ...expected }],
    });
  });

  it('N6: after billing, another reading of a source the bill did not estimate is refused with a 422 that wrote nothing', async () => {
    const r = await usage('NP-W1', {
      source: 'authority-meter',
      totalGallons: 60000,
      readOn: '2025-11-15',
    }).expect(422);
    expect(r.body.message).toMatch(/already billed/);
    const account = await ledger.http().get('/v1/accounts/NP-W1').expect(200);
    expect(account.body.usage).toEqual([expect.objectContaining({ totalGallons: 90000 })]);
  });

  it('N3: the usage import takes source and estimated columns; a file without them means the one source, actual', async () => {
    await northportAccount(ledger, 'NP-W2', null);
    const post = (csv: string) =>
      ledger.http().post('/v1/imports/water-usage').set('Content-Type', 'text/csv').send(csv);
    await post(
      [
        'accountId,fiscalYear,period,totalGallons,meteredNonDischargedGallons,readOn,source,estimated',
        'NP-W2,2025,,50000,,2025-09-01,authority-meter,false',
        'NP-W2,2025,,25000,,2025-09-01,private-well,true',
      ].join('\n'),
    ).expect((r) => {
      if (r.status !== 201) throw new Error(JSON.stringify(r.body));
    });
    const account = await ledger.http().get('/v1/accounts/NP-W2').expect(200);
    expect(account.body.usage).toEqual([
      expect.objectContaining({ totalGallons: 75000, estimated: true }),
    ]);
    const bad = await post(
      [
        'accountId,fiscalYear,period,totalGallons,meteredNonDischargedGallons,readOn,source,estimated',
        'NP-W2,2025,,50000,,2025-09-01,authority-meter,maybe',
      ].join('\n'),
    ).expect(422);
    expect(bad.body.errors).toEqual([expect.objectContaining({ line: 2, field: 'estimated' })]);
  });

  it("N3/N5: the proposed rate reads each account's usage as the sum of its sources: 90,000 and 75,000 delivered, 148,500 billable", async () => {
    await ledger
      .http()
      .post('/v1/municipalities/northport/budgets')
      .send({
        fiscalYear: 2025,
        adoptedOn: '2025-04-15',
        projectedGrossOperatingCosts: '4000.00',
        sewerRent: { operationAndMaintenance: '300.00', debtService: '100.00', capital: '50.00' },
        refundReserveRate: '0.10',
      })
      .expect(201);
    const rate = await ledger
      .http()
      .get('/v1/municipalities/northport/fiscal-years/2025/proposed-rate')
      .expect(200);
    // NP-W1: meter 50,000 + well 40,000 (actual) = 90,000 -> 81,000; NP-W2: 50,000 + 25,000 = 75,000 -> 67,500
    expect(rate.body).toMatchObject({ levy: '495.00', billableGallons: 148500 });
  });
});
