import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { DomainError } from '@ledger/domain';
import { type EventStore, WrongExpectedRevisionError } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Clock } from '../infrastructure/clock';
import { EVENT_STORE, STATE_DB } from '../infrastructure/tokens';
import { uuidV5 } from '../infrastructure/uuid-v5';
import { ProjectionRunner } from '../processors/projection-runner';
import { recentAppendsOf } from '../processors/recent-appends';
import { jobStream, operationalMetadata } from '../state/operational-events';
import type { JobView } from './job-answer';
import { jobRegisterProjection } from './job-register.projection';
import { foldJob, jobMunicipality, type JobRecord } from './job-stream';
import { carryOverJobs, INTERRUPTED, openLegacyJobs } from './carry-over-jobs';
import type { Progress } from './progress';

export type { JobView } from './job-answer';

/** Who starts a job and what they asked, kept with it for the run register. */
export interface JobOrigin {
  readonly actor: string;
  readonly role?: string;
  readonly municipality?: string | null;
  /** The API key that started it: a scoped key sees its own jobs (an import names no municipality until it finishes: `jobMunicipality`). */
  readonly keyId?: string | null;
  readonly request?: unknown;
}

/** Who reads a job: the municipalities of its key (null: every one) and the key's id. */
interface JobReader {
  readonly municipalities: readonly string[] | null;
  readonly keyId?: string | null;
}

/**
 * A job's host keeps it alive this long past its last write (ms): a job
 * whose host has not written for this long is taken as dead by any other
 * host, and marked failed. A host on the same machine is asked at once
 * (`ownerAlive`).
 */
const JOB_LEASE_MS = 15_000;
/** How often a host renews its running jobs and looks for dead hosts' (ms). */
const CHECK_MS = 2_500;
/** A job's own host renews it when it has not written for this long (ms). */
const RENEW_MS = 5_000;
/** Progress is written at most this often (ms): a job's stream grows by at most one event a second. */
const PROGRESS_MS = 1_000;
/** At SIGTERM, running jobs are given this long to finish (ms); those still running are recorded as interrupted. */
const JOB_SHUTDOWN_GRACE_MS = 5_000;

const SHUT_DOWN =
  'interrupted: the host running it shut down; the operation is idempotent, send it again';

/** A job this host runs: what it has written and the chain of its writes (one at a time, in order). */
interface OwnJob {
  view: JobView;
  readonly keyId: string | null;
  revision: number | 'no_stream';
  writes: Promise<void>;
  lastWrite: number;
  /** Another host ended it (this host was taken as dead): nothing more of it is written. */
  lost: boolean;
  started: Promise<void>;
  /** Settles (never rejects) when the work has ended. */
  finished: Promise<unknown>;
}

/**
 * Long operations (runs, imports, statements, rebuilds) as jobs, kept in the
 * event store (`ops-job-<id>`: its start, progress slices, end), so any host
 * answers `GET /v1/jobs/{id}`, and a job whose host died is marked failed by
 * another within `JOB_LEASE_MS` (the runs are idempotent, so it is safe to
 * send again). The run register lists them from a local table of this host's
 * state file, caught up from the log.
 */
@Injectable()
export class Jobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly owner = randomUUID();
  private readonly host = `${hostname()}:${process.pid}:${this.owner.slice(0, 8)}`;
  private readonly own = new Map<string, OwnJob>();
  private readonly register: ProjectionRunner;
  private heartbeat: NodeJS.Timeout | null = null;
  private checking: Promise<void> = Promise.resolve();

  constructor(
    @Inject(STATE_DB) private readonly db: Database.Database,
    private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    openLegacyJobs(db);
    // the events this process just appended, handed over instead of read again (`recent-appends.ts`), as the
    // read models' runners take them: each heartbeat's catch-up otherwise read and parsed every event appended
    // since the last (#30: 50-75 ms of the bench's bill run, its 4,000 bills, to find no job event among them)
    this.register = new ProjectionRunner(
      store,
      db,
      [jobRegisterProjection],
      recentAppendsOf(store),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await carryOverJobs(this.db, this.store, this.host, this.clock.now());
    await this.failAbandoned();
    this.heartbeat = setInterval(() => {
      this.checking = this.checking
        .then(() => this.renew())
        .then(() => this.failAbandoned())
        .then(
          () => undefined,
          (e) => this.logger.warn(`job check failed: ${(e as Error).message}`),
        );
    }, CHECK_MS);
    this.heartbeat.unref();
  }

  /**
   * SIGTERM: running jobs get `JOB_SHUTDOWN_GRACE_MS` to finish; the rest are
   * recorded as interrupted at once (rather than after the lease runs out),
   * before the store closes.
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.checking;
    const running = [...this.own.values()].filter((j) => j.view.state === 'running');
    await Promise.race([
      Promise.allSettled(running.map((j) => j.finished)),
      new Promise((r) => setTimeout(r, JOB_SHUTDOWN_GRACE_MS).unref()),
    ]);
    for (const job of this.own.values())
      if (job.view.state === 'running') void this.end(job, 'failed', null, { message: SHUT_DOWN });
    await Promise.all([...this.own.values()].map((j) => j.writes));
    await this.register.stop();
  }

  /** One write of an own job, after the ones before it, at the revision they left. */
  private write(job: OwnJob, type: string, data: Record<string, unknown>): Promise<void> {
    const stream = jobStream(job.view.jobId);
    job.writes = job.writes.then(async () => {
      if (job.lost) return;
      const now = this.clock.now();
      try {
        const written = await this.store.append(
          stream,
          [
            {
              // from the revision it follows: a retried append is the same event
              id: uuidV5(`${stream}@${String(job.revision)}:${this.owner}`),
              type,
              data: {
                jobId: job.view.jobId,
                ...data,
                effectiveDate: now.toISOString().slice(0, 10),
              },
              metadata: operationalMetadata(this.host, now),
            },
          ],
          job.revision,
        );
        job.revision = written.nextExpectedRevision;
        job.lastWrite = Date.now();
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError) {
          job.lost = true;
          this.logger.warn(
            `job ${job.view.jobId}: another host recorded its end (this host was taken as dead)`,
          );
          return;
        }
        this.logger.warn(`job ${job.view.jobId}: not recorded: ${(error as Error).message}`);
        const [last] = await this.store
          .readStream(stream, { direction: 'backwards', maxCount: 1 })
          .catch(() => []);
        job.revision = last ? last.revision : job.revision;
      }
    });
    return job.writes;
  }

  private progressed(job: OwnJob): Promise<void> {
    return this.write(job, 'JobProgressed', {
      done: job.view.done,
      total: job.view.total,
      aliveUntil: Date.now() + JOB_LEASE_MS,
    });
  }

  private end(
    job: OwnJob,
    state: 'succeeded' | 'failed',
    result: unknown,
    error: JobView['error'],
  ): Promise<void> {
    // recorded as interrupted at shutdown: the work ending after that changes nothing
    if (job.view.state !== 'running') return job.writes;
    job.view = {
      ...job.view,
      state,
      finishedAt: this.clock.now().toISOString(),
      result: result ?? null,
      error,
      municipality: jobMunicipality(job.view.municipality, result ?? null),
    };
    return this.write(job, 'JobFinished', {
      state,
      done: job.view.done,
      total: job.view.total,
      finishedAt: job.view.finishedAt,
      result: job.view.result,
      error: job.view.error,
      by: this.host,
    });
  }

  /** This host's running jobs, written again when they have been quiet: they stay alive for the others. */
  private async renew(): Promise<void> {
    for (const [id, job] of this.own) {
      if (job.view.state !== 'running') {
        if (Date.now() - job.lastWrite > JOB_LEASE_MS) this.own.delete(id);
        continue;
      }
      if (Date.now() - job.lastWrite >= RENEW_MS) await this.progressed(job);
    }
  }

  /**
   * Jobs left running by a host that stopped: failed, with the reason, by
   * whichever host finds them first (the end's id comes from the revision it
   * follows, so two hosts finding it at once write it once; an owner that
   * renewed meanwhile makes it conflict, and it stays running). A host on this
   * machine is dead when its process no longer runs (or is this process's own
   * id under another owner: a restarted container), noticed at once; any other
   * when it has not written for `JOB_LEASE_MS`.
   */
  async failAbandoned(): Promise<number> {
    await this.register.catchUp();
    const now = Date.now();
    const candidates = this.db
      .prepare<
        [string],
        { job_id: string; owner_host: string | null; owner_pid: number | null; alive_until: number }
      >(
        "SELECT job_id, owner_host, owner_pid, alive_until FROM job_register WHERE state = 'running' AND owner <> ?",
      )
      .all(this.owner);
    let failed = 0;
    for (const c of candidates) {
      const sameMachineDead =
        c.owner_host === hostname() && c.owner_pid !== null && !ownerAlive(c.owner_pid);
      if (!sameMachineDead && c.alive_until >= now) continue;
      const record = await this.read(c.job_id);
      if (!record || record.view.state !== 'running') continue;
      if (!sameMachineDead && record.aliveUntil >= now) continue;
      const stream = jobStream(c.job_id);
      const at = this.clock.now();
      try {
        await this.store.append(
          stream,
          [
            {
              id: uuidV5(`${stream}@${record.revision}:abandoned`),
              type: 'JobFinished',
              data: {
                jobId: c.job_id,
                state: 'failed',
                done: record.view.done,
                total: record.view.total,
                finishedAt: at.toISOString(),
                result: null,
                error: { message: INTERRUPTED },
                by: this.host,
                effectiveDate: at.toISOString().slice(0, 10),
              },
              metadata: operationalMetadata(this.host, at),
            },
          ],
          record.revision,
        );
        failed++;
        this.logger.warn(`job ${c.job_id}: its host stopped; marked failed`);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    return failed;
  }

  /** Starts `work` as a job at once; `finished` settles with its result (or its error). */
  start<T>(
    kind: string,
    work: (progress: Progress) => Promise<T>,
    origin: JobOrigin | null = null,
  ): { jobId: string; finished: Promise<T> } {
    const jobId = randomUUID();
    const startedAt = this.clock.now().toISOString();
    const job: OwnJob = {
      view: {
        jobId,
        kind,
        state: 'running',
        done: 0,
        total: null,
        startedAt,
        finishedAt: null,
        result: null,
        error: null,
        startedBy: origin?.actor ?? null,
        role: origin?.role ?? null,
        municipality: origin?.municipality ?? null,
        request: origin?.request ?? null,
      },
      keyId: origin?.keyId ?? null,
      revision: 'no_stream',
      writes: Promise.resolve(),
      lastWrite: Date.now(),
      lost: false,
      started: Promise.resolve(),
      finished: Promise.resolve(),
    };
    job.started = this.write(job, 'JobStarted', {
      kind,
      startedAt,
      owner: this.owner,
      ownerHost: hostname(),
      ownerPid: process.pid,
      aliveUntil: Date.now() + JOB_LEASE_MS,
      actor: job.view.startedBy,
      role: job.view.role,
      municipality: job.view.municipality,
      keyId: job.keyId,
      request: job.view.request,
    });
    this.own.set(jobId, job);
    let written = 0;
    const progress: Progress = {
      total: (n) => {
        job.view = { ...job.view, total: n };
        written = Date.now();
        void this.progressed(job);
      },
      advance: (n = 1) => {
        job.view = { ...job.view, done: job.view.done + n };
        if (Date.now() - written >= PROGRESS_MS) {
          written = Date.now();
          void this.progressed(job);
        }
      },
    };
    const finished = (async () => {
      // the start is in the store before the work begins: any host can answer for it
      await job.started;
      try {
        const result = await work(progress);
        await this.end(job, 'succeeded', result, null);
        return result;
      } catch (error) {
        const e = error as Error;
        // an HTTP refusal keeps what it names (an import's bad lines), so the job tells as much as the synchronous answer
        const answer = (error as { getResponse?: () => unknown }).getResponse?.() as
          { errors?: unknown } | undefined;
        const described =
          error instanceof DomainError
            ? { message: e.message, rule: error.rule, kind: error.kind }
            : {
                message: e.message,
                ...(Array.isArray(answer?.errors) ? { errors: answer.errors } : {}),
              };
        await this.end(job, 'failed', null, described);
        if (!(error instanceof DomainError))
          this.logger.warn(`job ${jobId} (${kind}) failed: ${e.message}`);
        throw error;
      }
    })();
    job.finished = finished.catch(() => undefined);
    return { jobId, finished };
  }

  /** A job as its stream tells it: its first event and its last (two reads, however long it ran). */
  private async read(jobId: string): Promise<JobRecord | null> {
    const stream = jobStream(jobId);
    const [first] = await this.store.readStream(stream, { maxCount: 1 });
    if (!first) return null;
    const [last] = await this.store.readStream(stream, { direction: 'backwards', maxCount: 1 });
    return foldJob(last && last.revision > first.revision ? [first, last] : [first]);
  }

  /**
   * A job, for a reader that may see it, from any host: a scoped key sees the
   * jobs of its municipalities and those it started itself; any other is
   * null, as a missing one (the answer never tells which job ids exist).
   */
  async get(jobId: string, reader: JobReader = { municipalities: null }): Promise<JobView | null> {
    const own = this.own.get(jobId);
    if (own) await own.started;
    const found = own && !own.lost ? { view: own.view, keyId: own.keyId } : await this.read(jobId);
    if (!found) return null;
    const scope = reader.municipalities;
    const visible =
      scope === null ||
      (found.view.municipality !== null && scope.includes(found.view.municipality)) ||
      (found.keyId !== null && found.keyId === reader.keyId);
    return visible ? found.view : null;
  }

  /**
   * The run register: the latest jobs of every host first (bill and penalty
   * runs, imports, lien statements, reports), of some kinds, of the
   * municipalities a key may read and those the key started (a job that
   * names no municipality is shown to unscoped keys and to the key that
   * started it only).
   */
  async list(filter: {
    kinds?: readonly string[];
    municipalities?: readonly string[] | null;
    keyId?: string | null;
    limit?: number;
    before?: string;
  }): Promise<JobView[]> {
    await this.register.catchUp();
    const where: string[] = [];
    const args: unknown[] = [];
    if (filter.kinds?.length) {
      where.push(`kind IN (${filter.kinds.map(() => '?').join(',')})`);
      args.push(...filter.kinds);
    }
    if (filter.municipalities) {
      where.push(
        `(municipality IN (${filter.municipalities.map(() => '?').join(',') || "''"}) OR key_id = ?)`,
      );
      args.push(...filter.municipalities, filter.keyId ?? null);
    }
    if (filter.before) {
      where.push('started_at < ?');
      args.push(filter.before);
    }
    const sql = `SELECT * FROM job_register ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY started_at DESC, job_id LIMIT ?`;
    return this.db
      .prepare<unknown[], Row>(sql)
      .all(...args, filter.limit ?? 50)
      .map((row) => {
        const own = this.own.get(row.job_id);
        return own && !own.lost ? own.view : viewOf(row);
      });
  }
}

interface Row {
  job_id: string;
  kind: string;
  state: JobView['state'];
  done: number;
  total: number | null;
  started_at: string | null;
  finished_at: string | null;
  result: string | null;
  error: string | null;
  actor: string | null;
  role: string | null;
  municipality: string | null;
  request: string | null;
}

/**
 * Whether a process of this host still runs: signal 0 asks without sending
 * anything (EPERM: it runs under another user). This process's own id under
 * another owner is a previous run of it (a container restarted as pid 1).
 */
function ownerAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function viewOf(row: Row): JobView {
  return {
    jobId: row.job_id,
    kind: row.kind,
    state: row.state,
    done: row.done,
    total: row.total,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    result: row.result === null ? null : JSON.parse(row.result),
    error: row.error === null ? null : JSON.parse(row.error),
    startedBy: row.actor,
    role: row.role,
    municipality: row.municipality,
    request: row.request === null ? null : JSON.parse(row.request),
  };
}
