import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentHash, ManualClock } from '@ledger/ledger';
import request from 'supertest';
import { createApp, readyApp } from '../../apps/ledger-api/src/create-app';
import { CLI_MAIN } from '../support/server-process';
import { startTestLedger, workedExampleAccount } from '../support/test-ledger';

const KEY = 'k'.repeat(16) + '0123456789abcdef0123456789abcdef';
const dir = mkdtempSync(join(tmpdir(), 'ledger-checkpoints-'));

/** The CLI on a copy of the ledger's files, with or without the audit key. */
const cli = (dbPath: string, args: string[], key: string | null = KEY) =>
  spawnSync(process.execPath, [CLI_MAIN, ...args], {
    env: {
      ...process.env,
      LEDGER_DB_PATH: dbPath,
      ...(key ? { LEDGER_AUDIT_KEY: key } : { LEDGER_AUDIT_KEY: '' }),
    },
    encoding: 'utf8',
  });

/** A copy of the ledger (events and read models) for one attack. */
function copyOf(source: string, name: string): string {
  const target = join(dir, `${name}.sqlite`);
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(`${source}${suffix}`)) copyFileSync(`${source}${suffix}`, `${target}${suffix}`);
  const models = source.replace(/\.sqlite$/, '.read-models.sqlite');
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(`${models}${suffix}`))
      copyFileSync(
        `${models}${suffix}`,
        `${target.replace(/\.sqlite$/, '.read-models.sqlite')}${suffix}`,
      );
  return target;
}

/** What an attacker without the key can do: recompute every unkeyed hash of a stream after changing it. */
function reseal(db: Database.Database, streamId: string): void {
  let previous: string | null = null;
  const rows = db
    .prepare(
      'SELECT event_id, revision, type, data, metadata FROM events WHERE stream_id = ? ORDER BY revision',
    )
    .all(streamId) as Array<{
    event_id: string;
    revision: number;
    type: string;
    data: string;
    metadata: string;
  }>;
  for (const row of rows) {
    const metadata = { ...JSON.parse(row.metadata), previousEventHash: previous };
    const hash = contentHash(streamId, row.revision, {
      id: row.event_id,
      type: row.type,
      data: JSON.parse(row.data),
      metadata,
    });
    db.prepare('UPDATE events SET metadata = ? WHERE event_id = ?').run(
      JSON.stringify({ ...metadata, contentHash: hash }),
      row.event_id,
    );
    previous = hash;
  }
}

/** The real API on a copy of the ledger's files, for `use`, then stopped. */
async function serving(dbPath: string, use: (http: () => request.Agent) => Promise<void>) {
  const app = await createApp(
    {
      store: { sqlitePath: dbPath },
      clock: new ManualClock(new Date('2026-12-02T16:00:00Z'), 1000),
      auth: false,
    },
    false,
  );
  await readyApp(app);
  try {
    await use(() => request.agent(app.getHttpServer()));
  } finally {
    await app.close();
  }
}

/**
 * The attack of issue #25: an `AccountOpened` (a copy of NP-OTHER's, under a
 * new account id, with its unkeyed hash computed) written straight into the
 * SQLite file at a global position the store never gives (0, or below).
 */
function forgeAccountAt(db: Database.Database, position: number, accountId: string): void {
  const opened = db
    .prepare(
      "SELECT type, data, metadata, created FROM events WHERE stream_id = 'account-NP-OTHER' AND revision = 0",
    )
    .get() as { type: string; data: string; metadata: string; created: string };
  const streamId = `account-${accountId}`;
  const eventId = `forged-${accountId}`;
  const data = { ...JSON.parse(opened.data), accountId, parcelId: `0403-${accountId}` };
  const metadata = { ...JSON.parse(opened.metadata), previousEventHash: null };
  const hash = contentHash(streamId, 0, { id: eventId, type: opened.type, data, metadata });
  db.prepare(
    'INSERT INTO events (position, event_id, stream_id, revision, type, data, metadata, created) VALUES (?, ?, ?, 0, ?, ?, ?, ?)',
  ).run(
    position,
    eventId,
    streamId,
    opened.type,
    JSON.stringify(data),
    JSON.stringify({ ...metadata, contentHash: hash }),
    opened.created,
  );
  db.prepare('INSERT INTO streams (stream_id, revision) VALUES (?, 0)').run(streamId);
}

/** The read models rebuilt, as an attacker would after changing the log, so only the checkpoints can tell. */
const rebuild = (dbPath: string) => expect(cli(dbPath, ['projections', 'rebuild']).status).toBe(0);

describe('audit checkpoints: keyed seals an attacker who recomputes every unkeyed hash cannot forge', () => {
  let original = '';
  let beforeCheckpoint = '';
  const file = join(dir, 'checkpoint.json');

  beforeAll(async () => {
    const ledger = await startTestLedger('2026-12-02T15:00:00Z');
    await workedExampleAccount(ledger, 'NP-CP');
    await ledger
      .http()
      .post('/v1/accounts/NP-CP/bills')
      .send({ billId: 'B-CP', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-CP/payments')
      .send({ paymentId: 'P-CP', amount: '100.00', receivedOn: '2025-11-20' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2026-11-30' })
      .expect(200);
    await workedExampleAccount(ledger, 'NP-OTHER');
    original = ledger.dbPath;
    await ledger.close();
    beforeCheckpoint = copyOf(original, 'before-checkpoint');
    const sealed = cli(original, ['audit', 'checkpoint', '--out', file]);
    expect(sealed.status).toBe(0);
    expect(sealed.stdout).toMatch(/streams sealed at position \d+ \(HMAC-SHA256\)/);
  }, 60_000);

  it('verify passes with the key; without it a log that has checkpoints fails, saying why', () => {
    const run = cli(original, ['audit', 'verify', '--against', file]);
    expect(run.stdout).toMatch(/checkpoints: 2 verified/);
    expect(run.stdout).toMatch(/^AUDIT PASSED$/m);
    expect(run.stdout).not.toMatch(/WARNING/);
    expect(run.status).toBe(0);
    const keyless = cli(original, ['audit', 'verify'], null);
    expect(keyless.status).toBe(1);
    expect(keyless.stdout).toMatch(
      /LEDGER_AUDIT_KEY is not set: the checkpoint cannot be verified/,
    );
  });

  it('a payment edited and its stream re-sealed (every unkeyed hash recomputed) fails, naming the stream', () => {
    const copy = copyOf(original, 'edited');
    const db = new Database(copy);
    db.prepare(
      "UPDATE events SET data = json_set(data, '$.amount', '10.00') WHERE type = 'PaymentReceived'",
    ).run();
    reseal(db, 'account-NP-CP');
    db.close();
    rebuild(copy);
    const run = cli(copy, ['audit', 'verify', '--against', file]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/hash chain: every event intact/);
    expect(run.stdout).toMatch(
      /\(the log\) stream account-NP-CP: its history up to revision \d+ differs from what was sealed/,
    );
    expect(run.stdout).toMatch(
      /checkpoint\.json\) stream account-NP-CP: its history up to revision \d+ differs/,
    );
  });

  it("a stream's last 77 events deleted (a payment and its penalties) fails, naming the stream", () => {
    const copy = copyOf(original, 'deleted');
    const db = new Database(copy);
    const last = (
      db
        .prepare("SELECT MAX(revision) AS r FROM events WHERE stream_id = 'account-NP-CP'")
        .get() as { r: number }
    ).r;
    db.prepare("DELETE FROM events WHERE stream_id = 'account-NP-CP' AND revision > ?").run(
      Math.max(0, last - 77),
    );
    db.prepare("UPDATE streams SET revision = ? WHERE stream_id = 'account-NP-CP'").run(
      Math.max(0, last - 77),
    );
    db.close();
    rebuild(copy);
    const run = cli(copy, ['audit', 'verify', '--against', file]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /stream account-NP-CP: its event at revision \d+, sealed on .*, is gone: events were deleted/,
    );
  });

  it('an event inserted into a sealed stream and re-sealed fails', () => {
    const copy = copyOf(original, 'inserted');
    const db = new Database(copy);
    db.prepare(
      "UPDATE events SET revision = revision + 1000 WHERE stream_id = 'account-NP-OTHER'",
    ).run();
    db.prepare(
      "UPDATE events SET revision = revision - 999 WHERE stream_id = 'account-NP-OTHER'",
    ).run();
    const opened = db
      .prepare("SELECT * FROM events WHERE stream_id = 'account-NP-OTHER' AND revision = 1")
      .get() as Record<string, unknown>;
    db.prepare(
      'INSERT INTO events (event_id, stream_id, revision, type, data, metadata, created) VALUES (?, ?, 0, ?, ?, ?, ?)',
    ).run(
      'forged-0',
      'account-NP-OTHER',
      opened.type,
      opened.data,
      opened.metadata,
      opened.created,
    );
    reseal(db, 'account-NP-OTHER');
    db.close();
    const run = cli(copy, ['audit', 'verify', '--against', file]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/stream account-NP-OTHER: its history up to revision \d+ differs/);
  });

  it('the checkpoint itself altered and re-sealed without the key fails on its signature', () => {
    const copy = copyOf(original, 'forged-checkpoint');
    const db = new Database(copy);
    db.prepare(
      "UPDATE events SET data = json_set(data, '$.heads[0].revision', 0) WHERE type = 'AuditCheckpointSealed'",
    ).run();
    reseal(db, 'audit-checkpoints');
    db.close();
    const run = cli(copy, ['audit', 'verify']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/\(the log\): its signature does not hold/);
  });

  it("the whole file rolled back to before a kept checkpoint fails against the auditor's file", () => {
    const run = cli(beforeCheckpoint, ['audit', 'verify', '--against', file]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /the checkpoint is not recorded in the log: the log was rolled back or its checkpoints deleted/,
    );
    // without the file nothing in the rolled-back log could tell, and verify says it proved nothing keyed
    const alone = cli(beforeCheckpoint, ['audit', 'verify']);
    expect(alone.status).toBe(0);
    expect(alone.stdout).toMatch(
      /WARNING: no checkpoint is recorded in the log: nothing is sealed with LEDGER_AUDIT_KEY/,
    );
    expect(alone.stdout).toMatch(/AUDIT PASSED, with 1 warning\(s\): what they name is not proven/);
  });

  it.each([0, -5])(
    'an AccountOpened written straight into the file at position %i, served by the API, fails verify against every checkpoint',
    async (position) => {
      const accountId = `NP-FORGED${position < 0 ? 'NEG' : '0'}`;
      const copy = copyOf(original, `forged-at-${position}`);
      const db = new Database(copy);
      forgeAccountAt(db, position, accountId);
      db.close();
      // the attack as it was seen: the API serves the forged account and takes a payment on it
      await serving(copy, async (http) => {
        expect((await http().get(`/v1/accounts/${accountId}`).expect(200)).body.accountId).toBe(
          accountId,
        );
        await http()
          .post(`/v1/accounts/${accountId}/payments`)
          .send({ paymentId: 'P-FORGED', amount: '5.00', receivedOn: '2026-11-20' })
          .expect(201);
      });
      const run = cli(copy, ['audit', 'verify', '--against', file]);
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/AUDIT FAILED/);
      expect(run.stdout).toContain(
        `position ${position} account-${accountId}@0 AccountOpened (event forged-${accountId}): global position ${position} is one no store writes (the log starts at 1)`,
      );
      for (const source of ['the log', file])
        expect(run.stdout).toContain(
          `(${source}) stream account-${accountId}: it has events at or before position`,
        );
      // and without the key the hash check alone still fails it
      expect(cli(copy, ['audit', 'verify'], null).stdout).toMatch(
        /global position -?\d+ is one no store writes/,
      );
    },
  );

  it('an event written into a sealed stream at a position before the checkpoint fails, though the stream head is as sealed', () => {
    const copy = copyOf(original, 'appended-early');
    const db = new Database(copy);
    const head = db
      .prepare(
        "SELECT revision, data, type, metadata, created FROM events WHERE stream_id = 'account-NP-OTHER' ORDER BY revision DESC LIMIT 1",
      )
      .get() as { revision: number; type: string; data: string; metadata: string; created: string };
    db.prepare(
      'INSERT INTO events (position, event_id, stream_id, revision, type, data, metadata, created) VALUES (-1, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      'forged-late',
      'account-NP-OTHER',
      head.revision + 1,
      head.type,
      head.data,
      head.metadata,
      head.created,
    );
    db.close();
    const run = cli(copy, ['audit', 'verify', '--against', file]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `(the log) stream account-NP-OTHER: it has events at or before position`,
    );
    expect(run.stdout).toContain(`(revision ${head.revision + 1} at position -1)`);
  });

  it('verify --against two files checks both (the option repeated); events after the last checkpoint are a warning', async () => {
    const copy = copyOf(original, 'two-files');
    const second = join(dir, 'checkpoint-2.json');
    // a payment taken after the first checkpoint, then a second checkpoint, then one more payment
    await serving(copy, async (http) => {
      await http()
        .post('/v1/accounts/NP-CP/payments')
        .send({ paymentId: 'P-CP2', amount: '1.00', receivedOn: '2026-11-21' })
        .expect(201);
    });
    expect(cli(copy, ['audit', 'checkpoint', '--out', second]).status).toBe(0);
    const both = cli(copy, ['audit', 'verify', '--against', file, '--against', second]);
    expect(both.stdout).toMatch(/checkpoints: 4 verified/);
    expect(both.stdout).toMatch(/^AUDIT PASSED$/m);
    expect(both.status).toBe(0);
    await serving(copy, async (http) => {
      await http()
        .post('/v1/accounts/NP-CP/payments')
        .send({ paymentId: 'P-CP3', amount: '1.00', receivedOn: '2026-11-22' })
        .expect(201);
    });
    const later = cli(copy, ['audit', 'verify', '--against', file, '--against', second]);
    expect(later.status).toBe(0);
    expect(later.stdout).toMatch(
      /WARNING: 1 event\(s\) after the last checkpoint \(position \d+, .*\) are covered by the unkeyed hash chain only/,
    );
    // a file that is not a checkpoint among them is named
    const wrong = cli(copy, [
      'audit',
      'verify',
      '--against',
      file,
      '--against',
      join(dir, 'none.json'),
    ]);
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toMatch(/none\.json/);
  });
});
