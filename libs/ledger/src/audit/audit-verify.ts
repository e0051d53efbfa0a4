import type { EventStore, StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { Clock, SystemClock } from '../infrastructure/clock';
import { ChainProblem, verifyChain } from '../infrastructure/hash-chain';
import { AccountRepository } from '../infrastructure/repositories';
import { ledgerRunners } from '../processors/read-models';
import { openReadModelDatabase } from '../projections/read-model-database';
import { readWholeLog } from './read-all';
import { NO_PROGRESS, Progress } from '../jobs/progress';
import { describeFailure, type ProjectionFailure } from '../processors/projection-failure';
import { BillProblem, recomputeBills } from './recompute-bills';
import type { CacheBudget } from '../infrastructure/state-cache';
import {
  CheckpointProblem,
  loggedCheckpoints,
  SealedCheckpoint,
  verifyCheckpoint,
} from './checkpoints';

/** The keyed checkpoints to verify: those in the log, and the files the auditor kept (`--against`). */
interface CheckpointOptions {
  /** LEDGER_AUDIT_KEY; without it the log's checkpoints cannot be verified, which fails the audit when there are any. */
  readonly key?: string;
  readonly files?: ReadonlyArray<{ readonly name: string; readonly checkpoint: SealedCheckpoint }>;
  /** The replay's state cache (LEDGER_STATE_CACHE_MB as the API reads it: `stateCacheBudget`); default 512 MiB of states. */
  readonly cacheBudget?: CacheBudget;
}

interface AuditReport {
  readonly ok: boolean;
  readonly events: number;
  readonly streams: number;
  readonly bills: number;
  readonly hashProblems: ChainProblem[];
  readonly billProblems: BillProblem[];
  readonly projectionDifferences: string[];
  /** Checkpoints verified: the log's and the files'. */
  readonly checkpoints: number;
  readonly checkpointProblems: CheckpointProblem[];
  /** What the audit could not prove, though nothing failed: no checkpoint at all, events after the last one. */
  readonly warnings: string[];
  /** Projections that stopped on an event, in the live read models or the replay (#24). */
  readonly projectionFailures: Array<ProjectionFailure & { readModels: 'live' | 'replay' }>;
}

const TABLES: Record<string, string> = {
  directory_accounts:
    'SELECT account_id, municipality, data FROM directory_accounts ORDER BY account_id',
  directory_usage:
    'SELECT account_id, period, data FROM directory_usage ORDER BY account_id, period',
  // N12: the classes the proposed rate (N5) reads; positions are the log's, the same in a replay of it
  directory_classes:
    'SELECT account_id, change_id, effective_on, position, property_class FROM directory_classes ORDER BY account_id, change_id',
  api_keys: 'SELECT key_id, role, revoked_at, secret_sha256 FROM api_keys ORDER BY key_id',
  api_key_scopes: 'SELECT key_id, municipality FROM api_key_scopes ORDER BY key_id, municipality',
  account_summaries:
    'SELECT account_id, revision, as_of, owed, balance, open_bills FROM account_summaries ORDER BY account_id',
  fund_receipts:
    'SELECT account_id, fiscal_year, date, kind, amount FROM fund_receipts ORDER BY account_id, fiscal_year, date, kind, amount',
  refund_obligations:
    'SELECT account_id, application_id, data FROM refund_obligations ORDER BY account_id, application_id',
  budgets: 'SELECT fiscal_year, adopted_on, data FROM budgets ORDER BY fiscal_year',
};

function compareTables(fresh: Database.Database, live: Database.Database): string[] {
  const differences: string[] = [];
  for (const [table, sql] of Object.entries(TABLES)) {
    const a = fresh
      .prepare(sql)
      .all()
      .map((r) => JSON.stringify(r));
    const b = live
      .prepare(sql)
      .all()
      .map((r) => JSON.stringify(r));
    const inA = new Set(a);
    const inB = new Set(b);
    const onlyFresh = a.filter((x) => !inB.has(x));
    const onlyLive = b.filter((x) => !inA.has(x));
    for (const row of onlyFresh.slice(0, 20))
      differences.push(`${table}: the replay has ${row}, the live read model does not`);
    for (const row of onlyLive.slice(0, 20))
      differences.push(`${table}: the live read model has ${row}, the replay does not`);
  }
  return differences;
}

/**
 * `ledger audit verify`: replays the whole log from position zero into fresh
 * read models and compares them with the live ones; recomputes every bill from
 * the tariff and rate in force then; checks every event's hash and its chain.
 */
export async function auditVerify(
  store: EventStore,
  liveReadModels: Database.Database,
  clock: Clock = new SystemClock(),
  progress: Progress = NO_PROGRESS,
  sealed: CheckpointOptions = {},
): Promise<AuditReport> {
  progress.total((await store.headPosition()) ?? 0);
  let reported = 0;
  const log = await readWholeLog(store, (page) => {
    const reached = page[page.length - 1].position;
    progress.advance(reached - reported);
    reported = reached;
  });
  const streams = new Map<string, StoredEvent[]>();
  for (const e of log) streams.set(e.streamId, [...(streams.get(e.streamId) ?? []), e]);
  const hashProblems = [...streams.values()].flatMap((events) =>
    verifyChain(events.sort((a, b) => a.revision - b.revision)),
  );
  const bills = recomputeBills(streams);
  const { checkpoints, problems: checkpointProblems } = checkCheckpoints(log, sealed);
  const warnings = sealed.key
    ? unsealed(log)
    : checkpointProblems.length === 0
      ? [
          'LEDGER_AUDIT_KEY is not set: nothing keyed was verified, so an event edited with every unkeyed hash recomputed would pass',
        ]
      : [];

  const projectionFailures: AuditReport['projectionFailures'] = [];
  // a projection that stops on an event is reported as such, the others still compared
  const catchUp = async (db: Database.Database, readModels: 'live' | 'replay') => {
    const runners = ledgerRunners(
      store,
      db,
      new AccountRepository(store, clock, sealed.cacheBudget),
    );
    for (const runner of [runners.core, runners.accounts]) {
      await runner.catchUp([]);
      projectionFailures.push(...runner.failures().map((f) => ({ ...f, readModels })));
    }
  };
  await catchUp(liveReadModels, 'live');
  const fresh = openReadModelDatabase(':memory:');
  try {
    await catchUp(fresh, 'replay');
    const projectionDifferences = compareTables(fresh, liveReadModels);
    const ok =
      projectionFailures.length === 0 &&
      hashProblems.length === 0 &&
      bills.problems.length === 0 &&
      projectionDifferences.length === 0 &&
      checkpointProblems.length === 0;
    return {
      ok,
      events: log.length,
      streams: streams.size,
      bills: bills.checked,
      hashProblems,
      billProblems: bills.problems,
      projectionDifferences,
      checkpoints,
      checkpointProblems,
      warnings,
      projectionFailures,
    };
  } finally {
    fresh.close();
  }
}

/**
 * What the keyed checkpoints do not cover, said when verifying with the key:
 * a log with no checkpoint at all (an edit with every unkeyed hash recomputed
 * would pass), and the events after the last checkpoint (only hash-chained).
 */
function unsealed(log: Parameters<typeof loggedCheckpoints>[0]): string[] {
  const logged = loggedCheckpoints(log);
  if (logged.length === 0)
    return [
      'no checkpoint is recorded in the log: nothing is sealed with LEDGER_AUDIT_KEY, so an event edited with every unkeyed hash recomputed would pass; seal one with `audit checkpoint --out FILE` and keep the file',
    ];
  const last = logged.reduce((a, b) => (b.globalPosition > a.globalPosition ? b : a));
  // the checkpoint's own event comes after the position it sealed
  const after = log.filter(
    (e) => e.position > last.globalPosition && e.type !== 'AuditCheckpointSealed',
  ).length;
  return after === 0
    ? []
    : [
        `${after} event(s) after the last checkpoint (position ${last.globalPosition}, ${last.takenAt}) are covered by the unkeyed hash chain only: a checkpoint seals them`,
      ];
}

/** Every checkpoint in the log and every kept file, against the log as it is now. */
function checkCheckpoints(
  log: Parameters<typeof loggedCheckpoints>[0],
  { key, files = [] }: CheckpointOptions,
): { checkpoints: number; problems: CheckpointProblem[] } {
  const logged = loggedCheckpoints(log);
  if (!key) {
    const unverifiable = [
      ...logged.map((c) => ({ c, source: 'the log' })),
      ...files.map((f) => ({ c: f.checkpoint, source: f.name })),
    ];
    return {
      checkpoints: 0,
      problems: unverifiable.map(({ c, source }) => ({
        checkpointId: c.checkpointId,
        source,
        streamId: null,
        problem: 'LEDGER_AUDIT_KEY is not set: the checkpoint cannot be verified',
      })),
    };
  }
  const problems = logged.flatMap((c) => verifyCheckpoint(log, c, key, 'the log'));
  for (const f of files) {
    problems.push(...verifyCheckpoint(log, f.checkpoint, key, f.name));
    if (!logged.some((c) => c.checkpointId === f.checkpoint.checkpointId))
      problems.push({
        checkpointId: f.checkpoint.checkpointId,
        source: f.name,
        streamId: null,
        problem:
          'the checkpoint is not recorded in the log: the log was rolled back or its checkpoints deleted',
      });
  }
  return { checkpoints: logged.length + files.length, problems };
}

export function formatAuditReport(report: AuditReport): string[] {
  const lines = [
    `events: ${report.events} in ${report.streams} streams; bills recomputed: ${report.bills}`,
    `hash chain: ${report.hashProblems.length === 0 ? 'every event intact' : `${report.hashProblems.length} problem(s)`}`,
    ...report.hashProblems.map(
      (p) =>
        `  position ${p.position} ${p.streamId}@${p.revision} ${p.type} (event ${p.eventId}): ${p.problem}`,
    ),
    `bills: ${report.billProblems.length === 0 ? 'every bill recomputes to its stored numbers' : `${report.billProblems.length} problem(s)`}`,
    ...report.billProblems.map(
      (p) => `  position ${p.position} ${p.streamId} bill ${p.billId}: ${p.problem}`,
    ),
    `projections: ${report.projectionFailures.length === 0 ? 'every one reaches the end of the log' : `${report.projectionFailures.length} stopped on an event`}`,
    ...report.projectionFailures.map(
      (f) => `  ${describeFailure(f)} (${f.readModels} read models)`,
    ),
    `read models: ${report.projectionDifferences.length === 0 ? 'a replay from position zero matches the live read models' : `${report.projectionDifferences.length} difference(s)`}`,
    ...report.projectionDifferences.map((d) => `  ${d}`),
    `checkpoints: ${report.checkpointProblems.length === 0 ? `${report.checkpoints} verified, every sealed stream as it was sealed` : `${report.checkpointProblems.length} problem(s)`}`,
    ...report.checkpointProblems.map(
      (p) =>
        `  checkpoint ${p.checkpointId} (${p.source})${p.streamId ? ` stream ${p.streamId}` : ''}: ${p.problem}`,
    ),
    ...report.warnings.map((w) => `WARNING: ${w}`),
    report.ok
      ? report.warnings.length > 0
        ? `AUDIT PASSED, with ${report.warnings.length} warning(s): what they name is not proven`
        : 'AUDIT PASSED'
      : 'AUDIT FAILED',
  ];
  return lines;
}
