import type { EventStore } from './event-store';
import { EsdbEventStore } from './esdb/esdb-event-store';
import { SqliteEventStore } from './sqlite/sqlite-event-store';

export interface EventStoreConfig {
  /** `esdb://host:2113?tls=false`; when set, EventStoreDB is used. */
  readonly eventStoreConnectionString?: string;
  /** The SQLite file of the embedded store (default `./data/ledger.sqlite`). */
  readonly sqlitePath: string;
}

/** Where the read models live (LEDGER_READ_MODEL_PATH), when not beside the SQLite store. */
export function readModelPathFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.LEDGER_READ_MODEL_PATH || undefined;
}

/** Where the operational state lives (LEDGER_STATE_PATH: jobs, webhook delivery positions), when not beside the SQLite store. */
export function statePathFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.LEDGER_STATE_PATH || undefined;
}

export function eventStoreConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EventStoreConfig {
  return {
    eventStoreConnectionString: env.EVENTSTORE_CONNECTION_STRING || undefined,
    sqlitePath: env.LEDGER_DB_PATH || './data/ledger.sqlite',
  };
}

export function openEventStore(config: EventStoreConfig): EventStore {
  return config.eventStoreConnectionString
    ? new EsdbEventStore(config.eventStoreConnectionString)
    : new SqliteEventStore(config.sqlitePath);
}
