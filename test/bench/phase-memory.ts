import { readFileSync, writeFileSync } from 'node:fs';
import { round } from './measure';

const MIB = 2 ** 20;

/** One phase's memory (MiB): its peak resident set and heap, and what was live once it ended. */
export interface PhaseMemoryFigure {
  readonly phase: string;
  /** False for the bench's own work (its limits, its copies of rows): not the ledger's memory. */
  readonly ledger: boolean;
  readonly seconds: number;
  /** The process's peak resident set during the phase: the kernel's high-water mark (Linux), else sampled every 50 ms. */
  readonly peakRss: number;
  /** The V8 heap's peak used bytes, sampled every 50 ms (and at the phase's end). */
  readonly peakHeapUsed: number;
  /** At the phase's end, after a full collection (node --expose-gc; null without it): the heap still reachable. */
  readonly heapAfterGc: number | null;
  /** The heap V8 held then, used or not (its committed pages). */
  readonly heapTotalAfterGc: number;
  /** The resident set then (V8 keeps the pages it collected for a while; the rest is outside its heap: SQLite, threads). */
  readonly rssAfterGc: number;
  /** Memory outside the V8 heap that V8 knows of (Buffers), at the same instant. */
  readonly external: number;
  /** What the caller's probe adds at the phase's end (the state cache's entries and estimated MiB). */
  readonly probe?: Readonly<Record<string, number>>;
}

/** Linux: the peak resident set since the last reset (VmHWM, bytes); null elsewhere. */
function highWaterMark(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    return kb ? Number(kb[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Linux: the high-water mark set back to the resident set of now (`clear_refs` 5). */
function resetHighWaterMark(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // not Linux: the sampled peak stands alone
  }
}

const collect = (globalThis as { gc?: () => void }).gc;

/**
 * The bench's memory, phase by phase (#30: a 100,000 x 2 run peaked at 3,086
 * MiB and nobody knew which phase, nor whether it was live or not yet
 * collected). `next(name)` ends the phase open (a full collection first when
 * node runs with --expose-gc: untimed, between the phases' clocks) and opens
 * the next; `stop()` ends the last and gives them all.
 */
export class PhaseMemory {
  private readonly figures: PhaseMemoryFigure[] = [];
  private open: {
    phase: string;
    ledger: boolean;
    started: number;
    peakRss: number;
    peakHeapUsed: number;
  } | null = null;
  private readonly timer = setInterval(() => this.sample(), 50);

  /**
   * `probe` is asked at each phase's end, after the collection (say, the
   * state cache's size); `ended` is told each phase's figures as it ends (a
   * long run's progress).
   */
  constructor(
    private readonly probe?: () => Record<string, number> | undefined,
    private readonly ended?: (figure: PhaseMemoryFigure) => void,
  ) {
    this.timer.unref();
  }

  next(phase: string, ledger = true): void {
    this.close();
    resetHighWaterMark();
    const { rss, heapUsed } = process.memoryUsage();
    this.open = { phase, ledger, started: Date.now(), peakRss: rss, peakHeapUsed: heapUsed };
  }

  stop(): PhaseMemoryFigure[] {
    this.close();
    clearInterval(this.timer);
    return this.figures;
  }

  private sample(): void {
    if (!this.open) return;
    const { rss, heapUsed } = process.memoryUsage();
    this.open.peakRss = Math.max(this.open.peakRss, rss);
    this.open.peakHeapUsed = Math.max(this.open.peakHeapUsed, heapUsed);
  }

  private close(): void {
    if (!this.open) return;
    this.sample();
    const { phase, ledger, started, peakRss, peakHeapUsed } = this.open;
    const kernelPeak = highWaterMark();
    this.open = null;
    collect?.();
    const after = process.memoryUsage();
    const probe = this.probe?.();
    const figure: PhaseMemoryFigure = {
      phase,
      ledger,
      seconds: round((Date.now() - started) / 1000, 1),
      peakRss: round(Math.max(peakRss, kernelPeak ?? 0) / MIB, 1),
      peakHeapUsed: round(peakHeapUsed / MIB, 1),
      heapAfterGc: collect ? round(after.heapUsed / MIB, 1) : null,
      heapTotalAfterGc: round(after.heapTotal / MIB, 1),
      rssAfterGc: round(after.rss / MIB, 1),
      external: round(after.external / MIB, 1),
      ...(probe ? { probe } : {}),
    };
    this.figures.push(figure);
    this.ended?.(figure);
  }
}

/** The most any of the ledger's phases left live (MiB), null without --expose-gc. */
export function ledgerLiveHeap(figures: readonly PhaseMemoryFigure[]): number | null {
  const live = figures.filter((f) => f.ledger && f.heapAfterGc !== null);
  return live.length ? Math.max(...live.map((f) => f.heapAfterGc!)) : null;
}

/** The figures as a Markdown table (MiB). */
export function phaseMemoryTable(figures: readonly PhaseMemoryFigure[]): string[] {
  const probeKeys = [...new Set(figures.flatMap((f) => Object.keys(f.probe ?? {})))];
  return [
    `| phase | s | peak RSS | peak heap used | heap after GC | heap total after GC | RSS after GC | external |${probeKeys.map((k) => ` ${k} |`).join('')}`,
    `|---|---:|---:|---:|---:|---:|---:|---:|${probeKeys.map(() => '---:|').join('')}`,
    ...figures.map(
      (f) =>
        `| ${f.ledger ? f.phase : `${f.phase} (the bench's own)`} | ${f.seconds} | ${f.peakRss} | ${f.peakHeapUsed} | ${f.heapAfterGc ?? 'no --expose-gc'} | ${f.heapTotalAfterGc} | ${f.rssAfterGc} | ${f.external} |${probeKeys.map((k) => ` ${f.probe?.[k] ?? ''} |`).join('')}`,
    ),
  ];
}
