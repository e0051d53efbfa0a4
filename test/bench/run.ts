import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AccountRepository,
  CsvImporter,
  ReadModels,
  GetAgingQuery,
  GetBalanceQuery,
  RunPenaltiesCommand,
  systemContext,
} from '@ledger/ledger';
import { addDays } from '@ledger/domain';
import Database from 'better-sqlite3';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchApp, yearOf } from './bench-app';
import { cliRebuild } from './cli-rebuild';
import { coldLoads } from './cold-load';
import { BILL_RUN_COMMIT, fairAppendLimit, fairRebuildLimit } from './fair-limits';
import { emmett, ourStore, rawLimits, readRows, readRowsWithin } from './limits';
import { load } from './load';
import { AGING_PAGE, importAndAging } from './import-aging';
import { healthProbe, MemorySampler, percentile, round, timed } from './measure';
import { ledgerLiveHeap, PhaseMemory, phaseMemoryTable } from './phase-memory';
import { profiled } from './profile';
import { pick, prng } from './prng';
import { workload } from './workload';

const quick = process.argv.includes('--quick');
/** `--years N` shortens the full run's history (default 5). */
const yearsArg = process.argv.indexOf('--years');
const YEARS = yearsArg > 0 ? Math.max(1, Math.min(10, Number(process.argv[yearsArg + 1]) || 5)) : 5;
/** `--accounts N` measures that one size only (with `--years`; `--profile DIR` to see where its time goes). */
const accountsArg = process.argv.indexOf('--accounts');
const ONLY = accountsArg > 0 ? Number(process.argv[accountsArg + 1]) : 0;
/** `--focus import-aging` (with `--accounts N`, `--lines L`): the imports and the aging report alone (`import-aging.ts`). */
const FOCUS = process.argv.includes('--focus')
  ? process.argv[process.argv.indexOf('--focus') + 1]
  : undefined;
const linesArg = process.argv.indexOf('--lines');
/** `--keep DIR`: the ledger's files (ledger-N.sqlite, its read models ...) are copied there before the run's files are removed. */
const KEEP = process.argv.includes('--keep')
  ? process.argv[process.argv.indexOf('--keep') + 1]
  : undefined;
const SCALES = ONLY
  ? [{ accounts: ONLY, years: YEARS }]
  : quick
    ? [
        { accounts: 1_000, years: 2 },
        { accounts: 4_000, years: 2 },
      ]
    : [
        { accounts: 10_000, years: YEARS },
        { accounts: 100_000, years: YEARS },
      ];
const PEER_SAMPLE = quick ? 3_000 : 50_000;
const BALANCE_QUERIES = quick ? 1_000 : 5_000;
const HTTP_SECONDS = quick ? 3 : 10;
/** The import figure (#30 item 1): a lockbox file of this many lines; the target is 100,000 lines in 60 s. */
const IMPORT_LINES = 20_000;
/** The fair append limit appends at most this many of the events the bill runs wrote (a sample of their shape). */
const FAIR_APPEND_SAMPLE = 200_000;
/**
 * The raw limits insert and parse at most this many of the log's rows (held in
 * memory at once): the whole log up to 100,000 x 2; at 200,000 x 5 (7 million
 * events) a copy of every row would not fit in the heap. A limit is events per
 * second, so a sample of 1.5 million rows measures it as well.
 */
const RAW_LIMIT_ROWS = 1_500_000;

const log = (line: string) => process.stdout.write(`${line}\n`);
const ctx = () => systemContext('bench');

async function scale(accounts: number, years: number) {
  const dir = mkdtempSync(join(tmpdir(), `ledger-bench-${accounts}-`));
  const dbPath = join(dir, 'ledger.sqlite');
  const memory = new MemorySampler();
  const { app, port } = await benchApp(dbPath);
  // each phase's peak and, with --expose-gc, what it left live; the state cache's own estimate beside it
  let cacheOf: INestApplication | null = app;
  const phases = new PhaseMemory(
    () => {
      if (!cacheOf) return undefined;
      const { entries, bytes } = cacheOf.get(AccountRepository).cached;
      return { 'cache entries': entries, 'cache estimate MiB': round(bytes / 2 ** 20, 1) };
    },
    (f) =>
      log(
        `  memory, ${f.phase}: peak RSS ${f.peakRss} MiB, heap after GC ${f.heapAfterGc ?? '(no --expose-gc)'} MiB`,
      ),
  );
  phases.next('workload generated');
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const importer = app.get(CsvImporter);
  const plan = workload(accounts, years);
  log(`N=${accounts}, Y=${years}: workload generated`);

  /** A CSV imported as files of at most 50,000 lines (the importer takes at most 100,000 records a file). */
  const importAll = async (kind: 'accounts' | 'water-usage' | 'payments', csv: string) => {
    const [header, ...lines] = csv.split('\n');
    for (let i = 0; i < lines.length; i += 50_000) {
      const file = [header, ...lines.slice(i, i + 50_000)].join('\n');
      const result = await importer.import(kind, file, ctx());
      if (result.errors.length)
        throw new Error(`${kind}: ${JSON.stringify(result.errors.slice(0, 3))}`);
    }
  };
  phases.next('roll import');
  await importAll('accounts', plan.rollCsv);
  let billMs = 0;
  let billCpuMs = 0;
  let billMainThreadMs = 0;
  let bills = 0;
  let billEvents = 0;
  let penaltyMs = 0;
  let penaltyAccruals = 0;
  let healthDuringPenalties: number[] = [];
  const counter = new Database(dbPath, { readonly: true });
  const eventCount = () =>
    (counter.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;
  const headPosition = () =>
    (counter.prepare('SELECT MAX(position) AS p FROM events').get() as { p: number | null }).p ?? 0;
  /** The log positions each bill run wrote (after, through]: the fair append limit appends these rows. */
  const billRunSpans: Array<{ after: number; through: number }> = [];
  for (const year of plan.years) {
    phases.next(`FY${year.fiscalYear} usage import`);
    await commands.execute(yearOf(year.fiscalYear).rates);
    await importAll('water-usage', year.usageCsv);
    phases.next(`FY${year.fiscalYear} bill run`);
    const before = eventCount();
    const headBefore = headPosition();
    // the clock stops once the read models have taken in what the run wrote, not when the run answers:
    // the projection work it causes runs on the same event loop, and none of it may be left outside the figure
    let answeredMs = 0;
    // CPU time (this process, user and system) too: on a shared machine it is the steadier figure
    const cpu = process.cpuUsage();
    // and the event loop's own busy time: the one thread the runs' deciding and deriving share
    const loop = performance.eventLoopUtilization();
    const run = await profiled(`bill-run-${accounts}-${year.fiscalYear}`, async () => {
      const answered = await timed(() => commands.execute(yearOf(year.fiscalYear).billRun));
      answeredMs = answered.ms;
      await app.get(ReadModels).caughtUp();
      return answered.result;
    });
    const used = process.cpuUsage(cpu);
    const runCpuMs = (used.user + used.system) / 1000;
    billMainThreadMs += performance.eventLoopUtilization(loop).active;
    billMs += run.ms;
    billCpuMs += runCpuMs;
    bills += (run.result as { body: { billed: number } }).body.billed;
    billEvents += eventCount() - before;
    billRunSpans.push({ after: headBefore, through: headPosition() });
    phases.next(`FY${year.fiscalYear} payments, reversals, adjustments`);
    // a lockbox file a day, not one of the whole year: at most 50,000 payments a file
    await importAll('payments', year.paymentsCsv);
    const accountsRepo = app.get(AccountRepository);
    for (const r of year.reversals)
      await accountsRepo.execute(
        `account-${r.accountId}`,
        {
          kind: 'ReversePayment',
          paymentId: r.paymentId,
          reversedOn: r.reversedOn,
          reason: 'returned check',
          today: '2031-06-01',
        },
        ctx(),
      );
    for (const a of year.adjustments) {
      const stream = `account-${a.accountId}`;
      await accountsRepo.execute(
        stream,
        {
          kind: 'FileAdjustmentApplication',
          applicationId: a.applicationId,
          billId: a.billId,
          filedOn: a.filedOn,
          claim: 'meter',
          today: '2031-06-01',
        },
        ctx(),
      );
      await accountsRepo.execute(
        stream,
        {
          kind: 'GrantAdjustment',
          applicationId: a.applicationId,
          grantedOn: a.grantedOn,
          resolution: 'bench',
          adjustedBillableGallons: null,
          creditAmount: a.creditAmount,
          continuesApplicationId: null,
          today: '2031-06-01',
        },
        ctx(),
      );
      try {
        await accountsRepo.execute(
          stream,
          {
            kind: 'IssueRefund',
            refundId: `RF-${a.applicationId}`,
            applicationId: a.applicationId,
            paidOn: a.paidOn,
            today: '2031-06-01',
          },
          ctx(),
        );
      } catch {
        // the credit went to unpaid rent: nothing to refund
      }
    }
    // the last year's run is the largest: a load balancer probes /health all through it (#16)
    const probe = year === plan.years[plan.years.length - 1] ? healthProbe(port) : undefined;
    phases.next(`FY${year.fiscalYear} penalty run`);
    const penalties = await profiled(`penalty-run-${accounts}-${year.fiscalYear}`, () =>
      commands.execute(
        new RunPenaltiesCommand(
          { municipality: 'northport', through: `${year.fiscalYear + 1}-05-31` },
          ctx(),
        ),
      ),
    );
    if (probe) healthDuringPenalties = await probe.stop();
    penaltyMs += penalties.ms;
    penaltyAccruals += (penalties.result as { accrued: number }).accrued;
    log(
      `  FY${year.fiscalYear}: bill run ${round(run.ms)} ms, CPU ${round(runCpuMs)} ms (answered at ${round(answeredMs)} ms, then the read models reached the head), penalty run ${round(penalties.ms)} ms`,
    );
  }
  const events = eventCount();
  counter.close();
  phases.next('cold accounts');
  const cold = await coldLoads(app, plan.accountIds);
  log(
    `  cold account: ${cold.fromTheWholeStream.msPerAccount} ms from its stream, ${cold.fromTheSnapshot.msPerAccount} ms from its snapshot`,
  );

  // the rebuild and the fair rebuild limit in turn, three times (once over 2 million events): on a
  // shared machine two figures taken minutes apart moved 2x against each other; the median
  // of the ratios of pairs taken seconds apart is the figure
  const rebuildPairs = [];
  for (let i = 0; i < (events > 2_000_000 ? 1 : 3); i++) {
    phases.next(`rebuild ${i + 1}`);
    const rebuilt = await profiled(`rebuild-${accounts}${i ? `-${i + 1}` : ''}`, () =>
      app.get(ReadModels).accounts.rebuild(),
    );
    phases.next(`fair rebuild limit ${i + 1}`, false);
    const fair = await fairRebuildLimit(dir, dbPath, 1000, `fair-rebuild-${i}.sqlite`);
    rebuildPairs.push({
      ms: rebuilt.ms,
      fairEventsPerSecond: fair.eventsPerSecond,
      ratio: ((events / rebuilt.ms) * 1000) / fair.eventsPerSecond,
    });
  }
  const medianOf = <T>(xs: T[], by: (x: T) => number) =>
    [...xs].sort((a, b) => by(a) - by(b))[Math.floor(xs.length / 2)];
  const rebuild = medianOf(rebuildPairs, (p) => p.ratio);
  const fairRebuild = {
    eventsPerSecond: medianOf(rebuildPairs, (p) => p.fairEventsPerSecond).fairEventsPerSecond,
  };
  log(
    `  rebuild / fair rebuild limit, each pair: ${rebuildPairs.map((p) => `${round(p.ms)} ms / ${round(p.ratio, 3)}`).join(', ')}`,
  );

  phases.next('balance queries in process');
  const random = prng(7);
  const latencies: number[] = [];
  for (let i = 0; i < BALANCE_QUERIES; i++) {
    const id = pick(random, plan.accountIds);
    const asOf = addDays('2025-10-01', Math.floor(random() * 365 * years));
    const t = await timed(() => queries.execute(new GetBalanceQuery(id, asOf, undefined)));
    latencies.push(t.ms);
  }
  latencies.sort((a, b) => a - b);

  // the HTTP load comes from another process (load-child.ts), not from the server's event loop
  const httpRandom = prng(11);
  const balancePaths = Array.from(
    { length: 2000 },
    () =>
      `/v1/accounts/${pick(httpRandom, plan.accountIds)}/balance?asOf=${addDays('2025-10-01', Math.floor(httpRandom() * 365 * years))}`,
  );
  phases.next('balance over HTTP');
  const httpResult = await load(port, balancePaths, 8, HTTP_SECONDS);
  // account search at 64 connections: an owner's words, a parcel with and without its punctuation, a street
  const searchRandom = prng(13);
  const searchPaths = Array.from({ length: 2000 }, (_, i) => {
    const id = pick(searchRandom, plan.accountIds);
    const query = [
      `owner ${id.toLowerCase()}`,
      `0403-${id.slice(3)}`,
      `0403${id.slice(3, 7)}`,
      `${Math.floor(searchRandom() * 999)} main`,
    ][i % 4];
    return `/v1/accounts?query=${encodeURIComponent(query)}&limit=20`;
  });
  phases.next('account search over HTTP');
  // the server is in this process: `--profile` shows what each request costs it
  const search = (
    await profiled(`search-${accounts}`, () => load(port, searchPaths, 64, HTTP_SECONDS))
  ).result;

  phases.next('aging report');
  // the screen's question (#30): the totals of every account and the console's page of rows; then the whole report's rows (the CSV's)
  const aging = await profiled(`aging-${accounts}`, () =>
    queries.execute(new GetAgingQuery('northport', `${2025 + years}-06-01`, AGING_PAGE)),
  );
  const agingWhole = await profiled(`aging-whole-${accounts}`, () =>
    queries.execute(new GetAgingQuery('northport', `${2025 + years}-06-01`)),
  );
  // a lockbox file of IMPORT_LINES payments, spread over the accounts, while a load balancer probes /health
  const importCsv = [
    'paymentId,accountId,amount,receivedOn,method,reference',
    ...Array.from(
      { length: IMPORT_LINES },
      (_, i) =>
        `PAY-BENCH-${i},${plan.accountIds[i % plan.accountIds.length]},1.00,${2025 + years}-05-20,check,${i}`,
    ),
  ].join('\n');
  phases.next(`import of ${IMPORT_LINES} lockbox lines`);
  const importProbe = healthProbe(port);
  const imported = await profiled(`import-${accounts}`, () =>
    importer.import('payments', importCsv, ctx()),
  );
  const healthDuringImport = await importProbe.stop();
  if (imported.result.errors.length)
    throw new Error(`bench import: ${JSON.stringify(imported.result.errors.slice(0, 3))}`);
  // payments posted at the counter and by a lockbox integration at once: 64 connections, each payment its own
  const payRandom = prng(17);
  const paymentPaths = Array.from(
    { length: 2000 },
    () => `/v1/accounts/${pick(payRandom, plan.accountIds)}/payments`,
  );
  phases.next('payment POSTs over HTTP');
  const { result: posted } = await profiled(`payment-posts-${accounts}`, () =>
    load(
      port,
      paymentPaths,
      64,
      HTTP_SECONDS,
      JSON.stringify({
        paymentId: 'PAY-LOAD-{n}',
        amount: '1.00',
        receivedOn: `${2025 + years}-05-25`,
        method: 'check',
      }),
    ),
  );
  phases.next('close');
  await app.close();
  cacheOf = null;
  // a restart on the same files: from creating the application to its first answer (a balance)
  phases.next('restart to the first answer');
  const restart = await timed(async () => {
    const again = await benchApp(dbPath);
    cacheOf = again.app;
    const response = await fetch(
      `http://127.0.0.1:${again.port}/v1/accounts/${plan.accountIds[0]}/balance`,
    );
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`after the restart, the balance answered ${response.status}`);
    await again.app.close();
    cacheOf = null;
  });
  // the ledger's own phases end here: the limits below hold their own copies of the rows
  const peakRss = memory.stop();
  phases.next('the limits: copies of the rows, the peer', false);
  const files = readdirSync(dir).map((f) => ({ f, size: statSync(join(dir, f)).size }));
  const bytes = files.reduce((n, x) => n + x.size, 0);
  const readModelBytes = files
    .filter((x) => x.f.includes('read-models'))
    .reduce((n, x) => n + x.size, 0);

  // the rebuild as the operator runs it: `ledger projections rebuild`, a process of its own, cold
  const cli = await cliRebuild(dbPath);
  log(
    `  rebuild by the CLI (${cli.runner}): ${cli.rebuildMs} ms its own, ${round(cli.processMs)} ms the whole process, peak RSS ${cli.peakRssMiB} MiB (its own process)`,
  );

  const rows = readRows(dbPath, RAW_LIMIT_ROWS);
  const limits = await rawLimits(dir, rows);
  const fairAppend = await fairAppendLimit(
    dir,
    readRowsWithin(dbPath, billRunSpans, FAIR_APPEND_SAMPLE),
  );
  log(
    `  fair append limit: ${Math.round(fairAppend.eventsPerSecond)} events/s, appending the ${fairAppend.events} events the bill runs wrote (${Object.entries(
      fairAppend.types,
    )
      .map(([type, n]) => `${n} ${type}`)
      .join(', ')}) in ${fairAppend.commits} commits`,
  );
  const sample = rows.slice(0, PEER_SAMPLE);
  const ours = await ourStore(dir, sample);
  const peer = await emmett(dir, sample);
  const peerNote = peer
    ? `same batches as ours; ${peer.busyRetries} SQLITE_BUSY retries of the peer (see limits.ts)`
    : 'the peer is not installed: npm run bench:peer (kept out of the default install)';
  if (KEEP) {
    // `--keep DIR`: the ledger's files as the bench left them, to profile a rebuild on them again (`cli-rebuild.ts`)
    mkdirSync(KEEP, { recursive: true });
    for (const f of readdirSync(dir).filter((f) => f.startsWith('ledger.')))
      copyFileSync(join(dir, f), join(KEEP, `${f.replace('ledger', `ledger-${accounts}`)}`));
  }
  rmSync(dir, { recursive: true, force: true });
  const memoryByPhase = phases.stop();
  for (const line of phaseMemoryTable(memoryByPhase)) log(`  ${line}`);

  const billsPerSecond = (bills / billMs) * 1000;
  const billAppendEventsPerSecond = (billEvents / billMs) * 1000;
  const rebuildEventsPerSecond = (events / rebuild.ms) * 1000;
  return {
    accounts,
    years,
    events,
    billRun: {
      bills,
      billsPerSecond: round(billsPerSecond),
      appendEventsPerSecond: round(billAppendEventsPerSecond),
      fractionOfRawInsert: round(billAppendEventsPerSecond / limits.insertEventsPerSecond, 4),
      fractionOfFairAppend: round(billAppendEventsPerSecond / fairAppend.eventsPerSecond, 4),
      totalMs: round(billMs),
      cpuMs: round(billCpuMs),
      /** What bounds the fraction (#30): the most the runs' CPU allows, were it spread over every core. */
      cpuBound: cpuBound(billEvents, billCpuMs, fairAppend.eventsPerSecond, 0.6),
      /** And what the event loop's busy time allows, the work on it being one thread's whatever the cores. */
      mainThread: {
        usPerEvent: round((billMainThreadMs * 1000) / billEvents, 1),
        atMost: round(((billEvents / billMainThreadMs) * 1000) / fairAppend.eventsPerSecond, 4),
      },
    },
    penaltyRun: {
      accruals: penaltyAccruals,
      totalMs: round(penaltyMs),
      accountsPerSecond: round(((accounts * years) / penaltyMs) * 1000),
    },
    healthDuringPenaltyRun: {
      probes: healthDuringPenalties.length,
      p50Ms: round(percentile(healthDuringPenalties, 50), 1),
      p99Ms: round(percentile(healthDuringPenalties, 99), 1),
      maxMs: round(healthDuringPenalties[healthDuringPenalties.length - 1] ?? 0, 1),
    },
    rebuild: {
      events,
      ms: round(rebuild.ms),
      eventsPerSecond: round(rebuildEventsPerSecond),
      fractionOfRawReadParse: round(rebuildEventsPerSecond / limits.readParseEventsPerSecond, 4),
      /** The median of the pairs' ratios (the pair whose ratio it is gives `ms`). */
      fractionOfFairRebuild: round(rebuild.ratio, 4),
    },
    coldAccount: cold,
    rebuildCli: {
      runner: cli.runner,
      events: cli.events,
      /** The rebuild's own time, as the CLI reports it (what the target holds). */
      ms: cli.rebuildMs,
      eventsPerSecond: round((cli.events / cli.rebuildMs) * 1000),
      fractionOfFairRebuild: round(
        ((cli.events / cli.rebuildMs) * 1000) / fairRebuild.eventsPerSecond,
        4,
      ),
      cpuMs: cli.rebuildCpuMs,
      /** What bounds the fraction (#30): the most the rebuild's CPU allows, were it spread over every core. */
      cpuBound: cpuBound(cli.events, cli.rebuildCpuMs, fairRebuild.eventsPerSecond, 0.75),
      /** The whole process: starting node and Nest, opening the files, then the rebuild. */
      processMs: round(cli.processMs),
      processFractionOfFairRebuild: round(
        ((cli.events / cli.processMs) * 1000) / fairRebuild.eventsPerSecond,
        4,
      ),
    },
    import: {
      lines: IMPORT_LINES,
      ms: round(imported.ms),
      linesPerSecond: round((IMPORT_LINES / imported.ms) * 1000),
      applied: imported.result.applied,
      healthP99Ms: round(percentile(healthDuringImport, 99), 1),
      healthMaxMs: round(healthDuringImport[healthDuringImport.length - 1] ?? 0, 1),
    },
    search: {
      connections: 64,
      seconds: HTTP_SECONDS,
      requestsPerSecond: round(search.requestsPerSecond),
      p50Ms: search.p50Ms,
      p99Ms: search.p99Ms,
      non2xx: search.non2xx,
      timeouts: search.timeouts,
    },
    paymentPosts: {
      connections: 64,
      seconds: HTTP_SECONDS,
      requestsPerSecond: round(posted.requestsPerSecond),
      requests: posted.requests,
      p50Ms: posted.p50Ms,
      p99Ms: posted.p99Ms,
      non2xx: posted.non2xx,
      timeouts: posted.timeouts,
    },
    restartFirstAnswerMs: round(restart.ms),
    balanceInProcess: {
      queries: BALANCE_QUERIES,
      p50Ms: round(percentile(latencies, 50), 3),
      p99Ms: round(percentile(latencies, 99), 3),
    },
    balanceHttp: {
      connections: 8,
      seconds: HTTP_SECONDS,
      requestsPerSecond: round(httpResult.requestsPerSecond),
      p50Ms: httpResult.p50Ms,
      p99Ms: httpResult.p99Ms,
      non2xx: httpResult.non2xx,
      timeouts: httpResult.timeouts,
    },
    aging: {
      ms: round(aging.ms),
      accountsPerSecond: round((accounts / aging.ms) * 1000),
      wholeMs: round(agingWhole.ms),
      accountsOwing: agingWhole.result.accounts,
    },
    peakRssMiB: round(peakRss / 2 ** 20, 1),
    /** MiB, phase by phase: the peak, and what each left live (phase-memory.ts). */
    memoryByPhase,
    /** The most any ledger phase left live (heap after a full GC at its end), MiB; null without --expose-gc. */
    liveHeapMiB: ledgerLiveHeap(memoryByPhase),
    /** The V8 heap limit this process ran with (MiB): V8 lets garbage grow towards it before collecting. */
    heapLimitMiB: round(getHeapStatistics().heap_size_limit / 2 ** 20),
    rebuildCliPeakRssMiB: cli.peakRssMiB,
    bytesOnDiskPerEvent: round(bytes / events, 1),
    bytesOnDiskPerAccount: round(bytes / accounts),
    readModelBytesPerAccount: round(readModelBytes / accounts),
    limit: {
      rawInsertEventsPerSecond: round(limits.insertEventsPerSecond),
      rawReadParseEventsPerSecond: round(limits.readParseEventsPerSecond),
      fairAppendEventsPerSecond: round(fairAppend.eventsPerSecond),
      fairAppendSampleEvents: fairAppend.events,
      fairAppendSampleTypes: fairAppend.types,
      rawLimitSampleEvents: rows.length,
      fairRebuildEventsPerSecond: round(fairRebuild.eventsPerSecond),
    },
    peer: {
      sampleEvents: sample.length,
      note: peerNote,
      ours: {
        appendEventsPerSecond: round(ours.appendEventsPerSecond),
        readEventsPerSecond: round(ours.readEventsPerSecond),
      },
      emmett: peer
        ? {
            appendEventsPerSecond: round(peer.appendEventsPerSecond),
            readEventsPerSecond: round(peer.readEventsPerSecond),
          }
        : null,
      appendRatioOursToEmmett: peer
        ? round(ours.appendEventsPerSecond / peer.appendEventsPerSecond, 2)
        : null,
      readRatioOursToEmmett: peer
        ? round(ours.readEventsPerSecond / peer.readEventsPerSecond, 2)
        : null,
      oursAppendFractionOfRawInsert: round(
        ours.appendEventsPerSecond / limits.insertEventsPerSecond,
        4,
      ),
    },
  };
}

/**
 * The bound a phase's CPU sets on its fraction of a limit (#30's "what bounds
 * it"): spread perfectly over this machine's cores, `cpuMs` of work for
 * `events` cannot take less than `cpuMs / cores` of wall time, so its
 * fraction of `limit` (events/s) is at most `atMost`; and the CPU an event
 * may cost for the fraction `target`.
 */
function cpuBound(events: number, cpuMs: number, limit: number, target: number) {
  const cores = availableParallelism();
  if (!(cpuMs > 0) || events === 0)
    throw new Error(`bench: no CPU or no events to bound (${cpuMs} ms, ${events})`);
  return {
    cores,
    cpuUsPerEvent: round((cpuMs * 1000) / events, 1),
    atMost: round(((events / (cpuMs / cores)) * 1000) / limit, 4),
    cpuUsPerEventForTarget: round((cores * 1e6) / (target * limit), 1),
  };
}

type Result = Awaited<ReturnType<typeof scale>>;

function growth(a: Result, b: Result) {
  const ratio = (x: number, y: number) => round(y / x, 2);
  return {
    from: a.accounts,
    to: b.accounts,
    events: ratio(a.events, b.events),
    billsPerSecond: ratio(a.billRun.billsPerSecond, b.billRun.billsPerSecond),
    penaltyRunMs: ratio(a.penaltyRun.totalMs, b.penaltyRun.totalMs),
    rebuildEventsPerSecond: ratio(a.rebuild.eventsPerSecond, b.rebuild.eventsPerSecond),
    balanceP50: ratio(a.balanceInProcess.p50Ms, b.balanceInProcess.p50Ms),
    balanceP99: ratio(a.balanceInProcess.p99Ms, b.balanceInProcess.p99Ms),
    httpRequestsPerSecond: ratio(a.balanceHttp.requestsPerSecond, b.balanceHttp.requestsPerSecond),
    agingMs: ratio(a.aging.ms, b.aging.ms),
    peakRss: ratio(a.peakRssMiB, b.peakRssMiB),
    bytesPerEvent: ratio(a.bytesOnDiskPerEvent, b.bytesOnDiskPerEvent),
  };
}

function targets(largest: Result) {
  const t = (name: string, value: number, goal: string, met: boolean) => ({
    name,
    value,
    goal,
    met,
  });
  return [
    t(
      `bill-run appends / fair append limit (the store's appendMany, ${BILL_RUN_COMMIT} accounts a commit; bound by its CPU, ${largest.billRun.cpuBound.cpuUsPerEvent} us a bill: on ${largest.billRun.cpuBound.cores} cores at most ${largest.billRun.cpuBound.atMost}, 0.60 needs <= ${largest.billRun.cpuBound.cpuUsPerEventForTarget} us; its event loop busy ${largest.billRun.mainThread.usPerEvent} us a bill: at most ${largest.billRun.mainThread.atMost})`,
      largest.billRun.fractionOfFairAppend,
      '>= 0.60',
      largest.billRun.fractionOfFairAppend >= 0.6,
    ),
    t(
      'rebuild (in process) / fair rebuild limit (page, parse, group by stream, one row per account)',
      largest.rebuild.fractionOfFairRebuild,
      '>= 0.75',
      largest.rebuild.fractionOfFairRebuild >= 0.75,
    ),
    t(
      `rebuild as the CLI does it (cold, both runners; its own time, the CLI ${largest.rebuildCli.runner}; the whole process: ${largest.rebuildCli.processFractionOfFairRebuild}; bound by its CPU, ${largest.rebuildCli.cpuBound.cpuUsPerEvent} us an event: on ${largest.rebuildCli.cpuBound.cores} cores at most ${largest.rebuildCli.cpuBound.atMost}, 0.75 needs <= ${largest.rebuildCli.cpuBound.cpuUsPerEventForTarget} us) / fair rebuild limit`,
      largest.rebuildCli.fractionOfFairRebuild,
      '>= 0.75',
      largest.rebuildCli.fractionOfFairRebuild >= 0.75,
    ),
    t(
      `import of ${IMPORT_LINES} lockbox lines, lines/s (at N=${largest.accounts})`,
      largest.import.linesPerSecond,
      '>= 1,667 (100,000 lines in 60 s)',
      largest.import.linesPerSecond >= 100_000 / 60,
    ),
    t(
      `/health p99 (ms) during the import`,
      largest.import.healthP99Ms,
      '< 100 ms',
      largest.import.healthP99Ms < 100,
    ),
    t(
      `account search p99 (ms) at 64 connections over N=${largest.accounts}`,
      largest.search.p99Ms,
      '<= 50 ms (at 100,000 accounts), no timeout',
      largest.search.p99Ms <= 50 && largest.search.timeouts === 0 && largest.search.non2xx === 0,
    ),
    t(
      `payment POSTs p99 (ms) at 64 connections over N=${largest.accounts}`,
      largest.paymentPosts.p99Ms,
      '<= 100 ms, no timeout',
      largest.paymentPosts.p99Ms <= 100 &&
        largest.paymentPosts.timeouts === 0 &&
        largest.paymentPosts.non2xx === 0,
    ),
    t(
      `a restart: from starting the API to its first answer (ms) at N=${largest.accounts}`,
      largest.restartFirstAnswerMs,
      '< 1,000 ms',
      largest.restartFirstAnswerMs < 1000,
    ),
    t(
      `peak RSS (MiB) of the ledger's phases at N=${largest.accounts} (V8 heap limit ${largest.heapLimitMiB} MiB; live heap after a full GC at most ${largest.liveHeapMiB ?? 'unmeasured'} MiB; the CLI rebuild's own process ${largest.rebuildCliPeakRssMiB} MiB)`,
      largest.peakRssMiB,
      '<= 2048 at any N',
      largest.peakRssMiB <= 2048,
    ),
    t(
      'bill-run appends / raw insert limit',
      largest.billRun.fractionOfRawInsert,
      '>= 0.60',
      largest.billRun.fractionOfRawInsert >= 0.6,
    ),
    t(
      'rebuild / raw read-and-parse limit',
      largest.rebuild.fractionOfRawReadParse,
      '>= 0.75',
      largest.rebuild.fractionOfRawReadParse >= 0.75,
    ),
    t(
      `in-process balance p99 (ms) at N=${largest.accounts}, Y=${largest.years}`,
      largest.balanceInProcess.p99Ms,
      '<= 1 ms at N=100,000, Y=5',
      largest.balanceInProcess.p99Ms <= 1 && largest.accounts >= 100_000 && largest.years >= 5,
    ),
    t(
      `/health p99 (ms) during a penalty run over N=${largest.accounts}`,
      largest.healthDuringPenaltyRun.p99Ms,
      '< 100 ms at N=100,000',
      largest.healthDuringPenaltyRun.p99Ms < 100 && largest.accounts >= 100_000,
    ),
    t(
      `aging report, its totals and the console's page of ${AGING_PAGE.limit} rows (ms) at N=${largest.accounts}; every row: ${largest.aging.wholeMs} ms`,
      largest.aging.ms,
      '<= 250 ms at N=100,000',
      largest.aging.ms <= 250 && largest.accounts >= 100_000,
    ),
    t(
      'append throughput ours / Emmett',
      largest.peer.appendRatioOursToEmmett ?? NaN,
      '>= 3 (npm run bench:peer)',
      (largest.peer.appendRatioOursToEmmett ?? 0) >= 3,
    ),
    t(
      'read throughput ours / Emmett',
      largest.peer.readRatioOursToEmmett ?? NaN,
      '>= 3 (npm run bench:peer)',
      (largest.peer.readRatioOursToEmmett ?? 0) >= 3,
    ),
  ];
}

/** The focused run: its figures and the two targets it holds (#30). */
async function focus() {
  if (FOCUS !== 'import-aging') throw new Error(`--focus import-aging is the one focused run`);
  const lines = linesArg > 0 ? Number(process.argv[linesArg + 1]) : IMPORT_LINES;
  const result = await importAndAging(ONLY || 20_000, lines);
  writeFileSync('bench-results.json', `${JSON.stringify(result, null, 2)}\n`);
  log(JSON.stringify(result, null, 2));
  for (const line of phaseMemoryTable(result.memoryByPhase)) log(line);
  const { lockbox } = result.imports;
  const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[1];
  const agingMs = median(result.aging.ms);
  log(
    `${lockbox.linesPerSecond >= 100_000 / 60 ? 'MET    ' : 'NOT MET'}  lockbox import, lines/s: ${lockbox.linesPerSecond} (target >= 1,667: 100,000 lines in 60 s)`,
  );
  log(
    `${lockbox.healthP99Ms < 100 ? 'MET    ' : 'NOT MET'}  /health p99 during it, ms: ${lockbox.healthP99Ms} (target < 100)`,
  );
  log(
    `${agingMs <= 250 ? 'MET    ' : 'NOT MET'}  aging report, its totals and the console's page of ${AGING_PAGE.limit} rows (median of 3), ms at N=${result.accounts}: ${agingMs} (target <= 250 at N=100,000); every row (the CSV's): ${median(result.aging.wholeMs)} ms`,
  );
}

async function main() {
  if (FOCUS) return focus();
  const started = Date.now();
  const results: Result[] = [];
  for (const s of SCALES) results.push(await scale(s.accounts, s.years));
  const largest = results[results.length - 1];
  const output = {
    mode: quick ? 'quick' : 'full',
    machine: {
      node: process.version,
      cpus: (await import('node:os')).cpus().length,
      platform: process.platform,
    },
    runAt: new Date().toISOString(),
    seconds: round((Date.now() - started) / 1000, 1),
    results,
    growth: growth(results[0], largest),
    targets: targets(largest),
  };
  writeFileSync('bench-results.json', `${JSON.stringify(output, null, 2)}\n`);
  log('');
  log(`| figure | ${results.map((r) => `N=${r.accounts}, Y=${r.years}`).join(' | ')} | growth |`);
  log(`|---|${results.map(() => '---:').join('|')}|---:|`);
  const row = (name: string, get: (r: Result) => number | string, g: number) =>
    log(`| ${name} | ${results.map((r) => get(r)).join(' | ')} | x${g} |`);
  row('events', (r) => r.events, output.growth.events);
  row('bill run, bills/s', (r) => r.billRun.billsPerSecond, output.growth.billsPerSecond);
  row(
    'bill run appends, fraction of raw insert',
    (r) => r.billRun.fractionOfRawInsert,
    round(largest.billRun.fractionOfRawInsert / results[0].billRun.fractionOfRawInsert, 2),
  );
  row(
    'bill run appends, fraction of the fair append limit',
    (r) => r.billRun.fractionOfFairAppend,
    0,
  );
  row('bill runs, CPU us a bill (every thread)', (r) => r.billRun.cpuBound.cpuUsPerEvent, 0);
  row('bill runs, event loop busy us a bill', (r) => r.billRun.mainThread.usPerEvent, 0);
  row(
    "bill run appends, the most the event loop's busy time allows, fraction of the fair append limit",
    (r) => r.billRun.mainThread.atMost,
    0,
  );
  row(
    'bill run appends, the most their CPU allows on every core, fraction of the fair append limit',
    (r) => r.billRun.cpuBound.atMost,
    0,
  );
  row('penalty runs, total ms', (r) => r.penaltyRun.totalMs, output.growth.penaltyRunMs);
  row('/health p99 ms during a penalty run', (r) => r.healthDuringPenaltyRun.p99Ms, 0);
  row('rebuild, events/s', (r) => r.rebuild.eventsPerSecond, output.growth.rebuildEventsPerSecond);
  row(
    'rebuild, fraction of raw read-and-parse',
    (r) => r.rebuild.fractionOfRawReadParse,
    round(largest.rebuild.fractionOfRawReadParse / results[0].rebuild.fractionOfRawReadParse, 2),
  );
  row('rebuild, fraction of the fair rebuild limit', (r) => r.rebuild.fractionOfFairRebuild, 0);
  row(
    'cold account from its whole stream, ms',
    (r) => r.coldAccount.fromTheWholeStream.msPerAccount,
    0,
  );
  row(
    'cold account from its snapshot and tail, ms',
    (r) => r.coldAccount.fromTheSnapshot.msPerAccount,
    0,
  );
  row(
    'cold account, events read (whole stream / snapshot)',
    (r) =>
      `${r.coldAccount.fromTheWholeStream.eventsReadPerAccount} / ${r.coldAccount.fromTheSnapshot.eventsReadPerAccount}`,
    0,
  );
  row('rebuild as the CLI does it (cold), its own ms', (r) => r.rebuildCli.ms, 0);
  row(
    'rebuild as the CLI does it, its own time, fraction of the fair rebuild limit',
    (r) => r.rebuildCli.fractionOfFairRebuild,
    0,
  );
  row(
    'rebuild as the CLI does it, CPU us an event (every thread)',
    (r) => r.rebuildCli.cpuBound.cpuUsPerEvent,
    0,
  );
  row(
    'rebuild as the CLI does it, the most its CPU allows on every core, fraction of the fair rebuild limit',
    (r) => r.rebuildCli.cpuBound.atMost,
    0,
  );
  row('rebuild as the CLI does it, the whole process, ms', (r) => r.rebuildCli.processMs, 0);
  row(
    'rebuild as the CLI does it, the whole process, fraction of the fair rebuild limit',
    (r) => r.rebuildCli.processFractionOfFairRebuild,
    0,
  );
  row(`import of ${IMPORT_LINES} lines, ms`, (r) => r.import.ms, 0);
  row('/health p99 ms during the import', (r) => r.import.healthP99Ms, 0);
  row('account search req/s (64 conn.)', (r) => r.search.requestsPerSecond, 0);
  row('account search p99 ms (64 conn.)', (r) => r.search.p99Ms, 0);
  row('account search timeouts', (r) => r.search.timeouts, 0);
  row('payment POSTs req/s (64 conn.)', (r) => r.paymentPosts.requestsPerSecond, 0);
  row('payment POSTs p99 ms (64 conn.)', (r) => r.paymentPosts.p99Ms, 0);
  row(
    'payment POSTs timeouts / not 2xx',
    (r) => `${r.paymentPosts.timeouts} / ${r.paymentPosts.non2xx}`,
    0,
  );
  row('restart to first answer ms', (r) => r.restartFirstAnswerMs, 0);
  row('balance in process p50 ms', (r) => r.balanceInProcess.p50Ms, output.growth.balanceP50);
  row('balance in process p99 ms', (r) => r.balanceInProcess.p99Ms, output.growth.balanceP99);
  row(
    'balance over HTTP req/s (8 conn.)',
    (r) => r.balanceHttp.requestsPerSecond,
    output.growth.httpRequestsPerSecond,
  );
  row('balance over HTTP p99 ms', (r) => r.balanceHttp.p99Ms, 0);
  row('aging report ms (totals and a page of 200 rows)', (r) => r.aging.ms, output.growth.agingMs);
  row('aging report ms (every row)', (r) => r.aging.wholeMs, 0);
  row('peak RSS MiB', (r) => r.peakRssMiB, output.growth.peakRss);
  row('live heap after a full GC, most of any ledger phase, MiB', (r) => r.liveHeapMiB ?? NaN, 0);
  row('rebuild by the CLI, its own process, peak RSS MiB', (r) => r.rebuildCliPeakRssMiB ?? NaN, 0);
  row('bytes on disk per event', (r) => r.bytesOnDiskPerEvent, output.growth.bytesPerEvent);
  row('bytes on disk per account (log and read models)', (r) => r.bytesOnDiskPerAccount, 0);
  row('read-model bytes per account', (r) => r.readModelBytesPerAccount, 0);
  row('raw insert limit, events/s', (r) => r.limit.rawInsertEventsPerSecond, 0);
  row('fair append limit, events/s', (r) => r.limit.fairAppendEventsPerSecond, 0);
  row('fair rebuild limit, events/s', (r) => r.limit.fairRebuildEventsPerSecond, 0);
  row('raw read-and-parse limit, events/s', (r) => r.limit.rawReadParseEventsPerSecond, 0);
  row('store append ours / Emmett', (r) => r.peer.appendRatioOursToEmmett ?? NaN, 0);
  row('store read ours / Emmett', (r) => r.peer.readRatioOursToEmmett ?? NaN, 0);
  log('');
  for (const t of output.targets)
    log(
      `${Number.isNaN(Number(t.value)) ? 'UNMEASURED' : t.met ? 'MET       ' : 'NOT MET   '}  ${t.name}: ${t.value} (target ${t.goal})`,
    );
  log(`\nbench-results.json written (${output.seconds} s)`);
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    // the API of the failed phase may still be listening: exit, do not wait for it
    process.exit(1);
  },
);
