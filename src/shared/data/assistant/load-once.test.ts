import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once per key for every caller, and tries again after a load that failed', async () => {
    const loaded = new Map<string, Promise<string>>();
    let calls = 0;
    const flaky = () =>
      ++calls === 1 ? Promise.reject(new Error('chunk lost')) : Promise.resolve(`pack ${calls}`);
    await expect(loadOnce(loaded, 'fr', flaky)).rejects.toThrow('chunk lost');
    await expect(loadOnce(loaded, 'fr', flaky)).resolves.toBe('pack 2');
    await expect(loadOnce(loaded, 'fr', flaky)).resolves.toBe('pack 2');
    expect(calls).toBe(2);
  });
});
