export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1))];
}

export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = process.hrtime.bigint();
  const result = await work();
  return { result, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

/** Samples resident memory while a bench runs. */
export class MemorySampler {
  private peak = process.memoryUsage().rss;
  private readonly timer = setInterval(() => (this.peak = Math.max(this.peak, process.memoryUsage().rss)), 50);

  stop(): number {
    clearInterval(this.timer);
    return Math.max(this.peak, process.memoryUsage().rss);
  }
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
