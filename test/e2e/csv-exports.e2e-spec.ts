import { parse } from 'csv-parse/sync';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestLedger, type TestLedger } from '../support/test-ledger';

/** Free text as a clerk may type it: two-line addresses, commas, quotes, and what a spreadsheet would run. */
const HOSTILE = {
  name: '=HYPERLINK("http://evil.example","Pat")',
  address: '10 Main St, Apt "B"\nNorthport NY 11768',
  otherName: 'Lee "Bud" Delinquent, Jr.',
  otherAddress: '22 Bayview Ave\r\n+1 Northport NY\r@SUM(A1)',
  // a reference is one line (#25: a line break in it is refused on input), so its formula leads it
  reference: '=2+2 chk 6',
  newAddress: 'PO Box 7\n-2+3',
} as const;

/** Every CSV the ledger writes, by file name. */
const EXPORTS = {
  'print-file': '/v1/bill-runs/R-2025/document?format=csv',
  payments: '/v1/municipalities/northport/payments?from=2025-10-01&to=2025-10-31&format=csv',
  aging: '/v1/municipalities/northport/aging?asOf=2026-06-01&format=csv',
  journal: '/v1/journal?format=csv&to=2026-06-30',
  'lien-statement': '/v1/lien-statements/LS-2026?format=csv',
} as const;

/** RFC 4180 read strictly, as Python's csv module or a mail house reads it: a bare CR or LF outside quotes ends a record. */
const readStrictly = (text: string): string[][] =>
  parse(text, {
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: false,
    relax_column_count: false,
    skip_empty_lines: false,
    trim: false,
  });

/** LibreOffice, headless, as Debian packages it (libreoffice-calc-nogui; .ci/run installs it). */
function soffice(): string {
  for (const path of ['/usr/bin/soffice', '/usr/bin/libreoffice'])
    try {
      execFileSync(path, ['--version'], { stdio: 'ignore', timeout: 60_000 });
      return path;
    } catch {
      // try the next
    }
  throw new Error(
    'LibreOffice is not installed: apt-get install libreoffice-calc-nogui (.ci/run installs it when missing)',
  );
}

/** The cells of a flat ODS sheet, row by row (each cell's paragraphs joined by LF), and whether any cell is a formula. */
function readFods(xml: string): { rows: string[][]; formulas: string[] } {
  const unescape = (s: string) =>
    s
      .replace(/<[^>]+>/g, '')
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const body = xml.slice(xml.indexOf('<table:table '), xml.lastIndexOf('</table:table>'));
  const rows = [...body.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)]
    .map((row) =>
      [
        ...row[1].matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g),
      ].flatMap((c) => {
        const text = [...(c[2] ?? '').matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)]
          .map((p) => unescape(p[1]))
          .join('\n');
        const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(c[1])?.[1] ?? 1);
        return Array.from({ length: Math.min(repeated, 100) }, () => text);
      }),
    )
    .filter((r) => r.some((c) => c !== ''));
  return { rows, formulas: [...xml.matchAll(/table:formula="([^"]*)"/g)].map((m) => m[1]) };
}

/**
 * #26.2: every CSV the ledger writes is RFC 4180 and safe to open. An office
 * day whose free text holds two-line mailing addresses, commas, quotes and
 * formulas (`=HYPERLINK`, a payment reference "=2+2 chk 6", a mailing address "PO Box 7\n-2+3") is exported
 * through every CSV, read back with a strict parser, and opened in LibreOffice.
 */
describe('every CSV export: RFC 4180, read back strictly, and no cell evaluates in LibreOffice (#26.2)', () => {
  let ledger: TestLedger;
  const files: Record<string, string> = {};

  beforeAll(async () => {
    ledger = await startTestLedger();
    const ok = (what: string) => (r: { status: number; body: unknown }) => {
      if (r.status !== 200 && r.status !== 201)
        throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    };
    const post = (path: string, body: Record<string, unknown>) =>
      ledger.http().post(path).send(body).expect(ok(path));
    await post('/v1/municipalities/northport/rate-schedules', {
      fiscalYear: 2025,
      ratePer1000Gallons: '3.2000',
      adoptedOn: '2025-09-15',
    });
    for (const [accountId, name, mailingAddress] of [
      ['NP-1001', HOSTILE.name, HOSTILE.address],
      ['NP-1002', HOSTILE.otherName, HOSTILE.otherAddress],
    ]) {
      await post('/v1/accounts', {
        accountId,
        municipality: 'northport',
        parcelId: `0403-${accountId.slice(3)}`,
        propertyClass: 'residential',
        owner: { name, mailingAddress },
        openedOn: '2025-06-01',
      });
      await post(`/v1/accounts/${accountId}/water-usage`, {
        fiscalYear: 2025,
        totalGallons: 80000,
        readOn: '2025-09-01',
      });
    }
    await post('/v1/bill-runs', {
      billRunId: 'R-2025',
      municipality: 'northport',
      fiscalYear: 2025,
      billDate: '2025-10-01',
    });
    await post('/v1/accounts/NP-1001/payments', {
      paymentId: 'P-1',
      amount: '100.00',
      receivedOn: '2025-10-15',
      method: 'check',
      reference: HOSTILE.reference,
    });
    await post('/v1/penalty-runs', { municipality: 'northport', through: '2026-05-31' });
    await post('/v1/accounts/NP-1002/owner-changes', {
      ownerChangeId: 'OC-1',
      owner: { name: HOSTILE.otherName, mailingAddress: HOSTILE.newAddress },
      effectiveOn: '2026-05-01',
    });
    await post('/v1/lien-statements', {
      statementId: 'LS-2026',
      municipality: 'northport',
      cutoff: '2026-05-31',
      taxYear: 2026,
    });
    for (const [name, path] of Object.entries(EXPORTS)) {
      const answer = await ledger.http().get(path).buffer(true).expect(200);
      expect([name, answer.headers['content-type']]).toEqual([name, 'text/csv; charset=utf-8']);
      files[name] = Buffer.isBuffer(answer.body) ? answer.body.toString('utf8') : answer.text;
    }
  }, 120_000);
  afterAll(async () => ledger.close());

  it('each export reads back strictly, every record as wide as its header, CRLF between records', () => {
    for (const [name, text] of Object.entries(files)) {
      const rows = readStrictly(text);
      expect([name, rows.length > 1]).toEqual([name, true]);
      expect([name, text.endsWith('\r\n')]).toEqual([name, true]);
      // a line break that is not inside quotes is a record's end: there are exactly as many as records
      const outside = text.replace(/"(?:[^"]|"")*"/g, '"').match(/\r\n|\n|\r/g) ?? [];
      expect([name, outside.length, outside.every((b) => b === '\r\n')]).toEqual([
        name,
        rows.length,
        true,
      ]);
    }
  });

  it('a two-line mailing address stays in its cell; a formula on any line of a cell is neutralised', () => {
    const printFile = readStrictly(files['print-file']);
    const header = printFile[0];
    const at = (row: string[], column: string) => row[header.indexOf(column)];
    expect(printFile.slice(1).map((r) => [at(r, 'ownerName'), at(r, 'mailingAddress')])).toEqual([
      [`'${HOSTILE.name}`, HOSTILE.address],
      [HOSTILE.otherName, "22 Bayview Ave\r\n'+1 Northport NY\r'@SUM(A1)"],
    ]);
    expect(readStrictly(files.payments).flat()).toContain("'=2+2 chk 6");
  });

  it('LibreOffice opens every export with no cell evaluated, each record one row', () => {
    const office = soffice();
    const dir = mkdtempSync(join(tmpdir(), 'ledger-csv-'));
    const paths = Object.entries(files).map(([name, text]) => {
      const path = join(dir, `${name}.csv`);
      writeFileSync(path, text);
      return path;
    });
    execFileSync(
      office,
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'fods',
        '--outdir',
        dir,
        ...paths,
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
    for (const [name, text] of Object.entries(files)) {
      const sheet = readFods(readFileSync(join(dir, `${name}.fods`), 'utf8'));
      expect([name, sheet.formulas]).toEqual([name, []]);
      const records = readStrictly(text).map((r) => r.map((c) => c.replace(/\r\n|\r/g, '\n')));
      expect([name, sheet.rows.length]).toEqual([name, records.length]);
      // what a cell shows is what the ledger wrote (numbers as LibreOffice formats them aside)
      for (const [i, row] of records.entries())
        for (const [j, cell] of row.entries())
          if (!/^-?\d+(\.\d+)?$/.test(cell) && cell !== '')
            expect([name, i, j, sheet.rows[i]?.[j]]).toEqual([name, i, j, cell]);
    }
  }, 180_000);
});
