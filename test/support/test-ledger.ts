import type { INestApplication } from '@nestjs/common';
import {
  ApiKeys,
  EVENT_ENVELOPE_SCHEMA,
  EVENT_SCHEMAS,
  EventFeed,
  LedgerModuleOptions,
  ManualClock,
  METADATA_SCHEMA,
  ReadModels,
  type Role,
  stateCacheFromEnv,
  WEBHOOK_DELIVERY_SCHEMA,
} from '@ledger/ledger';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp, readyApp } from '../../apps/ledger-api/src/create-app';
import type { RateLimits } from '../../apps/ledger-api/src/http/early-auth';
import { checkAnswers } from './answer-contract';
import { eventContract } from './event-contract';

/** Every event of the feed against the schemas `/v1/event-schemas` publishes (#26.1): what is wrong, at most 20. */
async function feedViolations(app: INestApplication): Promise<string[]> {
  const contract = eventContract({
    envelope: EVENT_ENVELOPE_SCHEMA,
    delivery: WEBHOOK_DELIVERY_SCHEMA,
    metadata: METADATA_SCHEMA,
    events: EVENT_SCHEMAS,
  });
  const feed = app.get(EventFeed);
  const wrong: string[] = [];
  let after: number | null = null;
  for (let pages = 0; pages < 10_000 && wrong.length < 20; pages++) {
    const page = await feed.page(after, 1000, null);
    for (const e of page.events) wrong.push(...contract.envelopeErrors(e));
    if (page.events.length === 0 || page.next === after) break;
    after = page.next;
  }
  return wrong.slice(0, 20);
}

export interface TestLedger {
  readonly dbPath: string;
  readonly clock: ManualClock;
  http(): ReturnType<typeof request>;
  /** The running Nest application (to reach a provider, e.g. a projection to rebuild). */
  app(): INestApplication;
  /** Stops the app and starts a new one on the same SQLite file (the data must survive). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app (Nest, HTTP, SQLite file) on a fresh temporary database. The
 * clock starts at `now` and moves one second per reading, so every fact has
 * its own recorded time. Authentication is off unless asked for (the auth
 * tests ask). Every JSON answer is checked against the schema the OpenAPI
 * document publishes for it; `close()` fails the test that got one that
 * does not match, and so does every event of its feed that does not match
 * the event schemas the ledger publishes.
 */
export async function startTestLedger(
  now = '2026-12-02T15:00:00Z',
  options: {
    auth?: boolean;
    rateLimits?: Partial<RateLimits>;
    /** False only for a test that writes an invalid event into the file on purpose (a poisoned projection). */
    checkFeed?: boolean;
  } & Partial<
    Pick<
      LedgerModuleOptions,
      | 'maxEventStreams'
      | 'maxEventStreamsPerKey'
      | 'eventStreamHeartbeatMs'
      | 'wrapStore'
      | 'webhooks'
    >
  > = {},
): Promise<TestLedger> {
  const webhooks = {
    baseDelayMs: 50,
    maxDelayMs: 200,
    pollMs: 50,
    timeoutMs: 2000,
    allowHosts: ['127.0.0.1', 'localhost'],
    ...options.webhooks,
  };
  const { checkFeed: _checkFeed, ...appOptions } = options;
  const dbPath = join(mkdtempSync(join(tmpdir(), 'ledger-e2e-')), 'ledger.sqlite');
  const clock = new ManualClock(new Date(now), 1000);
  const violations: string[] = [];
  let app: INestApplication = await boot();

  async function boot(): Promise<INestApplication> {
    const created = await createApp(
      {
        // LEDGER_STATE_CACHE=1 LEDGER_SNAPSHOT_EVERY=1: nearly every load restored from a snapshot (#30)
        ...stateCacheFromEnv(process.env),
        ...appOptions,
        store: { sqlitePath: dbPath },
        clock,
        auth: options.auth ?? false,
        webhooks,
      },
      // LEDGER_TEST_LOGS=1: the app's own log (a 500's stack, what the error filter logs) on the console
      process.env.LEDGER_TEST_LOGS ? undefined : false,
    );
    const answers = checkAnswers(created, violations);
    await readyApp(created);
    // as a load balancer would: /health says ok once the read models have caught up
    await created.get(ReadModels).caughtUp();
    // listening once on a port of its own: supertest would otherwise bind a new ephemeral port for
    // every request, and a long simulation on a busy machine ran out of them (EADDRINUSE)
    await new Promise<void>((resolve, reject) =>
      created.getHttpServer().once('error', reject).listen(0, '127.0.0.1', resolve),
    );
    answers.load((await request(created.getHttpServer()).get('/docs-json').expect(200)).body);
    return created;
  }

  return {
    dbPath,
    clock,
    http: () => request(app.getHttpServer()),
    app: () => app,
    async restart() {
      await app.close();
      app = await boot();
    },
    async close() {
      if (options.checkFeed !== false) violations.push(...(await feedViolations(app)));
      await app.close();
      if (violations.length > 0)
        throw new Error(
          `answers or events that do not match their published schema:\n${violations.join('\n')}`,
        );
    },
  };
}

/** A Northport residential account, fiscal year 2025 rate 3.2000 and 80,000 gallons: the DOMAIN.md worked example. */
export async function workedExampleAccount(
  ledger: TestLedger,
  accountId = 'NP-1001',
): Promise<void> {
  await ledger
    .http()
    .post('/v1/municipalities/northport/rate-schedules')
    .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
    .expect((r) => {
      if (r.status !== 201 && r.status !== 200)
        throw new Error(`rate: ${r.status} ${JSON.stringify(r.body)}`);
    });
  await ledger
    .http()
    .post('/v1/accounts')
    .send({
      accountId,
      municipality: 'northport',
      parcelId: `0403-${accountId}`,
      propertyClass: 'residential',
      owner: { name: 'Pat Example', mailingAddress: '10 Main St, Northport NY 11768' },
      openedOn: '2025-06-01',
    })
    .expect(201);
  await ledger
    .http()
    .post(`/v1/accounts/${accountId}/water-usage`)
    .send({ fiscalYear: 2025, totalGallons: 80000, readOn: '2025-09-01' })
    .expect(201);
}

/** The worked example's account, billed for FY2025 (`B-<id>`, dated 2025-10-01: 230.40). */
export async function billedWorkedExample(ledger: TestLedger, accountId: string): Promise<void> {
  await workedExampleAccount(ledger, accountId);
  await ledger
    .http()
    .post(`/v1/accounts/${accountId}/bills`)
    .send({ billId: `B-${accountId}`, fiscalYear: 2025, billDate: '2025-10-01' })
    .expect(201);
}

/** Opens a Northport account and records its fiscal year's usage. */
export async function northportAccount(
  ledger: TestLedger,
  accountId: string,
  totalGallons: number | null,
  extra: Record<string, unknown> = {},
  fiscalYear = 2025,
): Promise<void> {
  await ledger
    .http()
    .post('/v1/accounts')
    .send({
      accountId,
      municipality: 'northport',
      parcelId: `P-${accountId}`,
      propertyClass: 'residential',
      owner: { name: `Owner ${accountId}`, mailingAddress: '1 Main St' },
      openedOn: '2025-06-01',
      ...extra,
    })
    .expect(201);
  if (totalGallons !== null) {
    await ledger
      .http()
      .post(`/v1/accounts/${accountId}/water-usage`)
      .send({ fiscalYear, totalGallons, readOn: `${fiscalYear}-09-01` })
      .expect(201);
  }
}

/** Keys issued on a ledger with authentication on, by name: `as(name)` is the header that presents one. */
export async function issueKeys(
  ledger: TestLedger,
  wanted: Record<string, [actor: string, role: Role, municipalities?: string[]]>,
) {
  const keys: Record<string, string> = {};
  for (const [name, [actor, role, municipalities]] of Object.entries(wanted))
    keys[name] = (
      await ledger
        .app()
        .get(ApiKeys)
        .issue(actor, role, 'test-setup', municipalities ?? null)
    ).key;
  return { keys, as: (name: string) => ({ Authorization: `Bearer ${keys[name]}` }) };
}
