/**
 * Writes a sample of every printed document (`npm run samples`): the office
 * history of `test/support/office-day.ts`, each document as the API serves
 * it, and, where poppler's `pdftoppm` is installed, its first page as a PNG to
 * look at. The files are kept in `test/samples/`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { officeDay } from '../support/office-day';
import { startTestLedger } from '../support/test-ledger';
import { villageOpeningBalances, villageRoll } from './village-conversion';

const DOCUMENTS: ReadonlyArray<readonly [string, string]> = [
  ['bill', '/v1/bills/R-2025:NP-1001/document'],
  ['bill-run', '/v1/bill-runs/R-2025/document'],
  ['bill-run-print-file', '/v1/bill-runs/R-2025/document?format=csv'],
  ['statement', '/v1/accounts/NP-1001/statement/document?to=2026-06-01'],
  ['receipt', '/v1/accounts/NP-1001/payments/P-1/receipt'],
  ['delinquency-notice', '/v1/accounts/NP-1002/delinquency-notice?on=2026-06-01'],
  ['lien-roll', '/v1/lien-statements/LS-2026/roll'],
];

async function main(): Promise<void> {
  // C12: the village going live from its old system (its roll and the old system's export)
  writeFileSync(join(__dirname, 'village-roll.csv'), villageRoll());
  writeFileSync(join(__dirname, 'village-opening-balances.csv'), villageOpeningBalances());
  const ledger = await startTestLedger('2026-06-01T15:00:00Z');
  try {
    await officeDay(ledger);
    for (const [name, path] of DOCUMENTS) {
      const response = await ledger.http().get(path).buffer(true).parse(bytes).expect(200);
      const file = join(__dirname, `${name}.${path.includes('format=csv') ? 'csv' : 'pdf'}`);
      writeFileSync(file, response.body as Buffer);
      if (file.endsWith('.pdf')) {
        try {
          execFileSync('pdftoppm', [
            '-r',
            '70',
            '-png',
            '-f',
            '1',
            '-l',
            '1',
            '-singlefile',
            file,
            file.replace(/\.pdf$/, ''),
          ]);
        } catch {
          console.warn(
            'pdftoppm not found (Debian: poppler-utils): PDFs written without their PNG pages',
          );
        }
      }
      console.log(`${name}: ${file}`);
    }
  } finally {
    await ledger.close();
  }
}

/** supertest: the body as bytes, whatever the media type. */
export function bytes(
  res: NodeJS.EventEmitter,
  done: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

if (require.main === module)
  void main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
