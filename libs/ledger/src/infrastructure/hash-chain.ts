import type { EventStore, EventToAppend, ExpectedRevision, StoredEvent } from '@ledger/event-store';
import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level: one text for one content. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

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
    const withPrevious = { ...e, metadata: { ...e.metadata, previousEventHash: previousHash } };
    const hash = contentHash(streamId, revision, withPrevious);
    previousHash = hash;
    revision += 1;
    return { ...withPrevious, metadata: { ...withPrevious.metadata, contentHash: hash } };
  });
}

/** Appends a batch sealed onto the stream's current end, with that end as the expected revision. */
export async function appendSealed(
  store: EventStore,
  streamId: string,
  events: readonly EventToAppend[],
): Promise<void> {
  const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
  const expected: ExpectedRevision = last ? last.revision : 'no_stream';
  await store.append(streamId, seal(streamId, last ?? null, events), expected);
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
