import { describe, expect, it } from 'vitest';
import { freshPerCall } from './fresh-per-call';

/** A read whose runs the test settles by hand, counting them. */
function manualRead() {
  const runs: ((value: number) => void)[] = [];
  const read = freshPerCall(() => new Promise<number>((resolve) => runs.push(resolve)));
  return { read, runs };
}

describe('freshPerCall', () => {
  it('never hands a caller a run that started before it called', async () => {
    const { read, runs } = manualRead();
    const early = read();
    expect(runs).toHaveLength(1);
    const late = read();
    runs[0]!(1);
    expect(await early).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(runs).toHaveLength(2);
    runs[1]!(2);
    expect(await late).toBe(2);
  });

  it('lets every caller arriving during a run share the next one', async () => {
    const { read, runs } = manualRead();
    const first = read();
    const waiting = [read(), read(), read()];
    runs[0]!(1);
    await first;
    await Promise.resolve();
    await Promise.resolve();
    expect(runs).toHaveLength(2);
    runs[1]!(2);
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
  });

  it('passes a failed run to its callers and runs again for the next', async () => {
    let fail = true;
    const read = freshPerCall(async () => {
      if (fail) throw new Error('down');
      return 3;
    });
    await expect(read()).rejects.toThrow('down');
    fail = false;
    expect(await read()).toBe(3);
  });
});
