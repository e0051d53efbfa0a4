import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refusedStart } from '../support/server-process';

/**
 * Every setting is checked when the API starts (#25 item 4): the built API,
 * started as the operator starts it, exits 1 at once naming the bad variable,
 * before it opens anything; never a hang at "Starting Nest application...".
 */
describe('the API refuses to start on a bad setting, naming it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-config-e2e-'));
  const aFile = join(dir, 'a-file');
  writeFileSync(aFile, '');
  const base = { LEDGER_DB_PATH: join(dir, 'ledger.sqlite') };

  it.each([
    [
      'LEDGER_READ_MODEL_PATH under a path that cannot exist',
      { LEDGER_READ_MODEL_PATH: '/proc/no-such-process/read-models.sqlite' },
      "bad configuration: LEDGER_READ_MODEL_PATH /proc/no-such-process/read-models.sqlite: its directory cannot be made (ENOENT: no such file or directory, mkdir '/proc/no-such-process')",
    ],
    [
      'LEDGER_REQUEST_LOG=maybe',
      { LEDGER_REQUEST_LOG: 'maybe' },
      'bad configuration: LEDGER_REQUEST_LOG must be on or off',
    ],
    [
      'LEDGER_STATE_PATH under a file',
      { LEDGER_STATE_PATH: join(aFile, 'state.sqlite') },
      `bad configuration: LEDGER_STATE_PATH ${join(aFile, 'state.sqlite')}: its directory cannot be made (ENOTDIR: not a directory: ${aFile})`,
    ],
    [
      'EVENTSTORE_CONNECTION_STRING that is not one',
      { EVENTSTORE_CONNECTION_STRING: 'http://admin:changeit@localhost:2113' },
      'bad configuration: EVENTSTORE_CONNECTION_STRING is not an EventStoreDB connection string',
    ],
  ])(
    '%s: exit 1 at once, naming it',
    async (_case, env, message) => {
      const { code, output } = await refusedStart({ ...base, ...env });
      expect(code).toBe(1);
      expect(output).toContain(message);
      expect(output).not.toContain('changeit');
      expect(output).not.toMatch(/Nest application successfully started/);
    },
    30_000,
  );
});
