import { auditReplay, auditVerify, openReadModelDatabase } from '@ledger/ledger';
import { SqliteEventStore } from '@ledger/event-store';
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_MAIN } from '../support/server-process';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

const cli = (dbPath: string, ...args: string[]) =>
  spawnSync(process.execPath, [CLI_MAIN, ...args], {
    env: { ...process.env, LEDGER_DB_PATH: dbPath, LEDGER_AUDIT_KEY: '' },
    encoding: 'utf8',
  });

describe('audit: verify and replay', () => {
  let ledger: TestLedger;
  let beforePayment = '';

  beforeAll(async () => {
    ledger = await startTestLedger();
    await workedExampleAccount(ledger, 'NP-AU');
    await ledger
      .http()
      .post('/v1/accounts/NP-AU/bills')
      .send({ billId: 'B-AU', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-11-19' })
      .expect(200);
    beforePayment = (await ledger.http().get('/v1/accounts/NP-AU').expect(200)).body.bills[0]
      .recordedAt;
    await ledger
      .http()
      .post('/v1/accounts/NP-AU/payments')
      .send({ paymentId: 'P-AU', amount: '100.00', receivedOn: '2025-11-20' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
    // N12/C9/N10: a bill rendered under a class changed before its date, an owner change, a form charge
    await workedExampleAccount(ledger, 'NP-AU2');
    await ledger
      .http()
      .post('/v1/accounts/NP-AU2/reclassifications')
      .send({
        reclassificationId: 'RC-AU',
        propertyClass: 'commercial',
        effectiveOn: '2025-09-15',
        reason: 'now a shop',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-AU2/owner-changes')
      .send({
        ownerChangeId: 'OC-AU',
        owner: { name: 'New Owner', mailingAddress: 'y' },
        effectiveOn: '2025-09-20',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-AU2/bills')
      .send({ billId: 'B-AU2', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/municipalities/northport/utilization-form-requirements')
      .send({ requirementId: 'UF-AU', year: 2025, dueOn: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-AU/utilization-forms')
      .send({ formId: 'F-AU', requirementId: 'UF-AU', filedOn: '2025-09-30' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2025-12-15' })
      .expect(200);
    await ledger
      .http()
      .post('/v1/municipalities/watervliet/rate-schedules')
      .send({
        effectiveFrom: '2022-11-01',
        effectiveTo: '2023-10-31',
        adoptedOn: '2022-10-06',
        rates: {
          residentialUnit: '98.41',
          meteredPer1000Gallons: '4.48',
          meteredMinimum: '224.00',
          vacantUnitWaterOff: '49.50',
          vacantOwnerOccupiedUnit: '49.50',
          vacantLand: '6.57',
          outsideResidentialUnit: '150.00',
          outsideVacantWaterOff: '75.00',
          unauthorizedTurnOnPenalty: '500.00',
          occupiedWhileReducedPenalty: '500.00',
        },
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'WV-AU',
        municipality: 'watervliet',
        parcelId: 'w',
        propertyClass: 'residential',
        units: 2,
        owner: { name: 'W', mailingAddress: 'x' },
        openedOn: '2022-06-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/WV-AU/unit-status')
      .send({ unit: '2', status: 'vacant-water-off', effectiveOn: '2022-09-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/WV-AU/bills')
      .send({ billId: 'WB-AU', period: '2022-11', billDate: '2022-12-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/WV-AU/water-turn-ons')
      .send({ turnOnId: 'T-AU', turnedOnOn: '2023-01-05', by: 'other' })
      .expect(201);
    await ledger.close();
  });

  it('verify passes on a clean ledger: hashes, bills recomputed, read models replayed', async () => {
    const store = new SqliteEventStore(ledger.dbPath);
    const live = openReadModelDatabase(ledger.dbPath.replace(/\.sqlite$/, '.read-models.sqlite'));
    try {
      const report = await auditVerify(store, live);
      expect(report).toMatchObject({
        ok: true,
        bills: 3,
        hashProblems: [],
        billProblems: [],
        projectionDifferences: [],
      });
      expect(report.events).toBeGreaterThan(10);
    } finally {
      live.close();
      await store.close();
    }
    const run = cli(ledger.dbPath, 'audit', 'verify');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/AUDIT PASSED/);
    // without the key it says what it could not prove
    expect(run.stdout).toMatch(/WARNING: LEDGER_AUDIT_KEY is not set: nothing keyed was verified/);
  });

  it('replay --known-at writes the read models as they were known then', async () => {
    const store = new SqliteEventStore(ledger.dbPath);
    try {
      const before = await auditReplay(store, beforePayment);
      // known right after the bill was rendered: the bill only
      expect(before.accounts.find((a) => a.accountId === 'NP-AU')).toMatchObject({
        rent: '230.40',
        penalties: '0.00',
      });
    } finally {
      await store.close();
    }
    const out = join(mkdtempSync(join(tmpdir(), 'replay-')), 'replay.json');
    const run = cli(
      ledger.dbPath,
      'audit',
      'replay',
      '--known-at',
      '2026-12-31T00:00:00Z',
      '--out',
      out,
    );
    expect(run.status).toBe(0);
    expect(existsSync(out)).toBe(true);
    const replay = JSON.parse(readFileSync(out, 'utf8'));
    expect(
      replay.accounts.find((a: { accountId: string }) => a.accountId === 'NP-AU'),
    ).toMatchObject({ rent: '133.86', penalties: '2.01', total: '135.87' });
    expect(replay.fund.map((f: { fiscalYear: number }) => f.fiscalYear)).toEqual([2025]);
  });

  it('the CLI names the store it opened, and will not audit a store that is not there (a mistyped path)', () => {
    const run = cli(ledger.dbPath, 'audit', 'verify');
    expect(run.stderr).toContain(`ledger store: SQLite ${ledger.dbPath}`);
    const missing = cli(
      ledger.dbPath.replace(/ledger\.sqlite$/, 'mistyped.sqlite'),
      'audit',
      'verify',
    );
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/no ledger at .*mistyped\.sqlite: set LEDGER_DB_PATH/);
  });

  it('verify fails on a tampered ledger and names the event', async () => {
    const db = new Database(ledger.dbPath);
    const payment = db
      .prepare("SELECT event_id, position FROM events WHERE type = 'PaymentReceived'")
      .get() as { event_id: string; position: number };
    db.prepare(
      "UPDATE events SET data = json_set(data, '$.amount', '10.00') WHERE event_id = ?",
    ).run(payment.event_id);
    db.prepare(
      "UPDATE events SET data = json_set(data, '$.rent', '196.82') WHERE type = 'BillRendered' AND stream_id = 'account-WV-AU'",
    ).run();
    db.close();
    const run = cli(ledger.dbPath, 'audit', 'verify');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/AUDIT FAILED/);
    expect(run.stdout).toContain(`position ${payment.position} account-NP-AU@`);
    expect(run.stdout).toContain(`(event ${payment.event_id}): content does not match its hash`);
    expect(run.stdout).toMatch(/account-WV-AU bill WB-AU: recomputed bill differs in rent/);
    expect(run.stdout).toMatch(/fund_receipts: the live read model has/);
  });
});
