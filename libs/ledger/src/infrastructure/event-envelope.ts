import type { DomainEvent, Recorded } from '@ledger/domain';
import type { EventToAppend, StoredEvent } from '@ledger/event-store';
import type { CommandContext } from './command-context';
import { uuidV5 } from './uuid-v5';

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
export function eventId(streamId: string, event: DomainEvent): string {
  return uuidV5(`${streamId}\u0000${event.type}\u0000${event.schemaVersion}\u0000${event.effectiveDate}\u0000${JSON.stringify(event.data)}`);
}

export function toAppend(streamId: string, event: DomainEvent, context: CommandContext, recordedAt: string): EventToAppend {
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

export function fromStored<E extends DomainEvent>(stored: StoredEvent): Recorded<E> {
  const { effectiveDate, ...data } = stored.data as { effectiveDate: string } & Record<string, unknown>;
  const metadata = stored.metadata as unknown as EventMetadata;
  return {
    type: stored.type,
    schemaVersion: metadata.schemaVersion,
    effectiveDate,
    data,
    recordedAt: metadata.recordedAt,
  } as unknown as Recorded<E>;
}
