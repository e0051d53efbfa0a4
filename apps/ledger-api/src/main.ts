import { Logger } from '@nestjs/common';
import {
  eventStoreConfigFromEnv,
  readModelPathFromEnv,
  statePathFromEnv,
  exitOnceAppendWorkersStopped,
  type EventStore,
} from '@ledger/event-store';
import { auditKey, Clock, EVENT_STORE, scheduleCheckpoints } from '@ledger/ledger';
import { environmentOf, unknownSettings } from './configuration';
import { createApp, readyApp } from './create-app';

/**
 * After SIGTERM (or SIGINT) the process exits within this (ms), whatever is
 * still running, and 10 s more at most while the append workers stop
 * (`exitOnceAppendWorkersStopped`): open event streams are told to reconnect
 * and closed at once (at most 2 s), running jobs get 5 s to finish and are
 * then recorded as interrupted, webhook deliveries in flight their 10 s
 * timeout, leases are given up. Past it, the process exits anyway (what was
 * acknowledged is durable; a job left running is failed by another host
 * within its lease).
 */
const SHUTDOWN_LIMIT_MS = 20_000;

function boundShutdown(): void {
  const arm = (signal: string) =>
    setTimeout(() => {
      Logger.error(
        `still shutting down ${SHUTDOWN_LIMIT_MS / 1000} s after ${signal}: exiting now`,
        'Main',
      );
      // an append worker inside SQLite (waiting for another process's write lock, 5 s at most) ends first:
      // exiting under it aborts the process (better-sqlite3 #842); never more than 10 s more
      exitOnceAppendWorkersStopped(1);
    }, SHUTDOWN_LIMIT_MS).unref();
  process.once('SIGTERM', () => arm('SIGTERM'));
  process.once('SIGINT', () => arm('SIGINT'));
}

async function main(): Promise<void> {
  const env = environmentOf(process.env);
  for (const name of unknownSettings(process.env))
    Logger.warn(`${name} is not a setting of the ledger API (ignored): is it misspelt?`, 'Main');
  const store = eventStoreConfigFromEnv();
  const auth = env.LEDGER_AUTH !== 'off';
  const app = await createApp({
    store,
    readModelPath: readModelPathFromEnv(),
    statePath: statePathFromEnv(),
    auth,
    maxEventStreams: env.LEDGER_MAX_EVENT_STREAMS,
    maxEventStreamsPerKey: env.LEDGER_MAX_EVENT_STREAMS_PER_KEY,
    stateCacheSize: env.LEDGER_STATE_CACHE,
    stateCacheMb: env.LEDGER_STATE_CACHE_MB,
    snapshotEvery: env.LEDGER_SNAPSHOT_EVERY,
    webhooks: {
      allowHosts: (env.LEDGER_WEBHOOK_ALLOW_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      ...(env.LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES !== undefined
        ? { rotationGraceMs: env.LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES * 60_000 }
        : {}),
      ...(env.LEDGER_WEBHOOK_SECRET_KEY ? { secretKey: env.LEDGER_WEBHOOK_SECRET_KEY } : {}),
    },
    rateLimits: {
      perKey: env.LEDGER_RATE_LIMIT_PER_KEY,
      perAddress: env.LEDGER_RATE_LIMIT_PER_ADDRESS,
      failedAuth: env.LEDGER_RATE_LIMIT_FAILED_AUTH,
    },
  });
  // audit checkpoints on a schedule, sealed with the key held outside the database
  const every = env.LEDGER_AUDIT_CHECKPOINT_EVERY;
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
  const port = env.PORT;
  boundShutdown();
  // Node's own listen, as under Express: every interface, IPv6 and IPv4 where the host has both
  // (Fastify's listen would take localhost only)
  await readyApp(app);
  const server = app.getHttpServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
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
