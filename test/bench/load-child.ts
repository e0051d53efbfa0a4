import autocannon from 'autocannon';
import type { LoadSpec } from './load';

/**
 * The HTTP load, run in its own process (`load.ts` forks it) so that the
 * client's work is not done on the server's event loop: the paths are sent
 * in turn; a POST's body has `{n}` replaced by the request's number, so that
 * each payment has an id of its own; the answer is written to the parent as
 * one message. The same load runs first for `warmUpSeconds`, not counted, its
 * requests numbered before the measured ones (no payment is sent twice): a
 * fresh server's first seconds are its JIT's, not its steady state (a search
 * server served 2,760 a second in its first 3 s and 4,600-5,200 after). A
 * `--profile` of the phase covers the warm-up too.
 */
const { url, connections, seconds, warmUpSeconds, paths, body } = JSON.parse(
  process.argv[2],
) as LoadSpec & { url: string };
let next = 0;
const run = (duration: number) =>
  autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const n = next++;
          const path = paths[n % paths.length];
          return body === undefined
            ? { ...req, method: 'GET' as const, path }
            : {
                ...req,
                method: 'POST' as const,
                path,
                headers: { ...req.headers, 'content-type': 'application/json' },
                body: body.replaceAll('{n}', String(n)),
              };
        },
      },
    ],
  });
void (async () => {
  const warm = warmUpSeconds > 0 ? await run(warmUpSeconds) : null;
  const r = await run(seconds);
  // a failure while warming up is counted with the measured ones, never dropped
  process.send!({
    requestsPerSecond: r.requests.average,
    requests: r.requests.total,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    non2xx: r.non2xx + (warm?.non2xx ?? 0),
    timeouts: r.timeouts + (warm?.timeouts ?? 0),
    errors: r.errors + (warm?.errors ?? 0),
  });
  process.exit(0);
})();
