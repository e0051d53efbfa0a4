/**
 * The event store port. The ledger talks to this interface only; the sqlite
 * adapter (embedded default) and the esdb adapter (EventStoreDB / KurrentDB)
 * both pass the same contract suite (`testing/event-store-contract.ts`).
 */

/** Optimistic concurrency: what the caller believes about the stream before it writes. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface EventToAppend {
  /**
   * A UUID, derived by the caller from what makes its command unique (never
   * from the content alone). EventStoreDB's idempotence, which every adapter
   * keeps: the same ids again at the same expected revision are a no-op (the
   * append succeeds and writes nothing); other ids there are a conflict.
   */
  readonly id: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata: Record<string, unknown>;
}

export interface StoredEvent {
  readonly id: string;
  readonly streamId: string;
  /** 0-based position of the event in its stream. */
  readonly revision: number;
  /** Position in the global log; strictly increasing, not necessarily dense. */
  readonly position: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata: Record<string, unknown>;
  /** When the store wrote it (ISO instant). */
  readonly created: string;
}

export interface AppendResult {
  /** The stream's revision after the append: pass it as the next expected revision. */
  readonly nextExpectedRevision: number;
  /** Global position of the last event written (or already present). */
  readonly position: number;
  /**
   * The batch as stored, when this very append inserted it: what a read would
   * give back (its data and metadata parsed from the text written), without
   * the read. Absent when the append was a replay of events already there
   * under the same ids, or when the adapter cannot tell the two apart
   * (EventStoreDB answers both alike): a caller that must know whether it
   * wrote reads the stream back.
   */
  readonly stored?: readonly StoredEvent[];
}

export interface ReadStreamOptions {
  readonly direction?: 'forwards' | 'backwards';
  /** Inclusive; default the start (forwards) or the end (backwards). */
  readonly fromRevision?: number;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  readonly direction?: 'forwards' | 'backwards';
  /** Exclusive: events after this global position (forwards) or before it (backwards). */
  readonly after?: number | null;
  readonly maxCount?: number;
}

export type EventHandler = (event: StoredEvent) => void | Promise<void>;

export interface Subscription {
  /** Resolves once every event that existed when the subscription started has been handled. */
  readonly caughtUp: Promise<void>;
  close(): Promise<void>;
}

export interface EventStore {
  readonly kind: 'sqlite' | 'esdb';
  /**
   * Appends after the expected revision, or answers a replay (see
   * `EventToAppend.id`) without writing. An empty batch writes nothing and is
   * still refused when the stream is not where `expected` says.
   */
  append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult>;
  /**
   * Several streams' appends, each with its expected revision. SQLite makes
   * them one transaction (all or nothing, one durable commit); EventStoreDB
   * appends each stream in turn (each atomic, the set not). One result per
   * batch; an empty batch is a check of its expected revision, as in `append`.
   */
  appendMany(
    batches: ReadonlyArray<{
      streamId: string;
      events: readonly EventToAppend[];
      expected: ExpectedRevision;
    }>,
  ): Promise<AppendResult[]>;
  /** The stream's events; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]>;
  /**
   * A bounded page of the global log. A page is short, or empty, only at the
   * end of the log: an adapter that filters records out (EventStoreDB's system
   * and link events) reads on until the page is full (see `filled-page.ts`).
   */
  readAll(options?: ReadAllOptions): Promise<StoredEvent[]>;
  /** Catch-up then live subscription to the global log, from after `after` (null: the start). Events are handled one at a time, in order. */
  subscribeToAll(after: number | null, handler: EventHandler): Subscription;
  /** Global position of the last event in the store, or null when it is empty. */
  headPosition(): Promise<number | null>;
  /** Calls `listener` (without the events) soon after appends; returns the way to stop. A wake-up, not a delivery. */
  watchAppends(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Raised when the stream is not where the caller expected it (409 over HTTP). */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** A new event under an id the log already holds elsewhere: the caller re-used an id (409 over HTTP). */
export class DuplicateEventIdError extends Error {
  constructor(readonly eventId: string) {
    super(`event id ${eventId} is already stored with a different batch`);
    this.name = 'DuplicateEventIdError';
  }
}

/** A stream the store holds as deleted (EventStoreDB's tombstone or soft delete): nothing can be read from it or appended to it. */
export class StreamDeletedError extends Error {
  constructor(readonly streamId: string) {
    super(`stream ${streamId} is deleted in the event store`);
    this.name = 'StreamDeletedError';
  }
}

/** Why a store call failed for a while: no connection, no leader (an election), or no answer in time. */
export type TransientCause = 'unavailable' | 'not-leader' | 'deadline-exceeded' | 'timeout';

/**
 * A store call that failed for a reason that passes (a cluster's election, a
 * node that went away, a call that timed out). For an append the outcome is
 * unknown: the server may have committed it before the answer was lost. The
 * event ids make a second try with the same ids a replay (C8), so a caller
 * retries with the same events and the write happens once (503 over HTTP).
 */
export class StoreUnavailableError extends Error {
  constructor(
    readonly reason: TransientCause,
    readonly operation: string,
    detail = '',
  ) {
    super(`the event store did not answer ${operation} (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'StoreUnavailableError';
  }
}

/** Bound on any page read from a store. */
export const MAX_PAGE = 10_000;
