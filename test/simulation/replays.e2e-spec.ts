import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { known } from './known-defects';
import { readReplay } from './replay-file';
import { replay } from './runner';

/**
 * Every history in test/simulation/replays/ (a defect's shrunk
 * reproduction, kept once it is fixed) is sent again on a fresh ledger and
 * must keep every invariant; one that reproduces a defect still listed in
 * known-defects.ts waits until its entry is removed.
 */
const DIR = join(__dirname, 'replays');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const listed = (file: string) => {
  const id = readReplay(join(DIR, file)).knownDefect;
  return id !== undefined && known(id);
};

describe('simulation replays: kept reproductions keep every invariant', () => {
  it.each(FILES.filter((f) => !listed(f)))(
    '%s',
    async (file) => {
      const { requests, error } = readReplay(join(DIR, file));
      expect(requests.length).toBeGreaterThan(0);
      const failed = await replay(requests, { every: 1_000 });
      if (failed) throw new Error(`${file} (${error}) fails again:\n${failed}`);
    },
    120_000,
  );

  // a reproduction of a defect still listed in known-defects.ts waits for its fix
  for (const file of FILES.filter(listed))
    it(`${file} reproduces a listed known defect (runs once it is removed)`, () => {
      expect(known(readReplay(join(DIR, file)).knownDefect!)).toBe(true);
    });
});
