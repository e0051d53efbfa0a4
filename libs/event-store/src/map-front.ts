/**
 * A Map taken from the front as a queue: its oldest entry (insertion order),
 * deleted as it is answered. A Map's `keys().next()` walks from the start of
 * the engine's table, over every slot the entries deleted from the front
 * left there until the table is rebuilt: with entries added at the back and
 * taken from the front, that is most of the table, so at 40,000 entries one
 * take cost 18 us (0.3 us with this cursor; #30: 4.3 s of the CLI's rebuild
 * at 100,000 accounts went to the state cache's evictions). The cursor is
 * one iterator kept across takes: the engine moves it past deletions and
 * table rebuilds, and it meets what is added after it. Every entry before
 * it has been taken (and so deleted), and entries are only added at the
 * back, so its next entry is the oldest. Entries deleted or re-added
 * elsewhere (a re-added key goes to the back) do not disturb it.
 */
export class MapFront<K, V> {
  private cursor: Iterator<[K, V]> | null = null;

  constructor(private readonly map: Map<K, V>) {}

  /** Deletes the oldest entry and answers it; undefined when the map is empty. */
  shift(): [K, V] | undefined {
    // an iterator that has answered `done` stays done (the language's rule): a fresh one, once
    for (let attempt = 0; attempt < 2; attempt++) {
      this.cursor ??= this.map.entries();
      const next = this.cursor.next();
      if (!next.done) {
        this.map.delete(next.value[0]);
        return next.value;
      }
      this.cursor = null;
    }
    return undefined;
  }
}
