import { parseArgs as parseNodeArgs } from 'node:util';

/** `--name value` and `--flag` options after the positional words. */
export interface Args {
  readonly words: string[];
  readonly options: Record<string, string | true>;
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
  help: { type: 'boolean', short: 'h' },
} as const;

/** The command line read by Node's own `util.parseArgs`; a repeated option keeps every value, comma-joined (`--municipality a --municipality b`). */
export function parseArgs(argv: readonly string[]): Args {
  try {
    const { values, positionals } = parseNodeArgs({
      args: [...argv],
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    const options: Record<string, string | true> = {};
    for (const [name, value] of Object.entries(values)) {
      if (Array.isArray(value)) options[name] = value.join(',');
      else if (value === true) options[name] = true;
      else if (typeof value === 'string') options[name] = value;
    }
    return { words: positionals, options };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function required(args: Args, name: string): string {
  const v = args.options[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

export class UsageError extends Error {}
