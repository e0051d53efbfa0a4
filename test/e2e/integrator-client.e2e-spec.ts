import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { workedExample } from '../../examples/worked-example/worked-example';
import { startTestLedger, TestLedger } from '../support/test-ledger';

const ROOT = resolve(__dirname, '../..');
/** The console's API types: openapi-typescript's default generation from /docs-json, kept current by `npm run api-types` (openapi.e2e-spec). */
const GENERATED = join(ROOT, 'apps/ledger-web/src/api-schema.ts');

/** Every `curl -XPOST localhost:3000<path> ... -d '<json>'` of the README (a line may go on after `\`): the bodies it tells an integrator to send. */
function readmeBodies(): Array<{ path: string; body: string }> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return [
    ...readme.matchAll(
      /curl [^\n]*?-XPOST (?:localhost:3000)?(\/\S+)(?:[^\n]|\\\n)*?-d '([^']*)'/g,
    ),
  ].map(([, path, body]) => ({ path: path!, body: body! }));
}

/**
 * #26.4: what an integrator builds from the published document alone works:
 * a client generated with openapi-typescript's default options types the
 * README's own requests under strict tsc, and the example client in
 * `examples/` runs DOMAIN.md's worked example with openapi-fetch.
 */
describe('an integrator’s generated client', () => {
  let ledger: TestLedger;
  let templates: string[];
  beforeAll(async () => {
    ledger = await startTestLedger();
    templates = Object.keys((await ledger.http().get('/docs-json').expect(200)).body.paths);
  });
  afterAll(async () => ledger.close());

  /** The document's path a README URL is an instance of (`/v1/accounts/NP-1001/payments` is `/v1/accounts/{accountId}/payments`). */
  const templateOf = (url: string) =>
    templates.find((t) => new RegExp(`^${t.replace(/\{\w+\}/g, '[^/]+')}$`).test(url));

  it("compiles the README's request bodies and the example client under strict tsc (openapi-typescript's default types)", () => {
    const bodies = readmeBodies();
    expect(bodies.length).toBeGreaterThanOrEqual(7);
    const lines = bodies.map(({ path, body }, i) => {
      const template = templateOf(path);
      expect({ path, template: template !== undefined }).toEqual({ path, template: true });
      return `export const body${i}: Body<'${template}'> = ${body};`;
    });
    const dir = mkdtempSync(join(tmpdir(), 'readme-client-'));
    try {
      const file = join(dir, 'readme-requests.ts');
      writeFileSync(
        file,
        [
          `import type { paths } from ${JSON.stringify(GENERATED.replace(/\.ts$/, ''))};`,
          "type Body<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;",
          ...lines,
        ].join('\n'),
      );
      const tsc = spawnSync(
        process.execPath,
        [
          join(ROOT, 'node_modules/typescript/bin/tsc'),
          '--strict',
          '--noEmit',
          '--skipLibCheck',
          '--esModuleInterop',
          '--target',
          'ES2022',
          '--module',
          'commonjs',
          '--moduleResolution',
          'node10',
          '--lib',
          'ES2022,DOM',
          '--types',
          'node',
          file,
          join(ROOT, 'examples/worked-example/worked-example.ts'),
        ],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect({ status: tsc.status, errors: tsc.stdout.trim() }).toEqual({ status: 0, errors: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the example client (openapi-fetch) runs the worked example: Northport, 80,000 gallons, a balance of 135.87 on 2025-12-15', async () => {
    const server = ledger.app().getHttpServer() as import('node:http').Server;
    if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      const balance = await workedExample(`http://127.0.0.1:${port}`);
      expect(balance).toMatchObject({
        accountId: 'NP-1001',
        asOf: '2025-12-15',
        rent: '133.86',
        penalties: '2.01',
        total: '135.87',
      });
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
