import type { HttpReply } from './http';

/** 201 when the request wrote something, 200 when it was an idempotent repeat (C8). */
export function respond<T>(res: HttpReply, result: { created: boolean; body: T }): T {
  res.status(result.created ? 201 : 200);
  if (!result.created) res.header('Idempotent-Replayed', 'true');
  return result.body;
}
