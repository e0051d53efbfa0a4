import { ledgerHead } from '../support/ledger-head';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  VILLAGE_CONTROL_TOTALS,
  VILLAGE_CONVERSION,
  villageOpeningBalances,
  villageRoll,
} from '../samples/village-conversion';
import { bytes } from '../samples/make-samples';
import { pdfText } from '../support/pdf-text';
import { startTestLedger, TestLedger } from '../support/test-ledger';

const sample = (name: string) => readFileSync(join(__dirname, '..', 'samples', name), 'utf8');

describe('C12 going live: a village of 40 accounts, 12 in arrears in its old system, converted over HTTP', () => {
  let ledger: TestLedger;
  // the ledger's facts (an import writes its job's start and end, #29)
  const head = () => ledgerHead(ledger);
  const convert = (csv: string, query: Record<string, string>) =>
    ledger
      .http()
      .post('/v1/imports/opening-balances')
      .query({ ...VILLAGE_CONVERSION, ...query })
      .set('Content-Type', 'text/csv')
      .send(csv);
  const balance = async (accountId: string, asOf: string) =>
    (await ledger.http().get(`/v1/accounts/${accountId}/balance`).query({ asOf }).expect(200)).body;

  beforeAll(async () => {
    ledger = await startTestLedger();
    await ledger
      .http()
      .post('/v1/imports/accounts')
      .set('Content-Type', 'text/csv')
      .send(sample('village-roll.csv'))
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it('the sample files are the ones the generator makes (npm run samples)', () => {
    expect(sample('village-roll.csv')).toBe(villageRoll());
    expect(sample('village-opening-balances.csv')).toBe(villageOpeningBalances());
  });

  it('C12 a dry run checks everything, answers the file\u2019s totals and writes nothing', async () => {
    const before = await head();
    const dry = await convert(sample('village-opening-balances.csv'), { dryRun: 'true' }).expect(
      200,
    );
    expect(dry.body).toMatchObject({
      dryRun: true,
      records: 14,
      totals: {
        accounts: 13,
        rentUnpaid: '2954.66',
        penaltiesUnpaid: '78.32',
        chargesUnpaid: '100.00',
        credits: '25.00',
      },
      differences: [],
      applied: 0,
      errors: [],
    });
    expect(await head()).toBe(before);
  });

  it('C12 a wrong control total refuses the file whole (422), the difference named; nothing written', async () => {
    const before = await head();
    const refused = await convert(sample('village-opening-balances.csv'), {
      ...VILLAGE_CONTROL_TOTALS,
      expectRentUnpaid: '2954.76',
    }).expect(422);
    expect(refused.body.rule).toBe('C12');
    expect(refused.body.differences).toEqual([
      {
        total: 'rentUnpaid',
        expected: '2954.76',
        file: '2954.66',
        message:
          "the old system's trial balance gives rentUnpaid (sum) 2954.76; the file's lines make 2954.66, a difference of -0.10",
      },
    ]);
    expect(refused.body.message).toContain('nothing was converted');
    expect(await head()).toBe(before);
  });

  it('C12 one bad line refuses the whole file: every bad line named with its line, column and a sentence', async () => {
    const before = await head();
    const bad = `${sample('village-opening-balances.csv')}NP-V99,OLD-25-099,2025-10-01,2025,10.00,0.00,,\r\nNP-V13,OLD-25-013,2025-10-01,2025,12.5,0.00,,\r\n`;
    const refused = await convert(bad, { dryRun: 'true' }).expect(422);
    expect(refused.body.errors).toEqual([
      {
        line: 16,
        message: 'account NP-V99 is not in the ledger: import it with the accounts roll first',
      },
      {
        line: 17,
        field: 'rentUnpaid',
        message: 'rentUnpaid must be an amount with two decimals, like 230.40 (found "12.5")',
      },
    ]);
    expect(await head()).toBe(before);
  });

  it('C12 converts with the control totals; the same file again changes nothing (C8)', async () => {
    const done = await convert(
      sample('village-opening-balances.csv'),
      VILLAGE_CONTROL_TOTALS,
    ).expect(201);
    expect(done.body).toMatchObject({ dryRun: false, applied: 13, unchanged: 0, differences: [] });
    const before = await head();
    const again = await convert(
      sample('village-opening-balances.csv'),
      VILLAGE_CONTROL_TOTALS,
    ).expect(200);
    expect(again.body).toMatchObject({ applied: 0, unchanged: 13 });
    expect(await head()).toBe(before);
    // C12's worked example: as of the conversion date the account owes what the old system said
    expect(await balance('NP-V01', '2025-11-15')).toMatchObject({
      rent: '230.40',
      penalties: '3.46',
      total: '233.86',
    });
    expect(await balance('NP-V20', '2025-11-15')).toMatchObject({ credit: '25.00' });
  });

  it("C12 a converted bill says the old system's file and line it came from, once: 'munis (line 2)', never 'line line 2'", async () => {
    const account = (await ledger.http().get('/v1/accounts/NP-V01').expect(200)).body;
    const bill = account.bills.find((b: { billId: string }) => b.billId === 'OLD-25-001');
    expect(bill.lines.map((l: { description: string }) => l.description)).toEqual([
      'Rent unpaid, converted from munis (line 2) as of 2025-11-15',
    ]);
    expect(JSON.stringify(account)).not.toContain('line line');
  });

  it('C12/N4 the next penalty run books 1.5% on 2025-12-01 of each converted rent, nothing for 2025-11-01; balance 237.32', async () => {
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
    expect(await balance('NP-V01', '2025-12-15')).toMatchObject({
      rent: '230.40',
      penalties: '6.92',
      total: '237.32',
    });
    // last year's bill keeps its own anniversaries (2024-11-01 + 13 months): 3.00 on 2025-12-01
    expect(await balance('NP-V10', '2025-12-15')).toMatchObject({
      rent: '430.40',
      penalties: '48.92',
    });
    // the penalty-free form charge stays as it was (N10)
    expect(await balance('NP-V09', '2025-12-15')).toMatchObject({
      penalties: '6.92',
      charges: '100.00',
    });
  });

  it('C12/C5 a payment of 100.00 on 2025-12-16 meets 6.92 of penalties, then 93.08 of rent', async () => {
    await ledger
      .http()
      .post('/v1/accounts/NP-V01/payments')
      .send({ paymentId: 'P-V01', amount: '100.00', receivedOn: '2025-12-16' })
      .expect(201);
    expect(await balance('NP-V01', '2025-12-16')).toMatchObject({
      rent: '137.32',
      penalties: '0.00',
      total: '137.32',
    });
  });

  it('C12/N9 a lien statement includes a converted arrear', async () => {
    const statement = await ledger
      .http()
      .post('/v1/lien-statements')
      .send({
        statementId: 'LS-V',
        municipality: 'northport',
        cutoff: '2025-12-15',
        taxYear: 2026,
      })
      .expect(201);
    const line = (statement.body.lines as Array<{ accountIds: string[]; total: string }>).find(
      (l) => l.accountIds.includes('NP-V02'),
    );
    expect(line).toMatchObject({ rent: '172.80', penalties: '5.18', total: '177.98' });
  });

  it("C12 the conversion report: JSON, CSV and the PDF the treasurer signs carry the same totals, the old system's beside them", async () => {
    const query = VILLAGE_CONVERSION;
    const report = (
      await ledger.http().get('/v1/imports/opening-balances/report').query(query).expect(200)
    ).body;
    const totals = {
      accounts: 13,
      rentUnpaid: '2954.66',
      penaltiesUnpaid: '78.32',
      chargesUnpaid: '100.00',
      credits: '25.00',
    };
    expect(report).toMatchObject({ accounts: 13, items: 14, totals, expected: totals });
    expect(report.files).toHaveLength(1);
    expect(report.lines[0]).toEqual({
      line: 2,
      accountId: 'NP-V01',
      billId: 'OLD-25-001',
      billDate: '2025-10-01',
      period: '2025',
      rentUnpaid: '230.40',
      penaltiesUnpaid: '3.46',
      chargesUnpaid: '0.00',
      credit: '0.00',
    });
    const csv = (
      await ledger
        .http()
        .get('/v1/imports/opening-balances/report')
        .query({ ...query, format: 'csv' })
        .expect(200)
    ).text;
    expect(csv.split('\r\n')).toEqual(
      expect.arrayContaining([
        '2,NP-V01,OLD-25-001,2025-10-01,2025,230.40,3.46,0.00,0.00',
        '15,NP-V20,,,,0.00,0.00,0.00,25.00',
        'accounts,13,13',
        'rentUnpaid,2954.66,2954.66',
        'penaltiesUnpaid,78.32,78.32',
        'chargesUnpaid,100.00,100.00',
        'credits,25.00,25.00',
      ]),
    );
    const pdf = await ledger
      .http()
      .get('/v1/imports/opening-balances/report/document')
      .query(query)
      .buffer(true)
      .parse(bytes)
      .expect(200);
    const text = pdfText(pdf.body as Buffer, 'conversion-report');
    expect(text).toContain('Village of Northport');
    expect(text).toContain('Source munis, as of 11/15/2025');
    expect(text).toContain('Accounts 13 13');
    expect(text).toContain('Rent unpaid $2,954.66 $2,954.66');
    expect(text).toContain('Penalties and interest unpaid $78.32 $78.32');
    expect(text).toContain('Charges unpaid $100.00 $100.00');
    expect(text).toContain('Account credits $25.00 $25.00');
    expect(text).toContain('Accounts 13\nItems 14');
    expect(text).toContain('2 NP-V01 OLD-25-001 10/01/2025 2025 $230.40 $3.46 $0.00 $0.00');
    expect(text).toContain('Total $2,954.66 $78.32 $100.00 $25.00');
    expect(text).toContain('Treasurer');
  });
});
