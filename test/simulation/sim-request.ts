import type { TestLedger } from '../support/test-ledger';

/**
 * One step of a history as it was sent: the instant the ledger's clock
 * shows, then a request (JSON or CSV body). A replay file is a list of
 * these, so a reproduction does not depend on the generators that made it.
 */
export interface SimRequest {
  /** The clock is set to this instant before the request (or left where it is if later). */
  readonly at: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
  /** A CSV import's file (sent as text/csv). */
  readonly csv?: string;
  /** Why it was sent (the generator's name): for the reader of a replay file. */
  readonly note?: string;
  /** What a correct ledger answers: a bad input is refused, a replay writes nothing, a conflict is refused. */
  readonly expect?: 'refused' | 'replay' | 'conflict';
  /** The status a refusal must carry, where the law names it (a levied bill's void: 422, N9). */
  readonly refusedWith?: number;
}

export interface SimAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly text: string;
  readonly replayed: boolean;
}

/** Moves the clock to `at` unless it already passed it (reads advance it a second each). */
export function moveClock(ledger: TestLedger, at: string): void {
  const current = ledger.clock.now();
  ledger.clock.set(new Date(Math.max(current.getTime(), Date.parse(at))));
}

export async function send(ledger: TestLedger, req: SimRequest): Promise<SimAnswer> {
  moveClock(ledger, req.at);
  const http = ledger.http();
  const call =
    req.method === 'GET'
      ? http.get(req.path)
      : req.method === 'PUT'
        ? http.put(req.path)
        : req.method === 'DELETE'
          ? http.delete(req.path)
          : http.post(req.path);
  const r = await (req.csv !== undefined
    ? call.set('Content-Type', 'text/csv').send(req.csv)
    : req.body !== undefined
      ? call.send(req.body as object)
      : call);
  return {
    status: r.status,
    body: r.body,
    text: r.text ?? '',
    replayed: r.headers['idempotent-replayed'] === 'true',
  };
}
