/**
 * JSON with object keys sorted at every level: one text for one content (the
 * hash chain hashes it, so its text may never change: `canonical-json.spec.ts`
 * holds it to the first definition, `canonicalJsonByWalk`).
 *
 * The common case, plain JSON data, is cloned with its keys inserted in sorted
 * order and handed to the engine's own JSON.stringify, which keeps insertion
 * order for such keys: about 40% less time than walking and joining strings
 * (#30: 57 ms of the bill run's 1,090 at N=4,000). Anything on which the two
 * could differ takes the walk: an integer-like key (the engine orders those
 * numerically, first), a `toJSON` key, an object that is not plain (a Date,
 * whose JSON.stringify calls its toJSON), and undefined, a function, a symbol
 * or a bigint where a value stands.
 */
export function canonicalJson(value: unknown): string {
  try {
    return JSON.stringify(sortedClone(value));
  } catch (error) {
    if (error === NOT_PLAIN) return canonicalJsonByWalk(value);
    throw error;
  }
}

/** The first definition, by walking: the reference for every other value. */
export function canonicalJsonByWalk(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJsonByWalk).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJsonByWalk(v)}`).join(',')}}`;
}

const NOT_PLAIN = Symbol('not plain JSON data');
const INTEGER_LIKE = /^(?:0|[1-9]\d*)$/;

/**
 * The keys in the order `Array#sort` gives strings (by UTF-16 code units), by
 * insertion in place: an event's objects have a few keys each, and the
 * engine's sort copied every array it sorted (#30: a quarter of what sealing
 * a bill run allocated, and 0.6 of the 4.1 us canonical JSON cost an event).
 * An object of many keys (quadratic by insertion) is left to the engine.
 */
function sortedInPlace(keys: string[]): string[] {
  if (keys.length > 32) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i];
    let j = i - 1;
    for (; j >= 0 && keys[j] > key; j--) keys[j + 1] = keys[j];
    keys[j + 1] = key;
  }
  return keys;
}

/** A copy with every object's keys inserted in sorted order (undefined values left out); throws NOT_PLAIN where the engine's JSON could differ. */
function sortedClone(value: unknown): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return value;
    case 'object':
      break;
    default:
      throw NOT_PLAIN;
  }
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = sortedClone(value[i]);
    return out;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) throw NOT_PLAIN;
  const keys = sortedInPlace(Object.keys(value));
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue;
    // an own "__proto__" key would set the copy's prototype, not add a key: the walk writes it
    if (k === 'toJSON' || k === '__proto__' || INTEGER_LIKE.test(k)) throw NOT_PLAIN;
    out[k] = sortedClone(v);
  }
  return out;
}
