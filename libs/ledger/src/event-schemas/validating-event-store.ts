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

/**
 * Two compilers of the same schemas: the check every append makes stops at
 * the first problem, and only an event that fails it is checked again with
 * every problem listed, for the refusal's message. Listing every problem
 * (`allErrors`) made the check of a valid bill a third slower (#30: 10.1
 * against 7.4 us a BillRendered of the bench's, medians of 5 rounds of 8,000),
 * and the schemas' validation was 9-11% of a bill run's event loop.
 */
const quick = new Ajv({ strict: false, validateFormats: false });
const detailed = new Ajv({ allErrors: true, strict: false, validateFormats: false });
const schemas = new Map(EVENT_SCHEMAS.map((s) => [`${s.type}@${s.version}`, s.schema]));

/** Each schema compiled once by one compiler, the first time it is asked for. */
function compiledBy(ajv: Ajv): (key: string) => ValidateFunction | undefined {
  const compiled = new Map<string, ValidateFunction>();
  return (key) => {
    const found = compiled.get(key);
    if (found) return found;
    const schema = schemas.get(key);
    if (!schema) return undefined;
    const validate = ajv.compile(schema);
    compiled.set(key, validate);
    return validate;
  };
}
const quickly = compiledBy(quick);
const inDetail = compiledBy(detailed);

/**
 * The validator of a type at a version (undefined: no schema is published
 * for it), compiled the first time an event of it is appended: compiling
 * every schema when the module loaded took 0.4 s of each process's start,
 * the CLI's included, whose `projections rebuild` or `audit verify` append
 * nothing (#30, profile). A published schema that does not compile is
 * found by the spec that compiles them all, not at a start.
 */
export function eventValidator(type: string, version: unknown): ValidateFunction | undefined {
  return quickly(`${type}@${String(version)}`);
}

/** The same schema compiled to list every problem (what a refusal says): the spec compiles each. */
export function detailedEventValidator(
  type: string,
  version: unknown,
): ValidateFunction | undefined {
  return inDetail(`${type}@${String(version)}`);
}

let metadataQuickly: ValidateFunction | null = null;
let metadataInDetail: ValidateFunction | null = null;

/** Every problem of a value its quick check refused, as the refusal says them. */
function problems(validate: ValidateFunction, value: unknown, dataVar: string): string {
  validate(value);
  return detailed.errorsText(validate.errors, { dataVar });
}

function validateEvent(event: Pick<EventToAppend, 'type' | 'data' | 'metadata'>): void {
  const version = event.metadata.schemaVersion;
  const validate = eventValidator(event.type, version);
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
      problems(detailedEventValidator(event.type, version)!, event.data, 'data'),
    );
  if (!(metadataQuickly ??= quick.compile(METADATA_SCHEMA))(event.metadata))
    throw new SchemaViolationError(
      event.type,
      version,
      problems(
        (metadataInDetail ??= detailed.compile(METADATA_SCHEMA)),
        event.metadata,
        'metadata',
      ),
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
