import { type EventStore, WrongExpectedRevisionError } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { uuidV5 } from '../infrastructure/uuid-v5';
import { jobStream, operationalMetadata } from '../state/operational-events';

/** Columns of the first releases' jobs table (the state file), added to an older one on open. */
const ADDED_COLUMNS = [
  'owner_host TEXT',
  'owner_pid INTEGER',
  'actor TEXT',
  'role TEXT',
  'municipality TEXT',
  'request TEXT',
  'key_id TEXT',
  'carried_at TEXT',
];

const LEGACY_SCHEMA = `
CREATE TABLE IF NOT EXISTS jobs (
  job_id TEXT PRIMARY KEY, kind TEXT NOT NULL, state TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0, total INTEGER,
  started_at TEXT, finished_at TEXT, result TEXT, error TEXT, owner TEXT NOT NULL, heartbeat_at INTEGER NOT NULL
);`;

interface LegacyRow {
  job_id: string;
  kind: string;
  state: string;
  done: number;
  total: number | null;
  started_at: string | null;
  finished_at: string | null;
  result: string | null;
  error: string | null;
  owner: string;
  owner_host: string | null;
  owner_pid: number | null;
  actor: string | null;
  role: string | null;
  municipality: string | null;
  request: string | null;
  key_id: string | null;
}

export const INTERRUPTED =
  'interrupted: the process running it stopped; the operation is idempotent, send it again';

/** Makes sure the state file's jobs table (of every release so far) is there and has every column. */
export function openLegacyJobs(db: Database.Database): void {
  db.exec(LEGACY_SCHEMA);
  const present = new Set(
    db
      .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('jobs')")
      .all()
      .map((c) => c.name),
  );
  for (const column of ADDED_COLUMNS)
    if (!present.has(column.split(' ')[0])) db.exec(`ALTER TABLE jobs ADD COLUMN ${column}`);
}

/**
 * Upgrading: the jobs an earlier release kept in the state file are read
 * once and carried over into the event store (`ops-job-<id>`), each marked
 * carried in the file, so the run register of every host lists them. A job
 * still running there is carried over as failed (its process was stopped by
 * the upgrade; the operations are idempotent, send it again). The event ids
 * come from the job's id, so two hosts carrying the same file write it once.
 */
export async function carryOverJobs(
  db: Database.Database,
  store: EventStore,
  host: string,
  now: Date,
): Promise<number> {
  const rows = db
    .prepare<[], LegacyRow>('SELECT * FROM jobs WHERE carried_at IS NULL ORDER BY started_at')
    .all();
  const mark = db.prepare('UPDATE jobs SET carried_at = ? WHERE job_id = ?');
  const parse = (v: string | null) => (v === null ? null : JSON.parse(v));
  for (const row of rows) {
    const stream = jobStream(row.job_id);
    const startedAt = row.started_at ?? now.toISOString();
    const running = row.state === 'running' || row.state === 'queued';
    const metadata = operationalMetadata(host, now);
    try {
      await store.append(
        stream,
        [
          {
            id: uuidV5(`${stream}:carried:started`),
            type: 'JobStarted',
            data: {
              jobId: row.job_id,
              kind: row.kind,
              startedAt,
              owner: row.owner,
              ownerHost: row.owner_host ?? 'unknown',
              ownerPid: row.owner_pid ?? 0,
              aliveUntil: 0,
              actor: row.actor,
              role: row.role,
              municipality: row.municipality,
              keyId: row.key_id,
              request: parse(row.request),
              effectiveDate: startedAt.slice(0, 10),
            },
            metadata,
          },
          {
            id: uuidV5(`${stream}:carried:finished`),
            type: 'JobFinished',
            data: {
              jobId: row.job_id,
              state: running ? 'failed' : row.state,
              done: row.done,
              total: row.total,
              finishedAt: running ? now.toISOString() : (row.finished_at ?? now.toISOString()),
              result: parse(row.result),
              error: running ? { message: INTERRUPTED } : parse(row.error),
              by: host,
              effectiveDate: now.toISOString().slice(0, 10),
            },
            metadata,
          },
        ],
        'no_stream',
      );
    } catch (error) {
      // carried already by another host sharing the old file
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    mark.run(now.toISOString(), row.job_id);
  }
  return rows.length;
}
