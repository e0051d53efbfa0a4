import type { StoredEvent } from '@ledger/event-store';
import type { JobView } from './job-answer';

/** A job as its stream tells it: its answer, and what hosts need to keep it alive or find it dead. */
export interface JobRecord {
  readonly view: JobView;
  readonly keyId: string | null;
  readonly owner: string;
  readonly ownerHost: string;
  readonly ownerPid: number;
  /** Epoch ms: past it, and still running, its host is taken as dead. */
  readonly aliveUntil: number;
  /** The stream's revision (the next write's expected revision). */
  readonly revision: number;
}

/**
 * A job's municipality: the one it was started for, or, when it named none
 * (an import: its lines name the accounts), the one municipality its answer
 * says it wrote to (`municipalities`), so a key scoped to it reads the job in
 * the run register as it reads the import's report. An answer naming none, or
 * several, leaves it none: the key that started it and unscoped keys read it.
 */
export function jobMunicipality(started: string | null, result: unknown): string | null {
  if (started !== null) return started;
  const named =
    result !== null && typeof result === 'object'
      ? (result as { municipalities?: unknown }).municipalities
      : undefined;
  return Array.isArray(named) && named.length === 1 && typeof named[0] === 'string'
    ? named[0]
    : null;
}

/** Folds a job's stream (`JobStarted`, `JobProgressed`..., `JobFinished`); null when it has no start. */
export function foldJob(events: readonly StoredEvent[]): JobRecord | null {
  const [first] = events;
  if (!first || first.type !== 'JobStarted') return null;
  const s = first.data;
  let view: JobView = {
    jobId: String(s.jobId),
    kind: String(s.kind),
    state: 'running',
    done: 0,
    total: null,
    startedAt: String(s.startedAt),
    finishedAt: null,
    result: null,
    error: null,
    startedBy: (s.actor as string | null) ?? null,
    role: (s.role as string | null) ?? null,
    municipality: (s.municipality as string | null) ?? null,
    request: s.request ?? null,
  };
  let aliveUntil = Number(s.aliveUntil);
  for (const e of events.slice(1)) {
    const d = e.data;
    if (view.state !== 'running') break;
    if (e.type === 'JobProgressed') {
      view = { ...view, done: Number(d.done), total: (d.total as number | null) ?? view.total };
      aliveUntil = Number(d.aliveUntil);
    } else if (e.type === 'JobFinished')
      view = {
        ...view,
        state: d.state as 'succeeded' | 'failed',
        done: Number(d.done),
        total: (d.total as number | null) ?? view.total,
        finishedAt: String(d.finishedAt),
        result: d.result ?? null,
        error: (d.error as JobView['error']) ?? null,
        municipality: jobMunicipality(view.municipality, d.result ?? null),
      };
  }
  return {
    view,
    keyId: (s.keyId as string | null) ?? null,
    owner: String(s.owner),
    ownerHost: String(s.ownerHost),
    ownerPid: Number(s.ownerPid),
    aliveUntil,
    revision: events[events.length - 1].revision,
  };
}
