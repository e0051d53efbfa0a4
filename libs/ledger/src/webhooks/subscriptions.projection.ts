import type { StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import type { Projection } from '../projections/projection';

/** Webhook registrations (`subscription-<id>` streams, never published). */
export const subscriptionsProjection: Projection = {
  name: 'webhook-subscriptions',
  version: 1,
  eventTypes: new Set(['SubscriptionRegistered']),
  schema: `CREATE TABLE IF NOT EXISTS webhook_subscriptions (subscription_id TEXT PRIMARY KEY, data TEXT NOT NULL) WITHOUT ROWID;`,
  tables: ['webhook_subscriptions'],
  apply(tx: Database.Database, events: readonly StoredEvent[]): void {
    const upsert = tx.prepare('INSERT INTO webhook_subscriptions (subscription_id, data) VALUES (?, ?) ON CONFLICT(subscription_id) DO UPDATE SET data = excluded.data');
    for (const e of events) upsert.run(String(e.data.subscriptionId), JSON.stringify(e.data));
  },
};
