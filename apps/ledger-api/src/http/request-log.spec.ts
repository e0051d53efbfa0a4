import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { requestId, requestLog } from './request-log';

/** A bare Fastify with the API's two request hooks, its log lines kept. */
async function loggedServer() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify();
  app.addHook('onRequest', requestId);
  app.addHook('onRequest', requestLog(destination));
  app.addHook('preHandler', (request, _reply, done) => {
    request.principal = { actor: 'clerk@northport' } as never;
    done();
  });
  app.get('/v1/accounts', () => ({ accounts: [] }));
  await app.ready();
  return { app, lines };
}

describe('the request log: one JSON line a request', () => {
  it('names the request id, the correlation id and who asked once each, never the key', async () => {
    const { app, lines } = await loggedServer();
    const answer = await app.inject({
      method: 'GET',
      url: '/v1/accounts?query=main&key=secret-key',
      headers: { 'x-request-id': 'req-1', 'x-correlation-id': 'corr-9' },
    });
    expect(answer.headers['x-request-id']).toBe('req-1');
    await app.close();
    expect(lines).toHaveLength(1);
    const [line] = lines;
    // each key once (pino writes a key given twice twice: the line once named the correlation id twice)
    expect(line.match(/"correlationId"/g)).toHaveLength(1);
    expect(line.match(/"actor"/g)).toHaveLength(1);
    expect(line).not.toContain('secret-key');
    expect(JSON.parse(line)).toMatchObject({
      req: { id: 'req-1', method: 'GET', url: '/v1/accounts?query=main&key=***' },
      res: { statusCode: 200 },
      correlationId: 'corr-9',
      actor: 'clerk@northport',
      level: 30,
    });
  });

  it('takes the request id as the correlation id when none is given', async () => {
    const { app, lines } = await loggedServer();
    await app.inject({ method: 'GET', url: '/v1/missing', headers: { 'x-request-id': 'req-2' } });
    await app.close();
    expect(JSON.parse(lines[0])).toMatchObject({
      correlationId: 'req-2',
      res: { statusCode: 404 },
      level: 40,
    });
  });
});
