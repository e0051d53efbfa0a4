import { createConfig, lintFromString } from '@redocly/openapi-core';
import { answerErrors, type Document as AnswerDocument } from '../support/answer-contract';
import { spawnSync } from 'node:child_process';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

type Operation = {
  'x-roles'?: string[];
  'x-chapter'?: string;
  requestBody?: unknown;
  responses: Record<
    string,
    { content?: Record<string, { schema?: { $ref?: string } & Record<string, unknown> }> }
  >;
};

/** The OpenAPI document at /docs-json: what an integrator and the console build on. */
describe('the OpenAPI document', () => {
  let ledger: TestLedger;
  let paths: Record<string, Record<string, Operation>>;
  let document: unknown;
  beforeAll(async () => {
    ledger = await startTestLedger();
    document = (await ledger.http().get('/docs-json').expect(200)).body;
    paths = (document as { paths: typeof paths }).paths;
  });
  afterAll(async () => ledger.close());

  const operations = () =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );

  /** An operation's answer for a status, its shared one (`components.responses`) read through. */
  const response = (op: Operation, status: string) => {
    const given = op.responses[status] as (typeof op.responses)[string] & { $ref?: string };
    const shared = given?.$ref?.replace('#/components/responses/', '');
    return shared
      ? (document as { components: { responses: typeof op.responses } }).components.responses[
          shared
        ]
      : given;
  };

  it('every /v1 operation names the roles that may call it (x-roles) and its error answers in one schema', () => {
    const v1 = operations().filter((o) => o.path.startsWith('/v1/'));
    expect(v1.length).toBeGreaterThan(50);
    for (const { path, method, op } of v1) {
      expect({
        path,
        method,
        roles:
          Array.isArray(op['x-roles']) &&
          op['x-roles'].length > 0 &&
          new Set(op['x-roles']).size === op['x-roles'].length,
      }).toEqual({ path, method, roles: true });
      for (const status of ['400', '401', '403', '422']) {
        expect({
          path,
          method,
          status,
          ref: response(op, status)?.content?.['application/json']?.schema?.$ref,
        }).toEqual({ path, method, status, ref: '#/components/schemas/ErrorAnswer' });
      }
    }
  });

  it("the roles are the ones the API enforces: a payment is the clerk's, a grant the Board's; chapter routes say their chapter", () => {
    expect(paths['/v1/accounts/{accountId}/payments'].post['x-roles']).toEqual(['clerk']);
    expect(
      paths['/v1/accounts/{accountId}/adjustment-applications/{applicationId}/grant'].post[
        'x-roles'
      ],
    ).toEqual(['board']);
    expect(
      paths['/v1/accounts/{accountId}/adjustment-applications/{applicationId}/grant'].post[
        'x-chapter'
      ],
    ).toBe('adjustments-and-refunds');
    expect(paths['/v1/accounts/{accountId}/unit-status'].post['x-chapter']).toBe('unit-facts');
  });

  it('is a valid OpenAPI 3.0 document (the structural rules of Redocly, no error)', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/docs-json',
      config: await createConfig({ extends: ['minimal'] }),
    });
    expect(problems.filter((p) => p.severity === 'error').map((p) => p.message)).toEqual([]);
  });

  const answered = (path: string, method: string, status: string) =>
    paths[path]?.[method]?.responses[status]?.content;

  it('every operation publishes its success answer: a schema, a file, or the event stream; a long one also its job (202)', () => {
    const all = operations();
    expect(all.length).toBeGreaterThanOrEqual(59);
    for (const { path, method, op } of all) {
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
      const described = success.every((status) => answered(path, method, status));
      expect({ path, method, success: success.length > 0, described }).toEqual({
        path,
        method,
        success: true,
        described: true,
      });
      // a command answers the same body when it writes (201) and when it is repeated (200, C8)
      if (op.responses['201'] && op.responses['200'])
        expect(op.responses['201'].content).toEqual(op.responses['200'].content);
    }
    expect(Object.keys(answered('/v1/bills/{billId}/document', 'get', '200')!)).toEqual([
      'application/pdf',
    ]);
    expect(answered('/v1/bill-runs', 'post', '202')?.['application/json']?.schema).toEqual(
      answered('/v1/jobs/{jobId}', 'get', '200')?.['application/json']?.schema,
    );
    expect(Object.keys(answered('/v1/journal', 'get', '200')!)).toEqual([
      'application/json',
      'text/csv',
    ]);
    // format=csv: the bill print file
    expect(Object.keys(answered('/v1/bill-runs/{billRunId}/document', 'get', '200')!)).toEqual([
      'application/pdf',
      'text/csv',
    ]);
  });

  it("the console's API types are generated from this document and current (`npm run api-types`)", () => {
    // a process of its own: openapi-typescript loads ES modules that Jest's runtime cannot
    const check = spawnSync(
      process.execPath,
      ['-r', '@swc-node/register', 'apps/ledger-api/src/openapi/write-console-types.ts', '--check'],
      { encoding: 'utf8' },
    );
    expect({ status: check.status, said: check.stdout.trim() }).toEqual({
      status: 0,
      said: expect.stringMatching(/api-schema\.ts is current$/),
    });
  });

  it('what the API answers matches the schema it publishes (the worked example: account, usage, bill, payment, balance, statement, payoff)', async () => {
    const check = async (method: 'get' | 'post', path: string, url: string, body?: object) => {
      const answer = await (body ? ledger.http().post(url).send(body) : ledger.http().get(url));
      const errors = answerErrors(
        document as AnswerDocument,
        path,
        method,
        answer.status,
        answer.body,
      );
      expect({ url, status: answer.status, errors }).toEqual({
        url,
        status: answer.status,
        errors: null,
      });
      return answer.body as Record<string, unknown>;
    };
    await workedExampleAccount(ledger, 'NP-SCHEMA');
    const bill = await check(
      'post',
      '/v1/accounts/{accountId}/bills',
      '/v1/accounts/NP-SCHEMA/bills',
      {
        billId: 'B-SCHEMA',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      },
    );
    expect(bill.rent).toBe('230.40');
    await check('post', '/v1/accounts/{accountId}/payments', '/v1/accounts/NP-SCHEMA/payments', {
      paymentId: 'P-SCHEMA',
      amount: '100.00',
      receivedOn: '2025-10-15',
      method: 'check',
      reference: '1001',
    });
    await check(
      'post',
      '/v1/accounts/{accountId}/payments/{paymentId}/reversal',
      '/v1/accounts/NP-SCHEMA/payments/P-SCHEMA/reversal',
      { reason: 'returned check', reversedOn: '2025-10-20' },
    );
    const account = await check('get', '/v1/accounts/{accountId}', '/v1/accounts/NP-SCHEMA');
    expect((account.bills as unknown[]).length).toBe(1);
    await check(
      'get',
      '/v1/accounts/{accountId}/balance',
      '/v1/accounts/NP-SCHEMA/balance?asOf=2026-01-15',
    );
    await check('get', '/v1/accounts/{accountId}/statement', '/v1/accounts/NP-SCHEMA/statement');
    await check(
      'get',
      '/v1/accounts/{accountId}/payoff',
      '/v1/accounts/NP-SCHEMA/payoff?on=2026-03-01',
    );
    await check('get', '/v1/accounts', '/v1/accounts?query=SCHEMA');
    await check('get', '/v1/accounts/{accountId}/readings', '/v1/accounts/NP-SCHEMA/readings');
    for (const url of [
      '/v1/me',
      '/health',
      '/v1/municipalities',
      '/v1/jobs',
      '/v1/events?limit=50',
      '/v1/event-schemas',
    ])
      await check('get', url.split('?')[0]!, url);
  });
});
