import { SqliteEventStore } from '@ledger/event-store';
import Database from 'better-sqlite3';
import { carryOverJobs, openLegacyJobs } from '../jobs/carry-over-jobs';
import { foldJob } from '../jobs/job-stream';
import { DeliveryCheckpoints } from '../webhooks/delivery-checkpoints';
import { carryOverPositions } from '../webhooks/legacy-positions';

/** Upgrading: today's state file is read once and carried over into the event store. */
describe("carrying an earlier release's state file over", () => {
  const now = new Date('2026-12-04T02:00:00Z');
  let store: SqliteEventStore;
  let state: Database.Database;
  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    state = new Database(':memory:');
  });
  afterEach(async () => {
    state.close();
    await store.close();
  });

  it('jobs: a finished one as it was, a running one as failed (its process was stopped), once', async () => {
    openLegacyJobs(state);
    state
      .prepare(
        `INSERT INTO jobs (job_id, kind, state, done, total, started_at, finished_at, result, error, owner, heartbeat_at, actor, municipality)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 'old-owner', 0, 'Clerk', 'northport')`,
      )
      .run(
        'j-done',
        'bill-run',
        'succeeded',
        3000,
        3000,
        '2026-12-01T10:00:00.000Z',
        '2026-12-01T10:05:00.000Z',
        '{"billed":3000}',
      );
    state
      .prepare(
        `INSERT INTO jobs (job_id, kind, state, done, total, started_at, owner, heartbeat_at)
         VALUES ('j-running', 'penalty-run', 'running', 120, 3000, '2026-12-02T14:00:00.000Z', 'old-owner', 0)`,
      )
      .run();
    expect(await carryOverJobs(state, store, 'host-a', now)).toBe(2);
    const done = foldJob(await store.readStream('ops-job-j-done'))!;
    expect(done.view).toMatchObject({
      state: 'succeeded',
      done: 3000,
      total: 3000,
      finishedAt: '2026-12-01T10:05:00.000Z',
      result: { billed: 3000 },
      startedBy: 'Clerk',
      municipality: 'northport',
    });
    const running = foldJob(await store.readStream('ops-job-j-running'))!;
    expect(running.view).toMatchObject({
      state: 'failed',
      done: 120,
      total: 3000,
      finishedAt: now.toISOString(),
      error: { message: expect.stringMatching(/^interrupted/) },
    });
    // read once: the next start carries nothing, and the streams stay as they are
    expect(await carryOverJobs(state, store, 'host-a', now)).toBe(0);
    expect(await store.readStream('ops-job-j-running')).toHaveLength(2);
  });

  it('webhook delivery positions: the first checkpoint of each subscription, so nothing is sent again; once', async () => {
    state.exec(`CREATE TABLE webhook_state (
      subscription_id TEXT PRIMARY KEY, position INTEGER, delivered INTEGER NOT NULL DEFAULT 0,
      failures INTEGER NOT NULL DEFAULT 0, last_error TEXT, last_attempt_at TEXT, next_attempt_at INTEGER NOT NULL DEFAULT 0)`);
    state
      .prepare(
        "INSERT INTO webhook_state VALUES ('gl', 4812, 37, 0, NULL, '2026-12-03T09:00:00.000Z', 0)",
      )
      .run();
    state.prepare("INSERT INTO webhook_state VALUES ('new', NULL, 0, 0, NULL, NULL, 0)").run();
    const checkpoints = new DeliveryCheckpoints(store, 'host-a');
    expect(await carryOverPositions(state, checkpoints)).toBe(1);
    expect(await checkpoints.read('gl')).toMatchObject({
      position: 4812,
      delivered: 37,
      failures: 0,
      revision: 0,
    });
    expect(await checkpoints.read('new')).toMatchObject({ position: null, revision: null });
    expect(await carryOverPositions(state, checkpoints)).toBe(0);
    expect(await store.readStream('ops-webhook-position-gl')).toHaveLength(1);
  });
});
