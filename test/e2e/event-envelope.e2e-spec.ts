import Database from 'better-sqlite3';
import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventContract, type PublishedEventSchemas } from '../support/event-contract';
import { officeDay } from '../support/office-day';
import { startTestLedger, type TestLedger } from '../support/test-ledger';
import { closeTrackedServers, tracked } from '../support/tracked-servers';
import { until as waitUntil } from '../support/until';

interface FeedEvent {
  position: number;
  type: string;
  version: number;
  storedVersion: number;
  effectiveDate: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

const until = (check: () => boolean | Promise<boolean>) => waitUntil(check, 15_000);

/** The first `count` events of the SSE stream, parsed. */
function sse(port: number, count: number): Promise<FeedEvent[]> {
  return new Promise((resolve, reject) => {
    const got: FeedEvent[] = [];
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/v1/events/stream',
        headers: { Accept: 'text/event-stream' },
      },
      (res) => {
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk.toString();
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (data) got.push(JSON.parse(data) as FeedEvent);
            if (got.length >= count) {
              req.destroy();
              resolve(got);
              return;
            }
          }
        });
      },
    );
    req.on('error', (e) => (got.length >= count ? undefined : reject(e)));
  });
}

/**
 * #26.1: one shape for an event everywhere. A rich history (the Northport
 * worked example of DOMAIN.md as the office lives it, Watervliet's, a returned
 * check, an owner change, a unit's status) is read through the feed, the SSE
 * stream, a webhook and the store itself (what EventStoreDB subscribers read),
 * and every event is validated with a validator built from what
 * `/v1/event-schemas` publishes, and nothing else.
 */
describe('every event validates against its published schema, wherever it is read (#26.1)', () => {
  let ledger: TestLedger;
  let published: PublishedEventSchemas;
  const feed: FeedEvent[] = [];
  const ok = (what: string) => (r: { status: number; body: unknown }) => {
    if (r.status !== 200 && r.status !== 201)
      throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  };

  beforeAll(async () => {
    ledger = await startTestLedger();
    await officeDay(ledger);
    const post = (path: string, body: Record<string, unknown>) =>
      ledger.http().post(path).send(body).expect(ok(path));
    // Watervliet (W1, W2): a semiannual rent per unit, paid, then interest run
    await post('/v1/municipalities/watervliet/rate-schedules', {
      effectiveFrom: '2022-11-01',
      effectiveTo: '2023-10-31',
      adoptedOn: '2022-10-06',
      rates: WATERVLIET_RATES_2022,
    });
    await post('/v1/accounts', {
      accountId: 'WV-1',
      municipality: 'watervliet',
      parcelId: '45.12-3-1',
      propertyClass: 'residential',
      units: 2,
      owner: { name: 'Owner WV-1', mailingAddress: '2 Broadway\nWatervliet NY' },
      openedOn: '2022-06-01',
    });
    await post('/v1/accounts/WV-1/bills', {
      billId: 'WB-1',
      period: '2022-11',
      billDate: '2022-12-01',
    });
    await post('/v1/accounts/WV-1/payments', {
      paymentId: 'WP-1',
      amount: '100.00',
      receivedOn: '2023-03-10',
    });
    await post('/v1/penalty-runs', { municipality: 'watervliet', through: '2023-04-30' });
    await post('/v1/accounts/WV-1/unit-status', {
      unit: '2',
      status: 'vacant-water-off',
      effectiveOn: '2023-05-01',
    });
    // Northport: the check of 2025-10-15 comes back (C4); NP-1002 is sold (C9)
    await post('/v1/accounts/NP-1001/payments/P-1/reversal', {
      reversedOn: '2025-11-01',
      reason: 'returned check',
    });
    await post('/v1/accounts/NP-1002/owner-changes', {
      ownerChangeId: 'OC-1',
      owner: { name: 'New Owner', mailingAddress: '22 Bayview Ave\nNorthport NY 11768' },
      effectiveOn: '2026-06-15',
    });
    published = (await ledger.http().get('/v1/event-schemas').expect(200)).body;
    let after: number | null = null;
    for (let i = 0; i < 100; i++) {
      const page: { events: FeedEvent[]; next: number | null } = (
        await ledger
          .http()
          .get('/v1/events')
          .query({ limit: 1000, ...(after !== null ? { after } : {}) })
          .expect(200)
      ).body;
      if (page.events.length === 0) break;
      feed.push(...page.events);
      after = page.next;
    }
  }, 120_000);
  afterEach(closeTrackedServers);
  afterAll(async () => ledger.close());

  it('the feed: every envelope and its data match what is published for its type and version', () => {
    const contract = eventContract(published);
    expect(feed.length).toBeGreaterThan(20);
    expect(feed.flatMap((e) => contract.envelopeErrors(e))).toEqual([]);
    // the history is rich: these types are all in it
    expect([...new Set(feed.map((e) => e.type))].sort()).toEqual(
      expect.arrayContaining([
        'AccountOpened',
        'BillRendered',
        'BillRunCompleted',
        'LienStatementPrepared',
        'OwnerChanged',
        'PaymentReceived',
        'PaymentReversed',
        'PenaltyAccrued',
        'RateScheduleAdopted',
        'UnitStatusChanged',
        'WaterUsageRecorded',
      ]),
    );
    // the effective date is in the data, as the schema has it, and kept at the top level too
    for (const e of feed) expect(e.data.effectiveDate).toBe(e.effectiveDate);
  });

  it('the feed before the fix would fail: data without its effectiveDate is refused by the published schema', () => {
    const contract = eventContract(published);
    const payment = feed.find((e) => e.type === 'PaymentReceived')!;
    const { effectiveDate: _dropped, ...data } = payment.data;
    expect(contract.envelopeErrors({ ...payment, data })).toEqual([
      expect.stringContaining("must have required property 'effectiveDate'"),
    ]);
  });

  it('the store (what EventStoreDB subscribers read): the same data, valid at its stored version', () => {
    const contract = eventContract(published);
    const db = new Database(ledger.dbPath, { readonly: true });
    const rows = db
      .prepare<[], { position: number; type: string; data: string; metadata: string }>(
        'SELECT position, type, data, metadata FROM events ORDER BY position',
      )
      .all()
      .map((r) => ({
        position: r.position,
        type: r.type,
        data: JSON.parse(r.data) as Record<string, unknown>,
        metadata: JSON.parse(r.metadata) as { schemaVersion: number },
      }));
    db.close();
    expect(rows.flatMap((r) => contract.storedErrors(r))).toEqual([]);
    const stored = new Map(rows.map((r) => [r.position, r]));
    for (const e of feed.filter((f) => f.version === f.storedVersion))
      expect([e.position, e.data]).toEqual([e.position, stored.get(e.position)!.data]);
  });

  it('the SSE stream carries the same envelopes', async () => {
    const server = ledger.app().getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const streamed = await sse((server.address() as AddressInfo).port, feed.length);
    const contract = eventContract(published);
    expect(streamed.flatMap((e) => contract.envelopeErrors(e))).toEqual([]);
    expect(streamed).toEqual(feed);
  });

  it('a webhook delivery carries the same envelope in the published delivery body', async () => {
    const bodies: Array<{ subscriptionId: string; event: FeedEvent }> = [];
    const receiver = tracked(
      http.createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          bodies.push(JSON.parse(body));
          res.writeHead(204).end();
        });
      }),
    );
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    await ledger
      .http()
      .post('/v1/subscriptions')
      .send({
        subscriptionId: 'S-ALL',
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
        types: [],
      })
      .expect(201);
    await until(() => bodies.length >= feed.length);
    await new Promise<void>((r) => receiver.close(() => r()));
    const contract = eventContract(published);
    expect(bodies.flatMap((b) => contract.deliveryErrors(b))).toEqual([]);
    expect(bodies.map((b) => b.event)).toEqual(feed);
  });
});
