import { MapFront } from './map-front';

describe('MapFront: a Map taken oldest first, as a queue (#30)', () => {
  it('answers the oldest entry and deletes it, past entries deleted elsewhere, a re-added key at the back', () => {
    const map = new Map<string, number>([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
    const front = new MapFront(map);
    expect(front.shift()).toEqual(['a', 1]);
    map.delete('b');
    map.delete('c');
    map.set('c', 30);
    map.set('e', 5);
    expect(front.shift()).toEqual(['d', 4]);
    expect(front.shift()).toEqual(['c', 30]);
    expect([...map.keys()]).toEqual(['e']);
    expect(front.shift()).toEqual(['e', 5]);
    expect(front.shift()).toBeUndefined();
    expect(map.size).toBe(0);
    // emptied, then filled again: the cursor that ran out starts afresh
    map.set('f', 6);
    expect(front.shift()).toEqual(['f', 6]);
  });

  it('takes what a plain walk from the front would, through many adds, deletes and table rebuilds', () => {
    const map = new Map<number, number>();
    const front = new MapFront(map);
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    let next = 0;
    for (let step = 0; step < 20_000; step++) {
      const r = random();
      if (r < 0.5) map.set(next++, step);
      else if (r < 0.6 && map.size > 0) map.delete(Math.floor(random() * next));
      else if (r < 0.7 && map.size > 0) {
        // a key set again goes to the back
        const key = Math.floor(random() * next);
        if (map.delete(key)) map.set(key, step);
      } else {
        const expected = map.size > 0 ? [...map.entries()][0] : undefined;
        expect(front.shift()).toEqual(expected);
      }
    }
  });
});
