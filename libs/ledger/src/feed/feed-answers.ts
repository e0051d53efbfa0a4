import { Type, type Static } from '@sinclair/typebox';
import {
  array,
  date,
  id,
  instant,
  integer,
  nullable,
  object,
  resolveVocabulary,
  text,
} from '@ledger/domain';
import { METADATA_SCHEMA } from '../event-schemas/event-schemas';

/** A JSON object whose shape another schema gives (an event's data: `/v1/event-schemas`). */
const jsonObject = (description: string) =>
  Type.Object({}, { additionalProperties: true, description });

/**
 * A published event, as the feed, the stream and the webhooks carry it: the
 * envelope `/v1/event-schemas` publishes (`envelope`). Its `data` is the data
 * schema of `type` at `version` (`events[]`), the same shape EventStoreDB holds
 * (there at `metadata.schemaVersion`); its `metadata` the metadata schema.
 */
export const FeedEventAnswer = object({
  position: integer,
  streamId: id,
  revision: integer,
  eventId: id,
  type: id,
  /** The current version of the type (the data is upcast to it); `storedVersion` is what was written. */
  version: integer,
  storedVersion: integer,
  /** The same as `data.effectiveDate` (C3), kept at the top level for the first release's subscribers. */
  effectiveDate: date,
  recordedAt: instant,
  data: jsonObject(
    'the data, effectiveDate included, as the schema of its type at `version` publishes it (/v1/event-schemas)',
  ),
  metadata: Type.Unsafe<Record<string, unknown>>({
    ...METADATA_SCHEMA,
    description: 'actor, role, key, correlation and causation ids, recorded time, hashes',
  }),
});
export type FeedEvent = Static<typeof FeedEventAnswer>;

/** A webhook delivery's body: the subscription and one event, in the envelope. */
const WebhookDeliveryAnswer = object({ subscriptionId: id, event: FeedEventAnswer });

/** The envelope and the delivery as `/v1/event-schemas` publishes them (plain JSON Schema). */
export const EVENT_ENVELOPE_SCHEMA = resolveVocabulary(FeedEventAnswer);
export const WEBHOOK_DELIVERY_SCHEMA = resolveVocabulary(WebhookDeliveryAnswer);

/** A page of the feed: `next` is the position to ask after next time. */
export const FeedPageAnswer = object({ events: array(FeedEventAnswer), next: nullable(integer) });

/** Every event type and version's schema, the metadata's, and the envelope's. */
export const EventSchemasAnswer = object({
  envelope: jsonObject(
    'the JSON Schema of an event as the feed, the SSE stream and webhooks carry it; its data validates against the events[] entry of its type and version',
  ),
  delivery: jsonObject("the JSON Schema of a webhook delivery's body: subscriptionId and event"),
  metadata: jsonObject("the JSON Schema of every event's metadata"),
  events: array(
    object({
      type: id,
      version: integer,
      description: text,
      schema: jsonObject("the JSON Schema of the event's data, effectiveDate included"),
    }),
  ),
});
