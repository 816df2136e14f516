import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { maxBatchesHeld, oneBatchAtATime } from './ingest';

describe('batches of one stream', () => {
  it('run one at a time, in order, and one more than may be held is a 429 while the others still run', async () => {
    const order: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const batches = Array.from({ length: maxBatchesHeld }, (_, at) =>
      oneBatchAtATime('stream-a', async () => {
        if (at === 0) await gate;
        order.push(at);
        return at;
      }),
    );
    const refused = await oneBatchAtATime('stream-a', async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    // Another stream is not held up by this one's queue.
    await expect(oneBatchAtATime('stream-b', async () => 'b')).resolves.toBe('b');
    release();
    const inOrder = Array.from({ length: maxBatchesHeld }, (_, at) => at);
    await expect(Promise.all(batches)).resolves.toEqual(inOrder);
    expect(order).toEqual(inOrder);
    // Once they are done, the stream takes batches again.
    await expect(oneBatchAtATime('stream-a', async () => 'again')).resolves.toBe('again');
  });
});
