import type Database from 'better-sqlite3';
import type { DeliveryCheckpoints } from './delivery-checkpoints';

/**
 * Upgrading: the delivery positions an earlier release kept in the state file
 * (`webhook_state`) are read once, at start, and carried over as each
 * subscription's first checkpoint in the store (a subscription that has one
 * already keeps it), so no subscriber is sent its history again. A state
 * file without the table (a new host) has none.
 */
export async function carryOverPositions(
  db: Database.Database,
  checkpoints: DeliveryCheckpoints,
): Promise<number> {
  const table = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'webhook_state'",
    )
    .get();
  if (!table) return 0;
  const rows = db
    .prepare<
      [],
      {
        subscription_id: string;
        position: number | null;
        delivered: number;
        failures: number;
        last_error: string | null;
        last_attempt_at: string | null;
      }
    >('SELECT * FROM webhook_state WHERE position IS NOT NULL ORDER BY subscription_id')
    .all();
  let carried = 0;
  for (const r of rows)
    if (
      await checkpoints.carryOver(r.subscription_id, {
        position: r.position,
        delivered: r.delivered,
        failures: r.failures,
        lastError: r.last_error,
        lastAttemptAt: r.last_attempt_at,
        // a receiver failing before the upgrade is tried again at once
        nextAttemptAt: 0,
      })
    )
      carried++;
  // read once: a later start does not carry it again
  db.exec('ALTER TABLE webhook_state RENAME TO webhook_state_carried_over');
  return carried;
}
