import { ApiKeys, EventStreams } from '@ledger/ledger';
import { Logger } from '@nestjs/common';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestLedger, TestLedger } from '../support/test-ledger';

/** The key before the body, failed authentications logged and limited, keys held to a rate. */
describe('limits: the key checked before any body is read, 429 with Retry-After', () => {
  let ledger: TestLedger;
  let clerk = '';
  let port = 0;
  const warnings: string[] = [];

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', {
      auth: true,
      rateLimits: { perKey: 30, failedAuth: 5 },
    });
    clerk = (await ledger.app().get(ApiKeys).issue('Clerk', 'clerk', 'test-setup')).key;
    jest
      .spyOn(Logger.prototype, 'warn')
      .mockImplementation((message: unknown) => void warnings.push(String(message)));
    const server = ledger.app().getHttpServer();
    if (!server.listening)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await ledger.close();
  });

  it('answers 401 to an unauthenticated 30 MB upload without reading it', async () => {
    const sent = await new Promise<{ status: number; bytesSent: number; ms: number }>(
      (resolve, reject) => {
        const started = Date.now();
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/v1/imports/accounts',
          headers: { 'Content-Type': 'text/csv', 'Content-Length': String(30 * 1024 * 1024) },
        });
        let bytesSent = 0;
        req.on('response', (res) => {
          resolve({ status: res.statusCode ?? 0, bytesSent, ms: Date.now() - started });
          res.resume();
          req.destroy();
        });
        req.on('error', (e) => (bytesSent > 0 ? undefined : reject(e)));
        const chunk = Buffer.alloc(64 * 1024, 'a');
        const pump = () => {
          while (bytesSent < 30 * 1024 * 1024 && req.write(chunk)) bytesSent += chunk.length;
        };
        req.on('drain', pump);
        pump();
      },
    );
    expect(sent.status).toBe(401);
    // answered long before the 30 MB were sent
    expect(sent.bytesSent).toBeLessThan(30 * 1024 * 1024);
  });

  it('logs failed authentications (never the key) and makes a guessing address wait for its failed attempts: 429 with Retry-After; a valid key behind it still works', async () => {
    warnings.length = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (
          await ledger
            .http()
            .get('/v1/accounts/NP-1')
            .set('Authorization', `Bearer slk_guess${i}_notakey`)
        ).status,
      );
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const limited = await ledger
      .http()
      .get('/v1/accounts/NP-1')
      .set('Authorization', 'Bearer slk_guess9_notakey')
      .expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(
      /^too many failed authentications from this address: try again in \d+ s$/,
    );
    // the office's valid key, from the same address, is not locked out
    await ledger
      .http()
      .get('/v1/accounts?query=x')
      .set('Authorization', `Bearer ${clerk}`)
      .expect(200);
    expect(
      warnings.filter((w) =>
        w.startsWith(
          'authentication failed: an unknown or revoked key, GET /v1/accounts/NP-1 from',
        ),
      ),
    ).not.toHaveLength(0);
    expect(warnings.join('\n')).not.toContain('slk_guess');
  });
});

/** A request from one loopback address of many (127.0.0.x): as from another machine. */
function from(
  port: number,
  localAddress: string,
  key: string,
  path = '/v1/accounts?query=x',
): Promise<{ status: number; body: { message?: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, localAddress, path, headers: { Authorization: `Bearer ${key}` } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('limits: failed authentications throttled by address and by key id apart; valid keys keep working', () => {
  let ledger: TestLedger;
  let port = 0;
  let office: { a: string; b: string };
  const warnings: string[] = [];

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', {
      auth: true,
      rateLimits: { failedAuth: 5 },
    });
    const keys = ledger.app().get(ApiKeys);
    office = {
      a: (await keys.issue('Clerk A', 'clerk', 'test-setup')).key,
      b: (await keys.issue('Clerk B', 'clerk', 'test-setup')).key,
    };
    jest
      .spyOn(Logger.prototype, 'warn')
      .mockImplementation((message: unknown) => void warnings.push(String(message)));
    const server = ledger.app().getHttpServer();
    if (!server.listening)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await ledger.close();
  });

  it('an office behind one address (a NAT): one client flooding garbage is throttled, every valid key behind it works', async () => {
    const nat = '127.0.0.2';
    const garbage: number[] = [];
    for (let i = 0; i < 25; i++) garbage.push((await from(port, nat, `garbage-${i}`)).status);
    expect(garbage.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(garbage.slice(5))).toEqual(new Set([429]));
    expect((await from(port, nat, office.a)).status).toBe(200);
    expect((await from(port, nat, office.b)).status).toBe(200);
    // and the flood stays throttled
    expect((await from(port, nat, 'garbage-again')).status).toBe(429);
    // logged once when it starts to wait, not once per refused attempt
    expect(
      warnings.filter((w) => w.startsWith('address 127.0.0.2 failed to authenticate 5 times')),
    ).toHaveLength(1);
    // another address is not held for the NAT's failures
    expect((await from(port, '127.0.0.3', 'garbage-elsewhere')).status).toBe(401);
  });

  it("a key id guessed at from many addresses is throttled by its id; the key's holder and the other keys still work", async () => {
    const keyIdA = /^slk_([a-z0-9]{12})_/.exec(office.a)![1];
    const wrong = `slk_${keyIdA}_${'x'.repeat(43)}`;
    const guesses: Array<{ status: number; body: { message?: string } }> = [];
    for (let i = 0; i < 8; i++) guesses.push(await from(port, `127.0.0.${10 + i}`, wrong));
    expect(guesses.map((g) => g.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(guesses[7].body.message).toMatch(
      new RegExp(`^too many failed authentications with key ${keyIdA}: try again in \\d+ s$`),
    );
    // each address failed once only: it is the key id that waits
    expect((await from(port, '127.0.0.40', wrong)).status).toBe(429);
    expect((await from(port, '127.0.0.40', office.a)).status).toBe(200);
    expect((await from(port, '127.0.0.40', office.b)).status).toBe(200);
  });
});

describe('limits: a key held to its rate', () => {
  let ledger: TestLedger;
  afterAll(async () => ledger.close());

  it('answers 429 with Retry-After once a key has made its requests for the minute', async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', {
      auth: true,
      rateLimits: { perKey: 5 },
    });
    const key = (await ledger.app().get(ApiKeys).issue('Clerk', 'clerk', 'test-setup')).key;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await ledger.http().get('/v1/accounts?query=x').set('Authorization', `Bearer ${key}`))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('limits: one key cannot hold every SSE slot (LEDGER_MAX_EVENT_STREAMS_PER_KEY)', () => {
  let ledger: TestLedger;
  let port = 0;
  const open: ClientRequest[] = [];
  afterAll(async () => {
    for (const r of open) r.destroy();
    await ledger.close();
  });

  /** Opens a live stream with `key`; its status once the headers are in. */
  const stream = (key: string) =>
    new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/v1/events/stream',
          headers: { Authorization: `Bearer ${key}`, Accept: 'text/event-stream' },
        },
        (res) => {
          const retryAfter = res.headers['retry-after'] as string | undefined;
          if (res.statusCode === 200) return resolve({ status: 200, body: '' });
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter, body }));
        },
      );
      req.on('error', reject);
      req.end();
      open.push(req);
    });

  it('a key beyond its cap gets 429 with Retry-After while other keys still open streams; closing one frees its slot', async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', {
      auth: true,
      maxEventStreams: 5,
      maxEventStreamsPerKey: 2,
    });
    const keys = ledger.app().get(ApiKeys);
    const greedy = (await keys.issue('GL', 'integration', 'test-setup')).key;
    const other = (await keys.issue('Tax collector', 'integration', 'test-setup')).key;
    const server = ledger.app().getHttpServer();
    if (!server.listening)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;

    expect((await stream(greedy)).status).toBe(200);
    expect((await stream(greedy)).status).toBe(200);
    const third = await stream(greedy);
    expect([third.status, third.retryAfter]).toEqual([429, '30']);
    expect(JSON.parse(third.body).message).toBe(
      'this key holds 2 event streams open, the most one key may; close one (or read the feed by page)',
    );
    expect((await stream(other)).status).toBe(200);
    const streams = ledger.app().get(EventStreams);
    expect(streams.streams.size).toBe(3);
    // one of the greedy key's streams closed: it may open another
    open[0].destroy();
    for (let i = 0; i < 100 && streams.streams.size > 2; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await stream(greedy)).status).toBe(200);
  });
});
