import type { StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import type { Projection } from '../projections/projection';

/** Webhook registrations (`subscription-<id>` streams, never published); a first-release secret is not copied here; a removed one leaves. */
export const subscriptionsProjection: Projection = {
  name: 'webhook-subscriptions',
  version: 2,
  eventTypes: new Set(['SubscriptionRegistered', 'WebhookSecretRotated', 'SubscriptionRemoved']),
  schema: `CREATE TABLE IF NOT EXISTS webhook_subscriptions (subscription_id TEXT PRIMARY KEY, data TEXT NOT NULL) WITHOUT ROWID;`,
  tables: ['webhook_subscriptions'],
  apply(tx: Database.Database, events: readonly StoredEvent[]): void {
    const upsert = tx.prepare(
      'INSERT INTO webhook_subscriptions (subscription_id, data) VALUES (?, ?) ON CONFLICT(subscription_id) DO UPDATE SET data = excluded.data',
    );
    const rotated = tx.prepare(
      "UPDATE webhook_subscriptions SET data = json_set(data, '$.secretFingerprint', ?) WHERE subscription_id = ?",
    );
    const removed = tx.prepare('DELETE FROM webhook_subscriptions WHERE subscription_id = ?');
    for (const e of events) {
      if (e.type === 'SubscriptionRemoved') removed.run(String(e.data.subscriptionId));
      else if (e.type === 'WebhookSecretRotated')
        rotated.run(String(e.data.secretFingerprint), String(e.data.subscriptionId));
      else {
        const { secret: _secret, ...registration } = e.data as Record<string, unknown>;
        upsert.run(String(e.data.subscriptionId), JSON.stringify(registration));
      }
    }
  },
};
