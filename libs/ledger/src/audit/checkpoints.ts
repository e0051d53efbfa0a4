import type { EventStore, StoredEvent } from '@ledger/event-store';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Clock } from '../infrastructure/clock';
import { canonicalJson } from '../infrastructure/canonical-json';
import { appendSealed } from '../infrastructure/hash-chain';
import { readWholeLog } from './read-all';
import type { StoredDataOf } from '@ledger/domain';
import type { AuditCheckpointSealedV1 } from './checkpoint-events';

/** The stream the sealed checkpoints are recorded in. */
const AUDIT_CHECKPOINT_STREAM = 'audit-checkpoints';
const CHECKPOINT_FILE_FORMAT = 'sewer-rent-ledger/audit-checkpoint/1';
/** The key must be long enough to be a key: 32 characters or more (e.g. `openssl rand -hex 32`). */
const MIN_KEY_LENGTH = 32;

/** A stream's last event at the checkpoint: its revision and its content hash (which chains every event before it). */
interface StreamHead {
  readonly streamId: string;
  readonly revision: number;
  readonly contentHash: string;
}

/** What a checkpoint seals: the head of every stream at a global position, at a time. */
interface CheckpointContent {
  readonly checkpointId: string;
  readonly takenAt: string;
  readonly globalPosition: number;
  readonly heads: readonly StreamHead[];
}

export interface SealedCheckpoint extends CheckpointContent {
  /** HMAC-SHA256 of the canonical JSON of the content, with LEDGER_AUDIT_KEY, hex. */
  readonly signature: string;
}

/** The file an auditor keeps. */
interface CheckpointFile {
  readonly format: typeof CHECKPOINT_FILE_FORMAT;
  readonly algorithm: 'HMAC-SHA256';
  readonly checkpoint: SealedCheckpoint;
}

export interface CheckpointProblem {
  readonly checkpointId: string;
  /** Where the checkpoint came from: the log, or a file given with --against. */
  readonly source: string;
  readonly streamId: string | null;
  readonly problem: string;
}

/** The audit key, held outside the database; refuses a missing or short one. */
export function auditKey(value: string | undefined = process.env.LEDGER_AUDIT_KEY): string {
  if (!value || value.length < MIN_KEY_LENGTH)
    throw new Error(
      `LEDGER_AUDIT_KEY must be set to a secret of at least ${MIN_KEY_LENGTH} characters (e.g. openssl rand -hex 32), kept outside the database`,
    );
  return value;
}

function signCheckpoint(content: CheckpointContent, key: string): string {
  return createHmac('sha256', key).update(canonicalJson(content)).digest('hex');
}

function signatureHolds(checkpoint: SealedCheckpoint, key: string): boolean {
  const expected = Buffer.from(signCheckpoint(contentOf(checkpoint), key), 'hex');
  const given = Buffer.from(checkpoint.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const contentOf = (c: SealedCheckpoint): CheckpointContent => ({
  checkpointId: c.checkpointId,
  takenAt: c.takenAt,
  globalPosition: c.globalPosition,
  heads: c.heads,
});

/** Every stream's head among the events at or before `upTo`, in stream order. */
function streamHeads(log: readonly StoredEvent[], upTo: number): StreamHead[] {
  const heads = new Map<string, StreamHead>();
  for (const e of log) {
    if (e.position > upTo) continue;
    const current = heads.get(e.streamId);
    if (!current || e.revision > current.revision)
      heads.set(e.streamId, {
        streamId: e.streamId,
        revision: e.revision,
        contentHash: String(e.metadata.contentHash ?? ''),
      });
  }
  return [...heads.values()].sort((a, b) =>
    a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0,
  );
}

/**
 * `audit checkpoint`: seals the head of every stream and the global position
 * with the keyed signature, records the checkpoint in the log (so a later
 * checkpoint covers this one) and returns the file for the auditor to keep.
 */
export async function takeCheckpoint(
  store: EventStore,
  key: string,
  clock: Clock,
): Promise<CheckpointFile> {
  const log = await readWholeLog(store);
  const globalPosition = log.length > 0 ? log[log.length - 1].position : 0;
  const takenAt = clock.now().toISOString();
  const content: CheckpointContent = {
    checkpointId: randomUUID(),
    takenAt,
    globalPosition,
    heads: streamHeads(log, globalPosition),
  };
  const checkpoint: SealedCheckpoint = { ...content, signature: signCheckpoint(content, key) };
  await appendSealed(store, AUDIT_CHECKPOINT_STREAM, [
    {
      type: 'AuditCheckpointSealed',
      data: {
        effectiveDate: takenAt.slice(0, 10),
        ...checkpoint,
        heads: [...checkpoint.heads],
      } satisfies StoredDataOf<typeof AuditCheckpointSealedV1>,
      metadata: {
        schemaVersion: 1,
        actor: 'audit checkpoint',
        actorRole: 'auditor',
        correlationId: checkpoint.checkpointId,
        causationId: checkpoint.checkpointId,
        recordedAt: takenAt,
      },
    },
  ]);
  return { format: CHECKPOINT_FILE_FORMAT, algorithm: 'HMAC-SHA256', checkpoint };
}

/** The checkpoints recorded in the log. */
export function loggedCheckpoints(log: readonly StoredEvent[]): SealedCheckpoint[] {
  return log
    .filter((e) => e.streamId === AUDIT_CHECKPOINT_STREAM && e.type === 'AuditCheckpointSealed')
    .map((e) => {
      const { effectiveDate: _date, ...checkpoint } = e.data as unknown as SealedCheckpoint & {
        effectiveDate: string;
      };
      return checkpoint;
    });
}

/**
 * A checkpoint against the log as it is now: its signature must hold (a
 * re-sealed checkpoint does not), every stream it sealed must still end, at
 * the sealed revision, in the sealed hash (an edit, an insertion or a re-seal
 * before it changes that hash; a deletion removes it), no event beyond a
 * sealed head (nor any stream) may have appeared at or before its position
 * (position 0 and below included), and the log must reach it (a rollback of the
 * whole file does not).
 */
export function verifyCheckpoint(
  log: readonly StoredEvent[],
  checkpoint: SealedCheckpoint,
  key: string,
  source: string,
): CheckpointProblem[] {
  const at = (streamId: string | null, problem: string): CheckpointProblem => ({
    checkpointId: checkpoint.checkpointId,
    source,
    streamId,
    problem,
  });
  if (!signatureHolds(checkpoint, key))
    return [
      at(
        null,
        'its signature does not hold: the checkpoint was altered or re-sealed without the audit key',
      ),
    ];
  const problems: CheckpointProblem[] = [];
  const head = log.length > 0 ? log[log.length - 1].position : 0;
  if (head < checkpoint.globalPosition)
    problems.push(
      at(
        null,
        `the log ends at position ${head}, before the checkpoint's ${checkpoint.globalPosition}: events it sealed are gone (a rollback or a truncation)`,
      ),
    );
  const byStream = new Map<string, Map<number, StoredEvent>>();
  for (const e of log) {
    if (!byStream.has(e.streamId)) byStream.set(e.streamId, new Map());
    byStream.get(e.streamId)!.set(e.revision, e);
  }
  const sealed = new Map<string, number>();
  for (const h of checkpoint.heads) {
    sealed.set(h.streamId, h.revision);
    const event = byStream.get(h.streamId)?.get(h.revision);
    if (!event)
      problems.push(
        at(
          h.streamId,
          `its event at revision ${h.revision}, sealed on ${checkpoint.takenAt}, is gone: events were deleted`,
        ),
      );
    else if (String(event.metadata.contentHash) !== h.contentHash)
      problems.push(
        at(
          h.streamId,
          `its history up to revision ${h.revision} differs from what was sealed on ${checkpoint.takenAt}: an event was edited, inserted or deleted and the hashes recomputed`,
        ),
      );
  }
  for (const [streamId, events] of byStream) {
    // an event at or before the sealed position beyond its stream's sealed head (or in a stream not sealed at all) was not there when it was sealed
    const head = sealed.get(streamId) ?? -1;
    const early = [...events.values()].find(
      (e) => e.position <= checkpoint.globalPosition && e.revision > head,
    );
    if (early)
      problems.push(
        at(
          streamId,
          `it has events at or before position ${checkpoint.globalPosition} that the checkpoint did not seal (revision ${early.revision} at position ${early.position}): they were inserted`,
        ),
      );
  }
  return problems;
}

/** Reads a checkpoint file the auditor kept (throws naming what is wrong with it). */
export function parseCheckpointFile(text: string, name: string): SealedCheckpoint {
  const file = JSON.parse(text) as Partial<CheckpointFile>;
  if (file.format !== CHECKPOINT_FILE_FORMAT || !file.checkpoint)
    throw new Error(`${name} is not an audit checkpoint file (${CHECKPOINT_FILE_FORMAT})`);
  return file.checkpoint;
}

/**
 * `LEDGER_AUDIT_CHECKPOINT_EVERY` minutes: the API process seals a checkpoint
 * in the log on that schedule when the log has moved since the last one.
 * Returns the function that stops it.
 */
export function scheduleCheckpoints(
  store: EventStore,
  key: string,
  clock: Clock,
  minutes: number,
  onError: (error: Error) => void,
): () => void {
  let sealedUpTo: number | null = null;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      const head = (await store.headPosition()) ?? 0;
      if (head === sealedUpTo) return;
      await takeCheckpoint(store, key, clock);
      // the checkpoint's own event is now the head: the next one is owed only when something else is written
      sealedUpTo = (await store.headPosition()) ?? 0;
    })()
      .catch(onError)
      .finally(() => (running = false));
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
