import { openEventStore } from '@ledger/event-store';
import type { ServerProcess } from './server-process';
import { startTestLedger, TestLedger } from './test-ledger';
import { host } from './two-hosts';

/**
 * For a describe's tests: a test ledger in this process and a second host
 * (the built API, its own process, read models and state) on the same SQLite
 * file, started before the tests and stopped after them.
 */
export function testLedgerAndHostBeside(): {
  readonly ledger: TestLedger;
  readonly other: ServerProcess;
} {
  const both = {} as { ledger: TestLedger; other: ServerProcess };
  beforeAll(async () => {
    both.ledger = await startTestLedger();
    const dbPath = both.ledger.dbPath;
    both.other = await host(
      {
        name: 'SQLite',
        env: { LEDGER_DB_PATH: dbPath },
        open: () => openEventStore({ sqlitePath: dbPath }),
      },
      'other',
    );
  }, 60_000);
  afterAll(async () => {
    await both.other?.stop();
    await both.ledger?.close();
  });
  return both;
}
