import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ServerProcess } from '../support/server-process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A roll of `n` Northport accounts: an import long enough to be killed mid-way. */
function roll(n: number, prefix: string): string {
  const lines = [
    'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn',
  ];
  for (let i = 0; i < n; i++)
    lines.push(
      `${prefix}-${i},northport,0403-${prefix}-${i},residential,,,,Owner ${i},${i} Main St,2025-06-01`,
    );
  return lines.join('\r\n');
}

/** Starts an import as a job (`Prefer: respond-async`); its job id. */
async function startImport(server: ServerProcess, csv: string): Promise<string> {
  const r = await fetch(`${server.url}/v1/imports/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Prefer: 'respond-async' },
    body: csv,
  });
  expect(r.status).toBe(202);
  return ((await r.json()) as { jobId: string }).jobId;
}

/**
 * Jobs and the processes that run them (#25 item 3): a job whose process was
 * killed is failed by the next process on the store as it starts, not 30 s
 * later; a process sharing the store with a live one leaves its jobs alone.
 */
describe("a killed process's jobs", () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-killed-'));
  const dbPath = join(dir, 'ledger.sqlite');
  const started: ServerProcess[] = [];
  /** A process on the store; on another port when someone else took the one it was given. */
  const server = async () => {
    for (let attempt = 1; ; attempt++) {
      const s = new ServerProcess(await freePort(), { LEDGER_DB_PATH: dbPath });
      started.push(s);
      try {
        await s.start();
        return s;
      } catch (error) {
        if (attempt === 3 || !/EADDRINUSE/.test(String(error))) throw error;
      }
    }
  };
  afterAll(async () => Promise.all(started.map((s) => s.stop())));

  it('its successor marks it failed as it starts, not 30 s later', async () => {
    const first = await server();
    const jobId = await startImport(first, roll(20_000, 'NP-K'));
    let job = (await first.get(`/v1/jobs/${jobId}`)).body;
    for (let i = 0; i < 100 && job.done === 0; i++) {
      await sleep(20);
      job = (await first.get(`/v1/jobs/${jobId}`)).body;
    }
    expect(job.state).toBe('running');
    const killedAt = Date.now();
    await first.kill();
    const successor = await server();
    const seen = (await successor.get(`/v1/jobs/${jobId}`)).body;
    expect(Date.now() - killedAt).toBeLessThan(30_000); // the heartbeat could not have gone stale yet
    expect(seen).toMatchObject({
      state: 'failed',
      error: { message: expect.stringMatching(/^interrupted: the process running it stopped/) },
    });
  }, 90_000);

  it("a process joining the store does not fail a live process's job", async () => {
    const [live] = started.slice(-1);
    const jobId = await startImport(live, roll(2_000, 'NP-L'));
    const joining = await server();
    const seen = (await joining.get(`/v1/jobs/${jobId}`)).body;
    expect(['running', 'succeeded']).toContain(seen.state);
    let job = seen;
    for (let i = 0; i < 1200 && job.state === 'running'; i++) {
      await sleep(50);
      job = (await joining.get(`/v1/jobs/${jobId}`)).body;
    }
    expect(job).toMatchObject({ state: 'succeeded', error: null });
  }, 90_000);
});
