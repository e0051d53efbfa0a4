export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[
    Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1))
  ];
}

export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = process.hrtime.bigint();
  const result = await work();
  return { result, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

/** Samples resident memory while a bench runs. */
export class MemorySampler {
  private peak = process.memoryUsage.rss();
  private readonly timer = setInterval(
    () => (this.peak = Math.max(this.peak, process.memoryUsage.rss())),
    50,
  );

  stop(): number {
    clearInterval(this.timer);
    return Math.max(this.peak, process.memoryUsage.rss());
  }
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * What a load balancer sees: `GET /health` one after another (a pause of
 * `gapMs` between them) until stopped; the latencies, sorted. The 200,000 x 5
 * scale run died of an ECONNRESET here after two hours: a reset is asked
 * again (three times at most) and its wait counted whole.
 */
export function healthProbe(port: number, gapMs = 20): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    // untimed: the bench process's first fetch loads Node's HTTP client (undici) and opens its
    // connection, 40-150 ms that are the prober's own, not the ledger's (at N = 4,000 a penalty
    // run's few dozen probes put that one wait at their p99)
    await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.arrayBuffer());
    while (running) {
      const t = await timed(async () => {
        // a connection the server closed as idle while its event loop was held (its keep-alive
        // timer fired first) is reset: asked again at once, the wait counted from the first ask
        for (let attempt = 1; ; attempt++) {
          try {
            const response = await fetch(`http://127.0.0.1:${port}/health`);
            await response.arrayBuffer();
            if (!response.ok) throw new Error(`/health answered ${response.status}`);
            return;
          } catch (error) {
            const code = (error as { cause?: { code?: string } }).cause?.code;
            if (attempt === 3 || (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET')) throw error;
          }
        }
      });
      latencies.push(t.ms);
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies.sort((a, b) => a - b);
    },
  };
}
