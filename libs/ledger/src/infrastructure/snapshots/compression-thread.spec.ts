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
    const outputs = await thread.compress(inputs, params);
    expect(outputs).toHaveLength(3);
    outputs.forEach((out, i) => {
      expect(out.equals(brotliCompressSync(inputs[i], { params: params[i] }))).toBe(true);
      expect(brotliDecompressSync(out).equals(inputs[i])).toBe(true);
    });
  });

  it('answers batches sent together, each its own', async () => {
    const texts = ['a', 'b', 'c', 'd'].map((t) => bytesOf(`${t} penalty accrued `));
    const answers = await Promise.all(texts.map((t) => thread.compress([t], [QUALITY_1])));
    expect(answers.map(([out]) => brotliDecompressSync(out).toString())).toEqual(
      texts.map((t) => t.toString()),
    );
  });

  it('fails the batches a stopped thread left unanswered, and the next batch starts another', async () => {
    // a batch the thread is still working on when it is ended (a megabyte of noise at Brotli's slowest)
    const waiting = thread.compress(
      [randomBytes(1 << 20)],
      [{ [constants.BROTLI_PARAM_QUALITY]: 11 }],
    );
    await thread.close();
    await expect(waiting).rejects.toThrow(/the compression thread stopped .* before answering/);
    const [out] = await thread.compress([bytesOf('again ')], [QUALITY_1]);
    expect(brotliDecompressSync(out).toString()).toBe(bytesOf('again ').toString());
  });

  it('refuses a batch Brotli refuses, and goes on with the next', async () => {
    await expect(thread.compress([bytesOf('y')], [{ 12345: 1 }])).rejects.toThrow(
      'compression failed: 12345 is not a valid Brotli parameter',
    );
    const [out] = await thread.compress([bytesOf('z')], [QUALITY_1]);
    expect(brotliDecompressSync(out).toString()).toBe(bytesOf('z').toString());
  });
});
