import {
  ANY,
  DeadlineExceededError,
  NO_STREAM,
  NotLeaderError,
  STREAM_EXISTS,
  StreamDeletedError as ClientStreamDeletedError,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  ExpectedRevision,
  StoredEvent,
  StoreUnavailableError,
  StreamDeletedError,
  TransientCause,
  WrongExpectedRevisionError,
} from '../event-store';
import type { RawRecord } from '../filled-page';
import { MapFront } from '../map-front';

/**
 * What the EventStoreDB adapter turns the client's answers into, apart from
 * the client itself so it is tested without a server
 * (`esdb-mapping.spec.ts`, and the fault-injection contract over SQLite).
 */

export function expectedRevisionOf(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

/** Whether a record is one the ledger never sees: no event, a link, non-JSON, a system stream or type. */
function hidden(resolved: ResolvedEvent | AllStreamResolvedEvent): boolean {
  const e = resolved.event;
  return !e || !e.isJson || e.type.startsWith('$') || e.streamId.startsWith('$');
}

/**
 * A client record as the port's event, or null for what the ledger never
 * sees. Its global position is the server's prepare position (one per event,
 * increasing in $all); the commit position beside it is kept by the
 * adapter's `PositionBook`, so a resume names the position the server gave.
 */
export function storedFromResolved(
  resolved: ResolvedEvent | AllStreamResolvedEvent,
): StoredEvent | null {
  if (hidden(resolved)) return null;
  const e = resolved.event!;
  return {
    id: e.id,
    streamId: e.streamId,
    revision: Number(e.revision),
    position: Number(e.position?.prepare ?? -1n),
    type: e.type,
    data: e.data as Record<string, unknown>,
    metadata: (e.metadata ?? {}) as Record<string, unknown>,
    created: e.created.toISOString(),
  };
}

/** A record of $all with its position (null when the server gave none), and the event when the ledger sees it. */
export function rawRecordOf(
  resolved: AllStreamResolvedEvent,
): (RawRecord & { readonly serverPosition: Position }) | null {
  const serverPosition = resolved.event?.position;
  if (!serverPosition) return null;
  return {
    position: Number(serverPosition.prepare),
    serverPosition,
    event: storedFromResolved(resolved),
  };
}

/** Whether `a` comes after `b` in $all (commit first, then prepare: events appended together share a commit). */
export function isAfter(a: Position, b: Position): boolean {
  return a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);
}

const BOOK_SIZE = 100_000;

/**
 * The server's positions of the events the adapter has read, delivered or
 * appended, by the port's number (the prepare position): events appended in
 * one call share a commit position, so the prepare alone does not name the
 * place to resume after the first of them. Bounded (oldest out first).
 */
export class PositionBook {
  private readonly commits = new Map<number, bigint>();
  private readonly oldest = new MapFront(this.commits);

  constructor(private readonly size = BOOK_SIZE) {}

  note(position: Position): void {
    const prepare = Number(position.prepare);
    if (this.commits.has(prepare)) return;
    this.commits.set(prepare, position.commit);
    if (this.commits.size > this.size) this.oldest.shift();
  }

  /**
   * The server's position for a port position: the one it gave, when this
   * process saw the event; otherwise commit = prepare, which is right for
   * the first (or only) event of an append only; `resolve` learns the rest.
   */
  positionOf(prepare: number): Position {
    const commit = this.commits.get(prepare);
    return { commit: commit ?? BigInt(prepare), prepare: BigInt(prepare) };
  }

  /**
   * The server's position for a port position this process may never have
   * seen (a checkpoint kept by an earlier process): from the book when it
   * has it; otherwise from the record just before `{prepare, prepare}`
   * reading $all backwards (`lookBack`), which is the last event of the
   * append that holds `prepare` when that append began earlier
   * (`resumePositionOf`). Noted, so it is asked once.
   */
  async resolve(
    prepare: number,
    lookBack: (from: Position) => Promise<Position | null>,
  ): Promise<Position> {
    if (this.commits.has(prepare)) return this.positionOf(prepare);
    const guess = this.positionOf(prepare);
    const position = resumePositionOf(guess.prepare, await lookBack(guess));
    this.note(position);
    return position;
  }
}

/**
 * Where to resume after the event at `prepare` when only its prepare is
 * known. Events appended together share the commit position of the first of
 * them, so the event at prepare 812 of an append begun at 700 is
 * `{700, 812}`: `{812, 812}` would come after the append's later events
 * (`{700, 900}`) and a resume from it would pass them over. `before` is the
 * record before `{prepare, prepare}` in $all: when its commit is earlier and
 * its prepare not, it is of the same append (appends are contiguous in the
 * log), and the append's commit is its commit.
 */
export function resumePositionOf(prepare: bigint, before: Position | null): Position {
  if (before && before.commit < prepare && before.prepare >= prepare)
    return { commit: before.commit, prepare };
  return { commit: prepare, prepare };
}

const TRANSIENT: ReadonlyArray<[new (...args: never[]) => Error, TransientCause]> = [
  [NotLeaderError, 'not-leader'],
  [UnavailableError, 'unavailable'],
  [DeadlineExceededError, 'deadline-exceeded'],
  [TimeoutError, 'timeout'],
];

/**
 * A client error as the port's own, where the port has one: a conflict, a
 * deleted stream, a store that is away for a while (the outcome of an append
 * unknown). Anything else is the client's error unchanged.
 */
export function portErrorOf(
  error: unknown,
  operation: string,
  stream?: { readonly streamId: string; readonly expected?: ExpectedRevision },
): unknown {
  if (error instanceof WrongExpectedVersionError) {
    const actual =
      typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
    return new WrongExpectedRevisionError(
      stream?.streamId ?? error.streamName,
      stream?.expected ?? 'any',
      actual,
    );
  }
  if (error instanceof ClientStreamDeletedError)
    return new StreamDeletedError(error.streamName || stream?.streamId || 'unknown');
  for (const [type, reason] of TRANSIENT)
    if (error instanceof type) return new StoreUnavailableError(reason, operation, error.message);
  return error;
}
