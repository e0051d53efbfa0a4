import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventStoreDecorator, type ReadStreamOptions, type StoredEvent } from '@ledger/event-store';
import { ledgerHead } from '../support/ledger-head';
import { startTestLedger, TestLedger } from '../support/test-ledger';
import { until } from '../support/until';

/** An integrator retires a receiver: the subscription is removed, and nothing more is delivered to it. */
describe('webhook subscriptions: removal (integrator)', () => {
  let ledger: TestLedger;
  let receiver: http.Server;
  const received: string[] = [];
  let paid = 0;

  const pay = async () => {
    paid += 1;
    await ledger
      .http()
      .post('/v1/accounts/NP-RM/payments')
      .send({ paymentId: `P-RM-${paid}`, amount: '5.00', receivedOn: '2026-01-02' })
      .expect(201);
    return `P-RM-${paid}`;
  };

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z');
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(
          (JSON.parse(body) as { event: { data: { paymentId: string } } }).event.data.paymentId,
        );
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'NP-RM',
        municipality: 'northport',
        parcelId: 'P-RM',
        propertyClass: 'residential',
        owner: { name: 'A', mailingAddress: 'B' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/subscriptions')
      .send({
        subscriptionId: 'S-RM',
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
        types: ['PaymentReceived'],
      })
      .expect(201);
  });
  afterAll(async () => {
    await new Promise<void>((r) => receiver.close(() => r()));
    await ledger.close();
  });

  it('delivers until removed; after the removal nothing more, and the status and the id say it was removed', async () => {
    const first = await pay();
    await until(() => received.includes(first));
    const removed = await ledger.http().delete('/v1/subscriptions/S-RM').expect(200);
    expect(removed.body).toEqual({ subscriptionId: 'S-RM', removedAt: expect.any(String) });
    const after = await pay();
    // a delivery pass or two later, the payment made after the removal has not been sent
    await new Promise((r) => setTimeout(r, 1500));
    expect(received).toEqual([first]);
    expect(received).not.toContain(after);
    const status = await ledger.http().get('/v1/subscriptions/S-RM').expect(404);
    expect(status.body.message).toBe(
      `not-found: subscription S-RM was removed at ${removed.body.removedAt as string}`,
    );
  });

  it('removing it again answers the same removal and writes nothing; its id is not registered again (409); an unknown one is 404', async () => {
    const head = await ledgerHead(ledger);
    const again = await ledger.http().delete('/v1/subscriptions/S-RM').expect(200);
    expect(await ledgerHead(ledger)).toBe(head);
    const refused = await ledger
      .http()
      .post('/v1/subscriptions')
      .send({ subscriptionId: 'S-RM', url: 'https://example.org/hook', types: [] })
      .expect(409);
    expect(refused.body.message).toBe(
      `C8: subscription S-RM was removed at ${again.body.removedAt as string}: register the webhook under another id`,
    );
    await ledger.http().delete('/v1/subscriptions/S-NONE').expect(404);
    // its secret is not rotated back to life (review: a rotation made it answer again, and a second removal wrote)
    await ledger.http().post('/v1/subscriptions/S-RM/secret').expect(404);
    await ledger.http().get('/v1/subscriptions/S-RM').expect(404);
    const third = await ledger.http().delete('/v1/subscriptions/S-RM').expect(200);
    expect(third.body.removedAt).toBe(again.body.removedAt);
    expect(await ledgerHead(ledger)).toBe(head);
  });

  it('the removal is never in the feed (a subscription stream is not published)', async () => {
    const feed = (await ledger.http().get('/v1/events?limit=1000').expect(200)).body as {
      events: Array<{ type: string }>;
    };
    expect(feed.events.map((e) => e.type)).not.toContain('SubscriptionRemoved');
    await ledger.http().get('/v1/events?types=SubscriptionRemoved').expect(400);
  });
});

/** A secret rotated at the very moment its subscription is removed: the removal stands, and no secret is handed out. */
describe('webhook subscriptions: a rotation racing a removal', () => {
  /**
   * Holds the next look at a subscription stream's last event until released
   * (an append's, before it appends): `after` holds it once the look is made,
   * so what lands meanwhile is not seen and the append meets it as a conflict.
   */
  class HoldingStore extends EventStoreDecorator {
    hold: { reached: () => void; released: Promise<void>; after?: boolean } | null = null;

    override async readStream(
      streamId: string,
      options?: ReadStreamOptions,
    ): Promise<StoredEvent[]> {
      const held = this.hold;
      if (!held || !streamId.startsWith('subscription-') || options?.direction !== 'backwards')
        return super.readStream(streamId, options);
      this.hold = null;
      const seen = held.after ? await super.readStream(streamId, options) : null;
      held.reached();
      await held.released;
      return seen ?? super.readStream(streamId, options);
    }
  }
  let store: HoldingStore | null = null;
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', {
      wrapStore: (inner) => (store = new HoldingStore(inner)),
    });
    await ledger
      .http()
      .post('/v1/subscriptions')
      .send({
        subscriptionId: 'S-RACE',
        url: 'http://127.0.0.1:9/hook',
        types: ['PaymentReceived'],
      })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it.each([
    ['before', 'S-RACE', false],
    ['after', 'S-RACE1', true],
  ])(
    'the rotation, not yet written when the removal lands (%s its look at the stream), answers 404 and writes nothing after the removal',
    async (_when, id, after) => {
      if (id !== 'S-RACE')
        await ledger
          .http()
          .post('/v1/subscriptions')
          .send({ subscriptionId: id, url: 'http://127.0.0.1:9/hook', types: ['PaymentReceived'] })
          .expect(201);
      let reached!: () => void;
      const atAppend = new Promise<void>((r) => (reached = r));
      let release!: () => void;
      store!.hold = { reached, released: new Promise<void>((r) => (release = r)), after };
      const rotating = ledger
        .http()
        .post(`/v1/subscriptions/${id}/secret`)
        .send({})
        .then((r) => r);
      await atAppend;
      await ledger.http().delete(`/v1/subscriptions/${id}`).expect(200);
      release();
      const rotated = await rotating;
      expect(rotated.status).toBe(404);
      expect(rotated.body.message).toMatch(new RegExp(`subscription ${id} was removed at `));
      expect(JSON.stringify(rotated.body)).not.toMatch(/"secret"/);
      const stream = await store!.readStream(`subscription-${id}`);
      expect(stream.map((e) => e.type)).toEqual(['SubscriptionRegistered', 'SubscriptionRemoved']);
    },
  );

  it('the removal, past its first look and not yet written when a rotation lands, is written after it and answers 200 (it answered 409 and the subscription went on)', async () => {
    await ledger
      .http()
      .post('/v1/subscriptions')
      .send({
        subscriptionId: 'S-RACE2',
        url: 'http://127.0.0.1:9/hook',
        types: ['PaymentReceived'],
      })
      .expect(201);
    let reached!: () => void;
    const atAppend = new Promise<void>((r) => (reached = r));
    let release!: () => void;
    store!.hold = { reached, released: new Promise<void>((r) => (release = r)), after: true };
    const removing = ledger
      .http()
      .delete('/v1/subscriptions/S-RACE2')
      .then((r) => r);
    await atAppend;
    await ledger.http().post('/v1/subscriptions/S-RACE2/secret').send({}).expect(201);
    release();
    const removed = await removing;
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ subscriptionId: 'S-RACE2' });
    const stream = await store!.readStream('subscription-S-RACE2');
    expect(stream.map((e) => e.type)).toEqual([
      'SubscriptionRegistered',
      'WebhookSecretRotated',
      'SubscriptionRemoved',
    ]);
    await ledger.http().get('/v1/subscriptions/S-RACE2').expect(404);
  });
});
