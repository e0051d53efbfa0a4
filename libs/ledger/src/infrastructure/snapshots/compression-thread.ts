import { Worker } from 'node:worker_threads';

/** Brotli's parameters for one input (`zlib.constants.BROTLI_PARAM_*` to their values). */
type BrotliParams = Readonly<Record<number, number>>;

/**
 * The thread's whole program: each input of a message compressed with its
 * parameters, in order, each answer copied to a buffer of its own and
 * handed over (not cloned). Plain JavaScript: a worker cannot load
 * TypeScript by itself, and this needs nothing but Node.
 */
const PROGRAM = `
const { parentPort } = require('node:worker_threads');
const { brotliCompressSync } = require('node:zlib');
parentPort.on('message', ({ id, inputs, params }) => {
  try {
    const outputs = inputs.map((bytes, i) => new Uint8Array(brotliCompressSync(bytes, { params: params[i] })));
    parentPort.postMessage({ id, outputs }, outputs.map((o) => o.buffer));
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

type Reply =
  | { readonly id: number; readonly outputs: Uint8Array[] }
  | { readonly id: number; readonly error: string };

interface Waiting {
  readonly resolve: (outputs: Buffer[]) => void;
  readonly reject: (error: Error) => void;
}

interface Running {
  readonly worker: Worker;
  readonly waiting: Map<number, Waiting>;
}

/**
 * A thread of its own for Brotli passes, fed a batch per message (#30). Not
 * libuv's thread pool (`zlib.brotliCompress`): each of its calls builds a
 * compression stream and an encoder on the event loop, and reports the
 * encoder's memory there, which cost the loop 77-100 us a state (measured by
 * the main thread's own CPU time, 3,000 states of 45 KB; 440 ms of FY2026's
 * bill run at 4,000 x 2, a tenth of its loop), against 7-17 us a state sent
 * here in batches of 100. Started at the first batch; it keeps the process
 * alive only while a batch waits for its answer. A thread that stops with
 * batches unanswered fails those, and the next batch starts another.
 */
export class CompressionThread {
  private running: Running | null = null;
  private nextId = 1;

  compress(inputs: readonly Uint8Array[], params: readonly BrotliParams[]): Promise<Buffer[]> {
    if (inputs.length === 0) return Promise.resolve([]);
    const running = this.running ?? this.start();
    const id = this.nextId++;
    if (running.waiting.size === 0) running.worker.ref();
    return new Promise((resolve, reject) => {
      running.waiting.set(id, { resolve, reject });
      running.worker.postMessage({ id, inputs, params });
    });
  }

  /** The thread ended, whatever it is doing: its unanswered batches fail; the next batch starts another. */
  async close(): Promise<void> {
    const running = this.running;
    if (running) await running.worker.terminate();
  }

  private start(): Running {
    // none of this process's flags (a compiler registered by -r would cost the thread 0.3 s to start)
    const worker = new Worker(PROGRAM, { eval: true, execArgv: [] });
    const running: Running = { worker, waiting: new Map() };
    worker.on('message', (reply: Reply) => {
      const waiting = running.waiting.get(reply.id);
      running.waiting.delete(reply.id);
      if (running.waiting.size === 0) worker.unref();
      if (!waiting) return;
      if ('error' in reply) waiting.reject(new Error(`compression failed: ${reply.error}`));
      else
        waiting.resolve(
          reply.outputs.map((o) => Buffer.from(o.buffer, o.byteOffset, o.byteLength)),
        );
    });
    worker.on('error', (error) => this.stopped(running, `failed: ${error.message}`));
    worker.on('exit', (code) => this.stopped(running, `stopped (exit code ${code})`));
    this.running = running;
    return running;
  }

  private stopped(running: Running, how: string): void {
    if (this.running === running) this.running = null;
    const error = new Error(`the compression thread ${how} before answering`);
    for (const waiting of running.waiting.values()) waiting.reject(error);
    running.waiting.clear();
  }
}

/** The process's one compression thread (each ledger of the process shares it, as they share libuv's pool). */
export const compressionThread = new CompressionThread();
