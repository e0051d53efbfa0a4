import { Type } from '@sinclair/typebox';
import { array, eventContract, id, instant, nullable } from '@ledger/domain';

const url = Type.String({ format: 'uri' });
const secretFingerprint = Type.String({ pattern: '^sha256:[0-9a-f]{16}$' });

/** The first release's registration: its secret in clear. Read through its upcaster. */
export const SubscriptionRegisteredV1 = eventContract(
  'SubscriptionRegistered',
  1,
  'A webhook subscription (first release: its secret in clear).',
  {
    subscriptionId: id,
    url,
    types: array(id),
    secret: Type.String({ minLength: 16, maxLength: 200 }),
    registeredAt: instant,
  },
);

export const SubscriptionRegisteredV2 = eventContract(
  'SubscriptionRegistered',
  2,
  'A webhook subscription: that it has a secret and its fingerprint (the secret itself is kept outside the log), and the key that registered it.',
  {
    subscriptionId: id,
    url,
    types: array(id),
    registeredAt: instant,
    secretFingerprint,
    ownerKeyId: nullable(id),
  },
);

export const WebhookSecretRotatedV1 = eventContract(
  'WebhookSecretRotated',
  1,
  "A webhook subscription's secret replaced: the new one's fingerprint.",
  { subscriptionId: id, secretFingerprint, rotatedAt: instant },
);

export const SubscriptionRemovedV1 = eventContract(
  'SubscriptionRemoved',
  1,
  'A webhook subscription removed: nothing more is delivered to it, and its id is not registered again.',
  { subscriptionId: id, removedAt: instant },
);
