import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { ledgerHead } from '../support/ledger-head';
import {
  billedWorkedExample,
  northportAccount,
  startTestLedger,
  TestLedger,
} from '../support/test-ledger';

/**
 * How the API answers at the edges of HTTP itself (#30 moved it from Express
 * to Fastify): what it answered before, it answers still, and an error is
 * JSON whatever the handler had begun to make.
 */
describe('HTTP edges: bodies, paths and errors as the API has always answered them', () => {
  let ledger: TestLedger;
  let eventsBefore: number;

  beforeAll(async () => {
    ledger = await startTestLedger();
    for (const id of ['NP-E', 'NP-GZ']) {
      await billedWorkedExample(ledger, id);
    }
  });
  beforeEach(async () => {
    eventsBefore = await ledgerHead(ledger);
  });
  afterEach(async () => {
    // nothing here writes
    expect(await ledgerHead(ledger)).toBe(eventsBefore);
  });
  afterAll(async () => ledger.close());

  it('a body of a type the API does not read is not read: the validation names what is missing (400, not 415)', async () => {
    const r = await ledger
      .http()
      .post('/v1/accounts/NP-E/payments')
      .set('Content-Type', 'text/plain')
      .send('paymentId=P-1&amount=1.00')
      .expect(400);
    expect(r.body.error).toBe('Bad Request');
    expect(Object.keys(r.body.fields)).toEqual(
      expect.arrayContaining(['paymentId', 'amount', 'receivedOn']),
    );
  });

  it('JSON as Express read it: an empty body is {}, a byte-order mark is dropped, a primitive or a broken text is malformed, another charset 415', async () => {
    const post = (body: Buffer | string, type = 'application/json') =>
      ledger
        .http()
        .post('/v1/accounts/NP-E/payments')
        .set('Content-Type', type)
        .serialize((b: Buffer | string) => b as string)
        .send(body);
    // {}: the validation names what the payment lacks
    const empty = await post('').expect(400);
    expect(Object.keys(empty.body.fields)).toEqual(
      expect.arrayContaining(['paymentId', 'amount', 'receivedOn']),
    );
    // a byte-order mark before a body that is valid but for an unknown field: the field is named
    const bom = await post(Buffer.from('\uFEFF{"unknownField":1}', 'utf8')).expect(400);
    expect(Object.keys(bom.body.fields)).toContain('unknownField');
    for (const malformed of ['{"paymentId": ', '42', '"text"', 'null'])
      expect((await post(malformed).expect(400)).body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'malformed JSON body',
      });
    const latin1 = await post('{}', 'application/json; charset=latin1').expect(415);
    expect(latin1.body.message).toBe('a JSON body is read as UTF-8, not latin1');
  });

  it('a JSON name given twice in one object is 400 naming it (JSON.parse would keep the last): at the top, nested, in a list, spelt with an escape; nothing is written', async () => {
    const post = (path: string, text: string) =>
      ledger
        .http()
        .post(path)
        .set('Content-Type', 'application/json')
        .serialize((b: string) => b)
        .send(text);
    const head = async () => (await ledger.http().get('/health').expect(200)).body.headPosition;
    const before = await head();
    const twice = await post(
      '/v1/accounts/NP-E/payments',
      '{"paymentId":"P-DUP","amount":"1.00","receivedOn":"2026-01-02","amount":"100.00"}',
    ).expect(400);
    expect(twice.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'the body gives amount twice: give each field once',
      fields: { amount: ['given twice: give it once'] },
    });
    const escaped = await post(
      '/v1/accounts/NP-E/payments',
      '{"paymentId":"P-DUP","amount":"1.00","receivedOn":"2026-01-02","am\\u006funt":"100.00"}',
    ).expect(400);
    expect(escaped.body.message).toBe('the body gives amount twice: give each field once');
    const nested = await post(
      '/v1/accounts',
      '{"accountId":"NP-DUP","owner":{"name":"A","mailingAddress":"B","name":"C"}}',
    ).expect(400);
    expect(nested.body.message).toBe('the body gives owner.name twice: give each field once');
    const listed = await post(
      '/v1/imports/water-usage',
      '[{"accountId":"A"},{"accountId":"B","accountId":"C"}]',
    ).expect(400);
    expect(listed.body.message).toBe('the body gives [1].accountId twice: give each field once');
    // a body nested 100,000 deep is refused for its depth, in words (the scan of names, which
    // recurses, exhausted the stack on it: an uncaught error and no answer)
    const deep = await post(
      '/v1/accounts/NP-E/payments',
      `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    ).expect(400);
    expect(deep.body.message).toBe('the JSON body nests deeper than 16 levels');
    expect(await head()).toBe(before);
    // the same name in two objects is two fields: what is refused then is the unknown field, not a repeat
    const apart = await post(
      '/v1/accounts/NP-E/payments',
      '{"paymentId":"P-ONCE","amount":"1.00","receivedOn":"2026-01-02","meta":{"amount":"2"}}',
    ).expect(400);
    expect(Object.keys(apart.body.fields)).toEqual(['meta']);
  });

  it('a CSV in the charset it declares: windows-1252 keeps its accents; an unknown charset is 415', async () => {
    const roll = [
      'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn',
      'NP-CAFE,northport,0403-CAFE,residential,inside,,,Café O’Brien – Müller,"1 Main St, Northport NY 11768",2025-06-01',
    ].join('\n');
    // windows-1252: é is one byte (0xE9), ü 0xFC, ’ 0x92 and – 0x96 (where Node 20's TextDecoder reads control characters)
    const bytes = Buffer.from(roll.replace('’', '\u0092').replace('–', '\u0096'), 'latin1');
    expect([0xe9, 0xfc, 0x92, 0x96].every((b) => bytes.includes(b))).toBe(true);
    const unknown = await ledger
      .http()
      .post('/v1/imports/accounts')
      .set('Content-Type', 'text/csv; charset=x-no-such-charset')
      .serialize((b: Buffer) => b as unknown as string)
      .send(bytes)
      .expect(415);
    expect(unknown.body.message).toMatch(/charset x-no-such-charset/);
    await ledger
      .http()
      .post('/v1/imports/accounts')
      .set('Content-Type', 'text/csv; charset=windows-1252')
      .serialize((b: Buffer) => b as unknown as string)
      .send(bytes)
      .expect(201);
    const found = await ledger.http().get('/v1/accounts').query({ query: 'NP-CAFE' }).expect(200);
    expect(found.body.results[0].owner.name).toBe('Café O’Brien – Müller');
    eventsBefore = await ledgerHead(ledger);
  });

  it('a compressed body is read inflated; a corrupt one is 400; an unknown encoding is 415 (nothing written)', async () => {
    const body = { paymentId: 'P-GZ', amount: '1.00', receivedOn: '2025-11-20', method: 'check' };
    const post = (encoding: string, bytes: Buffer) =>
      ledger
        .http()
        .post('/v1/accounts/NP-GZ/payments')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        // the bytes as they are (superagent would write a Buffer as JSON)
        .serialize((b: Buffer) => b as unknown as string)
        .send(bytes);
    const corrupt = await post('gzip', Buffer.from('not gzip at all')).expect(400);
    expect(corrupt.body.statusCode).toBe(400);
    const unknown = await post('zstd', Buffer.from(JSON.stringify(body))).expect(415);
    expect(unknown.body.message).toMatch(/Content-Encoding "zstd" is not read/);
    // a bomb: 1 MiB of spaces inflated, from about a kilobyte sent
    const bomb = gzipSync(Buffer.from(`{"a":"${' '.repeat(1024 * 1024)}"}`));
    expect(bomb.length).toBeLessThan(4096);
    const refused = await post('gzip', bomb).expect(413);
    expect(refused.body.message).toBe('request body too large');
    expect(await ledgerHead(ledger)).toBe(eventsBefore);
    await post('gzip', gzipSync(Buffer.from(JSON.stringify(body)))).expect(201);
    const balance = await ledger.http().get('/v1/accounts/NP-GZ/balance').expect(200);
    expect(balance.body.total).toBe('229.40');
    eventsBefore = await ledgerHead(ledger);
  });

  it('a compressed header on a request whose body is never read, or a compressed body past a smaller limit, leaves the server answering', async () => {
    // a GET said to carry gzip'd JSON: nothing reads its body, nothing inflates it
    await ledger
      .http()
      .get('/v1/accounts/NP-E/balance')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .expect(200);
    // 33 MiB of zeros gzip'd (about 33 KB sent) to a path with no route: 256 KiB is its limit
    const zeros = gzipSync(Buffer.alloc(33 * 1024 * 1024));
    const nowhere = await ledger
      .http()
      .post('/v1/no-such-import')
      .set('Content-Type', 'text/csv')
      .set('Content-Encoding', 'gzip')
      .serialize((b: Buffer) => b as unknown as string)
      .send(zeros);
    expect([404, 413]).toContain(nowhere.status);
    // an encoding named like an object's own property
    for (const encoding of ['constructor', '__proto__'])
      await ledger
        .http()
        .post('/v1/accounts/NP-E/payments')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{}')
        .expect(415);
    // still here, and answering
    await new Promise((resolve) => setTimeout(resolve, 500));
    await ledger.http().get('/v1/accounts/NP-E/balance').expect(200);
  });

  it('a path with a trailing slash finds its route; one in other letters does not (404)', async () => {
    const plain = await ledger.http().get('/v1/accounts/NP-E/balance').expect(200);
    const slashed = await ledger.http().get('/v1/accounts/NP-E/balance/').expect(200);
    // the same balance (each answer says when it was asked: the test clock moves a second a call)
    const asked = (body: Record<string, unknown>) => ({ ...body, knownAt: undefined });
    expect(asked(slashed.body)).toEqual(asked(plain.body));
    await ledger.http().get('/V1/ACCOUNTS/NP-E/BALANCE').expect(404);
    await ledger.http().get('/v1/Accounts/NP-E/balance').expect(404);
    // the bill: 90% of 80,000 gallons billable (residential, N3) at 3.2000 a 1,000
    expect(plain.body.total).toBe('230.40');
  });

  it('an id of 128 characters, the longest an id may be, is found by its path', async () => {
    const id = `NP-${'L'.repeat(125)}`;
    expect(id).toHaveLength(128);
    await northportAccount(ledger, id, null, { parcelId: '0403-LONG' });
    const r = await ledger
      .http()
      .get(`/v1/accounts/${encodeURIComponent(id)}/balance`)
      .expect(200);
    expect(r.body.accountId).toBe(id);
    eventsBefore = await ledgerHead(ledger);
  });

  it('a URL the router cannot decode, and a whole URL as the target: 400 in our shape, with our headers', async () => {
    const bad = await ledger.http().get('/v1/accounts/%E0%A4%A/balance').expect(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'the URL is not valid: a %-sequence in it is not UTF-8, or it is not a path',
    });
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // absolute-form (what a proxy is sent): supertest cannot write it, Node's client can
    const port = (ledger.app().getHttpServer().address() as AddressInfo).port;
    const whole = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'GET', path: `http://x/v1/accounts/NP-E/balance` },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(whole.status).toBe(400);
    expect(JSON.parse(whole.body).message).toBe(
      'the request target must be a path (/v1/...), not a whole URL',
    );
  });

  it('an unknown path: 404 in JSON, with the security headers and a request id', async () => {
    const r = await ledger.http().get('/v1/no-such-thing').expect(404);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a CSV report that fails after naming its file answers JSON, not a file to save', async () => {
    const r = await ledger
      .http()
      .get('/v1/imports/opening-balances/report')
      .query({ source: 'no-such-system', conversionDate: '2025-06-01', format: 'csv' });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['content-disposition']).toBeUndefined();
    expect(r.body.statusCode).toBe(r.status);
  });

  it("a caller's sound X-Request-Id is answered back; an unsound one is replaced", async () => {
    const kept = await ledger
      .http()
      .get('/v1/accounts/NP-E/balance')
      .set('X-Request-Id', 'counter-7:req 12')
      .expect(200);
    expect(kept.headers['x-request-id']).toBe('counter-7:req 12');
    const replaced = await ledger
      .http()
      .get('/v1/accounts/NP-E/balance')
      .set('X-Request-Id', '<script>')
      .expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
