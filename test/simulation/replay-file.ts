import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Failure } from './runner';
import type { SimRequest } from './sim-request';

/** A replay file: the requests of a history that failed (or a defect's reproduction), and why. */
export interface ReplayFile {
  readonly seed?: number;
  readonly path?: string;
  /** What failed, or which defect the history reproduces. */
  readonly error: string;
  /** The entry of known-defects.ts it reproduces: skipped while the entry is listed. */
  readonly knownDefect?: string;
  readonly requests: SimRequest[];
}

export const readReplay = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as ReplayFile;

/** Writes a failure's shrunk history where `--replay` (and, once moved to replays/, jest) runs it again. */
export function writeReplay(dir: string, failure: Failure): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `seed-${failure.seed}.json`);
  const content: ReplayFile = {
    seed: failure.seed,
    path: failure.path,
    error: failure.error,
    requests: failure.trace,
  };
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return file;
}
