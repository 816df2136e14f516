import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { inBatchTurn, maxBatchesHeld, maxBatchesRunning, maxWorkspaceBatchesHeld } from './ingest-queue';

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const refusal = (work: Promise<unknown>) => work.catch((error: unknown) => error);

function expect429(error: unknown) {
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(429);
}

describe('batches of streams', () => {
  it('run one at a time, in order, and one more than a stream may hold is a 429 while the others still run', async () => {
    const order: number[] = [];
    const first = gate();
    const batches = Array.from({ length: maxBatchesHeld }, (_, at) =>
      inBatchTurn('stream-a', 'workspace-1', async () => {
        if (at === 0) await first.opened;
        order.push(at);
        return at;
      }),
    );
    expect429(await refusal(inBatchTurn('stream-a', 'workspace-1', async () => 'never')));
    // Another workspace's stream is not held up by this one's queue.
    await expect(inBatchTurn('stream-b', 'workspace-2', async () => 'b')).resolves.toBe('b');
    first.open();
    const inOrder = Array.from({ length: maxBatchesHeld }, (_, at) => at);
    await expect(Promise.all(batches)).resolves.toEqual(inOrder);
    expect(order).toEqual(inOrder);
    // Once they are done, the stream takes batches again.
    await expect(inBatchTurn('stream-a', 'workspace-1', async () => 'again')).resolves.toBe('again');
  });

  it('hold at most so many per workspace, whichever of its streams they came to: one more is a 429', async () => {
    const first = gate();
    const streams = Array.from({ length: maxWorkspaceBatchesHeld }, (_, at) => `stream-w${at}`);
    const held = streams.map((stream, at) =>
      inBatchTurn(stream, 'workspace-3', async () => {
        if (at === 0) await first.opened;
        return stream;
      }),
    );
    expect429(await refusal(inBatchTurn('stream-another', 'workspace-3', async () => 'never')));
    first.open();
    await expect(Promise.all(held)).resolves.toEqual(streams);
    await expect(inBatchTurn('stream-another', 'workspace-3', async () => 'now')).resolves.toBe('now');
  });

  it('run at most so many at once in the process, all workspaces together; the next starts when one ends', async () => {
    const gates = Array.from({ length: maxBatchesRunning }, gate);
    const started: number[] = [];
    const running = gates.map((each, at) =>
      inBatchTurn(`stream-r${at}`, `workspace-r${at}`, async () => {
        started.push(at);
        await each.opened;
      }),
    );
    let lastStarted = false;
    const last = inBatchTurn('stream-r-last', 'workspace-r-last', async () => {
      lastStarted = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toHaveLength(maxBatchesRunning);
    expect(lastStarted).toBe(false);
    gates[0]!.open();
    await last;
    expect(lastStarted).toBe(true);
    for (const each of gates) each.open();
    await Promise.all(running);
  });
});
