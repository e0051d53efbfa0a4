import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ServerProcess } from '../support/server-process';

/**
 * Group commit (#30) and a crash: payments arriving together are made durable
 * in one transaction, and none is acknowledged before it. The real API is
 * killed with SIGKILL while hundreds of concurrent payments are in flight;
 * after it, every payment that was answered 201 is in the log, and the log
 * holds whole groups only (the killed group is not half written).
 */
const ACCOUNTS = 100;
const PAYMENTS = 400;

describe('group commit: SIGKILL during concurrent payments acknowledges nothing it did not write', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-group-commit-'));
  const dbPath = join(dir, 'ledger.sqlite');
  let server: ServerProcess;
  const written = (): Set<string> => {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      const rows = db
        .prepare("SELECT data FROM events WHERE type = 'PaymentReceived'")
        .all() as Array<{ data: string }>;
      return new Set(rows.map((r) => (JSON.parse(r.data) as { paymentId: string }).paymentId));
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    server = new ServerProcess(await freePort(), { LEDGER_DB_PATH: dbPath });
    await server.start();
    const roll = [
      'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn',
      ...Array.from(
        { length: ACCOUNTS },
        (_, i) => `NP-G${i},northport,P-G${i},residential,,,,Owner ${i},1 Main St,2025-06-01`,
      ),
    ].join('\n');
    expect((await server.post('/v1/imports/accounts', roll, 'text/csv')).status).toBe(201);
  }, 120_000);
  afterAll(async () => server.kill());

  it('every payment answered 201 before the kill is in the log; those in flight were not answered', async () => {
    const acknowledged: string[] = [];
    const requests = Array.from({ length: PAYMENTS }, (_, n) =>
      server
        .post(`/v1/accounts/NP-G${n % ACCOUNTS}/payments`, {
          paymentId: `GC-${n}`,
          amount: '1.00',
          receivedOn: '2025-11-01',
        })
        .then((r) => {
          if (r.status === 201) acknowledged.push(`GC-${n}`);
        })
        .catch(() => undefined),
    );
    const deadline = Date.now() + 60_000;
    while (written().size === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    await server.kill();
    await Promise.all(requests);
    const log = written();
    expect(acknowledged.filter((id) => !log.has(id))).toEqual([]);
    // the kill came while payments were still arriving: some were never written, none of those answered
    expect(log.size).toBeGreaterThan(0);
    expect(log.size).toBeLessThan(PAYMENTS);

    // restarted on the same file, it takes the rest: each payment once
    await server.start();
    for (let n = 0; n < PAYMENTS; n++) {
      const r = await server.post(`/v1/accounts/NP-G${n % ACCOUNTS}/payments`, {
        paymentId: `GC-${n}`,
        amount: '1.00',
        receivedOn: '2025-11-01',
      });
      expect([200, 201]).toContain(r.status);
      expect(r.status === 200).toBe(log.has(`GC-${n}`));
    }
    expect(written().size).toBe(PAYMENTS);
    const balance = await server.get('/v1/accounts/NP-G7/balance?asOf=2025-11-30');
    expect(balance.body.total).toBe('-4.00');
  }, 180_000);
});
