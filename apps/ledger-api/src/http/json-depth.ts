import type { HttpReply, HttpRequest } from './http';

/** No request body of this API nests deeper than this; deeper is hostile or broken. */
const MAX_JSON_DEPTH = 16;

/** Keys that reach an object's prototype: refused, never silently dropped. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** What is wrong with a body's shape: too deep, or a prototype key; null when neither. */
export function jsonShapeProblem(value: unknown, limit = MAX_JSON_DEPTH): string | null {
  // iterative, so a hostile body cannot exhaust the stack
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d > limit) return `the JSON body nests deeper than ${limit} levels`;
    for (const key of Object.keys(v as object)) {
      if (PROTOTYPE_KEYS.has(key)) return `the JSON body has a key "${key}", which is refused`;
      stack.push([(v as Record<string, unknown>)[key], d + 1]);
    }
  }
  return null;
}

/**
 * 400 for a JSON body nested deeper than MAX_JSON_DEPTH or with a
 * `__proto__`/`constructor`/`prototype` key, before anything reads it (a
 * `preValidation` hook: the body is parsed, no handler has run).
 */
export function rejectDeepJson(request: HttpRequest, reply: HttpReply, done: () => void): void {
  const problem =
    request.body && typeof request.body === 'object'
      ? jsonShapeProblem(request.body, MAX_JSON_DEPTH)
      : null;
  if (problem) {
    void reply.status(400).send({ statusCode: 400, error: 'Bad Request', message: problem });
    return;
  }
  done();
}
