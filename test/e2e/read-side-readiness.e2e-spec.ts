import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_MAIN, freePort, ServerProcess } from '../support/server-process';

const ACCOUNTS = 150;

/**
 * #25 item 7: the CLI's commands end without a spurious catch-up error (the
 * runners stop before the databases close), and an API started on deleted
 * read models says ok on /health only once they have caught up, so search
 * never answers a null balance behind an ok.
 */
describe('the read side at start and at shutdown', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-ready-'));
  const dbPath = join(dir, 'ledger.sqlite');
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [CLI_MAIN, ...args], {
      env: { ...process.env, LEDGER_DB_PATH: dbPath },
      encoding: 'utf8',
    });
  let server: ServerProcess;

  beforeAll(async () => {
    server = new ServerProcess(await freePort(), { LEDGER_DB_PATH: dbPath });
    await server.start();
    const ok = (r: { status: number; body: unknown }) => {
      if (r.status !== 201 && r.status !== 200) throw new Error(JSON.stringify(r.body));
    };
    ok(
      await server.post('/v1/municipalities/northport/rate-schedules', {
        fiscalYear: 2025,
        ratePer1000Gallons: '3.2000',
        adoptedOn: '2025-09-15',
      }),
    );
    for (let n = 1; n <= ACCOUNTS; n++) {
      const accountId = `NP-${String(n).padStart(4, '0')}`;
      ok(
        await server.post('/v1/accounts', {
          accountId,
          municipality: 'northport',
          parcelId: `P-${accountId}`,
          propertyClass: 'residential',
          owner: { name: `Owner ${accountId}`, mailingAddress: '1 Main St' },
          openedOn: '2025-06-01',
        }),
      );
      ok(
        await server.post(`/v1/accounts/${accountId}/water-usage`, {
          fiscalYear: 2025,
          totalGallons: 80000,
          readOn: '2025-09-01',
        }),
      );
    }
    ok(
      await server.post('/v1/bill-runs', {
        billRunId: 'BR-READY',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await server.stop();
  });

  it('an API started on deleted read models answers /health ok only when search has every balance', async () => {
    await server.stop();
    for (const file of readdirSync(dir).filter((f) => f.includes('read-models')))
      rmSync(join(dir, file));
    // start() returns at the first 200 of /health
    await server.start();
    const balances: Array<string | null> = [];
    for (let offset = 0; offset < ACCOUNTS; offset += 50) {
      const page = await server.get(`/v1/accounts?query=NP-&limit=50&offset=${offset}`);
      expect(page.status).toBe(200);
      balances.push(
        ...(page.body.results as Array<{ balance: string | null }>).map((r) => r.balance),
      );
    }
    expect(balances).toEqual(Array.from({ length: ACCOUNTS }, () => '230.40'));
    expect((await server.get('/health')).body.status).toBe('ok');
  }, 120_000);

  it('every CLI command ends without an error, even while a catch-up is under way: standard error names the store and nothing else', async () => {
    await server.stop();
    for (const args of [
      ['keys', 'create', '--actor', 'Jane Clerk', '--role', 'clerk'],
      ['keys', 'list'],
      ['projections', 'rebuild'],
      ['audit', 'verify'],
    ]) {
      // read models behind the log: the command ends while a catch-up is still deriving accounts
      for (const file of readdirSync(dir).filter((f) => f.includes('read-models')))
        rmSync(join(dir, file));
      const run = cli(...args);
      expect([args.join(' '), run.status, run.stderr]).toEqual([
        args.join(' '),
        0,
        `ledger store: SQLite ${dbPath}\n`,
      ]);
    }
  }, 120_000);
});
