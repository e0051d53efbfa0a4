import { Type, type Static } from '@sinclair/typebox';
import { array, date, id, instant, integer, nullable, object, text } from '@ledger/domain';

/** A JSON object whose shape another schema gives (an event's data: `/v1/event-schemas`). */
const jsonObject = (description: string) =>
  Type.Object({}, { additionalProperties: true, description });

/** A published event, as the feed, the stream and the webhooks carry it. */
export const FeedEventAnswer = object({
  position: integer,
  streamId: id,
  revision: integer,
  eventId: id,
  type: id,
  /** The current version of the type (the data is upcast to it); `storedVersion` is what was written. */
  version: integer,
  storedVersion: integer,
  effectiveDate: date,
  recordedAt: instant,
  data: jsonObject('the data, as the current version of its type publishes it (/v1/event-schemas)'),
  metadata: jsonObject('actor, role, key, correlation and causation ids, recorded time, hashes'),
});
export type FeedEvent = Static<typeof FeedEventAnswer>;

/** A page of the feed: `next` is the position to ask after next time. */
export const FeedPageAnswer = object({ events: array(FeedEventAnswer), next: nullable(integer) });

/** Every event type and version's schema, and the metadata's. */
export const EventSchemasAnswer = object({
  metadata: jsonObject("the JSON Schema of every event's metadata"),
  events: array(
    object({
      type: id,
      version: integer,
      description: text,
      schema: jsonObject("the JSON Schema of the event's data"),
    }),
  ),
});
