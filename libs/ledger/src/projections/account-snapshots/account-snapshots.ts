import type { AccountState } from '@ledger/domain';
import type Database from 'better-sqlite3';
import { accountFoldFingerprint } from '../../infrastructure/snapshots/fold-fingerprint';
import type { SnapshotSource, StateSnapshot } from '../../infrastructure/snapshots/snapshot-source';
import { decodeState } from '../../infrastructure/snapshots/state-codec';

/** By default a snapshot is written once 8 events have come since the last (LEDGER_SNAPSHOT_EVERY). */
const DEFAULT_SNAPSHOT_EVERY = 8;

/** A snapshot as written: the state encoded. */
export interface EncodedSnapshot {
  readonly streamId: string;
  readonly revision: number;
  readonly lastEventId: string;
  readonly latestRecordedMs: number;
  readonly state: Buffer;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS account_snapshots (
  stream_id TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, revision INTEGER NOT NULL,
  last_event_id TEXT NOT NULL, latest_recorded_ms INTEGER NOT NULL, state BLOB NOT NULL
);`;

interface Row {
  revision: number;
  last_event_id: string;
  latest_recorded_ms: number;
  state: Buffer;
}

/**
 * Each account's folded state at a stream revision, in the read-model file
 * (disposable like the rest of it): a cold account is restored from its row
 * and the few events after it instead of its whole stream. A row names the
 * fold's fingerprint (`fold-fingerprint.ts`): a row of another fingerprint is
 * never read, and is rewritten when the account is next derived. `every`
 * throttles the writes (0: snapshots neither read nor written).
 */
export class AccountSnapshots implements SnapshotSource<AccountState> {
  private readonly select;
  private readonly revisionOf;
  private readonly revisionsOf;
  private readonly upsert;

  constructor(
    db: Database.Database,
    readonly every: number = DEFAULT_SNAPSHOT_EVERY,
    private readonly fingerprint: string = accountFoldFingerprint(),
  ) {
    db.exec(SCHEMA);
    this.select = db.prepare<[string, string], Row>(
      'SELECT revision, last_event_id, latest_recorded_ms, state FROM account_snapshots WHERE stream_id = ? AND fingerprint = ?',
    );
    this.revisionOf = db
      .prepare<[string, string], number>(
        'SELECT revision FROM account_snapshots WHERE stream_id = ? AND fingerprint = ?',
      )
      .pluck();
    this.revisionsOf = db.prepare<[string, string], { stream_id: string; revision: number }>(
      'SELECT stream_id, revision FROM account_snapshots WHERE fingerprint = ? AND stream_id IN (SELECT value FROM json_each(?))',
    );
    this.upsert = db.prepare(
      `INSERT INTO account_snapshots (stream_id, fingerprint, revision, last_event_id, latest_recorded_ms, state)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(stream_id) DO UPDATE SET fingerprint = excluded.fingerprint,
       revision = excluded.revision, last_event_id = excluded.last_event_id,
       latest_recorded_ms = excluded.latest_recorded_ms, state = excluded.state`,
    );
  }

  read(streamId: string): StateSnapshot<AccountState> | null {
    if (this.every === 0) return null;
    const row = this.select.get(streamId, this.fingerprint);
    if (!row) return null;
    return {
      state: decodeState<AccountState>(row.state),
      revision: row.revision,
      lastEventId: row.last_event_id,
      latestRecordedMs: row.latest_recorded_ms,
      bytes: row.state.length,
    };
  }

  /** Whether a stream folded to `revision` is owed a new snapshot: `every` events or more since its last one of this fingerprint. */
  due(streamId: string, revision: number): boolean {
    if (this.every === 0) return false;
    const last = this.revisionOf.get(streamId, this.fingerprint) ?? -1;
    return revision - last >= this.every;
  }

  /**
   * Of these streams, each folded to the revision given, those owed a new
   * snapshot: `due` of each, in one query for all (#30: a query per stream, 4,000
   * in a bill run's catch-up).
   */
  dueAmong(revisions: ReadonlyMap<string, number>): Set<string> {
    const due = new Set<string>();
    if (this.every === 0 || revisions.size === 0) return due;
    const last = new Map<string, number>();
    for (const row of this.revisionsOf.all(this.fingerprint, JSON.stringify([...revisions.keys()])))
      last.set(row.stream_id, row.revision);
    for (const [streamId, revision] of revisions)
      if (revision - (last.get(streamId) ?? -1) >= this.every) due.add(streamId);
    return due;
  }

  /** Inside the projection runner's transaction. */
  write(snapshots: readonly EncodedSnapshot[]): void {
    for (const s of snapshots)
      this.upsert.run(
        s.streamId,
        this.fingerprint,
        s.revision,
        s.lastEventId,
        s.latestRecordedMs,
        s.state,
      );
  }
}
