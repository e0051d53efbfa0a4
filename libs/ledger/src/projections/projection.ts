import type { StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import type { Slices } from '../processors/log-pages';

/**
 * Rows derived from a stream's whole state rather than event by event: the
 * fund's receipts and an account's summary depend on how payments were
 * applied (C5), which is derived, never stored. The runner collects the
 * streams a catch-up touched and derives each once, at its end.
 */
export interface DerivedRows<R> {
  /** Streams whose events mark them for derivation (e.g. `account-`). */
  readonly streamPrefix: string;
  /**
   * Reads what the rows need (never writes). `revisions` gives each stream's
   * last revision the catch-up read: a state already folded that far (by the
   * command that wrote it, or by `observe`) is taken as it is, not read again.
   */
  derive(
    streamIds: readonly string[],
    slices: Slices,
    revisions?: ReadonlyMap<string, number>,
  ): Promise<R>;
  /** Sees each page the runner reads (before `derive`), to fold its streams from it; never throws, never writes. */
  observe?(events: readonly StoredEvent[]): void;
  /** Replaces those streams' rows (so it may run more than once for a stream). */
  write(tx: Database.Database, rows: R): void;
  /**
   * The first event of a stream whose rows cannot be derived, and the error,
   * when `derive` throws for it (null: none found): the runner names it when
   * it stops the projection.
   */
  locate?(streamId: string): Promise<{ event: StoredEvent; error: unknown } | null>;
}

/**
 * A projection is a definition (after Emmett's `projections/`): its name,
 * version, the event types it handles, its tables and `apply`. The runner
 * (`processors/projection-runner.ts`) owns reading, checkpoints and rebuilds.
 */
export interface Projection<R = unknown> {
  readonly name: string;
  /** Bump it when the rows change shape or meaning: the runner then rebuilds it on start. */
  readonly version: number;
  /** Only these event types reach `apply` (and mark streams for `derived`). */
  readonly eventTypes: ReadonlySet<string>;
  /** `CREATE TABLE IF NOT EXISTS ...` */
  readonly schema: string;
  /** Its tables, emptied on a rebuild. */
  readonly tables: readonly string[];
  /** Writes the rows of these events, inside the runner's transaction (with the checkpoint). */
  apply(tx: Database.Database, events: readonly StoredEvent[]): void;
  readonly derived?: DerivedRows<R>;
}
