import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Makes the directory a file is to live in, and its missing parents, one
 * level at a time: Node's `mkdirSync(..., { recursive: true })` never returns
 * under a directory where mkdir answers ENOENT (`/proc/nope`), and the start
 * hung there. Throws naming the level that cannot be made (ENOENT, ENOTDIR,
 * EACCES, EROFS).
 */
export function makeDirectoryOf(file: string): void {
  const missing: string[] = [];
  let dir = resolve(dirname(file));
  for (; !existsSync(dir) && dirname(dir) !== dir; dir = dirname(dir)) missing.unshift(dir);
  if (!statSync(dir).isDirectory())
    throw Object.assign(new Error(`ENOTDIR: not a directory: ${dir}`), { code: 'ENOTDIR' });
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (error) {
      // another process made it meanwhile
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(level).isDirectory())
        throw error;
    }
  }
}
