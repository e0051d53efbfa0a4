import { types } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { compressionThread } from './compression-thread';

/**
 * A folded state as bytes and back, exactly: Node's structured clone (the
 * `v8` module), which keeps Maps (and their order), Sets, Dates, `undefined`
 * and shared objects (the account state holds each event once, in its history
 * and in its indexes: restored, it still does, so it takes the heap the fold
 * took), compressed with Brotli at its quality 1 (each event repeats its keys:
 * a fifth to an eighth of the size). #30: deflate at its fastest took twice as
 * long to compress (60 against 33 us a state of 2 years, 96 against 50 of 5
 * years on this machine, measured on the bench's kept states) for about the
 * same size (1% smaller at 2 years, 4% larger at 5), and expanded up to a tenth
 * faster; a run writes the snapshots of a fifth to a quarter of the accounts
 * it moves (at 4,000 x 2: 1,070 in FY2026's bill run, 765 and 1,147 in the
 * penalty runs), and reads one back only for an account it no longer holds.
 * Structured clone would flatten a class instance into a plain object (a
 * Decimal into `{ s, e, d }`), so `encodeState` refuses one instead: the
 * account state holds none (money is kept as strings in the events; C5
 * derives it).
 */
export function encodeState(state: unknown): Buffer {
  const bytes = serializedState(state);
  return brotliCompressSync(bytes, brotliOptions(bytes));
}

/**
 * A state's structured clone, checked first (`assertPlain`): read where the
 * state lives, on the event loop. `compressOffLoop` finishes what
 * `encodeState` does.
 */
export function serializedState(state: unknown): Buffer {
  assertPlain(state);
  return serialize(state);
}

/**
 * `encodeState`'s bytes for each serialized state (`serializedState`), the
 * Brotli passes on the process's compression thread, all in one message
 * (#30: the snapshots' compression, on libuv's pool, still cost FY2026's bill
 * run a tenth of its event loop at 4,000 x 2; `compression-thread.ts`).
 */
export async function compressOffLoop(serialized: readonly Buffer[]): Promise<Buffer[]> {
  // async: whatever fails (the thread cannot start) fails the promise, never the caller's loop
  return await compressionThread.compress(
    serialized,
    serialized.map((bytes) => brotliOptions(bytes).params),
  );
}

const brotliOptions = (bytes: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 1,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

export function decodeState<S>(bytes: Buffer): S {
  return deserialize(brotliDecompressSync(bytes)) as S;
}

/**
 * The kinds of object structured clone restores as they were: arrays, Maps,
 * Sets, Dates and plain objects (whose prototype is an `Object.prototype`, of
 * any realm: a decoded state's are the main realm's, even under a test runner).
 */
function plain(value: object): boolean {
  if (Array.isArray(value) || types.isMap(value) || types.isSet(value) || types.isDate(value))
    return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * Bounded by the value's size: each object is visited once, however often it
 * is shared. The common kinds are told first without a call into the engine's
 * type checks (a plain object of this realm, an array), and only objects are
 * queued (#30: the walk was a third of encoding a state, 27 of 80 us).
 */
function assertPlain(root: unknown): void {
  const seen = new Set<object>();
  const pending: object[] = [];
  const queue = (value: unknown): void => {
    if (typeof value === 'object') {
      if (value !== null && !seen.has(value)) {
        seen.add(value);
        pending.push(value);
      }
    } else if (typeof value === 'function' || typeof value === 'symbol')
      throw new Error(`a snapshot cannot hold a ${typeof value}`);
  };
  queue(root);
  while (pending.length > 0) {
    const value = pending.pop()!;
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype === Object.prototype) {
      for (const key in value) queue((value as Record<string, unknown>)[key]);
      continue;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) queue(value[i]);
      continue;
    }
    if (!plain(value))
      throw new Error(
        `a snapshot cannot hold a ${value.constructor?.name ?? 'class instance'}: it would not come back as one`,
      );
    if (types.isMap(value))
      for (const [k, v] of value as Map<unknown, unknown>) {
        queue(k);
        queue(v);
      }
    else if (types.isSet(value)) for (const v of value as Set<unknown>) queue(v);
    else if (!types.isDate(value)) for (const v of Object.values(value)) queue(v);
  }
}
