import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';

/**
 * The append worker's source files, the event store's folder onward. A new
 * import in one of them belongs here too (without it the worker, run from
 * the sources, cannot start, and every append says so).
 */
export const WORKER_SOURCES = [
  'sqlite/sqlite-append-worker',
  'sqlite/append-worker-protocol',
  'sqlite/log-connection',
  'sqlite/sqlite-appender',
  'event-store',
];

/**
 * The file a worker thread runs for the appends. Built (`dist/`), it is the
 * `.js` beside this one. Run from the TypeScript sources (the tests, the
 * bench, `npm run simulate`), a worker thread cannot load `.ts` by itself and
 * registering a compiler in each worker costs 0.3-0.5 s: the worker's few
 * files are transpiled once with swc into `node_modules/.cache`, keyed by
 * their content, and the worker starts from there in about 50 ms.
 */
export function appendWorkerFile(): string {
  if (extname(__filename) !== '.ts') return join(__dirname, 'sqlite-append-worker.js');
  const root = join(__dirname, '..');
  const sources = WORKER_SOURCES.map((name) => {
    const file = join(root, `${name}.ts`);
    return { name, text: readFileSync(file, 'utf8') };
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a dev dependency, needed only when run from the sources
  const swcVersion = (require('@swc/core/package.json') as { version: string }).version;
  const key = createHash('sha256')
    .update(`swc ${swcVersion}\n`)
    .update(sources.map((s) => `${s.name}\n${s.text}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const cache = join(nodeModulesOf(__dirname), '.cache', 'ledger-append-worker', key);
  const entry = join(cache, `${WORKER_SOURCES[0]}.js`);
  if (existsSync(entry)) return entry;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a dev dependency, needed only when run from the sources
  const swc = require('@swc/core') as typeof import('@swc/core');
  // the entry last: its presence says the others are there
  for (const s of [...sources.slice(1), sources[0]]) {
    const file = join(cache, `${s.name}.js`);
    const { code } = swc.transformSync(s.text, {
      filename: `${s.name}.ts`,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    mkdirSync(dirname(file), { recursive: true });
    // written aside then renamed: another process starting its worker never reads half a file
    const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(aside, code);
    renameSync(aside, file);
  }
  return entry;
}

/** The `node_modules` the sources resolve their packages from (better-sqlite3 for the worker). */
function nodeModulesOf(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', 'better-sqlite3'))) return join(dir, 'node_modules');
    if (dirname(dir) === dir)
      throw new Error(`no node_modules with better-sqlite3 above ${relative('.', from)}`);
  }
}
