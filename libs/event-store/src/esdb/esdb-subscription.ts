import type { AllStreamResolvedEvent, Position } from '@eventstore/db-client';
import type { EventHandler, Subscription } from '../event-store';
import { isAfter, PositionBook, portErrorOf, rawRecordOf } from './esdb-mapping';
import { Backoff, HandlerFailed, keepSubscribed, SUBSCRIPTION_BACKOFF } from './keep-subscribed';

/** One subscription to $all as the client opens it: its records, its caught-up signal, the way to end it. */
export interface AllSource {
  readonly records: AsyncIterable<AllStreamResolvedEvent>;
  onCaughtUp(listener: () => void): void;
  stop(): Promise<void>;
}

/**
 * A catch-up subscription to $all that outlives the client's: when the
 * client's subscription fails (a leader change, a node away) or the server
 * ends it, another is opened, after a backoff, from the last position
 * delivered (commit and prepare as the server gave them), and records at or
 * before it are passed over. Handled one at a time, in order; `caughtUp`
 * resolves the first time the server says so and rejects when the
 * subscription ends on a handler's error or a store that kept refusing.
 */
export function catchUpSubscription(
  open: (from: Position | null) => AllSource,
  after: Position | null | (() => Promise<Position>),
  handler: EventHandler,
  positions: PositionBook,
  backoff: Backoff = SUBSCRIPTION_BACKOFF,
): Subscription {
  // a checkpoint's server position may need a read to learn (`PositionBook.resolve`): at the first open
  let start = typeof after === 'function' ? after : null;
  let last = typeof after === 'function' ? null : after;
  let current: AllSource | null = null;
  let markCaughtUp!: () => void;
  let failCaughtUp!: (e: unknown) => void;
  const caughtUp = new Promise<void>((resolve, reject) => {
    markCaughtUp = resolve;
    failCaughtUp = reject;
  });
  // a caller that never awaits `caughtUp` must not see its rejection as unhandled
  caughtUp.catch(() => undefined);
  const kept = keepSubscribed(async (progress) => {
    if (start) {
      last = await start().catch((error: unknown) => {
        throw portErrorOf(error, 'a subscription');
      });
      start = null;
    }
    const source = open(last);
    current = source;
    source.onCaughtUp(() => markCaughtUp());
    try {
      for await (const resolved of source.records) {
        const raw = rawRecordOf(resolved);
        if (!raw || (last && !isAfter(raw.serverPosition, last))) continue;
        positions.note(raw.serverPosition);
        progress();
        if (raw.event) {
          try {
            await handler(raw.event);
          } catch (error) {
            throw new HandlerFailed(error);
          }
        }
        last = raw.serverPosition;
      }
    } catch (error) {
      await source.stop().catch(() => undefined);
      throw error instanceof HandlerFailed ? error : portErrorOf(error, 'a subscription');
    }
  }, backoff);
  const ended = kept.done.catch((error) => failCaughtUp(error));
  return {
    caughtUp,
    async close() {
      kept.stop();
      await current?.stop().catch(() => undefined);
      await ended;
    },
  };
}
