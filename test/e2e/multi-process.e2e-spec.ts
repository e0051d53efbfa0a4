import { SqliteEventStore } from '@ledger/event-store';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ServerProcess } from '../support/server-process';
import { dispatcherHolder } from '../support/two-hosts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two API processes on one SQLite file (WAL), as behind a load balancer, each
 * with its own read models and state file (they share the event store only):
 * both serve requests; webhooks are delivered by the one holding the
 * dispatcher lease (a stream of the store); when it is killed, the other takes
 * over and nothing is delivered twice.
 */
describe('two API processes on one store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-two-'));
  const dbPath = join(dir, 'ledger.sqlite');
  const servers: ServerProcess[] = [];
  const delivered: number[] = [];
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      delivered.push(Number(req.headers['x-ledger-position']));
      res.writeHead(204).end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    for (let i = 0; i < 2; i++)
      servers.push(
        new ServerProcess(await freePort(), {
          LEDGER_DB_PATH: dbPath,
          LEDGER_READ_MODEL_PATH: join(dir, `host-${i}.read-models.sqlite`),
          LEDGER_STATE_PATH: join(dir, `host-${i}.state.sqlite`),
          // the secret given to one process signs the other's deliveries too
          LEDGER_WEBHOOK_SECRET_KEY: 'a-key-both-processes-share-32-chars-or-more',
        }),
      );
    // the first creates the store; the second joins it
    for (const s of servers) await s.start();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  const holder = async (): Promise<number | null> => {
    const store = new SqliteEventStore(dbPath);
    try {
      return await dispatcherHolder(store);
    } finally {
      await store.close();
    }
  };

  async function waitFor(count: number, ms: number): Promise<void> {
    for (const deadline = Date.now() + ms; delivered.length < count && Date.now() < deadline;)
      await sleep(50);
  }

  it('both serve; each delivery is made once; the survivor takes the dispatcher over when the holder is killed', async () => {
    const [a, b] = servers;
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const opened = await a.post('/v1/accounts', {
      accountId: 'NP-2P',
      municipality: 'northport',
      parcelId: '0403-2P',
      propertyClass: 'residential',
      owner: { name: 'Two Processes', mailingAddress: '2 Main St' },
      openedOn: '2025-06-01',
    });
    expect(opened.status).toBe(201);
    expect(
      (
        await b.post('/v1/subscriptions', {
          subscriptionId: 'gl',
          url,
          types: ['PaymentReceived'],
          secret: 'a-shared-secret-of-enough-length',
        })
      ).status,
    ).toBe(201);
    const pay = (server: ServerProcess, n: number) =>
      server.post('/v1/accounts/NP-2P/payments', {
        paymentId: `P-${n}`,
        amount: '1.00',
        receivedOn: '2025-11-01',
      });
    for (let n = 1; n <= 6; n++) expect((await pay(n % 2 ? a : b, n)).status).toBe(201);
    // each process reads what the other wrote
    expect((await a.get('/v1/accounts/NP-2P/balance?asOf=2025-12-01')).body.credit).toBe('6.00');
    expect((await b.get('/v1/accounts/NP-2P/balance?asOf=2025-12-01')).body.credit).toBe('6.00');
    await waitFor(6, 15_000);
    expect(delivered.length).toBe(6);
    // the holder has recorded the sixth delivery (not only sent it): a kill before that is at-least-once's window, not this test's
    for (
      const deadline = Date.now() + 10_000;
      (await a.get('/v1/subscriptions/gl')).body.delivered < 6 && Date.now() < deadline;
    )
      await sleep(50);

    const held = await holder();
    expect([a.pid, b.pid]).toContain(held);
    const [victim, survivor] = held === a.pid ? [a, b] : [b, a];
    await victim.kill();
    for (let n = 7; n <= 9; n++) expect((await pay(survivor, n)).status).toBe(201);
    // the killed holder's lease runs out (10 s), then the survivor delivers
    await waitFor(9, 20_000);
    await sleep(1_000);
    expect(delivered.length).toBe(9);
    expect(new Set(delivered).size).toBe(9);
    expect(delivered).toEqual([...delivered].sort((x, y) => x - y));
    expect(await holder()).toBe(survivor.pid);
  }, 90_000);
});
