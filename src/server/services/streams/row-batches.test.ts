import { afterEach, describe, expect, it } from 'vitest';
import { closeRowsPool, readPushedBatch, useRowsTaskLimit } from './row-batches';

afterEach(async () => {
  useRowsTaskLimit();
  await closeRowsPool();
});

const csvBody = (rows: number) => {
  const text = `a,b,c\n${Array.from({ length: rows }, (_, row) => `${row},x${row},${row * 2}`).join('\n')}\n`;
  const bytes = new TextEncoder().encode(text);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

describe('the rows’ worker thread', () => {
  it('answers 503 busy to a task past its time limit (its wait included), then reads the next body', async () => {
    useRowsTaskLimit(1);
    await expect(readPushedBatch('csv', csvBody(10_000))).rejects.toMatchObject({
      status: 503,
      code: 'busy',
      headers: { 'retry-after': '5' },
    });
    useRowsTaskLimit();
    const read = await readPushedBatch('csv', csvBody(3));
    expect(read.rows.length).toBe(3);
    expect(read.rejected).toEqual([]);
  });

  it('refuses a body of millions of tiny rows with the row limit’s 413, counting while it reads', async () => {
    const bytes = (text: string) => {
      const encoded = new TextEncoder().encode(text);
      return encoded.buffer.slice(encoded.byteOffset, encoded.byteOffset + encoded.byteLength);
    };
    // 7.8 MB of 2.6 million empty objects, and 8 MB of four million one-cell lines.
    const json = bytes(`{"rows":[${Array<string>(2_600_000).fill('{}').join(',')}]}`);
    await expect(readPushedBatch('json', json)).rejects.toMatchObject({ status: 413, code: 'too_many_rows' });
    const csv = bytes(`a\n${'1\n'.repeat(4_000_000)}`);
    await expect(readPushedBatch('csv', csv)).rejects.toMatchObject({ status: 413, code: 'too_many_rows' });
  });
});
