import type { EventStore, EventStoreConfig } from '@ledger/event-store';
import type { WebhookOptions } from '../webhooks/webhooks';
import type { Clock } from './clock';

/** How the ledger is set up: its stores, clock and limits (the API and the CLI give them). */
export interface LedgerModuleOptions {
  readonly store: EventStoreConfig;
  /** The read models' SQLite file; default beside the SQLite store (`ledger.read-models.sqlite`). */
  readonly readModelPath?: string;
  /** The operational state's SQLite file (jobs, webhook delivery positions); default beside the store (`ledger.state.sqlite`). Never deleted with the read models. */
  readonly statePath?: string;
  /** Substitute the clock (tests, replays). */
  readonly clock?: Clock;
  /** Authentication of API requests (default on; LEDGER_AUTH=off turns it off for development). */
  readonly auth?: boolean;
  /** Webhook delivery timing (tests shorten it). */
  readonly webhooks?: Partial<WebhookOptions>;
  /** At most this many SSE streams open at once (LEDGER_MAX_EVENT_STREAMS; default 100); beyond it 503. */
  readonly maxEventStreams?: number;
  /** At most this many SSE streams open at once with one key (LEDGER_MAX_EVENT_STREAMS_PER_KEY; default 10); beyond it 429. */
  readonly maxEventStreamsPerKey?: number;
  /** A comment line on every open SSE stream this often (ms; default 15,000). */
  readonly eventStreamHeartbeatMs?: number;
  /** MiB of accounts' folded states and their read facts kept in memory (LEDGER_STATE_CACHE_MB; default 640; `STATES_SHARE_OF_CACHE`). */
  readonly stateCacheMb?: number;
  /** At most this many accounts' folded states as well (LEDGER_STATE_CACHE; default no count, only the MiB). */
  readonly stateCacheSize?: number;
  /** A cold account's snapshot is written once this many events have come since its last (LEDGER_SNAPSHOT_EVERY; default 8; 0: no snapshots). */
  readonly snapshotEvery?: number;
  /** Wraps the opened event store (the tests: a store whose disk is full). */
  readonly wrapStore?: (store: EventStore) => EventStore;
  /** Start the webhook dispatcher (the API does; the CLI does not). */
  readonly dispatchWebhooks?: boolean;
}
