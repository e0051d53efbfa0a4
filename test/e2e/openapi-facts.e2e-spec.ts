import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

type Response = { $ref?: string; headers?: Record<string, { $ref?: string }> };
type Parameter = { name: string; in: string; required?: boolean; schema?: { type?: string } };
type Operation = {
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, Response>;
};
type Document = {
  security?: unknown;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { bearerFormat?: string }>;
    responses: Record<string, Response>;
    schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }>;
  };
};

/** #26.4: the document describes the API as it is, and the API answers what the document says. */
describe('the OpenAPI document states the API as it is', () => {
  let ledger: TestLedger;
  let document: Document;
  beforeAll(async () => {
    ledger = await startTestLedger();
    document = (await ledger.http().get('/docs-json').expect(200)).body as Document;
  });
  afterAll(async () => ledger.close());

  const operation = (path: string, method = 'get') => document.paths[path]![method]!;
  const response = (op: Operation, status: string) => {
    const given = op.responses[status]!;
    return given.$ref ? document.components.responses[given.$ref.split('/').pop()!]! : given;
  };

  it('security per operation: /health is open, every /v1 operation takes the key (an opaque slk_ key, not a JWT, or X-Api-Key)', () => {
    expect(document.security).toBeUndefined();
    expect(operation('/health').security).toBeUndefined();
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, op] of Object.entries(methods))
        if (path.startsWith('/v1/'))
          expect({ path, method, security: op.security }).toEqual({
            path,
            method,
            security: [{ bearer: [] }, { apiKey: [] }],
          });
    expect(document.components.securitySchemes.bearer!.bearerFormat).toMatch(/slk_.*not a JWT/);
  });

  it('every header: X-Request-Id on every answer, Idempotent-Replayed on a repeat, Location on a 202, Retry-After on 429 and 503', () => {
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, op] of Object.entries(methods))
        for (const status of Object.keys(op.responses))
          expect({
            path,
            method,
            status,
            header: !!response(op, status).headers?.['X-Request-Id'],
          }).toEqual({
            path,
            method,
            status,
            header: true,
          });
    const payment = operation('/v1/accounts/{accountId}/payments', 'post');
    expect(Object.keys(response(payment, '200').headers!)).toContain('Idempotent-Replayed');
    expect(Object.keys(response(payment, '429').headers!)).toContain('Retry-After');
    expect(Object.keys(response(operation('/v1/bill-runs', 'post'), '202').headers!)).toContain(
      'Location',
    );
    expect(Object.keys(response(operation('/v1/events/stream'), '503').headers!)).toContain(
      'Retry-After',
    );
  });

  it('413 and 415 on every operation with a body; the stream’s last-event-id optional; the feed’s after and limit integers; an import’s per-line errors named', () => {
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, op] of Object.entries(methods))
        if (op.requestBody)
          expect({
            path,
            method,
            has413: op.responses['413'] !== undefined,
            has415: op.responses['415'] !== undefined,
          }).toEqual({ path, method, has413: true, has415: true });
    const stream = operation('/v1/events/stream');
    expect(stream.parameters!.find((p) => p.name === 'last-event-id')).toMatchObject({
      in: 'header',
      required: false,
    });
    const feed = operation('/v1/events').parameters!;
    expect(
      feed.filter((p) => ['after', 'limit'].includes(p.name)).map((p) => p.schema?.type),
    ).toEqual(['integer', 'integer']);
    expect(Object.keys(document.components.schemas.ErrorAnswer!.properties)).toContain('errors');
    expect(document.components.schemas.OpenAccountDto!.properties.location).not.toHaveProperty(
      'default',
    );
    // an unknown field is refused (400): the body schemas say so, the nested ones too
    for (const name of ['OpenAccountDto', 'OwnerDto', 'ReceivePaymentDto', 'AdoptBudgetDto'])
      expect({ name, schema: document.components.schemas[name] }).toMatchObject({
        name,
        schema: { additionalProperties: false },
      });
  });

  it('what the API answers carries the headers the document names', async () => {
    await workedExampleAccount(ledger, 'NP-DOC');
    const body = { paymentId: 'P-DOC', amount: '10.00', receivedOn: '2025-10-15', method: 'check' };
    const first = await ledger.http().post('/v1/accounts/NP-DOC/payments').send(body).expect(201);
    expect(first.headers['x-request-id']).toEqual(expect.any(String));
    const again = await ledger.http().post('/v1/accounts/NP-DOC/payments').send(body).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const job = await ledger
      .http()
      .post('/v1/penalty-runs')
      .set('Prefer', 'respond-async')
      .send({ municipality: 'northport', through: '2025-10-31' })
      .expect(202);
    expect(job.headers.location).toMatch(/^\/v1\/jobs\/[0-9a-f-]{36}$/);
    const big = await ledger
      .http()
      .post('/v1/accounts/NP-DOC/payments')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...body, reference: 'x'.repeat(300_000) }));
    expect(big.status).toBe(413);
  });
});
