import { Logger } from '@nestjs/common';
import { SqliteEventStore } from '@ledger/event-store';
import { spawnSync } from 'node:child_process';
import { CLI_MAIN } from '../support/server-process';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

const cli = (dbPath: string, ...args: string[]) =>
  spawnSync(process.execPath, [CLI_MAIN, ...args], {
    env: { ...process.env, LEDGER_DB_PATH: dbPath },
    encoding: 'utf8',
  });

/**
 * #24: one event a projection cannot apply stops that projection alone. The
 * poison is a budget adoption written straight into the SQLite file without
 * its figures (as a buggy writer or a hand edit would): the fund projection
 * cannot store it; every other read model, and every answer that does not
 * need the fund, goes on.
 */
describe('a poisoned projection (#24)', () => {
  let ledger: TestLedger;
  const poison = {
    id: '0badbeef-0000-4000-8000-000000000024',
    streamId: 'budget-northport-2025',
    type: 'SewerRentBudgetAdopted',
    position: 0,
  };
  const error = 'SqliteError: NOT NULL constraint failed: budgets.adopted_on';
  const stoppedAt = () =>
    `the fund projection stopped at position ${poison.position} (stream ${poison.streamId}, ${poison.type}, event ${poison.id}): ${error}`;
  const logged: string[] = [];

  beforeAll(async () => {
    // the poison is an invalid event written into the file, which the feed check would (rightly) refuse
    ledger = await startTestLedger(undefined, { checkFeed: false });
    await workedExampleAccount(ledger, 'NP-PZ');
    await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'BR-PZ',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      })
      .expect(201);
    await ledger
      .http()
      .get('/v1/municipalities/northport/fiscal-years/2025/fund?asOf=2026-06-01')
      .expect(200);
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      logged.push(String(message));
    });
    // beside the API, on its file: no schema check stands in the way, as with a hand edit
    const raw = new SqliteEventStore(ledger.dbPath);
    const written = await raw.append(
      poison.streamId,
      [
        {
          id: poison.id,
          type: poison.type,
          data: { effectiveDate: '2025-09-15', fiscalYear: 2025 },
          metadata: {
            schemaVersion: 1,
            actor: 'a buggy writer',
            correlationId: 'c',
            causationId: 'c',
            recordedAt: '2026-12-02T15:30:00.000Z',
          },
        },
      ],
      'no_stream',
    );
    poison.position = written.position;
    await raw.close();
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await ledger.close();
  });

  it('/health says degraded and names the projection, the event and the error; every other projection reaches the head', async () => {
    await ledger.http().get('/v1/municipalities/northport/aging?asOf=2026-06-01').expect(200);
    // the aging waits for the account summaries alone; each other running projection reaches the head on its own catch-up
    const atHead = (body: { projections: Array<{ state: string; checkpoint: number }> }) =>
      body.projections.every((p) => p.state !== 'running' || p.checkpoint === poison.position);
    let health = await ledger.http().get('/health').expect(200);
    for (let tries = 0; tries < 100 && !atHead(health.body); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      health = await ledger.http().get('/health').expect(200);
    }
    expect(health.body.status).toBe('degraded');
    expect(health.body.message).toBe(stoppedAt());
    const byName = new Map(
      (health.body.projections as Array<{ name: string; checkpoint: number }>).map((p) => [
        p.name,
        p,
      ]),
    );
    expect(byName.get('fund')).toEqual({
      name: 'fund',
      checkpoint: expect.any(Number),
      state: 'stopped',
      failure: {
        projection: 'fund',
        event: {
          position: poison.position,
          streamId: poison.streamId,
          type: poison.type,
          id: poison.id,
        },
        error,
        since: expect.any(String),
        retries: expect.any(Number),
      },
    });
    expect(byName.get('fund')!.checkpoint).toBeLessThan(poison.position);
    for (const name of [
      'account-directory',
      'api-keys',
      'webhook-subscriptions',
      'office-records',
      'account-summary',
      // a snapshot only saves work: the poisoned account has none, and the others go on
      'account-snapshots',
    ])
      expect(byName.get(name)).toEqual({
        name,
        checkpoint: poison.position,
        state: 'running',
        failure: null,
      });
  });

  it('the fund and the refund reserve answer 503 naming the stopped projection; aging (of every municipality), lien statements, balances and search go on', async () => {
    for (const path of [
      '/v1/municipalities/northport/fiscal-years/2025/fund?asOf=2026-06-01',
      '/v1/municipalities/northport/fiscal-years/2025/refund-reserve?asOf=2026-06-01',
    ]) {
      const refused = await ledger.http().get(path).expect(503);
      expect(refused.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: expect.stringContaining(stoppedAt()),
      });
    }
    const aging = await ledger
      .http()
      .get('/v1/municipalities/northport/aging?asOf=2026-06-01')
      .expect(200);
    expect(JSON.stringify(aging.body)).toContain('NP-PZ');
    await ledger.http().get('/v1/municipalities/queensbury/aging?asOf=2026-06-01').expect(200);
    const balance = await ledger
      .http()
      .get('/v1/accounts/NP-PZ/balance?asOf=2025-10-01')
      .expect(200);
    expect(balance.body.rent).toBe('230.40');
    const found = await ledger.http().get('/v1/accounts?query=NP-PZ').expect(200);
    expect(JSON.stringify(found.body)).toContain('"balance":"230.40"');
    const statement = await ledger
      .http()
      .post('/v1/lien-statements')
      .send({
        statementId: 'LS-PZ',
        municipality: 'northport',
        cutoff: '2026-05-31',
        taxYear: 2026,
      })
      .expect(201);
    expect(statement.body.status).toBe('prepared');
  });

  it('the failure is logged once, not on every catch-up, and no catch-up as a whole fails', async () => {
    for (let i = 0; i < 5; i++)
      await ledger
        .http()
        .get('/v1/municipalities/northport/fiscal-years/2025/fund?asOf=2026-06-01')
        .expect(503);
    expect(logged.filter((line) => line === stoppedAt())).toHaveLength(1);
    expect(logged.filter((line) => line.includes('catch-up failed'))).toEqual([]);
  });

  it('`projections rebuild` and `audit verify` name the event and the error in words and exit 1', async () => {
    const head = (await ledger.http().get('/health').expect(200)).body.headPosition as number;
    const rebuilt = cli(ledger.dbPath, 'projections', 'rebuild');
    expect(rebuilt.status).toBe(1);
    expect(rebuilt.stdout).toContain(`${stoppedAt()}; its checkpoint stays at position`);
    expect(rebuilt.stdout).toContain(`account-summary projection rebuilt to position ${head}`);
    expect(rebuilt.stdout).toContain('1 projection(s) stopped on an event');
    expect(rebuilt.stderr).not.toContain('catch-up failed');
    const audited = cli(ledger.dbPath, 'audit', 'verify');
    expect(audited.status).toBe(1);
    expect(audited.stdout).toContain('projections: 2 stopped on an event');
    expect(audited.stdout).toContain(`  ${stoppedAt()} (live read models)`);
    expect(audited.stdout).toContain(`  ${stoppedAt()} (replay read models)`);
    expect(audited.stdout).toContain('AUDIT FAILED');
    expect(audited.stderr).not.toContain('TypeError');
  });
});
