import { parseArgs as parseNodeArgs } from 'node:util';

/** `--name value` and `--flag` options after the positional words; a repeatable option's values in `lists`. */
export interface Args {
  readonly words: string[];
  readonly options: Record<string, string | true>;
  readonly lists: Record<string, string[]>;
}

/** Every option a command takes; anything else is a usage error, named. */
const OPTIONS = {
  actor: { type: 'string' },
  role: { type: 'string' },
  municipality: { type: 'string', multiple: true },
  'key-id': { type: 'string' },
  file: { type: 'string' },
  against: { type: 'string', multiple: true },
  out: { type: 'string' },
  'known-at': { type: 'string' },
  // C12: import opening-balances
  'conversion-date': { type: 'string' },
  source: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'expect-accounts': { type: 'string' },
  'expect-rent-unpaid': { type: 'string' },
  'expect-penalties-unpaid': { type: 'string' },
  'expect-charges-unpaid': { type: 'string' },
  'expect-credits': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The command line read by Node's own `util.parseArgs`; a repeatable option keeps every value, each whole, in `lists` (`--against a.json --against b.json`). */
export function parseArgs(argv: readonly string[]): Args {
  try {
    const { values, positionals } = parseNodeArgs({
      args: [...argv],
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    const options: Record<string, string | true> = {};
    const lists: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(values)) {
      if (Array.isArray(value))
        lists[name] = value.filter((v): v is string => typeof v === 'string');
      else if (value === true) options[name] = true;
      else if (typeof value === 'string') options[name] = value;
    }
    return { words: positionals, options, lists };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Every value of a repeatable option, in order (none: empty). */
export const listed = (args: Args, name: string): string[] => args.lists[name] ?? [];

export function required(args: Args, name: string): string {
  const v = args.options[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

export class UsageError extends Error {}
