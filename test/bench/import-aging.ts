import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AccountRepository, CsvImporter, GetAgingQuery, systemContext } from '@ledger/ledger';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchApp, yearOf } from './bench-app';
import { healthProbe, MemorySampler, percentile, round, timed } from './measure';
import { PhaseMemory } from './phase-memory';
import { profiled } from './profile';
import { workload } from './workload';

/** The aging rows the console asks for (its page): the screen's question is these and the totals of every account (#30). */
export const AGING_PAGE = { offset: 0, limit: 200 } as const;

const ctx = () => systemContext('bench');

/** This process's CPU time (user and system) since `start`, ms: less sensitive than wall time to a loaded machine. */
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return round((user + system) / 1000);
};

/**
 * `npm run bench -- --focus import-aging --accounts N [--lines L] [--profile DIR]`:
 * issue #30's import and aging targets alone. N accounts opened by the roll
 * import, a year's usage imported (N lines) and billed, then the first L lines
 * (default 20,000) of that year's lockbox payments imported (one to three an
 * account), each import with `/health` probed all through it, then the aging
 * report three times. Each import and the first aging report is a profiled
 * phase.
 */
export async function importAndAging(accounts: number, lines: number) {
  const dir = mkdtempSync(join(tmpdir(), `ledger-bench-focus-${accounts}-`));
  const memory = new MemorySampler();
  const { app, port } = await benchApp(join(dir, 'ledger.sqlite'));
  let open = true;
  const phases = new PhaseMemory(() => {
    if (!open) return undefined;
    const { entries, bytes } = app.get(AccountRepository).cached;
    return { 'cache entries': entries, 'cache estimate MiB': round(bytes / 2 ** 20, 1) };
  });
  phases.next('workload generated');
  const importer = app.get(CsvImporter);
  const plan = workload(accounts, 1);
  const [year] = plan.years;
  const [header, ...payments] = year.paymentsCsv.split('\n');
  const paymentsCsv = [header, ...payments.slice(0, lines)].join('\n');

  /** An import, with `/health` probed all through it when `probed` (not the roll: the read side of an empty ledger answers 503 until it is caught up). */
  const imported = async (
    kind: 'accounts' | 'water-usage' | 'payments',
    csv: string,
    probed = true,
  ) => {
    const records = csv.split('\n').length - 1;
    phases.next(`${kind} import`);
    const probe = probed ? healthProbe(port) : { stop: async () => [] as number[] };
    const cpu = process.cpuUsage();
    const run = await profiled(`import-${kind}-${records}`, () =>
      importer.import(kind, csv, ctx()),
    );
    const cpuMs = cpuMsSince(cpu);
    const health = await probe.stop();
    if (run.result.errors.length)
      throw new Error(`${kind}: ${JSON.stringify(run.result.errors.slice(0, 3))}`);
    return {
      lines: records,
      applied: run.result.applied,
      ms: round(run.ms),
      cpuMs,
      linesPerSecond: round((records / run.ms) * 1000),
      healthP99Ms: round(percentile(health, 99), 1),
      healthMaxMs: round(health[health.length - 1] ?? 0, 1),
    };
  };

  const roll = await imported('accounts', plan.rollCsv, false);
  await app.get(CommandBus).execute(yearOf(year.fiscalYear).rates);
  const usage = await imported('water-usage', year.usageCsv);
  phases.next('bill run');
  await app.get(CommandBus).execute(yearOf(year.fiscalYear).billRun);
  const lockbox = await imported('payments', paymentsCsv);
  const agingMs: number[] = [];
  const agingCpuMs: number[] = [];
  const agingWholeMs: number[] = [];
  let agingAccounts = 0;
  phases.next('aging report, three times');
  for (let i = 0; i < 3; i++) {
    // the screen's question: the totals of every account and the console's page of rows
    const cpu = process.cpuUsage();
    const run = await profiled(`aging-${accounts}-${i}`, () =>
      app.get(QueryBus).execute(new GetAgingQuery('northport', '2026-06-01', AGING_PAGE)),
    );
    agingMs.push(round(run.ms));
    agingCpuMs.push(cpuMsSince(cpu));
    agingAccounts = run.result.accounts;
    // the whole report's rows (the CSV's, an integrator's without a page)
    const whole = await timed(() =>
      app.get(QueryBus).execute(new GetAgingQuery('northport', '2026-06-01')),
    );
    agingWholeMs.push(round(whole.ms));
  }
  phases.next('close');
  await app.close();
  open = false;
  const peakRssMiB = round(memory.stop() / 2 ** 20, 1);
  const memoryByPhase = phases.stop();
  rmSync(dir, { recursive: true, force: true });
  return {
    accounts,
    imports: { roll, usage, lockbox },
    aging: { ms: agingMs, cpuMs: agingCpuMs, wholeMs: agingWholeMs, accountsOwing: agingAccounts },
    peakRssMiB,
    memoryByPhase,
  };
}
