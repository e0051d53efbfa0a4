import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { DomainError } from '@ledger/domain';
import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Clock } from '../infrastructure/clock';
import { STATE_DB } from '../infrastructure/tokens';
import type { JobView } from './job-answer';

type JobState = JobView['state'];

export type { JobView } from './job-answer';

/** Who starts a job and what they asked, kept with it for the run register. */
export interface JobOrigin {
  readonly actor: string;
  readonly role?: string;
  readonly municipality?: string | null;
  /** The API key that started it: a scoped key sees its own jobs (an import names no one municipality). */
  readonly keyId?: string | null;
  readonly request?: unknown;
}

/** Who reads a job: the municipalities of its key (null: every one) and the key's id. */
interface JobReader {
  readonly municipalities: readonly string[] | null;
  readonly keyId?: string | null;
}

/** What a long operation reports as it goes. */
export interface Progress {
  total(n: number): void;
  advance(n?: number): void;
}

export const NO_PROGRESS: Progress = { total: () => undefined, advance: () => undefined };

/**
 * A job whose process has not beaten its heart for this long is taken as
 * dead (ms): for an owner on another host, whose process cannot be asked. An
 * owner on this host is asked at once (`ownerAlive`).
 */
const STALE_MS = 30_000;
const HEARTBEAT_MS = 5_000;
/** Progress is written at most this often (ms). */
const PROGRESS_MS = 200;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS jobs (
  job_id TEXT PRIMARY KEY, kind TEXT NOT NULL, state TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0, total INTEGER,
  started_at TEXT, finished_at TEXT, result TEXT, error TEXT, owner TEXT NOT NULL, heartbeat_at INTEGER NOT NULL
);`;

interface Row {
  job_id: string;
  kind: string;
  state: JobState;
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
  key_id: string | null;
}

/** Columns added after the first release, added to an older state database on open. */
const ADDED_COLUMNS = [
  'owner_host TEXT',
  'owner_pid INTEGER',
  'actor TEXT',
  'role TEXT',
  'municipality TEXT',
  'request TEXT',
  'key_id TEXT',
];

/**
 * Long operations (runs, imports, statements, rebuilds) as jobs: their state
 * and progress are kept in the state database, so `GET /v1/jobs/{id}` answers
 * from any process; a job whose process died is marked failed (the runs are
 * idempotent, so it is safe to send again).
 */
@Injectable()
export class Jobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly owner = randomUUID();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    @Inject(STATE_DB) private readonly db: Database.Database,
    private readonly clock: Clock,
  ) {
    db.exec(SCHEMA);
    const present = new Set(
      db
        .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('jobs')")
        .all()
        .map((c) => c.name),
    );
    for (const column of ADDED_COLUMNS)
      if (!present.has(column.split(' ')[0])) db.exec(`ALTER TABLE jobs ADD COLUMN ${column}`);
    db.exec('CREATE INDEX IF NOT EXISTS jobs_by_start ON jobs (started_at)');
  }

  onApplicationBootstrap(): void {
    this.failAbandoned();
    this.heartbeat = setInterval(() => {
      this.db
        .prepare(
          "UPDATE jobs SET heartbeat_at = ? WHERE owner = ? AND state IN ('queued', 'running')",
        )
        .run(Date.now(), this.owner);
      this.failAbandoned();
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
  }

  /**
   * Jobs left running by a process that stopped (a crash): failed, with the
   * reason. An owner on this host is dead when its process id no longer
   * runs, or is this process's own under another owner (a restarted
   * container): noticed at once, at start. Any other owner (another host) is
   * taken as dead when its heartbeat is older than STALE_MS. A live process
   * sharing the store keeps its jobs.
   */
  failAbandoned(): number {
    const interrupted = JSON.stringify({
      message:
        'interrupted: the process running it stopped; the operation is idempotent, send it again',
    });
    const fail = this.db.prepare(
      "UPDATE jobs SET state = 'failed', finished_at = ?, error = ? WHERE state IN ('queued', 'running') AND owner = ?",
    );
    const now = this.clock.now().toISOString();
    let failed = 0;
    const owners = this.db
      .prepare<[string], { owner: string; owner_host: string | null; owner_pid: number | null }>(
        "SELECT DISTINCT owner, owner_host, owner_pid FROM jobs WHERE state IN ('queued', 'running') AND owner <> ?",
      )
      .all(this.owner);
    for (const o of owners)
      if (o.owner_host === hostname() && o.owner_pid !== null && !ownerAlive(o.owner_pid))
        failed += fail.run(now, interrupted, o.owner).changes;
    return (
      failed +
      this.db
        .prepare(
          "UPDATE jobs SET state = 'failed', finished_at = ?, error = ? WHERE state IN ('queued', 'running') AND owner <> ? AND heartbeat_at < ?",
        )
        .run(now, interrupted, this.owner, Date.now() - STALE_MS).changes
    );
  }

  /** Starts `work` as a job at once; `finished` settles with its result (or its error). */
  start<T>(
    kind: string,
    work: (progress: Progress) => Promise<T>,
    origin: JobOrigin | null = null,
  ): { jobId: string; finished: Promise<T> } {
    const jobId = randomUUID();
    const now = this.clock.now().toISOString();
    this.db
      .prepare(
        "INSERT INTO jobs (job_id, kind, state, started_at, owner, owner_host, owner_pid, heartbeat_at, actor, role, municipality, request, key_id) VALUES (?, ?, 'running', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        jobId,
        kind,
        now,
        this.owner,
        hostname(),
        process.pid,
        Date.now(),
        origin?.actor ?? null,
        origin?.role ?? null,
        origin?.municipality ?? null,
        origin?.request === undefined ? null : JSON.stringify(origin.request),
        origin?.keyId ?? null,
      );
    let done = 0;
    let written = 0;
    const save = this.db.prepare(
      'UPDATE jobs SET done = ?, total = COALESCE(?, total) WHERE job_id = ?',
    );
    const progress: Progress = {
      total: (n) => void save.run(done, n, jobId),
      advance: (n = 1) => {
        done += n;
        if (Date.now() - written >= PROGRESS_MS) {
          written = Date.now();
          save.run(done, null, jobId);
        }
      },
    };
    const finished = (async () => {
      try {
        const result = await work(progress);
        this.db
          .prepare(
            "UPDATE jobs SET state = 'succeeded', done = ?, finished_at = ?, result = ? WHERE job_id = ?",
          )
          .run(done, this.clock.now().toISOString(), JSON.stringify(result ?? null), jobId);
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
        this.db
          .prepare(
            "UPDATE jobs SET state = 'failed', done = ?, finished_at = ?, error = ? WHERE job_id = ?",
          )
          .run(done, this.clock.now().toISOString(), JSON.stringify(described), jobId);
        if (!(error instanceof DomainError))
          this.logger.warn(`job ${jobId} (${kind}) failed: ${e.message}`);
        throw error;
      }
    })();
    return { jobId, finished };
  }

  /**
   * A job, for a reader that may see it: a scoped key sees the jobs of its
   * municipalities and those it started itself; any other is null, as a
   * missing one (the answer never tells which job ids exist).
   */
  get(jobId: string, reader: JobReader = { municipalities: null }): JobView | null {
    const row = this.db.prepare<[string], Row>('SELECT * FROM jobs WHERE job_id = ?').get(jobId);
    if (!row) return null;
    const scope = reader.municipalities;
    const visible =
      scope === null ||
      (row.municipality !== null && scope.includes(row.municipality)) ||
      (row.key_id !== null && row.key_id === reader.keyId);
    return visible ? viewOf(row) : null;
  }

  /**
   * The run register: the latest jobs first (bill and penalty runs, imports,
   * lien statements, reports), of some kinds, of the municipalities a key may
   * read and those the key started (a job that names no municipality is
   * shown to unscoped keys and to the key that started it only).
   */
  list(filter: {
    kinds?: readonly string[];
    municipalities?: readonly string[] | null;
    keyId?: string | null;
    limit?: number;
    before?: string;
  }): JobView[] {
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
    const sql = `SELECT * FROM jobs ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY started_at DESC, job_id LIMIT ?`;
    return this.db
      .prepare<unknown[], Row>(sql)
      .all(...args, filter.limit ?? 50)
      .map(viewOf);
  }
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
