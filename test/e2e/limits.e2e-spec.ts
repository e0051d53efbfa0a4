import { ApiKeys } from '@ledger/ledger';
import { Logger } from '@nestjs/common';
import { request as httpRequest } from 'node:http';
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

  it('logs failed authentications (never the key) and makes a guessing address wait: 429 with Retry-After', async () => {
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
      .set('Authorization', `Bearer ${clerk}`)
      .expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
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
