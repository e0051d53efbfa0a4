import type {
  AccountOpened,
  AccountReclassified,
  OwnerChanged,
  WaterUsageRecorded,
} from '@ledger/domain';
import type { StoredEvent } from '@ledger/event-store';
import type Database from 'better-sqlite3';
import { fromStored } from '../infrastructure/event-envelope';
import type { Projection } from '../projections/projection';

/**
 * The directory of accounts (who is there to bill, to run penalties on, to
 * find by parcel or owner) and the latest usage per account and billing
 * period (N3): durable tables, kept by the runner.
 */
export const accountDirectoryProjection: Projection = {
  name: 'account-directory',
  version: 3,
  eventTypes: new Set([
    'AccountOpened',
    'WaterUsageRecorded',
    'OwnerChanged',
    'AccountReclassified',
  ]),
  schema: `
CREATE TABLE IF NOT EXISTS directory_accounts (
  account_id TEXT PRIMARY KEY, municipality TEXT NOT NULL, search_text TEXT NOT NULL, data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS directory_accounts_by_municipality ON directory_accounts (municipality, account_id);
CREATE TABLE IF NOT EXISTS directory_usage (
  account_id TEXT NOT NULL, period TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (account_id, period)
) WITHOUT ROWID;`,
  tables: ['directory_accounts', 'directory_usage'],
  apply(tx: Database.Database, events: readonly StoredEvent[]): void {
    const account = tx.prepare(
      'INSERT INTO directory_accounts (account_id, municipality, search_text, data) VALUES (?, ?, ?, ?) ON CONFLICT(account_id) DO UPDATE SET municipality = excluded.municipality, search_text = excluded.search_text, data = excluded.data',
    );
    const usage = tx.prepare(
      'INSERT INTO directory_usage (account_id, period, data) VALUES (?, ?, ?) ON CONFLICT(account_id, period) DO UPDATE SET data = excluded.data',
    );
    // C9: every owner's name finds the parcel; the listing shows the owner with the latest effective date
    const owner = tx.prepare(`UPDATE directory_accounts SET search_text = search_text || ?,
      data = CASE WHEN ? >= coalesce(json_extract(data, '$.ownerSince'), json_extract(data, '$.openedOn')) THEN json_set(data, '$.owner', json(?), '$.ownerSince', ?) ELSE data END
      WHERE account_id = ?`);
    // N12: the listing carries the class with the latest effective date (the proposed rate, N5, reads it)
    const reclassified = tx.prepare(`UPDATE directory_accounts SET
      data = CASE WHEN ? >= coalesce(json_extract(data, '$.classSince'), json_extract(data, '$.openedOn')) THEN json_set(data, '$.propertyClass', ?, '$.classSince', ?) ELSE data END
      WHERE account_id = ?`);
    for (const stored of events) {
      if (stored.type === 'AccountOpened') {
        const { data } = fromStored<AccountOpened>(stored);
        account.run(
          data.accountId,
          data.municipality,
          [data.accountId, data.parcelId, data.owner.name].join('\n').toLowerCase(),
          JSON.stringify(data),
        );
      } else if (stored.type === 'AccountReclassified') {
        const { data } = fromStored<AccountReclassified>(stored);
        reclassified.run(data.effectiveOn, data.propertyClass, data.effectiveOn, data.accountId);
      } else if (stored.type === 'OwnerChanged') {
        const { data } = fromStored<OwnerChanged>(stored);
        owner.run(
          `\n${data.owner.name.toLowerCase()}`,
          data.effectiveOn,
          JSON.stringify(data.owner),
          data.effectiveOn,
          data.accountId,
        );
      } else {
        const { data } = fromStored<WaterUsageRecorded>(stored);
        usage.run(data.accountId, data.period, JSON.stringify(data));
      }
    }
  },
};
