import { CsvImporter, IMPORT_KINDS, ImportKind, OpeningBalancesImporter } from '@ledger/ledger';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Args, required, UsageError } from '../args';
import { cliActor, openLedger } from '../context';
import { progressBar } from '../progress-bar';

/** `import accounts|water-usage|payments --file F`: validated whole first, then applied; exit 1 with every bad line. */
export async function importFile(args: Args, out: (line: string) => void): Promise<number> {
  const kind = args.words[1];
  if (kind === 'opening-balances') return convertFile(args, out);
  if (!(IMPORT_KINDS as readonly string[]).includes(kind))
    throw new UsageError(`import ${IMPORT_KINDS.join('|')}|opening-balances --file FILE.csv`);
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

/** C12: the old system's control totals, option by option (each `--expect-...`). */
const EXPECT_OPTIONS = {
  accounts: 'expect-accounts',
  rentUnpaid: 'expect-rent-unpaid',
  penaltiesUnpaid: 'expect-penalties-unpaid',
  chargesUnpaid: 'expect-charges-unpaid',
  credits: 'expect-credits',
} as const;

/**
 * `import opening-balances --file F --conversion-date D --source S --expect-...`
 * (C12): checked whole against the old system's five control totals; `--dry-run`
 * writes nothing. Exit 1 with every difference and bad line.
 */
async function convertFile(args: Args, out: (line: string) => void): Promise<number> {
  const text = readFileSync(required(args, 'file'), 'utf8');
  const dryRun = args.options['dry-run'] === true;
  const expect: Record<string, string | number> = {};
  for (const [total, option] of Object.entries(EXPECT_OPTIONS)) {
    const value = args.options[option];
    if (typeof value === 'string') expect[total] = total === 'accounts' ? Number(value) : value;
    else if (!dryRun)
      throw new UsageError(
        `import opening-balances needs the old system's control totals (--${option}), or --dry-run`,
      );
  }
  const app = await openLedger();
  try {
    const id = randomUUID();
    const report = await app.get(OpeningBalancesImporter).convert(
      text,
      {
        source: required(args, 'source'),
        conversionDate: required(args, 'conversion-date'),
        expect,
        dryRun,
      },
      { actor: cliActor(), correlationId: id, causationId: id },
    );
    const t = report.totals;
    out(
      `opening balances from ${report.source} as of ${report.conversionDate}: ${t.accounts} account(s), rent ${t.rentUnpaid}, penalties ${t.penaltiesUnpaid}, charges ${t.chargesUnpaid}, credits ${t.credits}`,
    );
    for (const d of report.differences) out(`  ${d.message}`);
    for (const e of report.errors)
      out(`  line ${e.line}${e.field ? ` (${e.field})` : ''}: ${e.message}`);
    if (report.errors.length > 0 || report.differences.length > 0) {
      out('nothing was converted');
      return 1;
    }
    out(
      dryRun
        ? 'dry run: nothing was written'
        : `${report.applied} account(s) converted, ${report.unchanged} already converted (sha256 ${report.sha256})`,
    );
    return 0;
  } finally {
    await app.close();
  }
}
