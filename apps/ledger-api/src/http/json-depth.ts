import type { NextFunction, Request, Response } from 'express';

/** No request body of this API nests deeper than this; deeper is hostile or broken. */
export const MAX_JSON_DEPTH = 16;

function depth(value: unknown, limit: number): number {
  // iterative, so a hostile body cannot exhaust the stack
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d > max) max = d;
    if (max > limit) return max;
    for (const child of Object.values(v as object)) stack.push([child, d + 1]);
  }
  return max;
}

/** 400 for a JSON body nested deeper than MAX_JSON_DEPTH, before anything reads it. */
export function rejectDeepJson(request: Request, response: Response, next: NextFunction): void {
  if (request.body && typeof request.body === 'object' && depth(request.body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    response.status(400).json({ statusCode: 400, error: 'Bad Request', message: `the JSON body nests deeper than ${MAX_JSON_DEPTH} levels` });
    return;
  }
  next();
}
