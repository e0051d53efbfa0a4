import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { environmentOf, unknownSettings } from './configuration';

const dir = mkdtempSync(join(tmpdir(), 'ledger-config-'));
const aFile = join(dir, 'a-file');
writeFileSync(aFile, '');

describe('configuration from the environment', () => {
  it('defaults: port 3000, authentication on', () => {
    expect(environmentOf({})).toMatchObject({ PORT: 3000, LEDGER_AUTH: 'on' });
  });

  it('reads whole numbers as numbers', () => {
    expect(
      environmentOf({ PORT: '8080', LEDGER_STATE_CACHE: '500', LEDGER_AUTH: 'off' }),
    ).toMatchObject({ PORT: 8080, LEDGER_STATE_CACHE: 500, LEDGER_AUTH: 'off' });
  });

  it('#30: LEDGER_STATE_CACHE_MB, the state cache in MiB, is a whole number of at least 1 (the CLI reads it too)', () => {
    expect(environmentOf({ LEDGER_STATE_CACHE_MB: '1024' })).toMatchObject({
      LEDGER_STATE_CACHE_MB: 1024,
    });
    expect(() => environmentOf({ LEDGER_STATE_CACHE_MB: '0' })).toThrow(
      'bad configuration: LEDGER_STATE_CACHE_MB must be a whole number of at least 1',
    );
    expect(() => environmentOf({ LEDGER_STATE_CACHE_MB: '0.5' })).toThrow(
      'bad configuration: LEDGER_STATE_CACHE_MB must be a whole number of at least 1',
    );
    expect(unknownSettings({ LEDGER_STATE_CACHE_MB: '64' })).toEqual([]);
  });

  it('#30: LEDGER_SNAPSHOT_EVERY, events between two snapshots of an account, is a whole number, 0 for none', () => {
    expect(environmentOf({ LEDGER_SNAPSHOT_EVERY: '0' })).toMatchObject({
      LEDGER_SNAPSHOT_EVERY: 0,
    });
    expect(() => environmentOf({ LEDGER_SNAPSHOT_EVERY: 'often' })).toThrow(
      'bad configuration: LEDGER_SNAPSHOT_EVERY must be a whole number of at least 0',
    );
    expect(unknownSettings({ LEDGER_SNAPSHOT_EVERY: '8' })).toEqual([]);
  });

  it('the webhook rotation grace period: whole minutes, 0 (a hard cut-over) to a week', () => {
    expect(environmentOf({ LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES: '0' })).toMatchObject({
      LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES: 0,
    });
    expect(() => environmentOf({ LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES: '1.5' })).toThrow(
      'LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES must be a whole number (0-10080)',
    );
    expect(() => environmentOf({ LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES: '20000' })).toThrow(
      'LEDGER_WEBHOOK_ROTATION_GRACE_MINUTES must be a whole number (0-10080)',
    );
  });

  it('PORT=abc stops the start naming it (never NaN), and every other bad variable with it', () => {
    expect(() => environmentOf({ PORT: 'abc' })).toThrow('PORT must be a whole number (1-65535)');
    const all = () =>
      environmentOf({
        PORT: '70000',
        LEDGER_AUTH: 'maybe',
        LEDGER_STATE_CACHE: '0',
        LEDGER_AUDIT_KEY: 'short',
      });
    expect(all).toThrow(
      'bad configuration: PORT must be a whole number (1-65535); LEDGER_AUTH must be on or off; LEDGER_STATE_CACHE must be a whole number of at least 1; LEDGER_AUDIT_KEY must be at least 32 characters',
    );
  });

  it('LEDGER_REQUEST_LOG is on or off, nothing else (maybe is refused)', () => {
    expect(() => environmentOf({ LEDGER_REQUEST_LOG: 'maybe' })).toThrow(
      'bad configuration: LEDGER_REQUEST_LOG must be on or off',
    );
    expect(environmentOf({ LEDGER_REQUEST_LOG: 'off' }).LEDGER_REQUEST_LOG).toBe('off');
  });

  it('each SQLite file path must be one the process can make and write, checked before anything opens', () => {
    expect(() =>
      environmentOf({ LEDGER_READ_MODEL_PATH: '/proc/no-such-process/read-models.sqlite' }),
    ).toThrow(
      "bad configuration: LEDGER_READ_MODEL_PATH /proc/no-such-process/read-models.sqlite: its directory cannot be made (ENOENT: no such file or directory, mkdir '/proc/no-such-process')",
    );
    expect(() => environmentOf({ LEDGER_STATE_PATH: join(aFile, 'state.sqlite') })).toThrow(
      `bad configuration: LEDGER_STATE_PATH ${join(aFile, 'state.sqlite')}: its directory cannot be made (ENOTDIR: not a directory: ${aFile})`,
    );
    expect(() => environmentOf({ LEDGER_DB_PATH: dir })).toThrow(
      `bad configuration: LEDGER_DB_PATH ${dir}: ${dir} is not a file`,
    );
    const fine = join(dir, 'new', 'deeper', 'ledger.sqlite');
    expect(environmentOf({ LEDGER_DB_PATH: fine }).LEDGER_DB_PATH).toBe(fine);
  });

  it('the event log, the read models and the state are three files', () => {
    const log = join(dir, 'ledger.sqlite');
    expect(() =>
      environmentOf({
        LEDGER_DB_PATH: log,
        LEDGER_STATE_PATH: join(dir, 'ledger.read-models.sqlite'),
      }),
    ).toThrow(
      `bad configuration: LEDGER_READ_MODEL_PATH and LEDGER_STATE_PATH name one file (${join(dir, 'ledger.read-models.sqlite')}): give each its own`,
    );
    expect(() => environmentOf({ LEDGER_DB_PATH: log, LEDGER_READ_MODEL_PATH: log })).toThrow(
      `LEDGER_DB_PATH and LEDGER_READ_MODEL_PATH name one file (${log})`,
    );
  });

  it('EVENTSTORE_CONNECTION_STRING is parsed as the client parses it, and the message shows no password', () => {
    expect(
      environmentOf({ EVENTSTORE_CONNECTION_STRING: 'esdb://localhost:2113?tls=false' }),
    ).toMatchObject({
      EVENTSTORE_CONNECTION_STRING: 'esdb://localhost:2113?tls=false',
    });
    expect(() => environmentOf({ EVENTSTORE_CONNECTION_STRING: 'http://localhost:2113' })).toThrow(
      'bad configuration: EVENTSTORE_CONNECTION_STRING is not an EventStoreDB connection string (Unexpected a character at position 0, expected esdb:// or esdb+discover://.)',
    );
    let message = '';
    try {
      environmentOf({
        EVENTSTORE_CONNECTION_STRING: 'esdb://admin:s3cret-word@host:2113?tls=maybe',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^bad configuration: EVENTSTORE_CONNECTION_STRING is not an EventStoreDB/,
    );
    expect(message).not.toContain('s3cret');
  });

  it('LEDGER_WEB_DIR, when set, holds the built console', () => {
    expect(() => environmentOf({ LEDGER_WEB_DIR: dir })).toThrow(
      `bad configuration: LEDGER_WEB_DIR ${dir} holds no index.html (npm run build:web)`,
    );
  });

  it('checkpoints on a schedule need the key that seals them', () => {
    expect(() => environmentOf({ LEDGER_AUDIT_CHECKPOINT_EVERY: '60' })).toThrow(
      'bad configuration: LEDGER_AUDIT_CHECKPOINT_EVERY needs LEDGER_AUDIT_KEY (the key that seals them)',
    );
  });

  it('a LEDGER_ variable no one reads is named (a misspelt setting), the known ones are not', () => {
    expect(
      unknownSettings({
        LEDGER_RATE_LIMIT_PERKEY: '10',
        LEDGER_RATE_LIMIT_PER_KEY: '10',
        LEDGER_ACTOR: 'x',
        LEDGER_AUHT: 'off',
        PATH: '/bin',
      }),
    ).toEqual(['LEDGER_AUHT', 'LEDGER_RATE_LIMIT_PERKEY']);
  });
});
