import { describe, expect, it } from 'vitest';
import { ask } from './index';
import { runBenchmark } from './test/run-benchmark';

/**
 * Issue 22's benchmark, run on the engine: the 360 tuning questions (the 300 written for tuning, 50 per language,
 * and the 60 of the first held-out set, which the engine's authors have read since) and the 60 held-out ones,
 * written after the engine was tuned by someone who did not read its rules. The issue's targets are ≥ 90 % exact
 * and no wrong number on both sets; the figures per language are in `npm run bench` (section `assistant`). This
 * test holds what the engine reaches today so that a change can only raise it: no wrong number on the questions
 * written for tuning and at least 80 % of them exact; on the first held-out set no more wrong numbers than the 6 it
 * gave when first run (docs/decisions/045); on the held-out set no more than the 1 it gave when first run.
 */
describe('the assistant benchmark', () => {
  it('answers the tuning set without a wrong number, and the held-out sets no worse than first measured', async () => {
    const run = await runBenchmark(ask, () => {});
    expect(run.tuning.total.questions).toBe(360);
    expect(run.written.total.questions).toBe(300);
    expect(run.seen.total.questions).toBe(60);
    expect(run.heldOut.total.questions).toBe(60);
    expect(run.written.total['wrong-number']).toBe(0);
    expect(run.written.total.exact / run.written.total.questions).toBeGreaterThanOrEqual(0.8);
    expect(run.seen.total['wrong-number']).toBeLessThanOrEqual(6);
    expect(run.heldOut.total['wrong-number']).toBeLessThanOrEqual(1);
  }, 300_000);
});
