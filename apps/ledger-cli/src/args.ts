/** `--name value` and `--flag` options after the positional words. */
export interface Args {
  readonly words: string[];
  readonly options: Record<string, string | true>;
}

export function parseArgs(argv: readonly string[]): Args {
  const words: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split('=', 2);
      const value =
        inline !== undefined
          ? inline
          : i + 1 < argv.length && !argv[i + 1].startsWith('--')
            ? argv[++i]
            : true;
      // a repeated option keeps every value, comma-joined (--municipality a --municipality b)
      const prior = options[name];
      options[name] =
        typeof prior === 'string' && typeof value === 'string' ? `${prior},${value}` : value;
    } else words.push(a);
  }
  return { words, options };
}

export function required(args: Args, name: string): string {
  const v = args.options[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

export class UsageError extends Error {}
