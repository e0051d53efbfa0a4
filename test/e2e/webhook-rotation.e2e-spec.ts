import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { startTestLedger, TestLedger } from '../support/test-ledger';
import { until } from '../support/until';

type Headers = Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>;

/**
 * A receiver's verifier written from the Standard Webhooks specification
 * (standardwebhooks.com, "Verifying webhook authenticity"), not from the
 * ledger's code: the signed content is `${webhook-id}.${webhook-timestamp}.${body}`,
 * the key the base64 after `whsec_`, the signature HMAC-SHA256 in base64;
 * `webhook-signature` holds space-delimited `v1,<signature>` entries, any of
 * which may match; the timestamp must be within five minutes of now.
 */
function signedBy(secret: string, headers: Headers, body: string): boolean {
  const timestamp = Number(headers['webhook-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 5 * 60)
    return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest();
  return headers['webhook-signature'].split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The `standardwebhooks` package's verdict. */
const packageVerifies = (secret: string, headers: Headers, body: string) => {
  try {
    new Webhook(secret).verify(body, headers);
    return true;
  } catch {
    return false;
  }
};

const HOUR_MS = 60 * 60_000;

/** #26.5: a rotation overlaps: for the grace period deliveries carry the new and the old signature. */
describe('webhook secret rotation with a grace period (Standard Webhooks)', () => {
  let ledger: TestLedger;
  let receiver: http.Server;
  const deliveries: Array<{ headers: Headers; body: string }> = [];
  /** What the receiver holds: it refuses (401) a delivery no signature of which it can verify. */
  let held = '';
  let failNext = 0;
  let paid = 0;

  const pay = async () => {
    paid += 1;
    await ledger
      .http()
      .post('/v1/accounts/NP-ROT/payments')
      .send({ paymentId: `P-ROT-${paid}`, amount: '5.00', receivedOn: '2026-01-02' })
      .expect(201);
    await until(() =>
      deliveries.some(
        (d) =>
          (JSON.parse(d.body) as { event: { data: { paymentId: string } } }).event.data
            .paymentId === `P-ROT-${paid}`,
      ),
    );
    return deliveries[deliveries.length - 1];
  };
  const status = async () =>
    (await ledger.http().get('/v1/subscriptions/S-ROT').expect(200)).body as {
      failures: number;
      lastError: string | null;
      delivered: number;
    };

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', {
      webhooks: { rotationGraceMs: HOUR_MS },
    });
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (failNext > 0) {
          failNext--;
          res.writeHead(503).end();
          return;
        }
        const headers = {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        };
        if (!signedBy(held, headers, body)) {
          res.writeHead(401).end();
          return;
        }
        deliveries.push({ headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    await ledger
      .http()
      .post('/v1/accounts')
      .send({
        accountId: 'NP-ROT',
        municipality: 'northport',
        parcelId: 'P-ROT',
        propertyClass: 'residential',
        owner: { name: 'A', mailingAddress: 'B' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    const created = await ledger
      .http()
      .post('/v1/subscriptions')
      .send({
        subscriptionId: 'S-ROT',
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
        types: ['PaymentReceived'],
      })
      .expect(201);
    held = created.body.secret as string;
  });
  afterAll(async () => {
    await new Promise<void>((r) => receiver.close(() => r()));
    await ledger.close();
  });

  it('signs with the one secret before any rotation; both verifiers agree', async () => {
    const d = await pay();
    expect(d.headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(signedBy(held, d.headers, d.body)).toBe(true);
    expect(packageVerifies(held, d.headers, d.body)).toBe(true);
    expect(
      signedBy(`whsec_${Buffer.from('another key').toString('base64')}`, d.headers, d.body),
    ).toBe(false);
  });

  it('after a rotation, "v1,<new> v1,<old>" for the grace period: a receiver that has not switched yet refuses nothing', async () => {
    const old = held;
    const rotated = await ledger.http().post('/v1/subscriptions/S-ROT/secret').expect(201);
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(old);
    expect(new Date(rotated.body.previousSecretSignsUntil).getTime()).toBe(
      new Date(rotated.body.rotatedAt).getTime() + HOUR_MS,
    );

    // the receiver still holds the old secret: the delivery is taken, not refused
    const d = await pay();
    const [first, second, ...more] = d.headers['webhook-signature'].split(' ');
    expect(more).toEqual([]);
    const one = (signature: string) => ({ ...d.headers, 'webhook-signature': signature });
    expect([signedBy(fresh, one(first), d.body), signedBy(old, one(second), d.body)]).toEqual([
      true,
      true,
    ]);
    expect([
      packageVerifies(fresh, d.headers, d.body),
      packageVerifies(old, d.headers, d.body),
    ]).toEqual([true, true]);
    expect((await status()).failures).toBe(0);

    // it switches some time within the grace period: still verified
    held = fresh;
    ledger.clock.set(new Date(new Date(rotated.body.rotatedAt).getTime() + HOUR_MS - 10 * 60_000));
    const later = await pay();
    expect(signedBy(fresh, later.headers, later.body)).toBe(true);
    expect(signedBy(old, later.headers, later.body)).toBe(true);

    // past the grace period the old secret signs nothing
    ledger.clock.set(new Date(new Date(rotated.body.rotatedAt).getTime() + HOUR_MS + 1000));
    const after = await pay();
    expect(after.headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(signedBy(fresh, after.headers, after.body)).toBe(true);
    expect(packageVerifies(fresh, after.headers, after.body)).toBe(true);
    expect(signedBy(old, after.headers, after.body)).toBe(false);
    expect(packageVerifies(old, after.headers, after.body)).toBe(false);
  });

  it('lastError clears on the next success', async () => {
    // the delivery state is a checkpoint that can trail the receiver's count: first the one of the deliveries so far
    await until(async () => (await status()).delivered >= deliveries.length);
    failNext = 1;
    const next = pay();
    await until(async () => (await status()).lastError !== null);
    expect((await status()).lastError).toBe('HTTP 503');
    await next;
    // then the one written after the retry succeeded (the receiver has counted it)
    await until(async () => (await status()).delivered >= deliveries.length);
    expect(await status()).toMatchObject({
      delivered: deliveries.length,
      failures: 0,
      lastError: null,
    });
  });
});
