import { describe, expect, it } from 'vitest';
import { ask } from './index';
import { runBenchmark } from './test/run-benchmark';

/**
 * Issue 22's benchmark, run on the engine: the 300 tuning questions (50 per language) and the 60 held-out ones
 * that the engine's author never read. The issue's targets are ≥ 90 % exact and no wrong number on both; the
 * figures per language are in `npm run bench` (section `assistant`). This test holds what the engine reaches
 * today so that a change can only raise it: no wrong number on the tuning set, at least 80 % of it exact, and no
 * more wrong numbers on the held-out set than the 6 it gave when first run (docs/decisions/045).
 */
describe('the assistant benchmark', () => {
  it('answers the tuning set without a wrong number, and the held-out set no worse than first measured', async () => {
    const run = await runBenchmark(ask, () => {});
    expect(run.tuning.total.questions).toBe(300);
    expect(run.heldOut.total.questions).toBe(60);
    expect(run.tuning.total['wrong-number']).toBe(0);
    expect(run.tuning.total.exact / run.tuning.total.questions).toBeGreaterThanOrEqual(0.8);
    expect(run.heldOut.total['wrong-number']).toBeLessThanOrEqual(6);
  }, 300_000);
});
