import { describe, expect, it } from 'vitest';
import { trainModels } from './train';
import { benchTasks } from './test/bench-tasks';
import { typedTable } from './test/datasets';
import type { ClassificationScores, RegressionScores } from './types';

// The training benchmark's claims (bench/ml.ts, full size there) at a small size: every planted leak is held back
// and named, nothing else is flagged, and the boosted trees learn each task. Never timed.
describe('the benchmark tasks, small', () => {
  it.each(benchTasks.map((task) => [task.name, task] as const))('%s', (_name, task) => {
    const { table, types, profile } = typedTable(task.make(2000, task.seed));
    const result = trainModels(table, types, profile, { target: 'y', seed: 1 });
    if (!result.ok) throw new Error(`Refused: ${result.refused.reason}`);
    const { report } = result;
    expect(report.task).toBe(task.kind);
    expect(report.leaks.map((leak) => leak.column)).toEqual(task.leak ? [task.leak.column] : []);
    expect(result.model.features.map((feature) => feature.name)).not.toContain(task.leak?.column);
    const test = (kind: 'baseline' | 'boosting') => report.models.find((model) => model.kind === kind)!.test;
    if (task.kind === 'regression') {
      expect((test('boosting') as RegressionScores).r2.value).toBeGreaterThan(0.5);
    } else {
      const boosting = (test('boosting') as ClassificationScores).accuracy;
      const baseline = (test('baseline') as ClassificationScores).accuracy;
      expect(boosting.low!).toBeGreaterThan(baseline.high!);
    }
  });
});
