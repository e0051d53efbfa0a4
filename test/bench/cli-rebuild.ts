import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timed } from './measure';

const ROOT = join(__dirname, '../..');
/** What `npm run build` makes of the CLI, and what `ledger` (apps/ledger-cli/bin) runs. */
const BUILT_MAIN = join(ROOT, 'dist/apps/ledger-cli/apps/ledger-cli/src/main.js');

/** The newest modification time of the TypeScript the CLI is built from (ms). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * How the CLI is run: the built one, as an operator runs it, when it is
 * there and not older than its sources; else compiled on the fly by swc (its
 * process start then counts the compiling), and the reason is said.
 */
function cliCommand(): { args: string[]; runner: string } {
  const sources = [
    'apps/ledger-cli/src',
    'libs/domain/src',
    'libs/event-store/src',
    'libs/ledger/src',
  ];
  if (existsSync(BUILT_MAIN)) {
    const stale =
      statSync(BUILT_MAIN).mtimeMs < Math.max(...sources.map((s) => newestSource(join(ROOT, s))));
    if (!stale) return { args: [BUILT_MAIN], runner: 'built (dist/)' };
    return {
      args: ['-r', '@swc-node/register', join(ROOT, 'apps/ledger-cli/src/main.ts')],
      runner: 'swc (dist/ is older than the sources: npm run build)',
    };
  }
  return {
    args: ['-r', '@swc-node/register', join(ROOT, 'apps/ledger-cli/src/main.ts')],
    runner: 'swc (no dist/: npm run build)',
  };
}

/**
 * Node's flags that have the CLI's process write its peak resident set (kB)
 * on its way out: a CommonJS file preloaded with `-r`, written once to the
 * temporary directory. Not `--import`: with it Node runs the entry point
 * through its ES module loader, which does not know `.ts`, and the CLI run
 * from the sources through swc failed to start.
 */
function peakAtExit(): string[] {
  const file = join(tmpdir(), 'ledger-bench-peak-rss-at-exit.cjs');
  writeFileSync(
    file,
    'process.on("exit", () => require("node:fs").writeSync(1, `\\nbench: peak RSS ${process.resourceUsage().maxRSS} kB\\n`));\n',
  );
  return ['-r', file];
}

/**
 * `ledger projections rebuild` in a process of its own, cold (empty caches,
 * both runners): the process's wall time, the rebuild's own time and
 * events as the CLI reports them, and the process's peak resident set.
 */
export async function cliRebuild(dbPath: string) {
  const { args, runner } = cliCommand();
  const run = await timed(async () =>
    execFileSync(process.execPath, [...peakAtExit(), ...args, 'projections', 'rebuild'], {
      env: { ...process.env, LEDGER_DB_PATH: dbPath },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    }),
  );
  const reported =
    /read models rebuilt in (\d+) ms \(CPU (\d+) ms\): (\d+) events of the log read/.exec(
      run.result,
    );
  if (!reported) throw new Error(`the CLI did not report its rebuild: ${run.result}`);
  const peakKb = /bench: peak RSS (\d+) kB/.exec(run.result);
  return {
    /** The CLI process's own peak resident set (MiB), as its kernel counted it. */
    peakRssMiB: peakKb ? Math.round((Number(peakKb[1]) / 1024) * 10) / 10 : null,
    runner,
    processMs: run.ms,
    rebuildMs: Number(reported[1]),
    /** The CPU the CLI's process spent while it rebuilt (every thread). */
    rebuildCpuMs: Number(reported[2]),
    events: Number(reported[3]),
  };
}
