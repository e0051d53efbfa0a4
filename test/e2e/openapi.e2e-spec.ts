import { startTestLedger, TestLedger } from '../support/test-ledger';

type Operation = {
  'x-roles'?: string[];
  'x-chapter'?: string;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

/** The OpenAPI document at /docs-json: what an integrator and the console build on. */
describe('the OpenAPI document', () => {
  let ledger: TestLedger;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    ledger = await startTestLedger();
    paths = (await ledger.http().get('/docs-json').expect(200)).body.paths;
  });
  afterAll(async () => ledger.close());

  const operations = () =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );

  it('every /v1 operation names the roles that may call it (x-roles) and its error answers in one schema', () => {
    const v1 = operations().filter((o) => o.path.startsWith('/v1/'));
    expect(v1.length).toBeGreaterThan(50);
    for (const { path, method, op } of v1) {
      expect({
        path,
        method,
        roles: Array.isArray(op['x-roles']) && op['x-roles'].length > 0,
      }).toEqual({ path, method, roles: true });
      for (const status of ['400', '401', '403', '422']) {
        expect({
          path,
          method,
          status,
          ref: op.responses[status]?.content?.['application/json']?.schema?.$ref,
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
});
