import { openEventStore, type EventStore } from '@ledger/event-store';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ServerProcess } from './server-process';

/** The store two hosts share: a SQLite file here, or the EventStoreDB of EVENTSTORE_CONNECTION_STRING. */
export interface SharedStore {
  readonly name: string;
  readonly env: Record<string, string>;
  /** The same store, opened by the test (to read the hosts' operational streams). */
  open(): EventStore;
}

export function sqliteStore(): SharedStore {
  const path = join(mkdtempSync(join(tmpdir(), 'ledger-hosts-')), 'ledger.sqlite');
  return {
    name: 'SQLite',
    env: { LEDGER_DB_PATH: path },
    open: () => openEventStore({ sqlitePath: path }),
  };
}

export function esdbStore(connectionString: string): SharedStore {
  return {
    name: `EventStoreDB (${connectionString})`,
    env: { EVENTSTORE_CONNECTION_STRING: connectionString },
    open: () => openEventStore({ eventStoreConnectionString: connectionString, sqlitePath: '' }),
  };
}

/** The key every host seals webhook secrets with (LEDGER_WEBHOOK_SECRET_KEY). */
const SHARED_SECRET_KEY = 'a-key-the-hosts-share-of-at-least-32-characters';

/**
 * A host: the built API as its own process, with its own read models and
 * state file (LEDGER_READ_MODEL_PATH, LEDGER_STATE_PATH), sharing only the
 * event store with the others.
 */
export async function host(store: SharedStore, name: string): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), `ledger-host-${name}-`));
  for (let attempt = 1; ; attempt++) {
    const s = new ServerProcess(await freePort(), {
      ...store.env,
      LEDGER_READ_MODEL_PATH: join(dir, 'read-models.sqlite'),
      LEDGER_STATE_PATH: join(dir, 'state.sqlite'),
      LEDGER_WEBHOOK_SECRET_KEY: SHARED_SECRET_KEY,
      LEDGER_REQUEST_LOG: 'off',
    });
    try {
      await s.start();
      return s;
    } catch (error) {
      if (attempt === 3 || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

/** The process id holding the webhook dispatcher's lease now (null: nobody), from the lease stream's last event. */
export async function dispatcherHolder(store: EventStore): Promise<number | null> {
  const [last] = await store.readStream('ops-lease-webhook-dispatcher', {
    direction: 'backwards',
    maxCount: 1,
  });
  if (!last || last.type !== 'LeaseTaken' || Number(last.data.expiresAt) <= Date.now()) return null;
  return Number(String(last.data.holder).split(':')[1]);
}
