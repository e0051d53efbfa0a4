import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeDirectoryOf } from './make-directory';

describe("a SQLite file's directory made level by level (make-directory.ts)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-mkdir-'));

  it('makes every missing level, and makes nothing twice', () => {
    const file = join(dir, 'a', 'b', 'c', 'ledger.sqlite');
    makeDirectoryOf(file);
    makeDirectoryOf(file);
    expect(statSync(join(dir, 'a', 'b', 'c')).isDirectory()).toBe(true);
  });

  it('throws under a directory where mkdir answers ENOENT (/proc), where a recursive mkdir never returns', () => {
    expect(() => makeDirectoryOf('/proc/no-such-process/x/ledger.sqlite')).toThrow(
      "ENOENT: no such file or directory, mkdir '/proc/no-such-process'",
    );
  });

  it('throws under a file, naming it', () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    expect(() => makeDirectoryOf(join(file, 'x', 'ledger.sqlite'))).toThrow(
      `ENOTDIR: not a directory: ${file}`,
    );
  });
});
