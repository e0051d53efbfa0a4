import { EventStreams, Jobs, STATE_DB } from '@ledger/ledger';
import type Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { workload } from '../bench/workload';
import { startTestLedger, TestLedger } from '../support/test-ledger';
import { closeTrackedServers, tracked } from '../support/tracked-servers';

const ACCOUNTS = 3_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function listening(ledger: TestLedger): Promise<number> {
  const server = ledger.app().getHttpServer() as http.Server;
  if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return (server.address() as AddressInfo).port;
}

describe('long work never freezes the ledger', () => {
  let ledger: TestLedger;

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', {
      maxEventStreams: 1,
      eventStreamHeartbeatMs: 200,
      // the slow receiver holds a delivery 1.5 s: under load, past the test ledger's 2 s timeout a
      // delivery is retried (at least once, by design) and the receiver, which took it, counts it twice
      webhooks: { timeoutMs: 15_000 },
    });
    const plan = workload(ACCOUNTS, 1);
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/imports/accounts')
      .set('Content-Type', 'text/csv')
      .send(plan.rollCsv)
      .expect(201);
    await ledger
      .http()
      .post('/v1/imports/water-usage')
      .set('Content-Type', 'text/csv')
      .send(plan.years[0].usageCsv)
      .expect(201);
    const run = await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'BR-2025',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      })
      .expect(201);
    expect(run.body.billed).toBe(ACCOUNTS);
  }, 120_000);

  afterEach(closeTrackedServers);
  afterAll(async () => {
    await ledger.close();
  });

  it(`a penalty run over ${ACCOUNTS} accounts runs as a job: /health, a balance and a payment are answered while it runs, and its progress advances`, async () => {
    const started = await ledger
      .http()
      .post('/v1/penalty-runs')
      .set('Prefer', 'respond-async')
      .send({ municipality: 'northport', through: '2026-05-31' })
      .expect(202);
    expect(started.headers.location).toBe(`/v1/jobs/${started.body.jobId}`);
    expect(started.body).toMatchObject({ kind: 'penalty-run', state: 'running' });
    const progress: number[] = [];
    let answeredWhileRunning = 0;
    let paid = false;
    for (let i = 0; i < 2_000; i++) {
      const job = (await ledger.http().get(started.headers.location).expect(200)).body;
      if (job.state !== 'running') break;
      progress.push(job.done);
      await ledger.http().get('/health').expect(200);
      const balance = (
        await ledger.http().get('/v1/accounts/NP-000007/balance?asOf=2026-05-31').expect(200)
      ).body;
      expect(balance.rent).toMatch(/^\d+\.\d{2}$/);
      if (!paid) {
        await ledger
          .http()
          .post('/v1/accounts/NP-000011/payments')
          .send({ paymentId: 'P-DURING-RUN', amount: '10.00', receivedOn: '2026-06-01' })
          .expect(201);
        paid = true;
      }
      // still running after these answers: they were served while the run was in progress
      if ((await ledger.http().get(started.headers.location)).body.state === 'running')
        answeredWhileRunning++;
      await sleep(20);
    }
    const job = (await ledger.http().get(started.headers.location).expect(200)).body;
    expect(job).toMatchObject({ state: 'succeeded', done: ACCOUNTS, total: ACCOUNTS, error: null });
    expect(job.result.accounts).toBe(ACCOUNTS);
    expect(job.result.accrued).toBeGreaterThan(ACCOUNTS);
    expect(paid).toBe(true);
    expect(answeredWhileRunning).toBeGreaterThanOrEqual(2);
    // done advanced while it ran: several distinct values, each short of the total
    const seen = new Set(progress.filter((d) => d < ACCOUNTS));
    expect(seen.size).toBeGreaterThanOrEqual(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // the same run without the header: the fixed synchronous answer, and nothing more to book (C7)
    const again = await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2026-05-31' })
      .expect(200);
    expect(again.body).toMatchObject({ accounts: ACCOUNTS, accrued: 0, reversed: 0 });
  }, 120_000);

  it('SSE: a client that stops reading holds one page and a socket buffer, not the log; heartbeats; a second stream over the cap is 503 with Retry-After', async () => {
    const port = await listening(ledger);
    const head = ((await ledger.http().get('/health').expect(200)).body as { headPosition: number })
      .headPosition;
    const streams = ledger.app().get(EventStreams);
    let received = 0;
    let heartbeats = 0;
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/v1/events/stream',
        headers: { Accept: 'text/event-stream' },
      },
      (res) => {
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          heartbeats += (chunk.toString().match(/^: heartbeat$/gm) ?? []).length;
          // read the first chunk, then stop reading
          res.pause();
        });
      },
    );
    for (let i = 0; i < 100 && streams.streams.size === 0; i++) await sleep(20);
    await sleep(1_500);
    const [open] = [...streams.streams];
    // tens of megabytes of events are in the log; what the server holds for this client is bounded
    expect(open.buffered()).toBeLessThan(256 * 1024);
    expect(open.position).toBeLessThan(head);
    expect(received).toBeGreaterThan(0);
    const refused = await ledger.http().get('/v1/events/stream').expect(503);
    expect(refused.headers['retry-after']).toBe('30');
    request.destroy();
    for (let i = 0; i < 100 && streams.streams.size > 0; i++) await sleep(20);
    expect(streams.streams.size).toBe(0);
    // a stream at the head gets heartbeats
    const idle = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/v1/events/stream?after=${head + 1_000_000}`,
        headers: { Accept: 'text/event-stream' },
      },
      (res) => {
        res.on(
          'data',
          (chunk: Buffer) =>
            (heartbeats += (chunk.toString().match(/^: heartbeat$/gm) ?? []).length),
        );
      },
    );
    await sleep(700);
    idle.destroy();
    expect(heartbeats).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('webhooks: deleting the read-model file and restarting delivers nothing twice; a slow receiver delays only itself', async () => {
    const positions = new Map<string, number[]>();
    let slowHold = true;
    const receiver = tracked(
      http.createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          const subscription = String(req.headers['x-ledger-subscription']);
          const answer = () => {
            positions.set(subscription, [
              ...(positions.get(subscription) ?? []),
              Number(req.headers['x-ledger-position']),
            ]);
            res.writeHead(204).end();
          };
          if (subscription === 'slow' && slowHold) setTimeout(answer, 1_500);
          else answer();
        });
      }),
    );
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    for (const id of ['fast', 'slow'])
      await ledger
        .http()
        .post('/v1/subscriptions')
        .send({
          subscriptionId: id,
          url,
          types: ['PaymentReceived'],
          secret: 'a-shared-secret-of-enough-length',
        })
        .expect(201);
    const pay = (paymentId: string) =>
      ledger
        .http()
        .post('/v1/accounts/NP-000021/payments')
        .send({ paymentId, amount: '1.00', receivedOn: '2026-06-02' })
        .expect(201);
    for (const p of ['W-1', 'W-2', 'W-3']) await pay(p);
    // four payments in the log (P-DURING-RUN and these three): the fast subscription has them all
    // while the slow receiver still holds its first delivery
    for (let i = 0; i < 200 && (positions.get('fast') ?? []).length < 4; i++) await sleep(25);
    expect((positions.get('fast') ?? []).length).toBe(4);
    expect((positions.get('slow') ?? []).length).toBeLessThan(4);
    slowHold = false;
    for (let i = 0; i < 400 && (positions.get('slow') ?? []).length < 4; i++) await sleep(25);
    expect((positions.get('slow') ?? []).length).toBe(4);

    // the read models are deleted and rebuilt; the delivery positions are not in them
    await ledger.app().close();
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(ledger.dbPath.replace(/\.sqlite$/, `.read-models.sqlite${suffix}`), { force: true });
    await ledger.restart();
    await pay('W-4');
    for (
      let i = 0;
      i < 400 &&
      ((positions.get('fast') ?? []).length < 5 || (positions.get('slow') ?? []).length < 5);
      i++
    )
      await sleep(25);
    await sleep(300);
    for (const id of ['fast', 'slow']) {
      const got = positions.get(id)!;
      expect(got.length).toBe(5);
      expect(new Set(got).size).toBe(5);
      expect(got).toEqual([...got].sort((a, b) => a - b));
    }
    await new Promise<void>((r) => receiver.close(() => r()));
  }, 60_000);

  it('a job left running by a process that died is marked failed when the ledger starts again', async () => {
    const state = ledger.app().get<Database.Database>(STATE_DB);
    state
      .prepare(
        "INSERT INTO jobs (job_id, kind, state, done, total, started_at, owner, heartbeat_at) VALUES (?, 'bill-run', 'running', 120, 3000, '2026-12-02T14:00:00.000Z', 'a-process-that-died', ?)",
      )
      .run('0f0f0f0f-0000-4000-8000-000000000001', Date.now() - 60_000);
    await ledger.restart();
    const job = (
      await ledger.http().get('/v1/jobs/0f0f0f0f-0000-4000-8000-000000000001').expect(200)
    ).body;
    expect(job).toMatchObject({
      state: 'failed',
      done: 120,
      total: 3000,
      error: { message: expect.stringMatching(/interrupted/) },
    });
    expect((await ledger.app().get(Jobs).get('0f0f0f0f-0000-4000-8000-000000000001'))!.state).toBe(
      'failed',
    );
  });
});
