import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/client/lib/api-client';
import { retryOnServerFault } from './sign-in';

const failure = (status: number) => new ApiRequestError(status, 'x', `status ${status}`);

/** An attempt that answers with each outcome in turn: a status to fail with, or 'ok'. */
function attempts(...outcomes: (number | 'ok')[]) {
  const calls: number[] = [];
  const attempt = vi.fn(async () => {
    calls.push(Date.now());
    const outcome = outcomes[calls.length - 1];
    if (outcome === 'ok') return 'signed in';
    throw failure(outcome ?? 500);
  });
  return { attempt, calls };
}

describe('retryOnServerFault', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries two 500s, waiting 1 s then 2 s, and returns the success', async () => {
    const { attempt, calls } = attempts(500, 500, 'ok');
    const result = retryOnServerFault(attempt);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('signed in');
    expect(calls).toEqual([0, 1000, 3000]);
  });

  it('gives up after the third 500 and throws it', async () => {
    const { attempt } = attempts(500, 500, 500, 'ok');
    const result = retryOnServerFault(attempt);
    const settled = expect(result).rejects.toMatchObject({ status: 500 });
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it.each([400, 401, 403, 429, 502])('does not retry a %i', async (status) => {
    const { attempt } = attempts(status, 'ok');
    await expect(retryOnServerFault(attempt)).rejects.toMatchObject({ status });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('uses the wait it is given', async () => {
    const { attempt } = attempts(500, 500, 'ok');
    const wait = vi.fn(() => Promise.resolve());
    await expect(retryOnServerFault(attempt, wait)).resolves.toBe('signed in');
    expect(wait.mock.calls).toEqual([[1000], [2000]]);
  });
});
