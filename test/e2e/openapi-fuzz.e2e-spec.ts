import fc from 'fast-check';
import { arbitraryOf, type Schema } from '../support/schema-arbitrary';
import { startTestLedger, TestLedger, workedExampleAccount } from '../support/test-ledger';

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; $ref?: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  summary?: string;
  description?: string;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
};

/** Ids that exist in the ledger the fuzzer calls, so requests reach past "not found". */
const KNOWN: Record<string, string[]> = {
  accountId: ['NP-FZ'],
  paymentId: ['P-FZ'],
  billId: ['B-FZ'],
};
/** The live stream answers for as long as the client listens: its contract is tested in feed-and-webhooks. */
const NOT_FUZZED = ['get /v1/events/stream'];
const RUNS = 3;

/**
 * #26.3: a client that builds requests from the OpenAPI document alone (each
 * body, parameter and header generated to satisfy its schema) is never
 * answered with a 5xx, and never refused with a 400 for a rule the document
 * does not state. A 400 that names a rule the operation's document states
 * (e.g. `webhooks` for a URL that reaches inside) is stated; 404, 409 and 422
 * (the rules of the law) are answers, not refusals of the shape.
 */
describe('the OpenAPI document, fuzzed: what it accepts, the API does not refuse as malformed', () => {
  let ledger: TestLedger;
  let document: Document;
  beforeAll(async () => {
    ledger = await startTestLedger();
    document = (await ledger.http().get('/docs-json').expect(200)).body as Document;
    await workedExampleAccount(ledger, 'NP-FZ');
    await ledger
      .http()
      .post('/v1/accounts/NP-FZ/bills')
      .send({ billId: 'B-FZ', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-FZ/payments')
      .send({ paymentId: 'P-FZ', amount: '10.00', receivedOn: '2025-10-15' })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  const parameterOf = (p: Parameter) =>
    p.$ref ? document.components.parameters[p.$ref.split('/').pop()!] : p;

  /** What the document says of an operation: its own text and every schema its request refers to. */
  function statedBy(operation: Operation): string {
    const seen = new Set<string>();
    const text = (value: unknown): string =>
      JSON.stringify(value, (key, v: unknown) => {
        if (key === '$ref' && typeof v === 'string' && !seen.has(v)) {
          seen.add(v);
          const [, , kind, name] = v.split('/');
          return text(
            (document.components as Record<string, Record<string, unknown>>)[kind]?.[name],
          );
        }
        return v;
      });
    return text(operation);
  }

  /** A request to an operation, every part drawn from its schema. */
  function requestOf(path: string, operation: Operation) {
    const parameters = (operation.parameters ?? []).map(parameterOf);
    const drawn = (p: Parameter) => {
      const fromSchema = arbitraryOf(p.schema ?? { type: 'string' }, document.components);
      const value = KNOWN[p.name]
        ? fc.oneof(fc.constantFrom(...KNOWN[p.name]), fromSchema)
        : fromSchema;
      // a header is ASCII text on the wire
      return p.in === 'header' ? value.filter((v) => /^[\x20-\x7e]*$/.test(String(v))) : value;
    };
    const part = (where: string) =>
      fc.record(
        Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, drawn(p)])),
        {
          requiredKeys: parameters.filter((p) => p.in === where && p.required).map((p) => p.name),
        },
      );
    const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
    return fc.record({
      path: part('path'),
      query: part('query'),
      header: part('header'),
      body: media ? arbitraryOf(media.schema, document.components) : fc.constant(undefined),
      mediaType: fc.constant(mediaType),
    });
  }

  it('no 5xx, and no 400 for a rule the document does not state, on every operation', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(55);
    let requests = 0;
    const failures: string[] = [];
    for (const { path, method, operation } of operations) {
      if (NOT_FUZZED.includes(`${method} ${path}`)) continue;
      const stated = statedBy(operation);
      const result = await fc.check(
        fc.asyncProperty(requestOf(path, operation), async (r) => {
          requests++;
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(String((r.path as Record<string, unknown>)[name])),
          );
          const query = Object.fromEntries(Object.entries(r.query).map(([k, v]) => [k, String(v)]));
          let call = ledger.http()[method as 'get' | 'post'](url).query(query);
          for (const [k, v] of Object.entries(r.header)) call = call.set(k, String(v));
          if (r.mediaType === 'text/csv') call = call.set('Content-Type', 'text/csv');
          const answer = await (r.body === undefined ? call : call.send(r.body as object));
          const rule = (answer.body as { rule?: unknown })?.rule;
          const refusedForUnstated =
            answer.status === 400 && !(typeof rule === 'string' && stated.includes(rule));
          if (answer.status >= 500 || refusedForUnstated)
            throw new Error(
              `${method.toUpperCase()} ${url} ${JSON.stringify(r)} answered ${answer.status} ${JSON.stringify(answer.body)}`,
            );
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 26) },
      );
      if (result.failed) failures.push(String((result.errorInstance as Error)?.message));
    }
    expect(failures).toEqual([]);
    expect(requests).toBe((operations.length - NOT_FUZZED.length) * RUNS);
  }, 120_000);
});
