import {
  date,
  DOMAIN_EVENT_CONTRACTS,
  type EventContract,
  id,
  instant,
  integer,
  MUNICIPALITIES,
  nullable,
  object,
  oneOf,
  optional,
  resolveVocabulary,
  sha256Hex,
  storedDataSchema,
  text,
  WaterUsageRecordedV2,
} from '@ledger/domain';
import { ApiKeyIssuedV1, ApiKeyRevokedV1 } from '../auth/api-key-events';
import { AuditCheckpointSealedV1 } from '../audit/checkpoint-events';
import { NORTHPORT_FIRST_RELEASE_CONTRACTS } from '../municipalities/northport/first-release-events';
import {
  SubscriptionRegisteredV1,
  SubscriptionRegisteredV2,
  SubscriptionRemovedV1,
  WebhookSecretRotatedV1,
} from '../webhooks/subscription-events';
import type { EventSchema } from './event-schema';
import { OPERATIONAL_CONTRACTS } from '../state/operational-events';

/** The metadata every event carries. */
export const METADATA_SCHEMA = resolveVocabulary(
  object({
    schemaVersion: integer,
    actor: text,
    correlationId: id,
    causationId: id,
    recordedAt: instant,
    actorRole: optional(text),
    apiKeyId: optional(text),
    previousEventHash: optional(nullable(sha256Hex)),
    contentHash: optional(sha256Hex),
  }),
);

/** Every contract, each written once beside what decides it: old versions stay, and are upcast on read. */
const CONTRACTS: readonly EventContract[] = [
  ...NORTHPORT_FIRST_RELEASE_CONTRACTS,
  WaterUsageRecordedV2,
  ...DOMAIN_EVENT_CONTRACTS,
  AuditCheckpointSealedV1,
  ApiKeyIssuedV1,
  ApiKeyRevokedV1,
  SubscriptionRegisteredV1,
  SubscriptionRegisteredV2,
  WebhookSecretRotatedV1,
  SubscriptionRemovedV1,
  ...OPERATIONAL_CONTRACTS,
];

/** A rate schedule's data is each municipality's own (`Tariff.rates.eventDataSchema`). */
const RATE_SCHEDULE_ADOPTED: EventSchema = {
  type: 'RateScheduleAdopted',
  version: 1,
  description:
    "A municipality's rate schedule, in its own shape: Northport's rate per 1,000 gallons for a fiscal year (N5), Watervliet's amounts for a range of periods (W2), a Queensbury district's schedule (Q1), and each plug-in's.",
  schema: {
    oneOf: MUNICIPALITIES.map((m) =>
      resolveVocabulary(
        object({
          effectiveDate: date,
          municipality: oneOf(m.municipality),
          ...m.rates.eventDataSchema,
        }),
      ),
    ),
  },
};

/**
 * The published contract of every event type and version: the JSON Schema of
 * its `data`. Every append is checked against it; an event that does not
 * match is never written.
 */
export const EVENT_SCHEMAS: readonly EventSchema[] = [
  ...CONTRACTS.map((c) => ({
    type: c.type,
    version: c.version,
    description: c.description,
    schema: resolveVocabulary(storedDataSchema(c)),
  })),
  RATE_SCHEDULE_ADOPTED,
];

/** The newest version of each event type: what the domain writes and what readers get after upcasting. */
export const CURRENT_VERSION: Readonly<Record<string, number>> = EVENT_SCHEMAS.reduce<
  Record<string, number>
>((m, s) => ({ ...m, [s.type]: Math.max(m[s.type] ?? 0, s.version) }), {});
