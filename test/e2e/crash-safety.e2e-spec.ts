import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decimal } from '@ledger/domain';
import { CLI_MAIN, freePort, ServerProcess } from '../support/server-process';

/**
 * Crash safety: the real API process is killed with SIGKILL in the middle of
 * a bill run and of a penalty run, then restarted on the same files.
 */
const ACCOUNTS = 2000;
const PREPAID = 300;

describe('crash safety: SIGKILL during a bill run and a penalty run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-crash-'));
  const dbPath = join(dir, 'ledger.sqlite');
  let server: ServerProcess;
  const count = (type: string): number => {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      return (
        db.prepare('SELECT COUNT(*) AS n FROM events WHERE type = ?').get(type) as { n: number }
      ).n;
    } finally {
      db.close();
    }
  };
  const distinct = (sql: string): number => {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare(sql).get() as { n: number }).n;
    } finally {
      db.close();
    }
  };
  const killWhen = async (type: string, atLeast: number, request: Promise<unknown>) => {
    const deadline = Date.now() + 60_000;
    while (count(type) < atLeast && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    await server.kill();
    await request.catch(() => undefined);
  };

  beforeAll(async () => {
    server = new ServerProcess(await freePort(), { LEDGER_DB_PATH: dbPath });
    await server.start();
    const ids = Array.from({ length: ACCOUNTS }, (_, i) => `NP-${String(i).padStart(5, '0')}`);
    const roll = [
      'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn',
      ...ids.map((id) => `${id},northport,P-${id},residential,,,,Owner ${id},1 Main St,2025-06-01`),
    ].join('\n');
    expect((await server.post('/v1/imports/accounts', roll, 'text/csv')).status).toBe(201);
    const usage = [
      'accountId,fiscalYear,period,totalGallons,meteredNonDischargedGallons,readOn',
      ...ids.map((id) => `${id},2025,,80000,,2025-09-01`),
    ].join('\n');
    expect((await server.post('/v1/imports/water-usage', usage, 'text/csv')).status).toBe(201);
    const payments = [
      'paymentId,accountId,amount,receivedOn,method,reference',
      ...ids.slice(0, PREPAID).map((id) => `PRE-${id},${id},230.40,2025-09-20,check,`),
    ].join('\n');
    expect((await server.post('/v1/imports/payments', payments, 'text/csv')).status).toBe(201);
    expect(
      (
        await server.post('/v1/municipalities/northport/rate-schedules', {
          fiscalYear: 2025,
          ratePer1000Gallons: '3.2000',
          adoptedOn: '2025-09-15',
        })
      ).status,
    ).toBe(201);
  }, 120_000);
  afterAll(async () => server.stop());

  it('a bill run killed mid-way and re-run bills every account exactly once; nothing acknowledged is lost', async () => {
    const run = {
      billRunId: 'BR-CRASH',
      municipality: 'northport',
      fiscalYear: 2025,
      billDate: '2025-10-01',
    };
    await killWhen('BillRendered', 100, server.post('/v1/bill-runs', run));
    const before = count('BillRendered');
    expect(before).toBeGreaterThanOrEqual(100);
    expect(before).toBeLessThan(ACCOUNTS);
    expect(count('AccountOpened')).toBe(ACCOUNTS);
    expect(count('WaterUsageRecorded')).toBe(ACCOUNTS);
    expect(count('PaymentReceived')).toBe(PREPAID);

    await server.start();
    const rerun = await server.post('/v1/bill-runs', run);
    expect(rerun.status).toBe(201);
    expect(rerun.body).toMatchObject({
      billed: ACCOUNTS,
      total: new Decimal('230.40').times(ACCOUNTS).toFixed(2),
      skipped: [],
    });
    expect(count('BillRendered')).toBe(ACCOUNTS);
    expect(
      distinct("SELECT COUNT(DISTINCT stream_id) AS n FROM events WHERE type = 'BillRendered'"),
    ).toBe(ACCOUNTS);
    expect((await server.post('/v1/bill-runs', run)).body).toEqual(rerun.body);
  }, 120_000);

  it('a penalty run killed mid-way and re-run books each accrual exactly once, as an uninterrupted run would', async () => {
    await killWhen(
      'PenaltyAccrued',
      300,
      server.post('/v1/penalty-runs', { municipality: 'northport', through: '2026-05-31' }),
    );
    const partial = count('PenaltyAccrued');
    expect(partial).toBeGreaterThanOrEqual(300);
    await server.start();
    await server.post('/v1/penalty-runs', { municipality: 'northport', through: '2026-05-31' });
    // 7 accruals (2025-11-01 .. 2026-05-01) of 3.46 on each unpaid bill
    const expected = (ACCOUNTS - PREPAID) * 7;
    expect(count('PenaltyAccrued')).toBe(expected);
    expect(count('PenaltyReversed')).toBe(0);
    expect(
      distinct(
        "SELECT COUNT(DISTINCT stream_id || json_extract(data, '$.accrualDate')) AS n FROM events WHERE type = 'PenaltyAccrued'",
      ),
    ).toBe(expected);
    const again = await server.post('/v1/penalty-runs', {
      municipality: 'northport',
      through: '2026-05-31',
    });
    expect(again.body).toMatchObject({ accrued: 0, reversed: 0 });
    expect((await server.get('/v1/accounts/NP-01000/balance?asOf=2026-05-31')).body).toMatchObject({
      rent: '230.40',
      penalties: '24.22',
      total: '254.62',
    });
  }, 120_000);

  it('the projections catch up to the same figures as a rebuild from position zero', async () => {
    const caughtUp = (
      await server.get('/v1/municipalities/northport/fiscal-years/2025/fund?asOf=2026-05-31')
    ).body;
    expect(caughtUp.receipts).toBe(new Decimal('230.40').times(PREPAID).toFixed(2));
    await server.stop();
    const rebuild = spawnSync(process.execPath, [CLI_MAIN, 'projections', 'rebuild'], {
      env: { ...process.env, LEDGER_DB_PATH: dbPath },
      encoding: 'utf8',
    });
    expect(rebuild.status).toBe(0);
    expect(rebuild.stdout).toMatch(/fund projection rebuilt to position \d+/);
    // the operator is told how long the rebuild took, the CPU it used and how much of the log it read: all of it
    const done =
      /read models rebuilt in (\d+) ms \(CPU (\d+) ms\): (\d+) events of the log read/.exec(
        rebuild.stdout,
      );
    const head = /fund projection rebuilt to position (\d+)/.exec(rebuild.stdout)!;
    expect(Number(done?.[3])).toBe(Number(head[1]));
    expect(Number(done?.[2])).toBeGreaterThan(0);
    await server.start();
    expect(
      (await server.get('/v1/municipalities/northport/fiscal-years/2025/fund?asOf=2026-05-31'))
        .body,
    ).toEqual(caughtUp);
  }, 120_000);
});
