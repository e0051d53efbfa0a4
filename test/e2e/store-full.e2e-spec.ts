import { Logger } from '@nestjs/common';
import Database from 'better-sqlite3';
import type { EventStore } from '@ledger/event-store';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

/**
 * The store as it is on a full disk: every append refused with SQLite's own
 * error (a better-sqlite3 `SqliteError`, code `SQLITE_FULL`), reads answered.
 */
function fullWhen(isFull: () => boolean) {
  return (store: EventStore): EventStore => {
    const full = () => new Database.SqliteError('database or disk is full', 'SQLITE_FULL');
    const wrapped = Object.create(store) as EventStore;
    wrapped.append = (streamId, events, expected) =>
      isFull() ? Promise.reject(full()) : store.append(streamId, events, expected);
    wrapped.appendMany = (batches) =>
      isFull() ? Promise.reject(full()) : store.appendMany(batches);
    return wrapped;
  };
}

/** A full disk (#25 item 5): 507 saying so and that nothing was written, /health says it, the log names the cause. */
describe('a full store', () => {
  let ledger: TestLedger;
  let diskFull = false;
  const logged = jest.spyOn(Logger.prototype, 'error');

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', { wrapStore: fullWhen(() => diskFull) });
    await workedExampleAccount(ledger, 'NP-FULL');
  });
  afterAll(async () => {
    logged.mockRestore();
    await ledger.close();
  });

  it('a payment answers 507 saying the store is full and nothing was written; /health says full; the log names the cause', async () => {
    const before = (await ledger.http().get('/health').expect(200)).body;
    expect(before.status).toBe('ok');
    diskFull = true;
    logged.mockClear();
    const refused = await ledger
      .http()
      .post('/v1/accounts/NP-FULL/payments')
      .send({ paymentId: 'P-FULL', amount: '10.00', receivedOn: '2025-11-20' });
    expect([refused.status, refused.body]).toEqual([
      507,
      {
        statusCode: 507,
        error: 'Insufficient Storage',
        message:
          "the store is full (database or disk is full (SQLITE_FULL)): nothing was written by this request; free space on the store's disk and send it again",
      },
    ]);
    expect(logged.mock.calls.map((c) => String(c[0]))).toContain(
      'the store is full: database or disk is full (SQLITE_FULL); the write was refused and nothing of it recorded',
    );
    const health = await ledger.http().get('/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      status: 'full',
      store: 'sqlite',
      headPosition: before.headPosition,
      message: expect.stringMatching(/^the store is full \(database or disk is full/),
    });
    // reads are answered, and show nothing of the refused payment
    const account = await ledger
      .http()
      .get('/v1/accounts/NP-FULL/balance?asOf=2025-12-01')
      .expect(200);
    expect(account.body.credit).toBe('0.00');
  });

  it('a bill run (a job) answers 507 too, and leaves no job behind (a job lives in the full store too, #29)', async () => {
    diskFull = true;
    const refused = await ledger.http().post('/v1/bill-runs').send({
      billRunId: 'BR-FULL',
      municipality: 'northport',
      fiscalYear: 2025,
      billDate: '2025-10-01',
    });
    expect(refused.status).toBe(507);
    expect(refused.body.message).toMatch(/full/);
    const jobs = (await ledger.http().get('/v1/jobs?kind=bill-run').expect(200)).body.jobs;
    expect(jobs.filter((j: { state: string }) => j.state === 'running')).toEqual([]);
  });

  it('once there is space the next write succeeds and /health says ok again', async () => {
    diskFull = false;
    await ledger
      .http()
      .post('/v1/accounts/NP-FULL/payments')
      .send({ paymentId: 'P-FULL', amount: '10.00', receivedOn: '2025-11-20' })
      .expect(201);
    expect((await ledger.http().get('/health').expect(200)).body.status).toBe('ok');
  });
});
