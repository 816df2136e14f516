import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

describe('coalesce', () => {
  it('shares one run among overlapping callers and starts afresh afterwards', async () => {
    let runs = 0;
    const check = coalesce(async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return runs;
    });
    expect(await Promise.all([check(), check(), check()])).toEqual([1, 1, 1]);
    expect(await check()).toBe(2);
  });

  it('passes a failure to every waiting caller, then tries again', async () => {
    let fail = true;
    const check = coalesce(async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(Promise.all([check(), check()])).rejects.toThrow('down');
    fail = false;
    expect(await check()).toBe('up');
  });
});
