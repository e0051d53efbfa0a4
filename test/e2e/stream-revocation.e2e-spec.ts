import { ApiKeys, KEY_REVOKED, SHUTTING_DOWN } from '@ledger/ledger';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestLedger, TestLedger } from '../support/test-ledger';

/** An open SSE stream: what it has received, and when it ended (null: still open). */
function openStream(port: number, key: string) {
  const seen = { body: '', endedAt: null as number | null, status: 0 };
  const ended = new Promise<void>((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/v1/events/stream',
        headers: { Authorization: `Bearer ${key}`, Accept: 'text/event-stream' },
      },
      (res) => {
        seen.status = res.statusCode ?? 0;
        res.on('data', (c: Buffer) => (seen.body += c.toString()));
        res.on('end', () => {
          seen.endedAt = Date.now();
          resolve();
        });
      },
    );
    req.on('error', reject);
  });
  return { seen, ended };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** #29 item 5: a revoked key's open stream ends within a second; shutdown tells every stream to reconnect. */
describe('open event streams, revocation and shutdown', () => {
  let ledger: TestLedger;
  let port: number;

  beforeAll(async () => {
    ledger = await startTestLedger('2026-12-02T15:00:00Z', { auth: true });
    const server = ledger.app().getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => ledger.close().catch(() => undefined));

  it("a revoked key's open stream is closed within a second of the revocation, saying why; another key's stays open", async () => {
    const keys = ledger.app().get(ApiKeys);
    const revoked = await keys.issue('Stream to revoke', 'integration', 'test-setup');
    const kept = await keys.issue('Stream to keep', 'integration', 'test-setup');
    const a = openStream(port, revoked.key);
    const b = openStream(port, kept.key);
    await sleep(500);
    expect([a.seen.status, b.seen.status]).toEqual([200, 200]);
    const at = Date.now();
    await keys.revoke(revoked.record.keyId, 'test-setup');
    await Promise.race([a.ended, sleep(3_000)]);
    expect(a.seen.endedAt).not.toBeNull();
    expect(a.seen.endedAt! - at).toBeLessThan(1_000);
    expect(a.seen.body.endsWith(KEY_REVOKED)).toBe(true);
    expect(b.seen.endedAt).toBeNull();

    // shutting down: the stream still open is told to reconnect, and ends
    const closing = ledger.app().close();
    await Promise.race([b.ended, sleep(5_000)]);
    expect(b.seen.endedAt).not.toBeNull();
    expect(b.seen.body.endsWith(SHUTTING_DOWN)).toBe(true);
    expect(b.seen.body).toContain('reconnect');
    await closing;
  }, 30_000);
});
