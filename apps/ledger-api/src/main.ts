import { Logger } from '@nestjs/common';
import { eventStoreConfigFromEnv, readModelPathFromEnv } from '@ledger/event-store';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const store = eventStoreConfigFromEnv();
  const auth = process.env.LEDGER_AUTH !== 'off';
  const app = await createApp({ store, readModelPath: readModelPathFromEnv(), auth });
  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port);
  const where = store.eventStoreConnectionString ? `EventStoreDB (${store.eventStoreConnectionString.replace(/\/\/[^@]*@/, '//***@')})` : `SQLite ${store.sqlitePath}`;
  if (!auth) Logger.warn('LEDGER_AUTH=off: authentication is DISABLED (development mode). Every request is accepted and recorded as its X-Actor header.', 'Main');
  Logger.log(`ledger API on http://localhost:${port} (OpenAPI at /docs), store: ${where}`, 'Main');
}

void main();
