import { randomUUID } from 'node:crypto';
import {
  EventStore,
  EventToAppend,
  StoreUnavailableError,
  StreamDeletedError,
} from '../event-store';
import { RetryingEventStore } from '../retrying-event-store';
import type { ClientFault } from './client-errors';
import { FaultInjectingEventStore } from './fault-injecting-store';

const TRANSIENT = ['not-leader', 'unavailable', 'deadline-exceeded'] as const;
const FAST = { tries: 3, baseMs: 1, maxMs: 4 };

/**
 * The store on a cluster's bad day: the EventStoreDB client's own errors
 * (`FaultInjectingEventStore`), through the adapter's mapping, at chosen
 * calls of a real store (`open`). What must hold: each fault is the port's
 * own error; a failed call before the store acted wrote nothing; an append
 * that committed and then lost its answer, sent again with the same ids
 * (`RetryingEventStore`), is a replay, written once; a reader that retries a
 * failed page misses nothing.
 */
export function faultContract(name: string, open: () => Promise<EventStore>): void {
  describe(`event store faults: ${name}`, () => {
    let inner: EventStore;
    let faulty: FaultInjectingEventStore;
    const stream = () => `fault-${randomUUID()}`;
    const event = (type: string, n: number): EventToAppend => ({
      id: randomUUID(),
      type,
      data: { n, amount: `${n}.25` },
      metadata: {},
    });

    beforeEach(async () => {
      inner = await open();
      faulty = new FaultInjectingEventStore(inner);
    });
    afterEach(async () => {
      await inner.close();
    });

    it.each(TRANSIENT)(
      '%s before the store acted: the port error says which, and nothing is written',
      async (fault) => {
        const s = stream();
        faulty.inject({ call: 'append', fault });
        const error = await faulty.append(s, [event('A', 1)], 'no_stream').catch((e) => e);
        expect(error).toBeInstanceOf(StoreUnavailableError);
        expect((error as StoreUnavailableError).reason).toBe(fault);
        expect(await inner.readStream(s)).toEqual([]);
      },
    );

    it.each(TRANSIENT)(
      '%s after the append committed: retried with the same ids it is a replay, the events stored once',
      async (fault) => {
        const s = stream();
        await inner.append(s, [event('A', 1)], 'no_stream');
        const batch = [event('B', 2), event('C', 3)];
        faulty.inject({ call: 'append', fault, afterCommit: true });
        const result = await new RetryingEventStore(faulty, FAST).append(s, batch, 0);
        expect(faulty.failed).toEqual([`append:${fault}`]);
        expect(result.nextExpectedRevision).toBe(2);
        const stored = await inner.readStream(s);
        expect(stored.map((e) => [e.revision, e.type, e.data.amount])).toEqual([
          [0, 'A', '1.25'],
          [1, 'B', '2.25'],
          [2, 'C', '3.25'],
        ]);
        expect(stored.slice(1).map((e) => e.id)).toEqual(batch.map((e) => e.id));
      },
    );

    it('several streams appended together, the answer lost after they committed: the retry writes each once', async () => {
      const [s1, s2] = [stream(), stream()];
      const [a, b, c] = [event('A', 1), event('B', 2), event('C', 3)];
      faulty.inject({ call: 'appendMany', fault: 'deadline-exceeded', afterCommit: true });
      const results = await new RetryingEventStore(faulty, FAST).appendMany([
        { streamId: s1, events: [a], expected: 'no_stream' },
        { streamId: s2, events: [b, c], expected: 'no_stream' },
      ]);
      expect(results.map((r) => r.nextExpectedRevision)).toEqual([0, 1]);
      expect((await inner.readStream(s1)).map((e) => e.id)).toEqual([a.id]);
      expect((await inner.readStream(s2)).map((e) => e.id)).toEqual([b.id, c.id]);
    });

    it('a store away for longer than the tries: the caller gets the port error after three, nothing written', async () => {
      const s = stream();
      faulty.inject(
        { call: 'append', fault: 'unavailable' },
        { call: 'append', fault: 'not-leader', nth: 2 },
        { call: 'append', fault: 'unavailable', nth: 3 },
      );
      const error = await new RetryingEventStore(faulty, FAST)
        .append(s, [event('A', 1)], 'no_stream')
        .catch((e) => e);
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect(faulty.failed).toEqual([
        'append:unavailable',
        'append:not-leader',
        'append:unavailable',
      ]);
      expect(await inner.readStream(s)).toEqual([]);
    });

    it('a deleted stream is the port error naming it, and is not retried', async () => {
      const s = stream();
      await inner.append(s, [event('A', 1)], 'no_stream');
      faulty.inject(
        { call: 'readStream', fault: 'stream-deleted' },
        { call: 'readStream', fault: 'stream-deleted', nth: 2 },
      );
      const error = await new RetryingEventStore(faulty, FAST).readStream(s).catch((e) => e);
      expect(error).toBeInstanceOf(StreamDeletedError);
      expect((error as StreamDeletedError).streamId).toBe(s);
      expect(faulty.pending).toBe(1);
    });

    it.each<ClientFault>(TRANSIENT)(
      'a reader paging the log through %s on a page, retried, sees every event once, in order',
      async (fault) => {
        const start = await inner.headPosition();
        const s = stream();
        const written: string[] = [];
        for (let i = 0; i < 7; i++) {
          const e = event('N', i);
          await inner.append(s, [e], i === 0 ? 'no_stream' : i - 1);
          written.push(e.id);
        }
        faulty.inject({ call: 'readAll', fault, nth: 2 }, { call: 'headPosition', fault });
        const store = new RetryingEventStore(faulty, FAST);
        const head = await store.headPosition();
        const seen: string[] = [];
        let after = start;
        for (let page = 0; page < 100; page++) {
          const events = await store.readAll({ after, maxCount: 3 });
          if (events.length === 0) break;
          for (const e of events) if (e.streamId === s) seen.push(e.id);
          after = events[events.length - 1].position;
        }
        expect(seen).toEqual(written);
        expect(after).toBe(head);
        expect(faulty.failed).toEqual([`headPosition:${fault}`, `readAll:${fault}`]);
      },
    );
  });
}
