import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { CompressionThread } from './compression-thread';

const QUALITY_1 = { [constants.BROTLI_PARAM_QUALITY]: 1 };
const bytesOf = (text: string) => Buffer.from(text.repeat(200));

describe("the compression thread (#30: the snapshots' Brotli passes off the event loop)", () => {
  const thread = new CompressionThread();
  afterAll(() => thread.close());

  it('answers each input of a batch, in order, as brotliCompressSync with the same parameters does', async () => {
    const inputs = [bytesOf('BillRendered 2026-01-01 '), bytesOf('x'), Buffer.alloc(0)];
    const params = [QUALITY_1, { [constants.BROTLI_PARAM_QUALITY]: 5 }, QUALITY_1];
    // asked first: an input that is its buffer's only view is handed to the thread, not copied
    const expected = inputs.map((input, i) => brotliCompressSync(input, { params: params[i] }));
    const texts = inputs.map((input) => input.toString());
    const outputs = await thread.compress(inputs, params);
    expect(outputs).toHaveLength(3);
    outputs.forEach((out, i) => {
      expect(out.equals(expected[i])).toBe(true);
      expect(brotliDecompressSync(out).toString()).toBe(texts[i]);
    });
    // handed over (v8.serialize gives each state a buffer of its own): nothing left of it here
    expect(inputs[0].byteLength).toBe(0);
  });

  it("copies an input that shares its buffer (Node's pool), leaving the buffer whole", async () => {
    const pooled = Buffer.from('a small state');
    const [out] = await thread.compress([pooled], [QUALITY_1]);
    expect(brotliDecompressSync(out).toString()).toBe('a small state');
    expect(pooled.toString()).toBe('a small state');
  });

  it('refuses a batch that cannot be sent, and leaves nothing waiting', async () => {
    const unsendable = [{ [constants.BROTLI_PARAM_QUALITY]: (() => 1) as unknown as number }];
    await expect(thread.compress([Buffer.from('x')], unsendable)).rejects.toThrow(
      /could not be cloned/,
    );
    const [out] = await thread.compress([Buffer.from('after')], [QUALITY_1]);
    expect(brotliDecompressSync(out).toString()).toBe('after');
  });

  it('ends once idle, and the next batch starts another', async () => {
    const brief = new CompressionThread(50);
    await brief.compress([Buffer.from('first')], [QUALITY_1]);
    const running = (brief as unknown as { running: { worker: { threadId: number } } | null })
      .running;
    const first = running!.worker.threadId;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((brief as unknown as { running: unknown }).running).toBeNull();
    await brief.compress([Buffer.from('second')], [QUALITY_1]);
    const again = (brief as unknown as { running: { worker: { threadId: number } } }).running;
    expect(again.worker.threadId).not.toBe(first);
    await brief.close();
  });

  it('answers batches sent together, each its own', async () => {
    const texts = ['a', 'b', 'c', 'd'].map((t) => `${t} penalty accrued `.repeat(200));
    const answers = await Promise.all(
      texts.map((t) => thread.compress([Buffer.from(t)], [QUALITY_1])),
    );
    expect(answers.map(([out]) => brotliDecompressSync(out).toString())).toEqual(texts);
  });

  it('fails the batches a stopped thread left unanswered, and the next batch starts another', async () => {
    // a batch the thread is inside Brotli with when it is ended (two megabytes of noise at Brotli's
    // slowest, seconds): not at its start, where Node 20 aborts the process (see `close`)
    await thread.compress([Buffer.from('the thread is up')], [QUALITY_1]);
    const waiting = thread.compress(
      [randomBytes(2 << 20)],
      [{ [constants.BROTLI_PARAM_QUALITY]: 11 }],
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    await thread.close();
    await expect(waiting).rejects.toThrow(/the compression thread stopped .* before answering/);
    const [out] = await thread.compress([bytesOf('again ')], [QUALITY_1]);
    expect(brotliDecompressSync(out).toString()).toBe('again '.repeat(200));
  });

  it('refuses a batch Brotli refuses, and goes on with the next', async () => {
    await expect(thread.compress([bytesOf('y')], [{ 12345: 1 }])).rejects.toThrow(
      'compression failed: 12345 is not a valid Brotli parameter',
    );
    const [out] = await thread.compress([bytesOf('z')], [QUALITY_1]);
    expect(brotliDecompressSync(out).toString()).toBe('z'.repeat(200));
  });
});
