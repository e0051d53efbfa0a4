import { Worker } from 'node:worker_threads';
import { appendWorkerFile } from './append-worker-entry';
import { type AppendReply, type AppendRequest, restored } from './append-worker-protocol';
import type { Appended, BatchToAppend } from './sqlite-appender';

interface Waiting {
  readonly resolve: (results: Appended[]) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The store's side of its append worker (`sqlite-append-worker.ts`): started
 * at the first append, the requests answered in the order sent. It keeps the
 * process alive only while an append is waiting for its answer; a worker that
 * stops (it cannot open the file, it crashed) fails every waiting append, and
 * the next append starts another.
 */
export class AppendWorkerClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly path: string) {}

  appendAll(batches: readonly BatchToAppend[]): Promise<Appended[]> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    if (this.waiting.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, batches } satisfies AppendRequest);
    });
  }

  private start(): Worker {
    // no flags of this process's (a compiler registered by -r costs the worker 0.3 s to start)
    const worker = new Worker(appendWorkerFile(), {
      workerData: { path: this.path },
      execArgv: [],
    });
    worker.on('message', (reply: AppendReply) => {
      const w = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      if (!w) return;
      if ('error' in reply) w.reject(restored(reply.error));
      else w.resolve(reply.results);
    });
    worker.on('error', (error) => this.failAll(worker, error));
    worker.on('exit', (code) =>
      this.failAll(
        worker,
        new Error(`the event store's append worker stopped (exit code ${code})`),
      ),
    );
    this.worker = worker;
    return worker;
  }

  private failAll(worker: Worker, error: unknown): void {
    if (this.worker === worker) this.worker = null;
    for (const w of this.waiting.values()) w.reject(error);
    this.waiting.clear();
  }

  /** After the appends already sent: the worker closes its connection and stops. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    worker.ref();
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage({ close: true } satisfies AppendRequest);
    });
  }
}
