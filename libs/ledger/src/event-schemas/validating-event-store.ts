import Ajv, { ValidateFunction } from 'ajv';
import {
  type AppendResult,
  type EventStore,
  EventStoreDecorator,
  type EventToAppend,
  type ExpectedRevision,
} from '@ledger/event-store';
import { EVENT_SCHEMAS, METADATA_SCHEMA } from './event-schemas';

/** An event refused because it does not match its published contract: nothing of its batch is written. */
class SchemaViolationError extends Error {
  constructor(
    readonly eventType: string,
    readonly version: unknown,
    readonly problems: string,
  ) {
    super(`event ${eventType} v${String(version)} does not match its schema: ${problems}`);
    this.name = 'SchemaViolationError';
  }
}

const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
const metadata = ajv.compile(METADATA_SCHEMA);
const byTypeAndVersion = new Map<string, ValidateFunction>(
  EVENT_SCHEMAS.map((s) => [`${s.type}@${s.version}`, ajv.compile(s.schema)]),
);

function validateEvent(event: Pick<EventToAppend, 'type' | 'data' | 'metadata'>): void {
  const version = event.metadata.schemaVersion;
  const validate = byTypeAndVersion.get(`${event.type}@${String(version)}`);
  if (!validate)
    throw new SchemaViolationError(
      event.type,
      version,
      'no schema is published for this type and version',
    );
  if (!validate(event.data))
    throw new SchemaViolationError(
      event.type,
      version,
      ajv.errorsText(validate.errors, { dataVar: 'data' }),
    );
  if (!metadata(event.metadata))
    throw new SchemaViolationError(
      event.type,
      version,
      ajv.errorsText(metadata.errors, { dataVar: 'metadata' }),
    );
}

/** The event store, with every append checked against the published schemas first (nothing of a bad batch is written). */
export class ValidatingEventStore extends EventStoreDecorator {
  override append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    for (const e of events) validateEvent(e);
    return this.inner.append(streamId, events, expected);
  }

  override appendMany(batches: Parameters<EventStore['appendMany']>[0]): Promise<AppendResult[]> {
    for (const b of batches) for (const e of b.events) validateEvent(e);
    return this.inner.appendMany(batches);
  }
}
