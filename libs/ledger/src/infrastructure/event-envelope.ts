import type { DomainEvent, Recorded } from '@ledger/domain';
import type { EventToAppend, StoredEvent } from '@ledger/event-store';
import type { CommandContext } from './command-context';
import { CURRENT_VERSION } from '../event-schemas/event-schemas';
import { upcast } from '../event-schemas/upcasters';

/** Metadata written with every event. */
export interface EventMetadata {
  readonly schemaVersion: number;
  readonly actor: string;
  readonly correlationId: string;
  readonly causationId: string;
  /** C3: when the ledger learned the fact (ISO instant). */
  readonly recordedAt: string;
  readonly actorRole?: string;
  readonly apiKeyId?: string;
}

/** The metadata of an event a command writes: who, under which key, in which conversation, when learned. */
export function eventMetadata(
  schemaVersion: number,
  context: CommandContext,
  recordedAt: string,
): EventMetadata {
  return {
    schemaVersion,
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.causationId,
    recordedAt,
    ...(context.role ? { actorRole: context.role } : {}),
    ...(context.keyId ? { apiKeyId: context.keyId } : {}),
  };
}

/** An event as appended, under the id its command gives it (`event-identity.ts`). */
export function toAppend(
  id: string,
  event: DomainEvent,
  context: CommandContext,
  recordedAt: string,
): EventToAppend {
  const metadata = eventMetadata(event.schemaVersion, context, recordedAt);
  return {
    id,
    type: event.type,
    data: { effectiveDate: event.effectiveDate, ...event.data },
    metadata: { ...metadata },
  };
}

/** A stored event as the domain reads it: upcast to the current version of its type. */
export function fromStored<E extends DomainEvent>(stored: StoredEvent): Recorded<E> {
  const { effectiveDate, ...raw } = stored.data as { effectiveDate: string } & Record<
    string,
    unknown
  >;
  const metadata = stored.metadata as unknown as EventMetadata;
  const version = CURRENT_VERSION[stored.type] ?? metadata.schemaVersion;
  const data =
    version > metadata.schemaVersion
      ? upcast(stored.type, metadata.schemaVersion, raw, version)
      : raw;
  return {
    type: stored.type,
    schemaVersion: version,
    effectiveDate,
    data,
    recordedAt: metadata.recordedAt,
  } as unknown as Recorded<E>;
}

/**
 * A stored event's data at the current version of its type, for a reader of
 * its named fields (a projection's apply): the stored object itself when no
 * upcaster applies (its `effectiveDate` left in it, where `fromStored` copies
 * the rest out), else `fromStored`'s. The same fields either way, without a
 * copy of every event a page holds (#30: a bill run's 4,000 bills).
 */
export function currentData<E extends DomainEvent>(stored: StoredEvent): E['data'] {
  const current = CURRENT_VERSION[stored.type];
  const version = (stored.metadata as unknown as EventMetadata).schemaVersion;
  if (current === undefined || current <= version) return stored.data as E['data'];
  return fromStored<E>(stored).data;
}
