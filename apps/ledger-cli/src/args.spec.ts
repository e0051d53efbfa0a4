import { listed, parseArgs, required, UsageError } from './args';

describe('the command line (apps/ledger-cli/src/args.ts)', () => {
  it('a repeated --against keeps each file whole, in order (a path may hold a comma)', () => {
    const args = parseArgs(['audit', 'verify', '--against', 'a.json', '--against', 'b,c.json']);
    expect(listed(args, 'against')).toEqual(['a.json', 'b,c.json']);
    expect(args.words).toEqual(['audit', 'verify']);
  });

  it('a repeatable option given once is one value; one not given is none', () => {
    const args = parseArgs(['keys', 'create', '--municipality', 'watervliet', '--role', 'clerk']);
    expect(listed(args, 'municipality')).toEqual(['watervliet']);
    expect(listed(args, 'against')).toEqual([]);
    expect(required(args, 'role')).toBe('clerk');
  });

  it('an unknown option is a usage error that names it', () => {
    expect(() => parseArgs(['audit', 'verify', '--agaisnt', 'a.json'])).toThrow(UsageError);
    expect(() => parseArgs(['audit', 'verify', '--agaisnt', 'a.json'])).toThrow(/agaisnt/);
  });
});
