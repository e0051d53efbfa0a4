import { Worker } from 'node:worker_threads';
import { StoreUnavailableError } from '../event-store';
import { appendWorkerFile } from './append-worker-entry';
import {
  type AppendReply,
  type AppendRequest,
  type AppendWorkerData,
  restored,
} from './append-worker-protocol';
import type { Appended, BatchToAppend } from './sqlite-appender';

interface Waiting {
  readonly resolve: (results: Appended[]) => void;
  readonly reject: (error: unknown) => void;
}

/** A worker and the appends sent to it that it has not answered yet. */
interface Running {
  readonly worker: Worker;
  readonly waiting: Map<number, Waiting>;
}

/** Every append worker of this process still running, whichever store started it. */
const live = new Set<Worker>();

/** Set once the process is stopping: every worker reads it before an append, and refuses it (shared memory). */
const stopping = new Int32Array(new SharedArrayBuffer(4));

/**
 * The append workers running when it is called stopped, once each has left
 * what it was doing: call before `process.exit` when the stores could not be
 * closed (`exitOnceAppendWorkersStopped`). An append a worker is running ends
 * as it would (one waiting for another process's write lock is written if the
 * lock comes free within the log's busy timeout, 5 s, and refused otherwise),
 * those queued behind it are refused unwritten, and the worker closes its
 * connection; an append asked from now on is refused by any worker. Exiting
 * while a worker is inside SQLite, or ending its thread there, makes
 * better-sqlite3 abort the process (SIGABRT and a core dump instead of the
 * exit code asked: better-sqlite3 #842). What was acknowledged is durable
 * either way.
 */
async function stopAppendWorkers(): Promise<void> {
  Atomics.store(stopping, 0, 1);
  await Promise.all(
    [...live].map(
      (worker) =>
        new Promise<void>((resolve) => {
          worker.once('exit', () => resolve());
          worker.ref();
          worker.postMessage({ close: true } satisfies AppendRequest);
        }),
    ),
  );
}

/** `process.exit(code)` once the append workers have stopped (`stopAppendWorkers`), or after `limitMs` whatever they are doing. */
export function exitOnceAppendWorkersStopped(code: number, limitMs = 10_000): void {
  setTimeout(() => process.exit(code), limitMs).unref();
  void stopAppendWorkers().finally(() => process.exit(code));
}

/** What a closed store's append is told (as SQLite tells it of a closed connection). */
const CLOSED = 'The database connection is not open';

/**
 * The store's side of its append worker (`sqlite-append-worker.ts`): started
 * at the first append, the requests answered in the order sent. It keeps the
 * process alive only while an append is waiting for its answer. A worker that
 * stops with appends unanswered (it crashed, its thread was ended) fails those
 * appends, and only those, as the store unavailable with their outcome
 * unknown (one may have been committed before the answer was lost: sent
 * again with the same event ids, it is answered as a replay, C8); the next
 * append starts another worker.
 */
export class AppendWorkerClient {
  private running: Running | null = null;
  private closing = false;
  private nextId = 1;

  constructor(private readonly path: string) {}

  appendAll(batches: readonly BatchToAppend[]): Promise<Appended[]> {
    if (this.closing) return Promise.reject(new TypeError(CLOSED));
    const running = this.running ?? this.start();
    const id = this.nextId++;
    if (running.waiting.size === 0) running.worker.ref();
    return new Promise((resolve, reject) => {
      running.waiting.set(id, { resolve, reject });
      running.worker.postMessage({ id, batches } satisfies AppendRequest);
    });
  }

  private start(): Running {
    // no flags of this process's (a compiler registered by -r costs the worker 0.3 s to start)
    const worker = new Worker(appendWorkerFile(), {
      workerData: { path: this.path, stopping } satisfies AppendWorkerData,
      execArgv: [],
    });
    const running: Running = { worker, waiting: new Map() };
    live.add(worker);
    worker.on('message', (reply: AppendReply) => {
      const w = running.waiting.get(reply.id);
      running.waiting.delete(reply.id);
      // stopping, a worker keeps the process alive until it has exited (stopAppendWorkers waits for it)
      if (running.waiting.size === 0 && Atomics.load(stopping, 0) === 0) worker.unref();
      if (!w) return;
      if ('error' in reply) w.reject(restored(reply.error));
      else w.resolve(reply.results);
    });
    worker.on('error', (error) => this.stopped(running, `failed: ${describe(error)}`));
    worker.on('exit', (code) => {
      live.delete(worker);
      this.stopped(running, `stopped (exit code ${code})`);
    });
    this.running = running;
    return running;
  }

  /** A worker gone: its own unanswered appends fail (another worker's, started since, are not touched). */
  private stopped(running: Running, how: string): void {
    if (this.running === running) this.running = null;
    if (running.waiting.size === 0) return;
    const error = new StoreUnavailableError(
      'unavailable',
      'append',
      `the append worker ${how} before answering: the append may or may not be written; send it again with the same event ids`,
    );
    for (const w of running.waiting.values()) w.reject(error);
    running.waiting.clear();
  }

  /** After the appends already sent: the worker closes its connection and stops; an append from now on is refused. */
  async close(): Promise<void> {
    this.closing = true;
    const running = this.running;
    if (!running) return;
    running.worker.ref();
    await new Promise<void>((resolve) => {
      running.worker.once('exit', () => resolve());
      running.worker.postMessage({ close: true } satisfies AppendRequest);
    });
  }
}

/** An error as a line of text, whatever the thread sent (Node does not carry every error class across). */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  return [message, code].filter((x) => typeof x === 'string').join(' ') || String(error);
}
