import { SqliteEventStore } from '@ledger/event-store';
import { StoreLease } from './store-lease';

describe('a lease kept in the event store', () => {
  const T0 = Date.parse('2026-12-04T02:00:00Z');
  let store: SqliteEventStore;
  beforeEach(() => (store = new SqliteEventStore(':memory:')));
  afterEach(async () => store.close());

  it('one holder at a time: taken at the revision read, the other refused until the term runs out', async () => {
    const a = new StoreLease(store, 'dispatcher', 10_000);
    const b = new StoreLease(store, 'dispatcher', 10_000);
    expect(await a.hold(T0)).toBe(true);
    expect(await b.hold(T0 + 1_000)).toBe(false);
    expect(await a.current(T0 + 1_000)).toEqual({ holder: a.holder, expiresAt: T0 + 10_000 });
    // a stopped renewing (dead): past its term b takes it, and a no longer holds it
    expect(await b.hold(T0 + 10_001)).toBe(true);
    expect(await a.hold(T0 + 10_002)).toBe(false);
    expect((await a.current(T0 + 10_002))?.holder).toBe(b.holder);
  });

  it('two hosts taking a free lease at once: one append wins, the other conflicts and does not hold it', async () => {
    const a = new StoreLease(store, 'dispatcher', 10_000);
    const b = new StoreLease(store, 'dispatcher', 10_000);
    const [ta, tb] = await Promise.all([a.hold(T0), b.hold(T0)]);
    expect([ta, tb].filter(Boolean)).toHaveLength(1);
    const events = await store.readStream('ops-lease-dispatcher');
    expect(events.map((e) => e.type)).toEqual(['LeaseTaken']);
  });

  it('renewed only when half its term is left, so holding it writes one event per half term; released, another takes it at once', async () => {
    const a = new StoreLease(store, 'dispatcher', 10_000);
    const b = new StoreLease(store, 'dispatcher', 10_000);
    for (let t = 0; t <= 12_000; t += 500) expect(await a.hold(T0 + t)).toBe(true);
    // taken at 0, renewed when half the term is left (at 5 s and at 10 s)
    expect((await store.readStream('ops-lease-dispatcher')).map((e) => e.data.expiresAt)).toEqual([
      T0 + 10_000,
      T0 + 15_000,
      T0 + 20_000,
    ]);
    await a.release(T0 + 12_000);
    expect(await a.current(T0 + 12_000)).toBeNull();
    expect(await b.hold(T0 + 12_001)).toBe(true);
  });
});
