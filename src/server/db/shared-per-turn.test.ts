import { describe, expect, it } from 'vitest';
import { sharedPerTurn } from './shared-per-turn';

describe('sharedPerTurn', () => {
  it('shares one run among overlapping callers and starts afresh afterwards', async () => {
    let runs = 0;
    const check = sharedPerTurn(async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return runs;
    });
    expect(await Promise.all([check(), check(), check()])).toEqual([1, 1, 1]);
    expect(await check()).toBe(2);
  });

  it('passes a failure to every waiting caller, then tries again', async () => {
    let fail = true;
    const check = sharedPerTurn(async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(Promise.all([check(), check()])).rejects.toThrow('down');
    fail = false;
    expect(await check()).toBe('up');
  });

  it('shares one run among callers of the same turn even when the check finishes at once', async () => {
    let runs = 0;
    const check = sharedPerTurn(() => Promise.resolve(++runs));
    const first = check();
    await Promise.resolve();
    expect(await Promise.all([first, check()])).toEqual([1, 1]);
  });
});
