import Ajv, { type ValidateFunction } from 'ajv';

type Schema = Record<string, unknown>;
/** What `GET /v1/event-schemas` answers. */
export interface PublishedEventSchemas {
  readonly envelope: Schema;
  readonly delivery: Schema;
  readonly metadata: Schema;
  readonly events: ReadonlyArray<{ type: string; version: number; schema: Schema }>;
}
interface Envelope {
  readonly type: string;
  readonly version: number;
  readonly position: number;
  readonly data: unknown;
}

/** RFC 3339 `date-time`: a date, a time, a zone (with `uri`, the formats the event schemas use). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * An integrator's validator, built from the published schemas alone (Ajv,
 * formats checked, as a client would set it up): an event as the feed, the stream and
 * webhooks carry it must match the envelope, and its `data` the schema of its
 * type at its `version`; a stored event (as EventStoreDB subscribers read it)
 * its data schema at `metadata.schemaVersion` and the metadata schema.
 */
export function eventContract(published: PublishedEventSchemas) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat('date-time', DATE_TIME);
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  const envelope = ajv.compile(published.envelope);
  const delivery = ajv.compile(published.delivery);
  const metadata = ajv.compile(published.metadata);
  const data = new Map<string, ValidateFunction>(
    published.events.map((e) => [`${e.type}@${e.version}`, ajv.compile(e.schema)]),
  );
  const dataErrors = (type: string, version: number, value: unknown): string[] => {
    const validate = data.get(`${type}@${version}`);
    if (!validate) return [`${type} v${version}: no schema is published`];
    return validate(value) ? [] : [`${type} v${version} data: ${ajv.errorsText(validate.errors)}`];
  };
  const check = (validate: ValidateFunction, value: unknown, what: string) =>
    validate(value) ? [] : [`${what}: ${ajv.errorsText(validate.errors)}`];
  return {
    /** What is wrong with an event as the feed, the stream or a webhook carries it (none: []). */
    envelopeErrors(event: Envelope): string[] {
      return [
        ...check(envelope, event, `${event.type} at ${event.position} envelope`),
        ...dataErrors(event.type, event.version, event.data),
      ];
    },
    /** What is wrong with a webhook delivery's body. */
    deliveryErrors(body: { event: Envelope }): string[] {
      return [...check(delivery, body, 'delivery'), ...this.envelopeErrors(body.event)];
    },
    /** What is wrong with an event as the store holds it (EventStoreDB's data and metadata). */
    storedErrors(e: {
      type: string;
      data: unknown;
      metadata: { schemaVersion: number };
    }): string[] {
      return [
        ...check(metadata, e.metadata, `${e.type} metadata`),
        ...dataErrors(e.type, e.metadata.schemaVersion, e.data),
      ];
    },
  };
}
