import { Worker } from 'node:worker_threads';

/** Brotli's parameters for one input (`zlib.constants.BROTLI_PARAM_*` to their values). */
type BrotliParams = Readonly<Record<number, number>>;

/**
 * The thread's whole program: each input of a message compressed with its
 * parameters, in order, each answer copied to a buffer of its own; the
 * answers and the inputs handed back (not cloned), so the inputs are freed
 * by the main thread's collections, not kept by an idle thread's heap. Plain
 * JavaScript: a worker cannot load TypeScript by itself, and this needs
 * nothing but Node.
 */
const PROGRAM = `
const { parentPort } = require('node:worker_threads');
const { brotliCompressSync } = require('node:zlib');
parentPort.on('message', ({ id, inputs, params }) => {
  try {
    const outputs = inputs.map((bytes, i) => new Uint8Array(brotliCompressSync(bytes, { params: params[i] })));
    const handed = new Set([...outputs, ...inputs].map((b) => b.buffer));
    parentPort.postMessage({ id, outputs }, [...handed]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

/** An idle thread is ended after this long (its heap and Brotli's buffers freed); the next batch starts another. */
const IDLE_MS = 10_000;

/**
 * The buffers of these inputs that can be handed to the thread instead of
 * copied (#30: copying 500 states of 110 KB held the loop 62 ms on average):
 * those that are their buffer's only view, as `v8.serialize` gives; a view of
 * a shared buffer (Node's pool) is copied.
 */
function transferable(inputs: readonly Uint8Array[]): ArrayBuffer[] {
  const own = new Set<ArrayBuffer>();
  const shared = new Set<ArrayBufferLike>();
  for (const bytes of inputs) {
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    if (whole && bytes.buffer instanceof ArrayBuffer && !own.has(bytes.buffer))
      own.add(bytes.buffer);
    else shared.add(bytes.buffer);
  }
  for (const buffer of shared) own.delete(buffer as ArrayBuffer);
  return [...own];
}

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
  /** Ends the thread once it has been idle IDLE_MS. */
  idle: NodeJS.Timeout | null;
}

/**
 * A thread of its own for Brotli passes, fed a batch per message (#30). Not
 * libuv's thread pool (`zlib.brotliCompress`): each of its calls builds a
 * compression stream and an encoder on the event loop, and reports the
 * encoder's memory there, which cost the loop 77-260 us a state (measured by
 * the main thread's own CPU time, 3,000 states of 45 KB; 440 ms of FY2026's
 * bill run at 4,000 x 2, a tenth of its loop), against 7-17 us a state sent
 * here in batches of 100. The inputs are handed over, not copied, where they
 * are their buffer's only view (`transferable`): the caller must not read
 * them again. Started at the first batch; it keeps the process alive only
 * while a batch waits for its answer, and ends once idle for `idleMs`. A
 * batch that cannot be sent is refused and leaves nothing waiting; a thread
 * that stops with batches unanswered fails those, and the next batch starts
 * another.
 */
export class CompressionThread {
  private running: Running | null = null;
  private nextId = 1;

  constructor(private readonly idleMs = IDLE_MS) {}

  compress(inputs: readonly Uint8Array[], params: readonly BrotliParams[]): Promise<Buffer[]> {
    if (inputs.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      const running = this.running ?? this.start();
      const id = this.nextId++;
      // handed over, the inputs are the thread's: the caller does not read them again
      running.worker.postMessage({ id, inputs, params }, transferable(inputs));
      if (running.waiting.size === 0) {
        running.worker.ref();
        if (running.idle) clearTimeout(running.idle);
        running.idle = null;
      }
      running.waiting.set(id, { resolve, reject });
    });
  }

  /**
   * The thread ended: its unanswered batches fail; the next batch starts
   * another. Only while no batch is under way: Node 20 aborts the process
   * when a thread is ended while it builds a Brotli encoder ("close before
   * init" in node_zlib.cc, met once in CI); the ledger never calls it, the
   * thread ends itself once idle.
   */
  async close(): Promise<void> {
    const running = this.running;
    if (running) await running.worker.terminate();
  }

  private start(): Running {
    // none of this process's flags on its command line (a compiler registered by -r would cost the
    // thread 0.3 s to start; one given in NODE_OPTIONS still loads)
    const worker = new Worker(PROGRAM, { eval: true, execArgv: [] });
    // held only while a batch waits (`compress` refs it once its batch is sent)
    worker.unref();
    const running: Running = { worker, waiting: new Map(), idle: null };
    worker.on('message', (reply: Reply) => {
      const waiting = running.waiting.get(reply.id);
      running.waiting.delete(reply.id);
      if (running.waiting.size === 0) {
        worker.unref();
        running.idle = setTimeout(() => {
          // let go first: a batch from now on starts another thread, never one this is ending
          if (this.running === running) this.running = null;
          void worker.terminate();
        }, this.idleMs);
        running.idle.unref();
      }
      if (!waiting) return;
      if ('error' in reply) waiting.reject(new Error(`compression failed: ${reply.error}`));
      else
        waiting.resolve(
          reply.outputs.map((o) => Buffer.from(o.buffer, o.byteOffset, o.byteLength)),
        );
    });
    // an answer that cannot be read is a thread that cannot be trusted: its batches fail, and it is let
    // go (not ended: it may be building an encoder, see `close`; it ends once idle)
    worker.on('messageerror', (error) =>
      this.stopped(running, `sent what could not be read (${error.message})`),
    );
    worker.on('error', (error) => this.stopped(running, `failed: ${error.message}`));
    worker.on('exit', (code) => this.stopped(running, `stopped (exit code ${code})`));
    this.running = running;
    return running;
  }

  private stopped(running: Running, how: string): void {
    if (this.running === running) this.running = null;
    if (running.idle) clearTimeout(running.idle);
    const error = new Error(`the compression thread ${how} before answering`);
    for (const waiting of running.waiting.values()) waiting.reject(error);
    running.waiting.clear();
  }
}

/** The process's one compression thread (each ledger of the process shares it, as they share libuv's pool). */
export const compressionThread = new CompressionThread();
