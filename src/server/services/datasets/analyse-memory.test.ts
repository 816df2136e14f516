import { afterAll, describe, expect, it } from 'vitest';
import { analyseDataset, closeDatasetPool, readerPoolForTests, useReaderHeapLimits } from './analyse';

afterAll(async () => {
  await useReaderHeapLimits();
  await closeDatasetPool();
});

const bytes = (text: string) => new TextEncoder().encode(text);

/** 200,000 rows of ten distinct seven-digit cells (~16 MB): 2 million strings need more than a 48 MB heap. */
const heavy = () =>
  bytes(
    `${'abcdefghij'.split('').join(',')}\n${Array.from({ length: 200_000 }, (_, row) =>
      Array.from({ length: 10 }, (_, column) => 1_000_000 + row * 10 + column).join(','),
    ).join('\n')}\n`,
  );

describe('analyseDataset past the reading thread’s memory', () => {
  it('refuses a file that fills the thread’s heap with a 400 saying so, and reads the next file', async () => {
    await useReaderHeapLimits({ maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 6 });
    await expect(analyseDataset(heavy())).rejects.toMatchObject({
      status: 400,
      code: 'invalid_dataset',
      field: 'file',
      message:
        'Reading this file needs more memory than the server allows for one upload. Try a smaller or simpler file.',
    });
    // The thread that ran out was ended; a new one reads the next upload.
    expect((await analyseDataset(bytes('a,b\n1,2\n3,4\n'))).profile.rowCount).toBe(2);
  });

  it('outlives a thread that fails with no task of its own (out of memory while stopped after a timeout)', async () => {
    await useReaderHeapLimits();
    const reader = await readerPoolForTests();
    // What Piscina does when such a thread fails: without a listener, this throws (and ends the process).
    expect(() => reader.emit('error', new Error('ERR_WORKER_OUT_OF_MEMORY'))).not.toThrow();
    expect((await analyseDataset(bytes('a,b\n1,2\n'))).profile.rowCount).toBe(1);
  });
});
