import type { StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import type { Projection } from '../projections/projection';
import { jobMunicipality } from './job-stream';

/**
 * The run register, as this host knows it: every job of every host, from
 * their `ops-job-<id>` streams. A local, disposable table in the state file
 * (not the read models: the audit compares those with a replay, and jobs move
 * while it runs, the audit's own among them). A job itself is always answered
 * from its stream (`Jobs.get`), so this only lists.
 */
export const jobRegisterProjection: Projection = {
  name: 'job-register',
  // 2: an import's municipality is the one its answer names (`jobMunicipality`)
  version: 2,
  eventTypes: new Set(['JobStarted', 'JobProgressed', 'JobFinished']),
  schema: `CREATE TABLE IF NOT EXISTS job_register (
  job_id TEXT PRIMARY KEY, kind TEXT NOT NULL, state TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0, total INTEGER,
  started_at TEXT, finished_at TEXT, result TEXT, error TEXT, actor TEXT, role TEXT, municipality TEXT, request TEXT,
  key_id TEXT, owner TEXT NOT NULL, owner_host TEXT, owner_pid INTEGER, alive_until INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS job_register_by_start ON job_register (started_at);`,
  tables: ['job_register'],
  apply(tx: Database.Database, events: readonly StoredEvent[]): void {
    const started = tx.prepare(
      `INSERT OR IGNORE INTO job_register (job_id, kind, state, started_at, actor, role, municipality, request, key_id, owner, owner_host, owner_pid, alive_until)
       VALUES (?, ?, 'running', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const progressed = tx.prepare(
      "UPDATE job_register SET done = ?, total = COALESCE(?, total), alive_until = ? WHERE job_id = ? AND state = 'running'",
    );
    const finished = tx.prepare(
      "UPDATE job_register SET state = ?, done = ?, finished_at = ?, result = ?, error = ?, municipality = ? WHERE job_id = ? AND state = 'running'",
    );
    const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
    const startedFor = tx.prepare<[string], { municipality: string | null }>(
      'SELECT municipality FROM job_register WHERE job_id = ?',
    );
    for (const e of events) {
      const d = e.data;
      if (e.type === 'JobStarted')
        started.run(
          d.jobId,
          d.kind,
          d.startedAt,
          d.actor ?? null,
          d.role ?? null,
          d.municipality ?? null,
          json(d.request),
          d.keyId ?? null,
          d.owner,
          d.ownerHost,
          d.ownerPid,
          d.aliveUntil,
        );
      else if (e.type === 'JobProgressed')
        progressed.run(d.done, d.total ?? null, d.aliveUntil, d.jobId);
      else {
        const municipality = jobMunicipality(
          startedFor.get(String(d.jobId))?.municipality ?? null,
          d.result ?? null,
        );
        finished.run(
          d.state,
          d.done,
          d.finishedAt,
          json(d.result),
          json(d.error),
          municipality,
          d.jobId,
        );
      }
    }
  },
};
