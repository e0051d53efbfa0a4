import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DuplicateEventIdError,
  StoreUnavailableError,
  WrongExpectedRevisionError,
} from '../event-store';
import { WORKER_SOURCES } from './append-worker-entry';
import { openLogConnection } from './log-connection';
import { carried, restored } from './append-worker-protocol';
import { SqliteEventStore } from './sqlite-event-store';

const dir = mkdtempSync(join(tmpdir(), 'ledger-append-worker-'));
let n = 0;
const event = (i: number) => ({
  id: `3f0e1c7a-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'A',
  data: { i },
  metadata: {},
});
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** #30: the log's durable commit runs in a worker thread that owns the file's write connection. */
describe('sqlite event store: the append worker', () => {
  it('an append waiting for the file (another writer holds it) leaves the event loop free: timers fire and reads answer meanwhile; it is answered, as stored, once the file is free', async () => {
    const path = join(dir, `held-${n++}.sqlite`);
    const store = new SqliteEventStore(path);
    await store.append('s-a', [event(1)], 'no_stream');
    // another writer (another process's, say) holds the write lock
    const other = new Database(path);
    other.exec('BEGIN IMMEDIATE');
    let answered = false;
    const pending = store.append('s-a', [event(2)], 0).then((result) => {
      answered = true;
      return result;
    });
    // on this thread the wait would be a busy wait of up to 5 s holding the loop: no timer, no read
    const started = Date.now();
    await tick(100);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(answered).toBe(false);
    expect((await store.readStream('s-a')).map((e) => e.data)).toEqual([{ i: 1 }]);
    other.exec('COMMIT');
    other.close();
    const result = await pending;
    expect(result.nextExpectedRevision).toBe(1);
    expect(result.stored!.map((e) => [e.revision, e.data])).toEqual([[1, { i: 2 }]]);
    // and this thread's connection sees it at once
    expect(await store.readStream('s-a')).toStrictEqual([
      ...(await store.readStream('s-a', { maxCount: 1 })),
      ...result.stored!,
    ]);
    await store.close();
  });

  it('close answers every append already sent before the worker stops, and they are in the file; after it an append is refused', async () => {
    const path = join(dir, `close-${n++}.sqlite`);
    const store = new SqliteEventStore(path);
    const sent = [0, 1, 2].map((i) => store.append(`s-${i}`, [event(10 + i)], 'no_stream'));
    const closed = store.close();
    expect((await Promise.all(sent)).map((r) => r.position)).toEqual([1, 2, 3]);
    await closed;
    // and after the close an append is refused, as by a closed connection: nothing is written
    await expect(store.append('s-9', [event(19)], 'no_stream')).rejects.toThrow(
      'The database connection is not open',
    );
    const reopened = new SqliteEventStore(path);
    expect((await reopened.readAll()).map((e) => e.streamId)).toEqual(['s-0', 's-1', 's-2']);
    await reopened.close();
  });

  it("the port's refusals and SQLite's own errors reach the caller as their own classes, with what they carry", async () => {
    const conflict = restored(carried(new WrongExpectedRevisionError('s-a', 3, 'no_stream')));
    expect(conflict).toBeInstanceOf(WrongExpectedRevisionError);
    expect(conflict).toMatchObject({ streamId: 's-a', expected: 3, actual: 'no_stream' });
    const duplicate = restored(carried(new DuplicateEventIdError(event(1).id)));
    expect(duplicate).toBeInstanceOf(DuplicateEventIdError);
    expect(duplicate).toMatchObject({ eventId: event(1).id });
    // a full disk stays recognisable (the API answers 507 and /health says full, by its code)
    const full = restored(
      carried(new Database.SqliteError('database or disk is full', 'SQLITE_FULL')),
    );
    expect(full).toBeInstanceOf(Database.SqliteError);
    expect(full).toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
    // and through a real worker: a conflict
    const store = new SqliteEventStore(join(dir, `errors-${n++}.sqlite`));
    await store.append('s-a', [event(20)], 'no_stream');
    await expect(store.append('s-a', [event(21)], 5)).rejects.toMatchObject({
      name: 'WrongExpectedRevisionError',
      actual: 0,
    });
    await store.close();
  });

  it("a worker that crashes fails only the appends it had not answered, as the store unavailable (outcome unknown); sent again with the same ids they are written once by the next worker, which the crashed one's late exit does not touch", async () => {
    const store = new SqliteEventStore(join(dir, `crash-${n++}.sqlite`));
    await store.append('s-a', [event(30)], 'no_stream');
    // a crash, simulated: the worker thread throws on a message it cannot read, outside any append
    (
      store as unknown as { worker: { running: { worker: { postMessage(m: unknown): void } } } }
    ).worker.running.worker.postMessage(null);
    const lost = store.append('s-a', [event(31)], 0);
    await expect(lost).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(lost).rejects.toThrow(
      /may or may not be written; send it again with the same event ids/,
    );
    // at once, before the crashed thread's exit is reported: the same ids to the next worker
    const again = await store.append('s-a', [event(31)], 0);
    expect(again.nextExpectedRevision).toBe(1);
    await tick(100);
    expect((await store.append('s-a', [event(32)], 1)).nextExpectedRevision).toBe(2);
    expect((await store.readStream('s-a')).map((e) => e.id)).toEqual(
      [30, 31, 32].map((i) => event(i).id),
    );
    await store.close();
  });

  it("a worker that cannot use the log answers each append with SQLite's own error (its class and code), and writes nothing", async () => {
    const path = join(dir, `gone-${n++}.sqlite`);
    const store = new SqliteEventStore(path);
    // the file is taken away under the store: the worker, opening it at the first append, finds a new empty file
    unlinkSync(path);
    const refused = store.append('s-a', [event(40)], 'no_stream');
    await expect(refused).rejects.toBeInstanceOf(Database.SqliteError);
    await expect(refused).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
      message: expect.stringMatching(/no such table/),
    });
    await expect(store.append('s-a', [event(40)], 'no_stream')).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
    });
    await store.close();
  });

  it('the connection that commits the appends waits for the disk: WAL and synchronous=FULL (the worker opens it as the store does)', () => {
    const db = openLogConnection(join(dir, `pragmas-${n++}.sqlite`));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
    const worker = readFileSync(join(__dirname, 'sqlite-append-worker.ts'), 'utf8');
    expect(worker).toMatch(/openLogConnection\(path\)/);
  });

  it('every file the worker imports from the sources is among those transpiled for it (a missing one would fail every append)', () => {
    for (const name of WORKER_SOURCES) {
      const text = readFileSync(join(__dirname, '..', `${name}.ts`), 'utf8');
      const imports = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) =>
        join(name, '..', m[1]).replace(/\\/g, '/'),
      );
      for (const imported of imports) expect(WORKER_SOURCES).toContain(imported);
    }
  });
});
