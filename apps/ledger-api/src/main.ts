import { Logger } from '@nestjs/common';
import {
  eventStoreConfigFromEnv,
  readModelPathFromEnv,
  statePathFromEnv,
  type EventStore,
} from '@ledger/event-store';
import { auditKey, Clock, EVENT_STORE, scheduleCheckpoints } from '@ledger/ledger';
import { createApp } from './create-app';

/** A whole number from the environment, or the default; anything else stops the start, naming the variable. */
function wholeNumber(name: string, fallback: number | undefined): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
    throw new Error(`${name} must be a whole number of at least 1 (it is "${text}")`);
  return Number(text);
}

async function main(): Promise<void> {
  const store = eventStoreConfigFromEnv();
  const auth = process.env.LEDGER_AUTH !== 'off';
  const app = await createApp({
    store,
    readModelPath: readModelPathFromEnv(),
    statePath: statePathFromEnv(),
    auth,
    maxEventStreams: wholeNumber('LEDGER_MAX_EVENT_STREAMS', undefined),
    stateCacheSize: wholeNumber('LEDGER_STATE_CACHE', undefined),
    webhooks: {
      allowHosts: (process.env.LEDGER_WEBHOOK_ALLOW_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
    rateLimits: {
      perKey: wholeNumber('LEDGER_RATE_LIMIT_PER_KEY', undefined),
      perAddress: wholeNumber('LEDGER_RATE_LIMIT_PER_ADDRESS', undefined),
      failedAuth: wholeNumber('LEDGER_RATE_LIMIT_FAILED_AUTH', undefined),
    },
  });
  // audit checkpoints on a schedule, sealed with the key held outside the database
  const every = wholeNumber('LEDGER_AUDIT_CHECKPOINT_EVERY', undefined);
  if (every !== undefined) {
    const stop = scheduleCheckpoints(
      app.get<EventStore>(EVENT_STORE),
      auditKey(),
      app.get(Clock),
      every,
      (error) => Logger.error(`audit checkpoint failed: ${error.message}`, 'Audit'),
    );
    app.getHttpServer().on('close', stop);
    Logger.log(
      `an audit checkpoint is sealed every ${every} minute(s) when the log has moved`,
      'Main',
    );
  }
  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port);
  const where = store.eventStoreConnectionString
    ? `EventStoreDB (${store.eventStoreConnectionString.replace(/\/\/[^@]*@/, '//***@')})`
    : `SQLite ${store.sqlitePath}`;
  if (!auth)
    Logger.warn(
      'LEDGER_AUTH=off: authentication is DISABLED (development mode). Every request is accepted and recorded as its X-Actor header.',
      'Main',
    );
  Logger.log(`ledger API on http://localhost:${port} (OpenAPI at /docs), store: ${where}`, 'Main');
}

void main().catch((error: Error) => {
  Logger.error(error.message, 'Main');
  process.exit(1);
});
