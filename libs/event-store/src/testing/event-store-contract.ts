import { randomUUID } from 'node:crypto';
import { EventStore, EventToAppend, StoredEvent, WrongExpectedRevisionError } from '../event-store';

/**
 * The one contract every event store adapter must pass (after Emmett's
 * `emmett-tests` features): append, read forwards and backwards, expected
 * revision conflicts, global order, subscriptions from a position, and the
 * replay rule: EventStoreDB's idempotence (the same event ids at the same
 * expected revision are a no-op; an id, not a content, makes a fact).
 *
 * Streams get unique names per test so a shared server (EventStoreDB) can
 * be reused between runs.
 */
interface ContractOptions {
  /**
   * Writes what other writers put in a shared log after the ledger's events:
   * another application's streams (every adapter), system and link records
   * (EventStoreDB, or the SQLite test store that behaves like it).
   */
  readonly writeForeign?: (store: EventStore) => Promise<void>;
}

/** Another application's events, in streams the ledger does not own. */
async function appendOtherApplicationEvents(store: EventStore): Promise<void> {
  await store.append(
    `orders-${randomUUID()}`,
    [{ id: randomUUID(), type: 'OrderPlaced', data: { total: '9.99' }, metadata: {} }],
    'any',
  );
}

export function eventStoreContract(
  name: string,
  open: () => Promise<EventStore>,
  options: ContractOptions = {},
): void {
  const writeForeign = options.writeForeign ?? appendOtherApplicationEvents;
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    const stream = () => `contract-${randomUUID()}`;
    const event = (type: string, n: number): EventToAppend => ({
      id: randomUUID(),
      type,
      data: { n, amount: `${n}.00` },
      metadata: { actor: 'contract' },
    });

    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    it('appends to a new stream and reads it back in order with revisions from 0', async () => {
      const s = stream();
      const result = await store.append(
        s,
        [event('A', 1), event('B', 2), event('C', 3)],
        'no_stream',
      );
      expect(result.nextExpectedRevision).toBe(2);
      const read = await store.readStream(s);
      expect(read.map((e) => [e.type, e.revision, e.data.n])).toEqual([
        ['A', 0, 1],
        ['B', 1, 2],
        ['C', 2, 3],
      ]);
      expect(read[0].metadata).toEqual({ actor: 'contract' });
      expect(read[2].position).toBe(result.position);
    });

    it('reads a stream that does not exist as empty', async () => {
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('reads backwards from the end, and forwards from a revision with a page limit', async () => {
      const s = stream();
      await store.append(
        s,
        [1, 2, 3, 4, 5].map((n) => event('N', n)),
        'no_stream',
      );
      expect(
        (await store.readStream(s, { direction: 'backwards', maxCount: 2 })).map((e) => e.data.n),
      ).toEqual([5, 4]);
      expect(
        (await store.readStream(s, { fromRevision: 2, maxCount: 2 })).map((e) => e.data.n),
      ).toEqual([3, 4]);
      expect(
        (await store.readStream(s, { direction: 'backwards', fromRevision: 1 })).map(
          (e) => e.data.n,
        ),
      ).toEqual([2, 1]);
    });

    it('enforces an exact expected revision', async () => {
      const s = stream();
      await store.append(s, [event('A', 1)], 'no_stream');
      await store.append(s, [event('B', 2)], 0);
      await expect(store.append(s, [event('C', 3)], 0)).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await store.append(s, [event('C', 3)], 1);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('enforces "no stream" and "stream exists"', async () => {
      const s = stream();
      await expect(store.append(s, [event('A', 1)], 'stream_exists')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await store.append(s, [event('A', 1)], 'no_stream');
      await expect(store.append(s, [event('B', 2)], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await store.append(s, [event('B', 2)], 'stream_exists');
      await store.append(s, [event('C', 3)], 'any');
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('a conflicting append writes nothing', async () => {
      const s = stream();
      await store.append(s, [event('A', 1)], 'no_stream');
      await expect(store.append(s, [event('X', 9), event('Y', 9)], 5)).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A']);
    });

    // The replay rule (EventStoreDB's own idempotence): an event's identity is
    // its id, never its content. The same ids again at the same expected
    // revision are a no-op; the same content under new ids is a new fact.
    it('re-appending the same event ids at the same expected revision is a no-op that writes nothing', async () => {
      const s = stream();
      const batch = [event('A', 1), event('B', 2)];
      await store.append(s, batch, 'no_stream');
      const head = await store.headPosition();
      const again = await store.append(s, batch, 'no_stream');
      expect(again.nextExpectedRevision).toBe(1);
      expect((await store.readStream(s)).map((e) => e.id)).toEqual(batch.map((e) => e.id));
      expect(await store.headPosition()).toBe(head);
    });

    it('a replay at its expected revision is still a no-op after the stream moved on', async () => {
      const s = stream();
      const first = [event('A', 1), event('B', 2)];
      const second = event('C', 3);
      await store.append(s, first, 'no_stream');
      await store.append(s, [second], 1);
      await store.append(s, [event('D', 4)], 2);
      await store.append(s, first, 'no_stream');
      await store.append(s, [second], 1);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
    });

    it('other ids at an expected revision already passed are a conflict, also when only part of the batch is stored there', async () => {
      const s = stream();
      const [a, b] = [event('A', 1), event('B', 2)];
      await store.append(s, [a, b], 'no_stream');
      await expect(store.append(s, [event('X', 9)], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(store.append(s, [event('X', 9)], 0)).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(store.append(s, [a, event('Y', 9)], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(store.append(s, [b, event('Z', 9)], 0)).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('the same content under a new id is a new fact, written at the next revision', async () => {
      const s = stream();
      const reading = event('UsageRecorded', 80);
      await store.append(s, [reading], 'no_stream');
      await store.append(s, [{ ...event('UsageRecorded', 90) }], 0);
      await store.append(s, [{ ...reading, id: randomUUID() }], 1);
      expect((await store.readStream(s)).map((e) => [e.revision, e.data.n])).toEqual([
        [0, 80],
        [1, 90],
        [2, 80],
      ]);
    });

    it('with expected revision "any", the same ids again are a no-op', async () => {
      const s = stream();
      const once = event('A', 1);
      await store.append(s, [once], 'any');
      await store.append(s, [event('B', 2)], 'any');
      await store.append(s, [once], 'any');
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('an empty append writes nothing and is refused when the expected revision is wrong', async () => {
      const s = stream();
      await expect(store.append(s, [], 'stream_exists')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(store.append(s, [], 3)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await store.append(s, [], 'no_stream');
      await store.append(s, [event('A', 1), event('B', 2)], 'no_stream');
      await expect(store.append(s, [], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(store.append(s, [], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(s, [], 2)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect((await store.append(s, [], 1)).nextExpectedRevision).toBe(1);
      await store.append(s, [], 'any');
      await store.append(s, [], 'stream_exists');
      await expect(
        store.appendMany([{ streamId: s, events: [], expected: 0 }]),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('keeps one global order across streams, readable forwards after a position and backwards', async () => {
      const s1 = stream();
      const s2 = stream();
      const start = await store.headPosition();
      await store.append(s1, [event('A', 1)], 'no_stream');
      await store.append(s2, [event('B', 2)], 'no_stream');
      await store.append(s1, [event('C', 3)], 0);
      const mine = (events: StoredEvent[]) =>
        events.filter((e) => e.streamId === s1 || e.streamId === s2);
      const forwards = mine(await store.readAll({ after: start }));
      expect(forwards.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      expect(forwards[0].position).toBeLessThan(forwards[1].position);
      expect(forwards[1].position).toBeLessThan(forwards[2].position);
      const afterFirst = mine(await store.readAll({ after: forwards[0].position }));
      expect(afterFirst.map((e) => e.type)).toEqual(['B', 'C']);
      const backwards = mine(await store.readAll({ direction: 'backwards', maxCount: 50 }));
      expect(backwards.slice(0, 3).map((e) => e.type)).toEqual(['C', 'B', 'A']);
      expect(await store.headPosition()).toBe(forwards[2].position);
    });

    it('appends to several streams at once, each with its expected revision', async () => {
      const s1 = stream();
      const s2 = stream();
      await store.append(s1, [event('A', 1)], 'no_stream');
      const results = await store.appendMany([
        { streamId: s1, events: [event('B', 2)], expected: 0 },
        { streamId: s2, events: [event('C', 3), event('D', 4)], expected: 'no_stream' },
      ]);
      expect(results.map((r) => r.nextExpectedRevision)).toEqual([1, 1]);
      expect((await store.readStream(s1)).map((e) => e.type)).toEqual(['A', 'B']);
      expect((await store.readStream(s2)).map((e) => e.type)).toEqual(['C', 'D']);
    });

    it('subscribes to the global log from a position: catch-up, then live', async () => {
      const s = stream();
      const first = await store.append(s, [event('A', 1)], 'no_stream');
      await store.append(s, [event('B', 2), event('C', 3)], 0);
      const seen: string[] = [];
      const subscription = store.subscribeToAll(first.position, (e) => {
        if (e.streamId === s) seen.push(e.type);
      });
      await subscription.caughtUp;
      expect(seen).toEqual(['B', 'C']);
      await store.append(s, [event('D', 4)], 2);
      const deadline = Date.now() + 10_000;
      while (seen.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await subscription.close();
      expect(seen).toEqual(['B', 'C', 'D']);
    });

    it('a catch-up that meets foreign events (other types, system and link records) hands over ours in order and never a system record', async () => {
      const start = await store.headPosition();
      const s = stream();
      for (let i = 0; i < 4; i++) {
        await store.append(s, [event('A', i), event('B', i)], i === 0 ? 'no_stream' : i * 2 - 1);
        await writeForeign(store);
      }
      const ours: string[] = [];
      const system: string[] = [];
      let last = start ?? -1;
      let ordered = true;
      const subscription = store.subscribeToAll(start, (e) => {
        ordered &&= e.position > last;
        last = e.position;
        if (e.type.startsWith('$') || e.streamId.startsWith('$')) system.push(e.type);
        if (e.streamId === s) ours.push(`${e.type}${String(e.data.n)}`);
      });
      await subscription.caughtUp;
      await subscription.close();
      expect(ours).toEqual(['A0', 'B0', 'A1', 'B1', 'A2', 'B2', 'A3', 'B3']);
      expect(system).toEqual([]);
      expect(ordered).toBe(true);
    });

    it('paging to an empty page sees every event of ours, in order, with foreign events between and after them', async () => {
      const start = await store.headPosition();
      const streams = Array.from({ length: 12 }, () => stream());
      const appended: string[] = [];
      for (const [i, s] of streams.entries()) {
        const batch = [event('A', i), event('B', i)];
        await store.append(s, batch, 'no_stream');
        appended.push(...batch.map((e) => e.id));
        await writeForeign(store);
      }
      const seen: string[] = [];
      const pageSizes: number[] = [];
      let after = start;
      for (let page = 0; page < 10_000; page++) {
        const events = await store.readAll({ after, maxCount: 5 });
        if (events.length === 0) break;
        pageSizes.push(events.length);
        for (const e of events) if (streams.includes(e.streamId)) seen.push(e.id);
        after = events[events.length - 1].position;
      }
      expect(seen).toEqual(appended);
      // a page is short only at the end of the log
      expect(pageSizes.slice(0, -1).every((n) => n === 5)).toBe(true);
    });

    it('the head position is past our last event when foreign records sit at the tail, and nothing is readable after it', async () => {
      const s = stream();
      const written = await store.append(s, [event('A', 1)], 'no_stream');
      await writeForeign(store);
      const head = await store.headPosition();
      expect(head).not.toBeNull();
      expect(head!).toBeGreaterThanOrEqual(written.position);
      expect(await store.readAll({ after: head })).toEqual([]);
      const [last] = await store.readAll({ direction: 'backwards', maxCount: 1 });
      expect(last.position).toBe(head);
    });
  });
}
