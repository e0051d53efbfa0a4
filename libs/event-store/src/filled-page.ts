import type { StoredEvent } from './event-store';

/**
 * What a store reads from its underlying log before its filter: every record
 * has a position; `event` is null for what the ledger never sees (EventStoreDB
 * system events, link events `$>`, non-JSON records).
 */
export interface RawRecord {
  readonly position: number;
  readonly event: StoredEvent | null;
}

/** Reads up to `maxCount` raw records strictly after `after` (null: from the start), in the given direction. */
type RawReader = (after: number | null, maxCount: number) => Promise<RawRecord[]>;

/** How many underlying pages one filled page may take before the store gives up (and says so). */
const MAX_RAW_ROUNDS = 10_000;

/**
 * A page of at most `limit` visible events after `after`, filled across as
 * many underlying pages as the filter needs. It is short, or empty, only at
 * the end of the log: a reader that pages until an empty page never stops
 * early, however many filtered records sit between the ledger's events.
 */
export async function readFilledPage(
  read: RawReader,
  after: number | null,
  limit: number,
  forwards = true,
): Promise<StoredEvent[]> {
  const out: StoredEvent[] = [];
  let cursor = after;
  for (let round = 0; round < MAX_RAW_ROUNDS; round++) {
    const wanted = limit - out.length;
    const raw = await read(cursor, wanted);
    for (const record of raw) {
      if (cursor !== null && (forwards ? record.position <= cursor : record.position >= cursor))
        continue;
      cursor = record.position;
      if (record.event) out.push(record.event);
      if (out.length >= limit) return out;
    }
    if (raw.length < wanted) return out;
  }
  throw new Error(
    `the log had more than ${MAX_RAW_ROUNDS} pages of filtered records after position ${String(after)}: no page could be filled`,
  );
}

/** The position of the last visible event (system and link events at the tail are passed over), or null. */
export async function lastVisiblePosition(readBackwards: RawReader): Promise<number | null> {
  const [last] = await readFilledPage(readBackwards, null, 1, false);
  return last ? last.position : null;
}
