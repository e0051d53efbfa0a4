import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@ledger/event-store';
import { openStateDatabase } from '../state/state-database';
import { openReadModelDatabase } from './read-model-database';

/** SQLite's `PRAGMA synchronous`: 1 NORMAL, 2 FULL. */
const synchronous = (db: { pragma(p: string, o: { simple: true }): unknown }) =>
  db.pragma('synchronous', { simple: true });

describe('#30 what waits for the disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'durability-'));

  it('the read models, rebuilt from the log, commit without an fsync (NORMAL); the state, which cannot be rebuilt, with one (FULL)', () => {
    const readModels = openReadModelDatabase(join(dir, 'ledger.read-models.sqlite'));
    const state = openStateDatabase(join(dir, 'ledger.state.sqlite'));
    expect(readModels.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(synchronous(readModels)).toBe(1);
    // and their statement journals in memory (2: MEMORY)
    expect(readModels.pragma('temp_store', { simple: true })).toBe(2);
    expect(synchronous(state)).toBe(2);
    readModels.close();
    state.close();
  });

  it('the log, which every acknowledged command is made durable in, waits for the disk (FULL)', async () => {
    const store = new SqliteEventStore(join(dir, 'ledger.sqlite'));
    const db = (store as unknown as { db: { pragma(p: string, o: { simple: true }): unknown } }).db;
    expect(synchronous(db)).toBe(2);
    await store.close();
  });
});
