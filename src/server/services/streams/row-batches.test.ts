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
});
