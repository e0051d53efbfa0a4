import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { canonicalJson, canonicalJsonByWalk } from './canonical-json';
import { contentHash } from './hash-chain';

const bill = {
  effectiveDate: '2025-10-01',
  billId: 'BR-2026-NP-0001',
  rent: '297.00',
  lines: [
    { label: 'Residential unit', amount: '250.00', gallons: 80_000 },
    { label: 'Metered', amount: '47.00', rate: { per1000: '0.5875', minimum: null } },
  ],
  zeta: { b: true, a: false, é: 'x\u2028"\\', '-1': 1, '1.5': 2 },
};

describe('canonical JSON: one text for one content (the hash chain hashes it)', () => {
  it('sorts the keys of every object at every level and leaves undefined values out', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { f: 1, e: undefined }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"f":1}]},"b":1}',
    );
  });

  it.each<[string, unknown]>([
    ['a bill', bill],
    [
      'integer-like keys (the engine would put them first, numerically)',
      { '10': 'a', '9': 'b', x: 1, '0': 2 },
    ],
    ['undefined, a function and a symbol in an array', [1, undefined, () => 1, Symbol('s'), 2]],
    ['a hole in an array', [1, , 3]], // eslint-disable-line no-sparse-arrays
    ['a Date (its own entries, not its toJSON)', { at: new Date(0) }],
    ['a toJSON key', { toJSON: () => 'x', y: 1 }],
    ['a function where a value stands', { f: () => 1, g: 2 }],
    ['an object without a prototype', Object.assign(Object.create(null) as object, { b: 1, a: 2 })],
    ['numbers JSON cannot hold', { n: NaN, i: Infinity, z: -0, big: 1e21 }],
    ['an own "__proto__" key (as JSON.parse makes it)', JSON.parse('{"a":1,"__proto__":{"x":2}}')],
    ['a string', 'a "quoted" text'],
    ['undefined', undefined],
    ['null', null],
  ])('%s: the same text as the walk it was first defined by', (_name, value) => {
    expect(canonicalJson(value)).toBe(canonicalJsonByWalk(value));
  });

  it("property: objects of any keys but integer-like ones (any UTF-16 code unit, lone surrogates too), of few keys or of more than the insertion sort takes (32), in any order and nesting, give the walk's text", () => {
    // an integer-like key sends the whole value to the walk itself: left out, so every run takes the sorted clone
    const key = fc
      .string({ unit: 'binary', maxLength: 6 })
      .filter((k) => !/^(?:0|[1-9]\d*)$/.test(k));
    const text = fc.string({ unit: 'binary', maxLength: 8 });
    const leaf = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null));
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object'), tie('wide')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(key, tie('value'), { maxKeys: 8 }),
      wide: fc.dictionary(key, leaf, { minKeys: 28, maxKeys: 60 }),
    }));
    fc.assert(
      fc.property(value, (v) => {
        expect(canonicalJson(v)).toBe(canonicalJsonByWalk(v));
      }),
      { numRuns: 400, seed: 44 },
    );
  });

  it('hashes an event as it always did (a hash the chain stored before the engine-JSON path)', () => {
    const event = {
      id: '3f0e1c7a-0000-4000-8000-000000000001',
      type: 'BillRendered',
      data: bill,
      metadata: {
        schemaVersion: 1,
        actor: 'system:bench',
        recordedAt: '2026-12-06T00:00:00.000Z',
        previousEventHash: null,
      },
    };
    // computed with the walk (the only definition before this file): a change of text would change it
    expect(contentHash('account-NP-0001', 3, event)).toBe(
      createHash('sha256')
        .update(canonicalJsonByWalk({ streamId: 'account-NP-0001', revision: 3, ...event }))
        .digest('hex'),
    );
    expect(contentHash('account-NP-0001', 3, event)).toBe(EXPECTED_HASH);
  });
});

/** The hash fa37d09's hash-chain.ts gave this event. */
const EXPECTED_HASH = '22d9c1b89522772131c3bdc8ac3ec85309f6489c5b3e84b0543777d993f94f3e';
