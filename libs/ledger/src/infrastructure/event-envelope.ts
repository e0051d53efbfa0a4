import type { DomainEvent, Recorded } from '@ledger/domain';
import type { EventToAppend, StoredEvent } from '@ledger/event-store';
import type { CommandContext } from './command-context';
import { uuidV5 } from './uuid-v5';
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

/**
 * The event id is derived from its stream, type and content, so the same
 * decision retried produces the same id and the store makes it idempotent.
 */
function eventId(streamId: string, event: DomainEvent): string {
  return uuidV5(
    `${streamId}\u0000${event.type}\u0000${event.schemaVersion}\u0000${event.effectiveDate}\u0000${JSON.stringify(event.data)}`,
  );
}

export function toAppend(
  streamId: string,
  event: DomainEvent,
  context: CommandContext,
  recordedAt: string,
): EventToAppend {
  const metadata: EventMetadata = {
    schemaVersion: event.schemaVersion,
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.causationId,
    recordedAt,
    ...(context.role ? { actorRole: context.role } : {}),
    ...(context.keyId ? { apiKeyId: context.keyId } : {}),
  };
  return {
    id: eventId(streamId, event),
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
