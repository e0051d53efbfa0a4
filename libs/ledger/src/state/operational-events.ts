import { Type } from '@sinclair/typebox';
import { eventContract, id, instant, integer, nullable, oneOf, text } from '@ledger/domain';

/**
 * The hosts' operational streams: leases, jobs, webhook delivery positions and
 * signing secrets. They are not ledger facts: they live under their own prefix,
 * are never published (feed, SSE, webhooks), never projected into the ledger's
 * read models and never read by the audit (`isOperational`). Written with
 * expected revisions, so the event store is the one thing hosts share.
 */
export const OPERATIONAL_PREFIX = 'ops-';

export const isOperational = (streamId: string): boolean => streamId.startsWith(OPERATIONAL_PREFIX);

export const leaseStream = (name: string) => `${OPERATIONAL_PREFIX}lease-${name}`;
export const jobStream = (jobId: string) => `${OPERATIONAL_PREFIX}job-${jobId}`;
export const deliveryStream = (subscriptionId: string) =>
  `${OPERATIONAL_PREFIX}webhook-position-${subscriptionId}`;
export const secretStream = (subscriptionId: string) =>
  `${OPERATIONAL_PREFIX}webhook-secret-${subscriptionId}`;

const millis = Type.Integer({ minimum: 0, description: 'milliseconds since the epoch' });
const anything = Type.Unknown();

/** A lease taken or renewed: its holder until `expiresAt` (the stream's last event says who holds it). */
const LeaseTakenV1 = eventContract(
  'LeaseTaken',
  1,
  'A host took or renewed a lease (operational, not a ledger fact): it holds it until the expiry.',
  { name: id, holder: id, expiresAt: millis },
);

/** A lease given up by its holder (shutdown): another host may take it at once. */
const LeaseReleasedV1 = eventContract(
  'LeaseReleased',
  1,
  'A host gave a lease up (operational, not a ledger fact).',
  { name: id, holder: id },
);

const JobStartedV1 = eventContract(
  'JobStarted',
  1,
  'A long operation started on a host (operational, not a ledger fact); the host keeps it alive until `aliveUntil`.',
  {
    jobId: id,
    kind: text,
    startedAt: instant,
    owner: id,
    ownerHost: text,
    ownerPid: integer,
    aliveUntil: millis,
    actor: nullable(text),
    role: nullable(text),
    municipality: nullable(text),
    keyId: nullable(text),
    request: anything,
  },
);

/** A job's progress slice, and its heartbeat: the owner renews `aliveUntil`. */
const JobProgressedV1 = eventContract(
  'JobProgressed',
  1,
  "A job's progress (operational): units done, the total when known, and how long its host keeps it alive.",
  { jobId: id, done: integer, total: nullable(integer), aliveUntil: millis },
);

const JobFinishedV1 = eventContract(
  'JobFinished',
  1,
  'A job ended (operational): succeeded with its answer, or failed with its error (also when another host found its host dead).',
  {
    jobId: id,
    state: oneOf('succeeded', 'failed'),
    done: integer,
    total: nullable(integer),
    finishedAt: instant,
    result: anything,
    error: anything,
    /** Who wrote the end: the owner, or the host that found the owner dead. */
    by: id,
  },
);

/** Where a subscription has been delivered to: written every N deliveries or T seconds (webhooks.ts). */
const WebhookDeliveryCheckpointedV1 = eventContract(
  'WebhookDeliveryCheckpointed',
  1,
  "A webhook subscription's delivery position (operational): the last event delivered, how many, and the retry state.",
  {
    subscriptionId: id,
    position: nullable(integer),
    delivered: integer,
    failures: integer,
    lastError: nullable(text),
    lastAttemptAt: nullable(instant),
    nextAttemptAt: millis,
    holder: id,
  },
);

/** A subscription's signing secret, sealed (AES-256-GCM) with the hosts' shared key, never in clear. */
const WebhookSecretSealedV1 = eventContract(
  'WebhookSecretSealed',
  1,
  "A webhook subscription's signing secrets, encrypted with LEDGER_WEBHOOK_SECRET_KEY (operational): the current one and, for a grace period, the one it replaced.",
  { subscriptionId: id, sealed: text, setAt: instant },
);

export const OPERATIONAL_CONTRACTS = [
  LeaseTakenV1,
  LeaseReleasedV1,
  JobStartedV1,
  JobProgressedV1,
  JobFinishedV1,
  WebhookDeliveryCheckpointedV1,
  WebhookSecretSealedV1,
] as const;

export const OPERATIONAL_TYPES: ReadonlySet<string> = new Set(
  OPERATIONAL_CONTRACTS.map((c) => c.type),
);

/** The metadata of an operational event: who wrote it (a host), and when. */
export function operationalMetadata(actor: string, at: Date): Record<string, unknown> {
  return {
    schemaVersion: 1,
    actor,
    correlationId: actor.slice(0, 300),
    causationId: actor.slice(0, 300),
    recordedAt: at.toISOString(),
  };
}
