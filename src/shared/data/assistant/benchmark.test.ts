import { describe, expect, it } from 'vitest';
import { ask } from './index';
import { runBenchmark } from './test/run-benchmark';

/**
 * Issue 22's benchmark, run on the engine: the 420 tuning questions (the 300 written for tuning, 50 per language,
 * and the 120 of the first two held-out sets, which the engine's authors have read since) and the 60 held-out ones
 * (`test/questions/fresh-held-out.ts`), written after the engine was tuned by someone who did not read its rules.
 * The issue's targets are ≥ 90 % exact and no wrong number on both sets; the figures per language are in
 * `npm run bench` (section `assistant`). This test holds what the engine reaches today so that a change can only
 * raise it: no wrong number on the whole tuning set and at least 95 % of it exact, and no wrong number on the
 * held-out set either (it gave none when first scored, 53 of 60 exact).
 */
describe('the assistant benchmark', () => {
  it('answers the tuning set without a wrong number, and the held-out set no worse than measured', async () => {
    const run = await runBenchmark(ask, () => {});
    expect(run.tuning.total.questions).toBe(420);
    expect(run.written.total.questions).toBe(300);
    expect(run.seen.total.questions).toBe(120);
    expect(run.heldOut.total.questions).toBe(60);
    expect(run.tuning.total['wrong-number']).toBe(0);
    expect(run.tuning.total.exact / run.tuning.total.questions).toBeGreaterThanOrEqual(0.95);
    expect(run.heldOut.total['wrong-number']).toBe(0);
  }, 300_000);
});
