import { StoreUnavailableError } from '../event-store';

/** How long to wait between tries: doubling from `baseMs`, capped at `maxMs`, with full jitter. */
export interface Backoff {
  readonly baseMs: number;
  readonly maxMs: number;
  /** Consecutive failures of another kind than a transient one (not leader, unavailable, deadline, timeout) before giving up. */
  readonly maxOtherFailures: number;
  /** [0, 1): `Math.random` unless a test fixes it. */
  readonly random?: () => number;
}

export const SUBSCRIPTION_BACKOFF: Backoff = { baseMs: 100, maxMs: 5_000, maxOtherFailures: 5 };

/** The wait before try `failures + 1` (failures >= 1): uniform in [0, min(max, base * 2^(failures-1))], never 0 for the first. */
export function backoffDelay(failures: number, backoff: Backoff): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));
  const random = backoff.random ?? Math.random;
  return Math.max(1, Math.round(ceiling * (0.5 + random() / 2)));
}

/** An error the handler of a subscription raised: it ends the subscription (a resubscription would hand it the same event). */
export class HandlerFailed extends Error {
  constructor(readonly error: unknown) {
    super('the subscription handler failed');
  }
}

interface KeptSubscription {
  /** Settles when the subscription ends: closed (resolves), a handler failure or a store that kept refusing (rejects). */
  readonly done: Promise<void>;
  /** Stops: no further try is made; a wait between tries ends at once. */
  stop(): void;
}

/**
 * Runs a subscription and runs it again after it fails or the server ends
 * it, waiting with `backoff` between tries. `run` subscribes from where the
 * previous try left off (the caller keeps the last position it delivered)
 * and calls `progress` for each record, which resets the count of failures.
 * Transient store errors (an election, a node away) are retried for as long
 * as they last; other errors `maxOtherFailures` times in a row; a handler's
 * error (`HandlerFailed`) ends it. Every error is handled here: none escapes
 * as an unhandled rejection.
 */
export function keepSubscribed(
  run: (progress: () => void, attempt: number) => Promise<void>,
  backoff: Backoff = SUBSCRIPTION_BACKOFF,
  isTransient: (error: unknown) => boolean = (e) => e instanceof StoreUnavailableError,
): KeptSubscription {
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  const done = (async () => {
    let failures = 0;
    let others = 0;
    for (let attempt = 0; !stopped; attempt++) {
      try {
        await run(() => {
          failures = 0;
          others = 0;
        }, attempt);
        if (stopped) return;
        failures++; // the server ended the subscription: subscribe again
      } catch (error) {
        if (stopped) return;
        if (error instanceof HandlerFailed) throw error.error;
        failures++;
        if (!isTransient(error) && ++others >= backoff.maxOtherFailures) throw error;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, backoffDelay(failures, backoff));
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = null;
    }
  })();
  return {
    done,
    stop() {
      stopped = true;
      wakeUp?.();
    },
  };
}
