import { fork } from 'node:child_process';
import { join } from 'node:path';

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly requests: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly non2xx: number;
  readonly timeouts: number;
  readonly errors: number;
}

/** What the load process sends: GETs of `paths` in turn, or POSTs of `body` (`{n}` numbers each request). */
export interface LoadSpec {
  readonly connections: number;
  readonly seconds: number;
  /** The same load first, for this long, not counted (the JIT's seconds). */
  readonly warmUpSeconds: number;
  readonly paths: readonly string[];
  readonly body?: string;
}

/** Untimed load before each measured one (`load-child.ts`). */
const WARM_UP_SECONDS = 2;

/** Requests to `paths` (in turn) at `connections` for `seconds`, after WARM_UP_SECONDS of the same, from a separate process (autocannon in `load-child.ts`). */
export function load(
  port: number,
  paths: readonly string[],
  connections: number,
  seconds: number,
  body?: string,
): Promise<LoadResult> {
  const spec: LoadSpec & { url: string } = {
    url: `http://127.0.0.1:${port}`,
    connections,
    seconds,
    warmUpSeconds: WARM_UP_SECONDS,
    paths,
    body,
  };
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'load-child.ts'), [JSON.stringify(spec)], {
      execArgv: ['-r', '@swc-node/register'],
    });
    child.once('message', (m) => resolve(m as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load process exited with ${code}`));
    });
  });
}
