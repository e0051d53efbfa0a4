import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type StoredEvent,
} from '@ledger/event-store';
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json';
import { eventIdOf } from './event-identity';

/**
 * The hash of an event's canonical content: its stream, revision, id, type,
 * data and metadata (which includes the previous event's hash, so the
 * stream's events form a chain: changing one breaks every hash after it).
 */
export function contentHash(
  streamId: string,
  revision: number,
  event: Pick<EventToAppend, 'id' | 'type' | 'data' | 'metadata'>,
): string {
  const { contentHash: _own, ...metadata } = event.metadata as Record<string, unknown>;
  return hashOf(streamId, revision, event, metadata);
}

/** The hash of `contentHash`, of metadata already without a content hash. */
function hashOf(
  streamId: string,
  revision: number,
  event: Pick<EventToAppend, 'id' | 'type' | 'data'>,
  metadata: Record<string, unknown>,
): string {
  return createHash('sha256')
    .update(
      canonicalJson({
        streamId,
        revision,
        id: event.id,
        type: event.type,
        data: event.data,
        metadata,
      }),
    )
    .digest('hex');
}

/** Seals a batch for appending after `previous` (the stream's last stored event, or none). */
export function seal(
  streamId: string,
  previous: StoredEvent | null,
  events: readonly EventToAppend[],
): EventToAppend[] {
  let previousHash = previous
    ? ((previous.metadata.contentHash as string | undefined) ?? null)
    : null;
  let revision = previous ? previous.revision + 1 : 0;
  return events.map((e) => {
    // the metadata hashed is the request's and the previous hash, without a content hash of its own (#30: one copy, not four)
    const { contentHash: _own, ...metadata } = e.metadata as Record<string, unknown>;
    metadata.previousEventHash = previousHash;
    const hash = hashOf(streamId, revision, e, metadata);
    metadata.contentHash = hash;
    previousHash = hash;
    revision += 1;
    return { ...e, metadata: metadata as EventToAppend['metadata'] };
  });
}

/**
 * Whether an append that succeeded (`result`) wrote these sealed events, or
 * was the store's replay of another command's events under the same ids (the
 * same ids after the same expected revision are a no-op, `EventToAppend.id`).
 * A store that answers the batch it inserted (`AppendResult.stored`: SQLite)
 * proves it without a read; otherwise (a replay, or EventStoreDB, which
 * answers both alike) the events are read back, and their content hashes
 * tell: each covers its request's metadata (actor, correlation, recorded
 * time), so another request's events never match.
 */
export async function wroteSealed(
  store: EventStore,
  streamId: string,
  expected: number | 'no_stream',
  sealed: readonly EventToAppend[],
  result: AppendResult,
): Promise<{ wrote: boolean; stored: readonly StoredEvent[] }> {
  const first = expected === 'no_stream' ? 0 : expected + 1;
  const inserted = result.stored;
  if (
    inserted !== undefined &&
    inserted.length === sealed.length &&
    inserted.every((e, i) => e.revision === first + i && e.id === sealed[i].id)
  )
    return { wrote: true, stored: inserted };
  const stored = await store.readStream(streamId, {
    fromRevision: first,
    maxCount: sealed.length,
  });
  const wrote =
    stored.length === sealed.length &&
    stored.every(
      (e, i) =>
        e.revision === first + i &&
        e.id === sealed[i].id &&
        e.metadata.contentHash === sealed[i].metadata.contentHash,
    );
  return { wrote, stored };
}

/** An event for `appendSealed`: its id, when the caller's own id gives it, or one from the stream's revision. */
type EventToSeal = Omit<EventToAppend, 'id'> & { readonly id?: string };

/**
 * Appends a batch sealed onto the stream's current end, with that end as the
 * expected revision. An event without an id gets one from the stream and that
 * revision (`eventIdOf`). Refused as a conflict (409) when the stream moved
 * meanwhile, or when the store answered another request's events under the
 * same ids: this request then wrote nothing. `onto`, when given, is shown
 * the stream's last event first and may refuse to append after it (by
 * throwing): the append then expects that event to be the last, so nothing
 * written meanwhile is appended after unseen.
 */
export async function appendSealed(
  store: EventStore,
  streamId: string,
  events: readonly EventToSeal[],
  onto?: (last: StoredEvent | null) => void,
): Promise<void> {
  const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
  onto?.(last ?? null);
  const expected = last ? last.revision : ('no_stream' as const);
  const sealed = seal(
    streamId,
    last ?? null,
    events.map((e, i) => ({
      ...e,
      id: e.id ?? eventIdOf(streamId, { kind: e.type, callerId: null }, expected, i),
    })),
  );
  const result = await store.append(streamId, sealed, expected);
  if (!(await wroteSealed(store, streamId, expected, sealed, result)).wrote)
    throw new WrongExpectedRevisionError(streamId, expected, last ? last.revision + 1 : 0);
}

export interface ChainProblem {
  readonly position: number;
  readonly streamId: string;
  readonly revision: number;
  readonly type: string;
  readonly eventId: string;
  readonly problem: string;
}

/** Checks one stream's events, in revision order, from its first. */
export function verifyChain(events: readonly StoredEvent[]): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let previousHash: string | null = null;
  events.forEach((e, i) => {
    const at = {
      position: e.position,
      streamId: e.streamId,
      revision: e.revision,
      type: e.type,
      eventId: e.id,
    };
    if (e.revision !== i)
      problems.push({ ...at, problem: `revision ${e.revision} where ${i} was expected` });
    // a store numbers the log from 1, each append after the last: anything else was written into the file directly
    if (e.position < 1)
      problems.push({
        ...at,
        problem: `global position ${e.position} is one no store writes (the log starts at 1): the event was written into the file directly`,
      });
    else if (i > 0 && e.position <= events[i - 1].position)
      problems.push({
        ...at,
        problem: `global position ${e.position} is before its stream's previous event (${events[i - 1].position}): the event was written into the file directly`,
      });
    const recorded = e.metadata.contentHash as string | undefined;
    if (!recorded) problems.push({ ...at, problem: 'no content hash' });
    else if (contentHash(e.streamId, e.revision, e) !== recorded)
      problems.push({
        ...at,
        problem: 'content does not match its hash (the stored event was altered)',
      });
    if ((e.metadata.previousEventHash ?? null) !== previousHash)
      problems.push({
        ...at,
        problem: "previous-event hash does not match the stream's previous event",
      });
    previousHash = recorded ?? null;
  });
  return problems;
}
