import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { Webhook } from 'standardwebhooks';
import { issueKeys, startTestLedger, TestLedger } from '../support/test-ledger';
import { closeTrackedServers, tracked } from '../support/tracked-servers';
import { until } from '../support/until';

/** Webhooks closed to abuse: no internal targets, server-made secrets kept out of the log, Standard Webhooks signatures, owners only. */
describe('webhook safety', () => {
  let ledger: TestLedger;
  let as: (name: string) => { Authorization: string };

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', { auth: true });
    ({ as } = await issueKeys(ledger, {
      portal: ['Portal', 'integration'],
      other: ['Other vendor', 'integration'],
      auditor: ['Auditor', 'auditor'],
      clerk: ['Clerk', 'clerk'],
      admin: ['Operator', 'admin'],
    }));
  });
  afterEach(closeTrackedServers);
  afterAll(async () => ledger.close());

  it('refuses URLs that reach inside: plain http to a host not allowed, loopback, private, link-local and metadata addresses', async () => {
    const urls = [
      'http://example.org/hook',
      'https://127.0.0.2/hook',
      'https://10.0.0.5/hook',
      'https://192.168.1.10:5432/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/hook',
      'https://[fd00:ec2::254]/',
      'https://user:pw@example.org/',
    ];
    for (const [i, url] of urls.entries()) {
      const answer = await ledger
        .http()
        .post('/v1/subscriptions')
        .set(as('portal'))
        .send({ subscriptionId: `S-BAD-${i}`, url, types: ['PaymentReceived'] });
      expect([url, answer.status]).toEqual([url, 400]);
      expect(answer.body.rule).toBe('webhooks');
    }
  });

  it('refuses internal event types', async () => {
    const answer = await ledger
      .http()
      .post('/v1/subscriptions')
      .set(as('portal'))
      .send({ subscriptionId: 'S-KEYS', url: 'http://127.0.0.1:9/hook', types: ['ApiKeyIssued'] })
      .expect(400);
    expect(answer.body.fields.types).toBeDefined();
  });

  it('makes the secret, shows it once, keeps it out of the log; signs as Standard Webhooks says; owner and auditors only; rotates', async () => {
    const deliveries: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
    const receiver = tracked(
      http.createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          deliveries.push({ headers: req.headers, body });
          res.writeHead(204).end();
        });
      }),
    );
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    const port = (receiver.address() as AddressInfo).port;
    const created = await ledger
      .http()
      .post('/v1/subscriptions')
      .set(as('portal'))
      .send({
        subscriptionId: 'S-PORTAL',
        url: `http://127.0.0.1:${port}/hook`,
        types: ['PaymentReceived'],
      })
      .expect(201);
    const secret: string = created.body.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(created.body.secretFingerprint).toMatch(/^sha256:[0-9a-f]{16}$/);
    // again: 200, the same answer without the secret, whatever secret is sent (no oracle)
    const again = await ledger
      .http()
      .post('/v1/subscriptions')
      .set(as('portal'))
      .send({
        subscriptionId: 'S-PORTAL',
        url: `http://127.0.0.1:${port}/hook`,
        types: ['PaymentReceived'],
        secret: 'a-guess-at-the-secret-000000',
      })
      .expect(200);
    expect(again.body.secret).toBeUndefined();

    await ledger
      .http()
      .post('/v1/accounts')
      .set(as('clerk'))
      .send({
        accountId: 'NP-WH2',
        municipality: 'northport',
        parcelId: 'P',
        propertyClass: 'residential',
        owner: { name: 'A', mailingAddress: 'B' },
        openedOn: '2025-06-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-WH2/payments')
      .set(as('clerk'))
      .send({ paymentId: 'P-WH', amount: '5.00', receivedOn: '2026-01-02' })
      .expect(201);
    await until(() => deliveries.length >= 1);
    const [delivery] = deliveries;
    const verified = new Webhook(secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as { event: { data: { paymentId: string } } };
    expect(verified.event.data.paymentId).toBe('P-WH');

    // the secret is nowhere in the log or the read models
    for (const file of [ledger.dbPath, ledger.dbPath.replace(/\.sqlite$/, '.read-models.sqlite')]) {
      const db = new Database(file, { readonly: true });
      const text = JSON.stringify(
        db
          .prepare(
            file === ledger.dbPath
              ? 'SELECT data, metadata FROM events'
              : 'SELECT data FROM webhook_subscriptions',
          )
          .all(),
      );
      db.close();
      expect(text).not.toContain(secret.slice(6));
    }

    // only its owner and auditors see it
    await ledger.http().get('/v1/subscriptions/S-PORTAL').set(as('other')).expect(404);
    await ledger.http().get('/v1/subscriptions/S-PORTAL').set(as('auditor')).expect(200);
    const portalState = async () =>
      (await ledger.http().get('/v1/subscriptions/S-PORTAL').set(as('portal')).expect(200)).body;
    // the delivery state is a checkpoint written after the receiver answers: it can trail the receiver's count
    await until(async () => (await portalState()).delivered >= 1);
    const state = await portalState();
    expect(state).toMatchObject({ delivered: 1, failures: 0 });
    expect(state.secret).toBeUndefined();

    // another integration key can neither remove it nor learn it exists; an auditor may not remove it
    await ledger.http().delete('/v1/subscriptions/S-PORTAL').set(as('other')).expect(404);
    await ledger.http().delete('/v1/subscriptions/S-PORTAL').set(as('auditor')).expect(403);
    await ledger.http().get('/v1/subscriptions/S-PORTAL').set(as('portal')).expect(200);

    // rotation: a new secret shown once; the next delivery is signed with it (and the old one)
    await ledger.http().post('/v1/subscriptions/S-PORTAL/secret').set(as('other')).expect(404);
    const rotated = await ledger
      .http()
      .post('/v1/subscriptions/S-PORTAL/secret')
      .set(as('portal'))
      .expect(201);
    expect(rotated.body.secret).not.toBe(secret);
    await ledger
      .http()
      .post('/v1/accounts/NP-WH2/payments')
      .set(as('clerk'))
      .send({ paymentId: 'P-WH2', amount: '5.00', receivedOn: '2026-01-03' })
      .expect(201);
    await until(() => deliveries.length >= 2);
    const second = deliveries[1];
    const headers = {
      'webhook-id': String(second.headers['webhook-id']),
      'webhook-timestamp': String(second.headers['webhook-timestamp']),
      'webhook-signature': String(second.headers['webhook-signature']),
    };
    // #26.5: for the grace period the replaced secret's signature rides along (webhook-rotation.e2e-spec.ts)
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => new Webhook(secret).verify(second.body, headers)).not.toThrow();
    expect(
      (
        new Webhook(rotated.body.secret).verify(second.body, headers) as {
          event: { data: { paymentId: string } };
        }
      ).event.data.paymentId,
    ).toBe('P-WH2');
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  it('follows no redirect: a receiver that redirects inside is a failed delivery, the inside never reached', async () => {
    // a receiver that redirects inside: not followed, a failure
    let redirected = 0;
    const inside = tracked(
      http.createServer((_req, res) => {
        redirected++;
        res.writeHead(204).end();
      }),
    );
    await new Promise<void>((r) => inside.listen(0, '127.0.0.1', () => r()));
    const redirector = tracked(
      http.createServer((_req, res) =>
        res
          .writeHead(307, {
            Location: `http://127.0.0.1:${(inside.address() as AddressInfo).port}/`,
          })
          .end(),
      ),
    );
    await new Promise<void>((r) => redirector.listen(0, '127.0.0.1', () => r()));
    await ledger
      .http()
      .post('/v1/subscriptions')
      .set(as('portal'))
      .send({
        subscriptionId: 'S-REDIRECT',
        url: `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/`,
        types: ['PaymentReceived'],
      })
      .expect(201);
    await until(
      async () =>
        (await ledger.http().get('/v1/subscriptions/S-REDIRECT').set(as('portal'))).body.failures >
        0,
    );
    expect(redirected).toBe(0);
    expect(
      (await ledger.http().get('/v1/subscriptions/S-REDIRECT').set(as('portal'))).body.lastError,
    ).toBe('HTTP 307');
    // the operator retires it (its registering key might have been revoked): an admin key may remove any
    await ledger.http().delete('/v1/subscriptions/S-REDIRECT').set(as('admin')).expect(200);
    await ledger.http().get('/v1/subscriptions/S-REDIRECT').set(as('portal')).expect(404);
    await new Promise<void>((r) => redirector.close(() => r()));
    await new Promise<void>((r) => inside.close(() => r()));
  });
});
