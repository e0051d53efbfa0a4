import { makeDirectoryOf } from '@ledger/event-store';
import { accessSync, constants, existsSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What stops the ledger from keeping a SQLite file at `path`, or null: its
 * directory must be made (or be there) and written, the file itself, when it
 * is there, be a file the process may read and write. The start checks this
 * before it opens anything, so a path that cannot be stops it, named, instead
 * of a hang or a stack trace.
 */
export function fileProblem(path: string): string | null {
  if (path === ':memory:') return null;
  if (path.includes('\0')) return 'holds a NUL character';
  try {
    makeDirectoryOf(path);
  } catch (error) {
    return `its directory cannot be made (${(error as Error).message})`;
  }
  try {
    if (existsSync(path)) {
      if (!statSync(path).isFile()) return `${path} is not a file`;
      accessSync(path, constants.R_OK | constants.W_OK);
    } else {
      // what SQLite does next: create a file there
      const probe = join(dirname(path), `.ledger-write-check-${process.pid}`);
      writeFileSync(probe, '', { flag: 'wx' });
      unlinkSync(probe);
    }
  } catch (error) {
    return `it cannot be written (${(error as Error).message})`;
  }
  return null;
}

/** What stops the console from being served from `dir`, or null. */
export function webDirectoryProblem(dir: string): string | null {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return `${dir} is not a directory`;
  if (!existsSync(join(dir, 'index.html'))) return `${dir} holds no index.html (npm run build:web)`;
  return null;
}
