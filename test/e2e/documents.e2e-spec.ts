import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bytes } from '../samples/make-samples';
import { officeDay } from '../support/office-day';
import { issueKeys, startTestLedger, TestLedger } from '../support/test-ledger';

const dir = mkdtempSync(join(tmpdir(), 'ledger-docs-'));

/** The text of a PDF as poppler reads it (layout kept, so a row reads as a line), and its page count. */
function read(pdf: Buffer, name: string): { text: string; pages: number } {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString('utf8'))![1]);
  return { text: text.replace(/[ \t]+/g, ' '), pages };
}

/** The office's printed documents and reports over HTTP, read back from the PDF (issue 14: bills, receipts, notices, lien roll; run register; deposit slip). */
describe('documents and office reports', () => {
  let ledger: TestLedger;
  const get = (path: string) => ledger.http().get(path).buffer(true).parse(bytes);
  beforeAll(async () => {
    ledger = await startTestLedger('2026-06-01T15:00:00Z');
    await officeDay(ledger);
  });
  afterAll(async () => ledger.close());

  it("N1/N3/N4 the bill: owner on its bill date, the worked example's 72,000 billable gallons at 3.2000 = $230.40, its penalty terms and a remittance stub", async () => {
    const response = await get('/v1/bills/R-2025:NP-1001/document')
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bill-R-2025-NP-1001.pdf"',
    );
    const { text, pages } = read(response.body, 'bill');
    expect(pages).toBe(1);
    expect(text).toContain('Village of Northport');
    expect(text).toMatch(/Owner Pat Example/);
    expect(text).toMatch(/80,000 gallons; billable 72,000 gallons/);
    expect(text).toMatch(/72 × 1,000 gallons 3\.2000 \$230\.40/);
    expect(text).toMatch(/Total due \$230\.40/);
    expect(text).toMatch(/From 11\/01\/2025, a penalty of 1\.5% of the rent then unpaid is added/);
    expect(text).toContain('Detach and return this stub with your payment');
    expect(text).toMatch(/Amount due \$230\.40/);
    await get('/v1/bills/NO-SUCH/document').expect(404);
  });

  it('a bill run for the mail house: one page per bill in account order, and its print file as CSV', async () => {
    const { text, pages } = read(
      (
        await get('/v1/bill-runs/R-2025/document')
          .expect(200)
          .expect('Content-Type', 'application/pdf')
      ).body,
      'run',
    );
    expect(pages).toBe(2);
    expect(text.indexOf('Pat Example')).toBeLessThan(text.indexOf('Lee Delinquent'));
    const csv = (
      await get('/v1/bill-runs/R-2025/document?format=csv')
        .expect(200)
        .expect('Content-Type', /text\/csv/)
    ).body.toString('utf8');
    expect(csv.split('\r\n').filter(Boolean)).toEqual([
      'billId,accountId,parcelId,ownerName,mailingAddress,period,billDate,dueDate,rent,charges,total,creditApplied,amountDue,status',
      'R-2025:NP-1001,NP-1001,0403-1001,Pat Example,"10 Main St, Northport NY 11768",2025,2025-10-01,2025-10-31,230.40,0.00,230.40,0.00,230.40,',
      'R-2025:NP-1002,NP-1002,0403-1002,Lee Delinquent,"22 Bayview Ave, Northport NY 11768",2025,2025-10-01,2025-10-31,230.40,0.00,230.40,0.00,230.40,',
    ]);
  });

  it('C5 the receipt and the statement: two payments of the same day clear the bill', async () => {
    const receipt = read(
      (await get('/v1/accounts/NP-1001/payments/P-1/receipt').expect(200)).body,
      'receipt',
    ).text;
    expect(receipt).toMatch(/Amount received \$100\.00/);
    expect(receipt).toMatch(/Method check, reference 1234/);
    expect(receipt).toMatch(/Amount to pay today \$0\.00 as of 06\/01\/2026/);
    const statement = read(
      (await get('/v1/accounts/NP-1001/statement/document?to=2026-06-01').expect(200)).body,
      'statement',
    ).text;
    expect(statement).toMatch(
      /10\/01\/2025 Sewer rent, fiscal year 2025, due 10\/31\/2025 \$230\.40 \$230\.40/,
    );
    expect(statement).toMatch(/10\/15\/2025 Payment \(check\) ref 1234 -\$100\.00 \$130\.40/);
    expect(statement).toMatch(/Closing balance \$0\.00/);
    await get('/v1/accounts/NP-1001/payments/NOPE/receipt').expect(404);
  });

  it('N4/C7 the delinquency notice: arrears booked through 05/31, the June accrual not yet booked, the payoff and what accrues next', async () => {
    const { text } = read(
      (await get('/v1/accounts/NP-1002/delinquency-notice?on=2026-06-01').expect(200)).body,
      'notice',
    );
    // 1.5% of 230.40 = 3.46 a month from 2025-11-01: seven months booked by the run through 2026-05-31 (24.22), June's not yet
    expect(text).toMatch(/R-2025:NP-1002 10\/31\/2025 \$230\.40 \$24\.22 \$0\.00 \$254\.62/);
    expect(text).toMatch(/Penalty 06\/01\/2026 R-2025:NP-1002 \$3\.46/);
    expect(text).toContain('Amount to pay on 06/01/2026: $258.08');
    expect(text).toContain('a further $3.46 of penalties accrues by 07/01/2026');
    await get('/v1/accounts/NP-1002/delinquency-notice?on=2026-13-01').expect(400);
  });

  it('N9 the Board-ready lien roll: parcel, owner of record and address, totals, resolution and signature lines', async () => {
    const { text } = read((await get('/v1/lien-statements/LS-2026/roll').expect(200)).body, 'roll');
    expect(text).toMatch(/0403-1002 Lee Delinquent NP-1002 \$230\.40 \$24\.22 \$254\.62/);
    expect(text).toContain('22 Bayview Ave, Northport NY 11768');
    expect(text).toMatch(/1 parcel \$230\.40 \$24\.22 \$254\.62/);
    expect(text).toMatch(/Resolution no\. _+/);
    // a village's roll is signed by its mayor, clerk and treasurer (never "Mayor or Supervisor")
    for (const signer of ['Mayor', 'Village Clerk', 'Village Treasurer'])
      expect(text).toContain(signer);
    expect(text).not.toContain('Supervisor');
  });

  it('the deposit slip: payments received by day, by method and by batch, as JSON and CSV', async () => {
    const report = (
      await ledger.http().get('/v1/municipalities/northport/payments?from=2025-10-15').expect(200)
    ).body;
    expect(report.totals).toEqual({ count: 2, amount: '230.40' });
    expect(report.days).toEqual([
      {
        date: '2025-10-15',
        count: 2,
        amount: '230.40',
        byMethod: [
          { method: 'cash', count: 1, amount: '130.40' },
          { method: 'check', count: 1, amount: '100.00' },
        ],
        byBatch: [{ batch: 'counter: anonymous', count: 2, amount: '230.40' }],
      },
    ]);
    const csv = (
      await ledger
        .http()
        .get('/v1/municipalities/northport/payments?from=2025-10-01&to=2025-10-31&format=csv')
        .expect(200)
        .expect('Content-Type', /text\/csv/)
    ).text;
    expect(csv).toContain('2025-10-15,NP-1001,P-1,check,1234,counter: anonymous,100.00,anonymous,');
    expect(csv).toContain(',total (2 payments),230.40,,');
    await ledger
      .http()
      .get('/v1/municipalities/northport/payments?from=2025-10-31&to=2025-10-01')
      .expect(400);
  });

  it('the run register: each run with who started it, what was asked and the result, latest first; aging as CSV with its totals row', async () => {
    const { jobs } = (await ledger.http().get('/v1/jobs').expect(200)).body;
    expect(jobs.map((j: { kind: string }) => j.kind)).toEqual([
      'lien-statement',
      'penalty-run',
      'bill-run',
    ]);
    const billRun = jobs[2];
    expect(billRun).toMatchObject({
      state: 'succeeded',
      startedBy: 'anonymous',
      municipality: 'northport',
      request: { billRunId: 'R-2025', fiscalYear: 2025 },
      result: { billed: 2, total: '460.80' },
    });
    expect(
      (await ledger.http().get('/v1/jobs?kind=penalty-run').expect(200)).body.jobs,
    ).toHaveLength(1);
    const aging = (
      await ledger
        .http()
        .get('/v1/municipalities/northport/aging?asOf=2026-06-01&format=csv')
        .expect(200)
        .expect('Content-Type', /text\/csv/)
    ).text.split('\r\n');
    expect(aging[0]).toBe(
      'accountId,parcelId,owner,current,1-30,31-60,61-90,91-180,over-180,total',
    );
    expect(aging).toContain('total (1 account),,,0.00,0.00,0.00,0.00,0.00,254.62,254.62');
  });

  it("a key scoped to another municipality reads none of Northport's documents: the 404 of a missing one", async () => {
    const scoped = await startTestLedger('2026-06-01T15:00:00Z', { auth: true });
    try {
      const { as } = await issueKeys(scoped, {
        clerk: ['clerk', 'clerk'],
        finance: ['treasurer', 'finance'],
        wv: ['wv auditor', 'auditor', ['watervliet']],
        np: ['np auditor', 'auditor', ['northport']],
      });
      await officeDay(scoped, { clerk: as('clerk'), finance: as('finance') });
      for (const [path, message] of [
        ['/v1/bills/R-2025:NP-1001/document', 'bill R-2025:NP-1001 not found'],
        ['/v1/bill-runs/R-2025/document', 'bill run R-2025 has no bills'],
        ['/v1/lien-statements/LS-2026/roll', 'lien statement LS-2026 not found'],
      ]) {
        const answer = await scoped.http().get(path!).set(as('wv'));
        expect([path, answer.status, answer.body.message]).toEqual([
          path,
          404,
          `not-found: ${message}`,
        ]);
      }
      // the unscoped answer for a run that does not exist is the same
      expect(
        (await scoped.http().get('/v1/bill-runs/R-NONE/document').set(as('clerk')).expect(404)).body
          .message,
      ).toBe('not-found: bill run R-NONE has no bills');
      await scoped
        .http()
        .get('/v1/municipalities/northport/payments?from=2025-10-15')
        .set(as('wv'))
        .expect(403);
      await scoped.http().get('/v1/bills/R-2025:NP-1001/document').set(as('np')).expect(200);
      expect((await scoped.http().get('/v1/jobs').set(as('wv')).expect(200)).body.jobs).toEqual([]);
    } finally {
      await scoped.close();
    }
  });
});
