import { openAccountCommand } from '../testing/account-commands';
import { accountDecider } from '@ledger/domain';
import { SqliteEventStore } from '@ledger/event-store';
import { ManualClock } from './clock';
import { systemContext } from './command-context';
import { accountCommandIdentity } from './event-identity';
import { EventSourcedRepository } from './event-sourced-repository';
import { approximateBytes, SegmentedLru } from './state-cache';
import { stateCacheBudget, stateCacheFromEnv } from './state-cache-budget';

describe('the state cache: bounded by bytes, scan-resistant (#30)', () => {
  it('never holds more bytes than its budget, and drops the oldest first', () => {
    const cache = new SegmentedLru<string>({ bytes: 1_000 });
    for (let n = 0; n < 50; n++) cache.set(`k${n}`, `v${n}`, 90);
    expect(cache.bytes).toBe(990);
    expect(cache.size).toBe(11);
    expect(cache.peek('k38')).toBeUndefined();
    expect(cache.peek('k39')).toBe('v39');
    // an entry larger than the whole budget is not held (and pushes nothing out)
    cache.set('huge', 'x', 1_001);
    expect(cache.peek('huge')).toBeUndefined();
    expect(cache.size).toBe(11);
  });

  it('a sweep over ten times its size does not evict what is used again and again (the counter)', () => {
    const cache = new SegmentedLru<number>({ bytes: 100_000 });
    const counter = Array.from({ length: 50 }, (_, n) => `counter-${n}`);
    for (const key of counter) cache.set(key, 1, 1_000);
    for (const key of counter) expect(cache.get(key)).toBe(1);
    // the bill run: every account once, 1,000 accounts of 1,000 bytes (10x the cache), with the counter busy meanwhile
    for (let n = 0; n < 1_000; n++) {
      if (cache.get(`account-${n}`) === undefined) cache.set(`account-${n}`, n, 1_000);
      // the run writes the account's bill: its fold is moved on, which is not a use
      cache.set(`account-${n}`, n + 1, 1_000);
      if (n % 100 === 0) cache.get(counter[(n / 100) % counter.length]);
    }
    expect(counter.filter((key) => cache.peek(key) === undefined)).toEqual([]);
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    // the sweep kept its most recent accounts in what was left
    expect(cache.peek('account-999')).toBe(1_000);
    expect(cache.peek('account-900')).toBeUndefined();
  });

  it('LEDGER_STATE_CACHE still bounds the count, and a sweep through it keeps the counter too', () => {
    // LEDGER_STATE_CACHE still bounds the count: 60 entries, 48 of them protected
    const cache = new SegmentedLru<number>({ bytes: 1e9, entries: 60 });
    for (let n = 0; n < 40; n++) cache.set(`counter-${n}`, n, 10);
    for (let n = 0; n < 40; n++) cache.get(`counter-${n}`);
    for (let n = 0; n < 1_000; n++) cache.set(`account-${n}`, n, 10);
    expect(cache.size).toBe(60);
    expect(Array.from({ length: 40 }, (_, n) => cache.peek(`counter-${n}`))).toEqual(
      Array.from({ length: 40 }, (_, n) => n),
    );
  });

  it("estimates a value's bytes from its strings, numbers and members, without serializing it", () => {
    expect(approximateBytes('abcd')).toBe(20);
    expect(approximateBytes({ amount: '12.34', n: 1 })).toBe(32 + 16 + 21 + 16 + 8);
    expect(approximateBytes([1, 2])).toBe(16 + 16 + 16);
  });

  it('a repository keeps its accounts within the budget, and a hit reads only what came after the cached fold', async () => {
    const store = new SqliteEventStore(':memory:');
    const clock = new ManualClock(new Date('2026-01-15T12:00:00Z'), 1000);
    const repo = new EventSourcedRepository(
      store,
      accountDecider,
      clock,
      { bytes: 40_000 },
      accountCommandIdentity,
    );
    for (let n = 1; n <= 40; n++)
      await repo.execute(`account-NP-${n}`, openAccountCommand(`NP-${n}`), systemContext());
    const { entries, bytes } = repo.cached;
    expect(bytes).toBeLessThanOrEqual(40_000);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(40);
    const froms: number[] = [];
    const read = store.readStream.bind(store);
    store.readStream = (id, options) => {
      froms.push(options?.fromRevision ?? 0);
      return read(id, options);
    };
    const loaded = await repo.load('account-NP-40');
    expect(loaded.revision).toBe(0);
    expect(froms).toEqual([1]);
    await store.close();
  });

  it('LEDGER_STATE_CACHE_MB and LEDGER_STATE_CACHE, the same for the API and the CLI; the states get 0.65 of the MiB, their read facts the rest', () => {
    expect(stateCacheBudget({})).toEqual({ bytes: 416 * 1024 * 1024 });
    expect(stateCacheBudget(stateCacheFromEnv({ LEDGER_STATE_CACHE_MB: '64' }))).toEqual({
      bytes: 43_620_761,
    });
    expect(
      stateCacheBudget(stateCacheFromEnv({ LEDGER_STATE_CACHE_MB: '', LEDGER_STATE_CACHE: '500' })),
    ).toEqual({ bytes: 416 * 1024 * 1024, entries: 500 });
    expect(() => stateCacheFromEnv({ LEDGER_STATE_CACHE_MB: '0' })).toThrow(
      'LEDGER_STATE_CACHE_MB must be a whole number of at least 1',
    );
    expect(() => stateCacheFromEnv({ LEDGER_STATE_CACHE: '1e3' })).toThrow(
      'LEDGER_STATE_CACHE must be a whole number of at least 1',
    );
  });

  it('LEDGER_SNAPSHOT_EVERY: events between two snapshots of an account, 0 for none', () => {
    expect(stateCacheFromEnv({ LEDGER_SNAPSHOT_EVERY: '0' })).toEqual({ snapshotEvery: 0 });
    expect(stateCacheFromEnv({ LEDGER_SNAPSHOT_EVERY: '32' })).toEqual({ snapshotEvery: 32 });
    expect(stateCacheFromEnv({ LEDGER_SNAPSHOT_EVERY: '' })).toEqual({});
    expect(() => stateCacheFromEnv({ LEDGER_SNAPSHOT_EVERY: '-1' })).toThrow(
      'LEDGER_SNAPSHOT_EVERY must be a whole number of at least 0',
    );
  });
});
