import type Database from 'better-sqlite3';
import {
  DuplicateEventIdError,
  type ExpectedRevision,
  WrongExpectedRevisionError,
} from '../event-store';

/** An event to insert, its data and metadata already the JSON text to store. */
export interface RowToAppend {
  readonly id: string;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
}

export interface BatchToAppend {
  readonly streamId: string;
  readonly rows: readonly RowToAppend[];
  readonly expected: ExpectedRevision;
}

/** What an append did: the stream's revision after it, and, when it inserted the batch, where each row went. */
export interface Appended {
  readonly nextExpectedRevision: number;
  readonly position: number;
  /** Present when this append inserted the batch (not a replay): each row's position, and the instant written. */
  readonly inserted?: { readonly positions: readonly number[]; readonly created: string };
}

/**
 * The embedded store's write: the revision check and the inserts of one or
 * several streams in one IMMEDIATE transaction. One code for the two places
 * it runs: on the caller's thread (`:memory:`), and in the append worker that
 * owns the file's write connection (so the commit's fsync does not hold the
 * event loop, #30).
 */
export class SqliteAppender {
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    this.statements = {
      streamRevision: db.prepare<[string], { revision: number }>(
        'SELECT revision FROM streams WHERE stream_id = ?',
      ),
      eventById: db.prepare<[string], { stream_id: string; revision: number; position: number }>(
        'SELECT stream_id, revision, position FROM events WHERE event_id = ?',
      ),
      eventAt: db.prepare<
        [string, number],
        { event_id: string; revision: number; position: number }
      >('SELECT event_id, revision, position FROM events WHERE stream_id = ? AND revision = ?'),
      insert: db.prepare(
        'INSERT INTO events (event_id, stream_id, revision, type, data, metadata, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      upsertStream: db.prepare(
        'INSERT INTO streams (stream_id, revision) VALUES (?, ?) ON CONFLICT(stream_id) DO UPDATE SET revision = excluded.revision',
      ),
      head: db.prepare<[], { position: number | null }>(
        'SELECT MAX(position) AS position FROM events',
      ),
    };
  }

  /** One stream's batch, or several streams' (all or nothing), in one durable commit. */
  appendAll(batches: readonly BatchToAppend[]): Appended[] {
    return this.db
      .transaction(() => batches.map((b) => this.appendOne(b.streamId, b.rows, b.expected)))
      .immediate();
  }

  /**
   * EventStoreDB's append rule, to the letter (its `CheckCommit`), so the two
   * adapters agree on what a replay is:
   * - an exact expected revision (or "no stream", revision -1) behind the
   *   stream's: a no-op when the events stored right after that revision carry
   *   the batch's ids, in order; otherwise a conflict (also when only part of
   *   the batch is there, EventStoreDB's "corrupted idempotency");
   * - "any" or "stream exists": a no-op when the batch's ids are all already in
   *   this stream;
   * - an empty batch writes nothing but its expected revision is still checked.
   * A new event under an id already in the log (EventStoreDB would store a
   * second event under it) is refused: the ids stay unique here.
   */
  private appendOne(
    streamId: string,
    rows: readonly RowToAppend[],
    expected: ExpectedRevision,
  ): Appended {
    const current = this.statements.streamRevision.get(streamId)?.revision;
    const actual = current === undefined ? 'no_stream' : current;
    const refuse = () => new WrongExpectedRevisionError(streamId, expected, actual);
    const head = current ?? -1;
    if (expected === 'stream_exists' && current === undefined) throw refuse();
    if (expected === 'any' || expected === 'stream_exists') {
      const replay = this.storedInStream(streamId, rows, expected);
      if (replay) return replay;
    } else {
      const after = expected === 'no_stream' ? -1 : expected;
      if (after > head) throw refuse();
      if (after < head) {
        const replay = this.storedAfter(streamId, after, rows);
        if (!replay) throw refuse();
        return replay;
      }
    }
    if (rows.length === 0)
      return { nextExpectedRevision: head, position: this.statements.head.get()?.position ?? 0 };
    let revision = head;
    const created = new Date().toISOString();
    const positions: number[] = [];
    for (const r of rows) {
      revision += 1;
      try {
        const info = this.statements.insert.run(
          r.id,
          streamId,
          revision,
          r.type,
          r.data,
          r.metadata,
          created,
        );
        positions.push(Number(info.lastInsertRowid));
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
          throw new DuplicateEventIdError(r.id);
        throw error;
      }
    }
    this.statements.upsertStream.run(streamId, revision);
    return {
      nextExpectedRevision: revision,
      position: positions[positions.length - 1],
      inserted: { positions, created },
    };
  }

  /** "any"/"stream exists": the batch is a replay when its first id is in this stream; then every id must be. */
  private storedInStream(
    streamId: string,
    rows: readonly RowToAppend[],
    expected: ExpectedRevision,
  ): Appended | null {
    if (rows.length === 0) return null;
    const found = rows.map((r) => this.statements.eventById.get(r.id));
    if (!found[0] || found[0].stream_id !== streamId) return null;
    if (found.some((row) => !row || row.stream_id !== streamId))
      throw new WrongExpectedRevisionError(
        streamId,
        expected,
        this.statements.streamRevision.get(streamId)!.revision,
      );
    const last = found[found.length - 1]!;
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  /** An exact expected revision behind the stream's: a replay when the events after it are the batch's, id by id. */
  private storedAfter(
    streamId: string,
    after: number,
    rows: readonly RowToAppend[],
  ): Appended | null {
    if (rows.length === 0) return null;
    let last: { event_id: string; revision: number; position: number } | undefined;
    for (const [i, r] of rows.entries()) {
      last = this.statements.eventAt.get(streamId, after + 1 + i);
      if (!last || last.event_id !== r.id) return null;
    }
    return { nextExpectedRevision: last!.revision, position: last!.position };
  }
}
