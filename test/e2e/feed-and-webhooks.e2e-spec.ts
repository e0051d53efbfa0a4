import { signature } from '@ledger/ledger';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';
import { closeTrackedServers, tracked } from '../support/tracked-servers';
import { until as waitUntil } from '../support/until';

const until = (check: () => boolean | Promise<boolean>) => waitUntil(check, 10_000);

describe('the event feed, SSE and webhooks', () => {
  let ledger: TestLedger;
  let paid = 0;
  const pay = async () => {
    paid += 1;
    await ledger
      .http()
      .post('/v1/accounts/NP-F/payments')
      .send({ paymentId: `P-${paid}`, amount: '1.00', receivedOn: '2025-11-20' })
      .expect(201);
  };

  beforeAll(async () => {
    ledger = await startTestLedger();
    await workedExampleAccount(ledger, 'NP-F');
  });
  afterEach(closeTrackedServers);
  afterAll(async () => ledger.close());

  it('pages through every event in global order with next; a client that goes away and comes back misses nothing', async () => {
    const seen: number[] = [];
    let next: number | null = null;
    for (let i = 0; i < 10; i++) {
      const page: { events: Array<{ position: number }>; next: number | null } = (
        await ledger
          .http()
          .get('/v1/events')
          .query({ limit: 2, ...(next !== null ? { after: next } : {}) })
          .expect(200)
      ).body;
      seen.push(...page.events.map((e: { position: number }) => e.position));
      if (page.events.length === 0) break;
      next = page.next;
    }
    expect(seen.length).toBe(3);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    // the client goes away; the ledger goes on; it comes back with its `next`
    await pay();
    await pay();
    const resumed = (await ledger.http().get('/v1/events').query({ after: next }).expect(200)).body;
    expect(
      resumed.events.map((e: { type: string; data: { paymentId: string } }) => [
        e.type,
        e.data.paymentId,
      ]),
    ).toEqual([
      ['PaymentReceived', 'P-1'],
      ['PaymentReceived', 'P-2'],
    ]);
    const first = resumed.events[0];
    expect(first).toMatchObject({
      streamId: 'account-NP-F',
      type: 'PaymentReceived',
      version: 1,
      effectiveDate: '2025-11-20',
      metadata: expect.objectContaining({ actor: 'anonymous', contentHash: expect.any(String) }),
    });
    expect(typeof first.recordedAt).toBe('string');
  });

  it('filters by type and publishes the schemas', async () => {
    const only = (
      await ledger.http().get('/v1/events?types=AccountOpened,RateScheduleAdopted').expect(200)
    ).body;
    expect(only.events.map((e: { type: string }) => e.type)).toEqual([
      'RateScheduleAdopted',
      'AccountOpened',
    ]);
    const schemas = (await ledger.http().get('/v1/event-schemas').expect(200)).body;
    expect(
      schemas.events
        .filter((s: { type: string }) => s.type === 'BillRendered')
        .map((s: { version: number }) => s.version),
    ).toEqual([1, 2]);
    await ledger.http().get('/v1/events?limit=5000').expect(400);
    await ledger.http().get('/v1/events?after=-1').expect(400);
    // a type that is not published is refused, as a subscription's is (an empty page read as "nothing happened")
    const refused = await ledger.http().get('/v1/events?types=PaymentReceived,Nope').expect(400);
    expect(refused.body.message).toEqual([
      "types: Nope is not an event type the feed carries (the API keys', webhooks', audit checkpoints' and hosts' own events never are; the OpenAPI document lists those it carries under this parameter)",
    ]);
    await ledger.http().get('/v1/events?types=ApiKeyIssued').expect(400);
  });

  it('SSE: live, with the position as the id; reconnecting with Last-Event-ID resumes after it', async () => {
    const server = ledger.app().getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as AddressInfo).port;
    const listen = (headers: Record<string, string>, count: number) =>
      new Promise<Array<{ id: string; data: { data: { paymentId?: string } } }>>(
        (resolve, reject) => {
          const got: Array<{ id: string; data: { data: { paymentId?: string } } }> = [];
          const req = http.get(
            {
              host: '127.0.0.1',
              port,
              path: '/v1/events/stream',
              headers: { Accept: 'text/event-stream', ...headers },
            },
            (res) => {
              let buffer = '';
              res.on('data', (chunk) => {
                buffer += chunk.toString();
                let end;
                while ((end = buffer.indexOf('\n\n')) >= 0) {
                  const block = buffer.slice(0, end);
                  buffer = buffer.slice(end + 2);
                  const id = /^id: (.*)$/m.exec(block)?.[1];
                  const data = /^data: (.*)$/m.exec(block)?.[1];
                  if (id && data) got.push({ id, data: JSON.parse(data) });
                  if (got.length >= count) {
                    req.destroy();
                    resolve(got);
                  }
                }
              });
            },
          );
          req.on('error', (e) => (got.length >= count ? undefined : reject(e)));
        },
      );
    const all = await listen({}, 5);
    expect(all.map((e) => Number(e.id))).toEqual(
      [...all.map((e) => Number(e.id))].sort((a, b) => a - b),
    );
    const resumeFrom = all[3].id;
    const live = listen({ 'Last-Event-ID': resumeFrom }, 2);
    await pay();
    const after = await live;
    expect(after.map((e) => e.data.data.paymentId)).toEqual(['P-2', 'P-3']);
  });

  it('webhooks: signed deliveries in order, retried with backoff while the receiver fails, and everything missed while it was down', async () => {
    const secret = 'a-shared-secret-of-enough-length';
    const received: Array<{ paymentId: string; position: number }> = [];
    let failNext = 2;
    let badSignatures = 0;
    // every delivery answered 2xx, a resend of one already received included (at-least-once, counted)
    let accepted = 0;
    const receiver = tracked(
      http.createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          if (req.headers['x-ledger-signature'] !== signature(secret, body)) badSignatures++;
          if (failNext > 0) {
            failNext--;
            res.writeHead(503).end();
            return;
          }
          const { event } = JSON.parse(body);
          accepted++;
          if (!received.some((r) => r.position === event.position))
            received.push({ paymentId: event.data.paymentId, position: event.position });
          res.writeHead(204).end();
        });
      }),
    );
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    const port = (receiver.address() as AddressInfo).port;
    const registration = {
      subscriptionId: 'portal',
      url: `http://127.0.0.1:${port}/hook`,
      types: ['PaymentReceived'],
      secret,
    };
    await ledger.http().post('/v1/subscriptions').send(registration).expect(201);
    // the same registration again: a repeat (C8), said as every repeat says it
    const again = await ledger.http().post('/v1/subscriptions').send(registration).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    await until(() => received.length >= 3);
    expect(received.map((r) => r.paymentId)).toEqual(['P-1', 'P-2', 'P-3']);
    expect(badSignatures).toBe(0);
    // the delivery state is a checkpoint written after the receiver answers (every 20 deliveries,
    // each second, and when a loop ends): it can lag the receiver's own count for a moment
    const portal = async () =>
      (await ledger.http().get('/v1/subscriptions/portal').expect(200)).body;
    await until(async () => (await portal()).delivered >= 3);
    const state = await portal();
    expect(accepted).toBe(3);
    expect(state).toMatchObject({
      delivered: 3,
      failures: 0,
      lastError: null,
      types: ['PaymentReceived'],
    });
    expect(state.position).toBeGreaterThanOrEqual(received[2].position);
    expect(state.secret).toBeUndefined();

    // the receiver goes down; two payments; it comes back and gets both, in order
    await new Promise<void>((r) => receiver.close(() => r()));
    await pay();
    await pay();
    await until(
      async () => (await ledger.http().get('/v1/subscriptions/portal')).body.failures > 0,
    );
    await new Promise<void>((r) => receiver.listen(port, '127.0.0.1', () => r()));
    await until(() => received.length >= 5);
    expect(received.map((r) => r.paymentId)).toEqual(['P-1', 'P-2', 'P-3', 'P-4', 'P-5']);
    await until(
      async () => (await ledger.http().get('/v1/subscriptions/portal')).body.failures === 0,
    );
    await until(async () => (await portal()).delivered >= 5);
    // nothing sent twice, and every delivery counted once
    expect(await portal()).toMatchObject({ delivered: 5, failures: 0, lastError: null });
    expect(accepted).toBe(5);
  });
});
