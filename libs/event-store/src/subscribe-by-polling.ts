import type { EventHandler, EventStore, Subscription } from './event-store';

const PAGE = 500;
const POLL_MS = 250;

/**
 * A catch-up subscription built on `readAll`: pages through the log from
 * `after`, then waits for a wake-up (an append in this process) or a poll
 * interval (appends by other processes), and goes on. Events are handled one
 * at a time, in global order.
 */
export function subscribeByPolling(
  store: Pick<EventStore, 'readAll' | 'headPosition'>,
  after: number | null,
  handler: EventHandler,
  listen: (wake: () => void) => () => void,
): Subscription {
  let closed = false;
  let checkpoint = after;
  let wake: (() => void) | null = null;
  const unlisten = listen(() => wake?.());
  let markCaughtUp!: () => void;
  let failCaughtUp!: (e: unknown) => void;
  const caughtUp = new Promise<void>((resolve, reject) => {
    markCaughtUp = resolve;
    failCaughtUp = reject;
  });

  const loop = (async () => {
    const target = await store.headPosition();
    if (target === null || (checkpoint !== null && checkpoint >= target)) markCaughtUp();
    while (!closed) {
      const page = await store.readAll({ after: checkpoint, maxCount: PAGE });
      for (const event of page) {
        if (closed) return;
        await handler(event);
        checkpoint = event.position;
        if (target !== null && event.position >= target) markCaughtUp();
      }
      if (page.length < PAGE && !closed) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  })().catch((e) => {
    failCaughtUp(e);
    closed = true;
  });

  return {
    caughtUp,
    async close() {
      closed = true;
      wake?.();
      unlisten();
      await loop;
    },
  };
}
