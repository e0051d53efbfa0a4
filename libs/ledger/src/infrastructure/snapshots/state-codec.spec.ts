import { types } from 'node:util';
import fc from 'fast-check';
import { accountDecider, type AccountState, Decimal, fold } from '@ledger/domain';
import { ops, play } from '@ledger/domain/testing/random-history';
import { compressOffLoop, decodeState, encodeState, serializedState } from './state-codec';

/**
 * Which of the state's index entries (and their members, a payment's receipt
 * and reversal) are the very objects of its history, and at which place: the
 * sharing a fold leaves, which `toEqual` cannot see.
 */
function historyLinks(state: AccountState): string[] {
  const place = new Map<unknown, number>(state.history.map((e, i) => [e, i]));
  const links: string[] = [];
  for (const [name, index] of Object.entries(state)) {
    // a decoded Map is of the main realm, not the test's: no `instanceof`
    if (!types.isMap(index)) continue;
    for (const [key, value] of index as Map<string, unknown>)
      for (const member of [value, ...Object.values(value as object)])
        if (place.has(member)) links.push(`${name}/${key}:${place.get(member)}`);
  }
  return links;
}

describe('an account snapshot round-trips exactly (#30: a cold account from one row and its tail)', () => {
  it('property: for any history (C5, C6, N6, N9 steps) and any split, the state restored from the snapshot of its first part, with the rest folded on, equals the state folded from nothing', () => {
    fc.assert(
      fc.property(fc.array(ops, { maxLength: 14 }), fc.nat(), (sequence, at) => {
        const events = play(sequence).recorded();
        const split = at % (events.length + 1);
        const whole = fold(accountDecider, events);
        const restored = events
          .slice(split)
          .reduce(
            (state, e) => accountDecider.evolve(state, e),
            decodeState<typeof whole>(encodeState(fold(accountDecider, events.slice(0, split)))),
          );
        expect(restored).toEqual(whole);
        // the indexes hold the history's own events, as folded (not copies: the same heap)
        expect(historyLinks(restored)).toEqual(historyLinks(whole));
        expect(historyLinks(whole).length).toBeGreaterThan(0);
      }),
      { numRuns: 150, seed: 30 },
    );
  });

  it("restored, an event the state indexes is the history's own object, not a copy (the heap the fold took)", () => {
    const state = play([{ op: 'pay', cents: 5_000, d: 30 }]).state();
    const restored = decodeState<typeof state>(encodeState(state));
    const received = restored.payments.get('P0')!.received;
    expect(received.data).toMatchObject({ amount: '50.00' });
    expect(restored.history).toContain(received);
  });

  it('#30: compressed on the compression thread, a batch at a time, the same bytes as encodeState, and the same refusals (before any work leaves the loop)', async () => {
    const paid = play([
      { op: 'pay', cents: 5_000, d: 30 },
      { op: 'penalties', d: 120 },
    ]).state();
    const states = [
      paid,
      play([{ op: 'pay', cents: 1_234, d: 10 }]).state(),
      { small: 'a state of a few bytes' },
    ];
    const bytes = await compressOffLoop(states.map(serializedState));
    expect(bytes.map((b, i) => b.equals(encodeState(states[i])))).toEqual([true, true, true]);
    expect(decodeState<typeof paid>(bytes[0]).payments.get('P0')!.received.data).toMatchObject({
      amount: '50.00',
    });
    expect(decodeState(bytes[2])).toEqual({ small: 'a state of a few bytes' });
    expect(await compressOffLoop([])).toEqual([]);
    expect(() => serializedState({ d: new Decimal('1.10') })).toThrow(
      'a snapshot cannot hold a Decimal',
    );
  });

  it('refuses a value structured clone would flatten (a Decimal would come back as { s, e, d })', () => {
    expect(() => encodeState({ balance: new Map([['B-1', new Decimal('1.10')]]) })).toThrow(
      'a snapshot cannot hold a Decimal',
    );
    expect(() => encodeState({ f: () => 1 })).toThrow('a snapshot cannot hold a function');
    const dated = { on: new Date('2026-01-02T03:04:05.006Z'), gone: undefined };
    expect(decodeState(encodeState(dated))).toEqual(dated);
    expect(Object.keys(decodeState(encodeState(dated)))).toEqual(['on', 'gone']);
    // a state restored, moved on and snapshotted again (the projection does it) is still plain
    const again = decodeState<typeof dated>(encodeState(decodeState(encodeState(dated))));
    expect(again.on.toISOString()).toBe('2026-01-02T03:04:05.006Z');
  });
});
