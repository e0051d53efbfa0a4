import 'reflect-metadata';
import { parseArgs, UsageError } from './args';
import { audit } from './commands/audit';
import { importFile } from './commands/import';
import { keys } from './commands/keys';
import { projections } from './commands/projections';

const USAGE = `ledger <command>

  keys create --actor NAME --role clerk|finance|board|auditor|integration [--municipality ID ...]
  keys revoke --key-id ID
  keys list
  import accounts|water-usage|payments --file FILE.csv
  import opening-balances --file FILE.csv --conversion-date YYYY-MM-DD --source OLD-SYSTEM
         --expect-accounts N --expect-rent-unpaid A --expect-penalties-unpaid A
         --expect-charges-unpaid A --expect-credits A [--dry-run]   (C12: going live)
  projections rebuild
  audit verify [--against CHECKPOINT.json ...]   (LEDGER_AUDIT_KEY checks the sealed checkpoints)
  audit checkpoint --out CHECKPOINT.json          (seals every stream with LEDGER_AUDIT_KEY)
  audit replay --known-at 2026-01-31T23:59:59Z --out ledger-2026-01-31.json

The store is the one the API uses: LEDGER_DB_PATH (SQLite, default ./data/ledger.sqlite)
or EVENTSTORE_CONNECTION_STRING. The actor recorded is LEDGER_ACTOR or cli:$USER.`;

const COMMANDS: Record<string, typeof keys> = { keys, import: importFile, projections, audit };

async function main(argv: string[]): Promise<number> {
  try {
    const args = parseArgs(argv);
    const command = COMMANDS[args.words[0] ?? ''];
    if (!command) {
      process.stdout.write(`${USAGE}\n`);
      return args.words.length === 0 || args.options.help ? 0 : 2;
    }
    return await command(args, (line) => process.stdout.write(`${line}\n`));
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }
}

void main(process.argv.slice(2)).then((code) => process.exit(code));
