import { describe, expect, it } from 'vitest';
import { createPasswordQueue, isPasswordQueueRefusal } from './password-queue';

/** A job that holds its slot until released. */
function heldJob() {
  let release!: () => void;
  const done = new Promise<string>((resolve) => (release = () => resolve('done')));
  return { run: () => done, release };
}

const refusal = { statusCode: 429, body: { code: 'PASSWORD_CHECKS_BUSY' } };

describe('the password check queue', () => {
  it('refuses a check at once, with a retryable 429, when too many are waiting', async () => {
    const queue = createPasswordQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 60_000 });
    const first = heldJob();
    const running = queue.inTurn(first.run);
    const waiting = [queue.inTurn(async () => 'a'), queue.inTurn(async () => 'b')];
    const refused = queue.inTurn(async () => 'c');
    await expect(refused).rejects.toMatchObject(refusal);
    await expect(refused.catch((error: unknown) => isPasswordQueueRefusal(error))).resolves.toBe(true);
    first.release();
    expect(await Promise.all([running, ...waiting])).toEqual(['done', 'a', 'b']);
  });

  it('refuses, rather than hashes, a check that waited past the limit (its caller has likely gone)', async () => {
    const queue = createPasswordQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 20 });
    const first = heldJob();
    const running = queue.inTurn(first.run);
    let hashed = false;
    const late = queue.inTurn(async () => (hashed = true));
    await new Promise((resolve) => setTimeout(resolve, 40));
    first.release();
    await expect(late).rejects.toMatchObject(refusal);
    expect(hashed).toBe(false);
    expect(await running).toBe('done');
    expect(await queue.inTurn(async () => 'next')).toBe('next');
  });
});
