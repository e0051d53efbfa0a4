import { SqliteEventStore, type StoredEvent } from '@ledger/event-store';
import { logPages, sharedLog, yieldToEventLoop } from './log-pages';

const event = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'Noted',
  data: { n },
  metadata: {},
});

describe('sharedLog: the log read once for readers going through it together (#30)', () => {
  it('hands each page read for one reader to the other, and a reader that falls behind reads its pages from the store', async () => {
    const store = new SqliteEventStore(':memory:');
    for (let n = 1; n <= 30; n++) await store.append(`s-${n % 3}`, [event(n)], 'any');
    const reads: Array<number | null> = [];
    const readAll = store.readAll.bind(store);
    store.readAll = async (options) => {
      reads.push(options?.after ?? null);
      return readAll(options);
    };
    const read = async (log: ReturnType<typeof sharedLog>, pageSize = 4) => {
      const seen: StoredEvent[] = [];
      for await (const page of logPages(log, null, { pageSize })) {
        seen.push(...page);
        await yieldToEventLoop();
      }
      return seen.map((e) => e.position);
    };
    const all = Array.from({ length: 30 }, (_, i) => i + 1);

    const together = sharedLog(store, 2);
    expect(await Promise.all([read(together), read(together)])).toEqual([all, all]);
    // 8 pages of 4, each read once
    expect(reads).toEqual([null, 4, 8, 12, 16, 20, 24, 28]);

    // out of step (the second starts once the first has finished): the first pages are held, the rest read again
    reads.length = 0;
    const apart = sharedLog(store, 2);
    expect(await read(apart, 3)).toEqual(all);
    expect(await read(apart, 3)).toEqual(all);
    const pagesOf3 = [null, 3, 6, 9, 12, 15, 18, 21, 24, 27];
    expect(reads).toEqual([...pagesOf3, ...pagesOf3.slice(2)]);
    await store.close();
  });
});
