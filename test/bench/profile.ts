import { Session } from 'node:inspector/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { timed } from './measure';

/** `--profile DIR`: each profiled phase also writes a V8 CPU profile there (open it in Chrome DevTools). */
const at = process.argv.indexOf('--profile');
const dir = at > 0 ? process.argv[at + 1] : undefined;

/** A measured phase (timed as always), profiled when `--profile DIR` is given; `name` names its file. */
export async function profiled<T>(
  name: string,
  work: () => Promise<T>,
): Promise<{ result: T; ms: number }> {
  if (!dir) return timed(work);
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await timed(work);
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
