import autocannon from 'autocannon';

/**
 * The HTTP load, run in its own process (`load.ts` forks it) so that the
 * client's work is not done on the server's event loop: the paths are sent
 * in turn; the answer is written to the parent as one message.
 */
const { url, connections, seconds, paths } = JSON.parse(process.argv[2]) as {
  url: string;
  connections: number;
  seconds: number;
  paths: string[];
};
let next = 0;
void autocannon({
  url,
  connections,
  duration: seconds,
  timeout: 10,
  requests: [
    {
      setupRequest: (req: autocannon.Request) => ({
        ...req,
        method: 'GET' as const,
        path: paths[next++ % paths.length],
      }),
    },
  ],
}).then((r) => {
  process.send!({
    requestsPerSecond: r.requests.average,
    requests: r.requests.total,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    non2xx: r.non2xx,
    timeouts: r.timeouts,
    errors: r.errors,
  });
  process.exit(0);
});
