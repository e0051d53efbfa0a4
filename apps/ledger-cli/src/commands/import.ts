import { CsvImporter, IMPORT_KINDS, ImportKind } from '@ledger/ledger';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Args, required, UsageError } from '../args';
import { cliActor, openLedger } from '../context';
import { progressBar } from '../progress-bar';

/** `import accounts|water-usage|payments --file F`: validated whole first, then applied; exit 1 with every bad line. */
export async function importFile(args: Args, out: (line: string) => void): Promise<number> {
  const kind = args.words[1];
  if (!(IMPORT_KINDS as readonly string[]).includes(kind))
    throw new UsageError(`import ${IMPORT_KINDS.join('|')} --file FILE.csv`);
  const text = readFileSync(required(args, 'file'), 'utf8');
  const app = await openLedger();
  try {
    const id = randomUUID();
    const bar = progressBar(`import ${kind}`, 'steps (validate, decide, write per record)');
    const report = await app
      .get(CsvImporter)
      .import(
        kind as ImportKind,
        text,
        { actor: cliActor(), correlationId: id, causationId: id },
        bar,
      )
      .finally(() => bar.stop());
    if (report.errors.length > 0) {
      out(
        `${report.errors.length} bad line(s) in ${report.records} record(s): nothing was imported`,
      );
      for (const e of report.errors)
        out(`  line ${e.line}${e.field ? ` (${e.field})` : ''}: ${e.message}`);
      return 1;
    }
    out(
      `${kind}: ${report.records} record(s), ${report.applied} applied, ${report.unchanged} already in the ledger (sha256 ${report.sha256})`,
    );
    return 0;
  } finally {
    await app.close();
  }
}
