import { Type } from '@sinclair/typebox';
import { instant, integer, nullable, object, oneOf, optional, text } from '@ledger/domain';
import { SubscriptionRegisteredV2 } from './subscription-events';

const registered = SubscriptionRegisteredV2.data.properties;

/** A subscription as registered: the secret is shown once, when the ledger chose it or rotated it. */
export const SubscriptionAnswer = object({
  subscriptionId: registered.subscriptionId,
  url: registered.url,
  types: registered.types,
  registeredAt: registered.registeredAt,
  secretFingerprint: nullable(registered.secretFingerprint),
  ownerKeyId: registered.ownerKeyId,
  secret: optional(
    Type.String({ description: 'shown once: when the ledger chose it, or on a rotation' }),
  ),
  rotatedAt: optional(instant),
  previousSecretSignsUntil: optional(
    nullable(
      Type.String({
        format: 'date-time',
        description:
          'on a rotation: deliveries carry a signature with the replaced secret too until then (null: no grace period)',
      }),
    ),
  ),
});

/** Where a subscription's deliveries stand. */
export const SubscriptionStatusAnswer = object({
  subscriptionId: registered.subscriptionId,
  url: registered.url,
  types: registered.types,
  registeredAt: registered.registeredAt,
  position: nullable(
    Type.Integer({ description: 'the global position delivered last (null: none yet)' }),
  ),
  delivered: integer,
  failures: integer,
  lastError: nullable(text),
  lastAttemptAt: nullable(instant),
  status: oneOf('ok', 'retrying'),
});

/** A subscription removed, and when. */
export const SubscriptionRemovalAnswer = object({
  subscriptionId: registered.subscriptionId,
  removedAt: instant,
});
