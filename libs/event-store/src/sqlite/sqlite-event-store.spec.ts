import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventStoreContract } from '../testing/event-store-contract';
import { faultContract } from '../testing/fault-contract';
import { DuplicateEventIdError } from '../event-store';
import { SqliteEventStore } from './sqlite-event-store';
import { ForeignEventsSqliteStore } from '../testing/foreign-events-store';

const dir = mkdtempSync(join(tmpdir(), 'ledger-contract-'));
let n = 0;

/** Where an append runs: on this thread (`:memory:`), or in the append worker that owns a file's write connection. */
const PLACES: Array<[string, () => SqliteEventStore]> = [
  ['on this thread, :memory:', () => new SqliteEventStore(':memory:')],
  ['in the append worker, a file', () => new SqliteEventStore(join(dir, `place-${n++}.sqlite`))],
];

eventStoreContract(
  'sqlite (file, WAL)',
  async () => new SqliteEventStore(join(dir, `store-${n++}.sqlite`)),
);
eventStoreContract('sqlite (:memory:)', async () => new SqliteEventStore(':memory:'));
// The EventStoreDB adapter's filter and paging, over SQLite: system and link records between and after every event.
eventStoreContract(
  'sqlite with system and foreign records (the EventStoreDB filter)',
  async () => new ForeignEventsSqliteStore(':memory:', 3, 1),
  {
    writeForeign: async (store) =>
      (store as ForeignEventsSqliteStore).writeForeign(['account-tail', 'account-tail']),
  },
);

describe('sqlite event store: durability settings', () => {
  it('opens the file in WAL mode with synchronous=FULL, and the data survives a reopen', async () => {
    const path = join(dir, 'durable.sqlite');
    const store = new SqliteEventStore(path);
    expect(store.database.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.database.pragma('synchronous', { simple: true })).toBe(2);
    await store.append(
      's-1',
      [
        {
          id: '3f0e1c7a-0000-4000-8000-000000000001',
          type: 'A',
          data: { x: '1.00' },
          metadata: {},
        },
      ],
      'no_stream',
    );
    await store.close();
    const reopened = new SqliteEventStore(path);
    expect((await reopened.readStream('s-1')).map((e) => e.data)).toEqual([{ x: '1.00' }]);
    await reopened.close();
  });
});

describe.each(PLACES)(
  'sqlite event store: appends to several streams are one transaction (%s)',
  (_place, open) => {
    it('a conflict in one stream writes none of them', async () => {
      const store = open();
      const e = (n: number) => ({
        id: `3f0e1c7a-0000-4000-8000-00000000000${n}`,
        type: 'A',
        data: { n },
        metadata: {},
      });
      await store.append('s-a', [e(1)], 'no_stream');
      await expect(
        store.appendMany([
          { streamId: 's-b', events: [e(2)], expected: 'no_stream' },
          { streamId: 's-a', events: [e(3)], expected: 5 },
        ]),
      ).rejects.toThrow(/expected revision 5/);
      expect(await store.readStream('s-b')).toEqual([]);
      expect((await store.readStream('s-a')).length).toBe(1);
      await store.close();
    });
  },
);

describe.each(PLACES)(
  'sqlite event store: event ids stay unique in the log (%s)',
  (_place, open) => {
    it('a new event under an id stored elsewhere is refused as a duplicate id and writes nothing', async () => {
      const store = open();
      const id = '3f0e1c7a-0000-4000-8000-000000000009';
      await store.append('s-a', [{ id, type: 'A', data: {}, metadata: {} }], 'no_stream');
      // at the stream's own revision EventStoreDB would store a second event under the id: here it is refused
      await expect(
        store.append(
          's-a',
          [
            { id: '3f0e1c7a-0000-4000-8000-00000000000a', type: 'B', data: {}, metadata: {} },
            { id, type: 'A', data: {}, metadata: {} },
          ],
          0,
        ),
      ).rejects.toBeInstanceOf(DuplicateEventIdError);
      await expect(
        store.append('s-b', [{ id, type: 'A', data: {}, metadata: {} }], 'no_stream'),
      ).rejects.toBeInstanceOf(DuplicateEventIdError);
      expect((await store.readStream('s-a')).map((e) => e.type)).toEqual(['A']);
      expect(await store.readStream('s-b')).toEqual([]);
      await store.close();
    });
  },
);

describe.each(PLACES)(
  'sqlite event store: an append says whether it inserted (%s)',
  (_place, open) => {
    it('an insert answers the batch as stored (what a read gives back); a replay of the same ids answers none', async () => {
      const store = open();
      const batch = [
        {
          id: '3f0e1c7a-0000-4000-8000-000000000011',
          type: 'A',
          data: { x: '1.00' },
          metadata: { m: 1 },
        },
        {
          id: '3f0e1c7a-0000-4000-8000-000000000012',
          type: 'B',
          // an undefined field and a nested object: what a read gives has neither the field nor the object
          data: { x: '2.50', left: undefined, nested: { y: 1 } },
          metadata: { m: 2 },
        },
      ];
      await store.append(
        's-0',
        [{ ...batch[0], id: '3f0e1c7a-0000-4000-8000-000000000010' }],
        'no_stream',
      );
      const [first] = await store.appendMany([
        { streamId: 's-a', events: batch, expected: 'no_stream' },
      ]);
      const read = await store.readStream('s-a');
      expect(read.map((e) => e.position)).toEqual([2, 3]);
      expect(first.stored).toStrictEqual(read);
      expect(first.stored![1].data).not.toHaveProperty('left');
      expect(first.stored![1].data.nested).not.toBe(batch[1].data.nested);
      // the same ids after the same revision: the store writes nothing and says so by answering no stored events
      const again = await store.append('s-a', batch, 'no_stream');
      expect(again).toEqual({ nextExpectedRevision: 1, position: 3 });
      expect(again.stored).toBeUndefined();
      await store.close();
    });
  },
);

// A cluster's bad day: the EventStoreDB client's own errors through the adapter's mapping, over both SQLite stores.
faultContract(
  'sqlite (:memory:), the client errors through the esdb mapping',
  async () => new SqliteEventStore(':memory:'),
);
faultContract(
  'sqlite with system and foreign records, the client errors through the esdb mapping',
  async () => new ForeignEventsSqliteStore(':memory:', 3, 1),
);
