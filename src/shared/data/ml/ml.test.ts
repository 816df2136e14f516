import { describe, expect, it } from 'vitest';
import {
  predict,
  trainModels,
  TrainingCancelled,
  unreadableCells,
  type MlProgress,
  type TrainResult,
} from './index';
import { encodeColumn, inputNames, readColumn } from './read';
import { targetOf } from './task';
import { splitOf } from './train';
import {
  binarySignal,
  generated,
  interaction,
  linearSignal,
  noiseClasses,
  pureNoise,
  threeClasses,
  typedTable,
  withColumn,
  withDates,
  type Columns,
} from './test/datasets';
import type { ClassificationScores, ModelKind, RegressionScores, TrainReport } from './types';

function train(columns: Columns, seed = 1, target = 'y') {
  const typed = typedTable(columns);
  return { ...typed, result: trainModels(typed.table, typed.types, typed.profile, { target, seed }) };
}
const ok = (result: TrainResult) => {
  if (!result.ok) throw new Error(`Refused: ${result.refused.reason}`);
  return result;
};
const model = (report: TrainReport, kind: ModelKind) => report.models.find((entry) => entry.kind === kind)!;
const r2 = (report: TrainReport, kind: ModelKind) => (model(report, kind).test as RegressionScores).r2;
const classScores = (report: TrainReport, kind: ModelKind) =>
  model(report, kind).test as ClassificationScores;

describe('the task from the target', () => {
  it('is a regression for a number with more than 10 values, classes for a category or a few numbers', () => {
    const columns = linearSignal(1, 200);
    const { table, types } = typedTable({
      ...columns,
      grade: columns.y!.map((_, row) => String((row % 5) + 1)),
      tier: columns.y!.map((_, row) => ['gold', 'silver'][row % 2]!),
    });
    const task = (name: string) => {
      const read = targetOf(name, table.columns, types);
      return read.ok ? [read.target.task, read.target.classes] : read.refused.reason;
    };
    expect(task('y')).toEqual(['regression', undefined]);
    expect(task('grade')).toEqual(['multiclass', ['1', '2', '3', '4', '5']]);
    expect(task('tier')).toEqual(['binary', ['gold', 'silver']]);
    expect(task('flag')).toEqual(['binary', ['false', 'true']]);
  });

  it('refuses a key, an unknown column, one class, more than 20 classes and too few rows, saying why', () => {
    const columns = linearSignal(2, 400);
    const { table, types } = typedTable({
      ...columns,
      same: columns.y!.map(() => 'a'),
      many: columns.y!.map((_, row) => `c${row % 25}`),
    });
    const reason = (name: string) => {
      const read = targetOf(name, table.columns, types);
      return read.ok ? 'ok' : read.refused.reason;
    };
    expect(reason('row_id')).toBe('target-kind');
    expect(reason('nope')).toBe('target-unknown');
    expect(reason('many')).toBe('too-many-classes');
    const tiny = train(linearSignal(3, 20)).result;
    expect(tiny.ok ? 'ok' : tiny.refused).toEqual({
      reason: 'too-few-rows',
      target: 'y',
      detail: { rows: 20, minimum: 30 },
    });
    const constant = typedTable({ ...columns, same: columns.y!.map(() => 'a') });
    const refused = trainModels(constant.table, constant.types, constant.profile, { target: 'same' });
    expect(refused.ok ? 'ok' : refused.refused.reason).toBe('too-few-classes');
  });
});

describe('features and split', () => {
  it('never uses a key or the target, expands a date into year, month and weekday and splits by time', () => {
    const { result, table, types } = train(withDates(linearSignal(4, 1000)));
    const { report } = ok(result);
    expect(report.excluded).toEqual([
      { column: 'row_id', reason: 'id' },
      { column: 'y', reason: 'target' },
    ]);
    expect(report.features.find((feature) => feature.column === 'day')).toEqual({
      column: 'day',
      kind: 'date',
      inputs: 3,
    });
    expect(report.split).toEqual({ kind: 'time', timeColumn: 'day' });
    // Rows are one day apart in order: every held-out row is later than every training row.
    const read = targetOf('y', table.columns, types);
    if (!read.ok) throw new Error('target');
    const { split } = splitOf(table, types, read.target, 1);
    expect(Math.min(...split.test)).toBeGreaterThan(Math.max(...split.validation));
    expect(Math.min(...split.validation)).toBeGreaterThan(Math.max(...split.fit));
    expect(report.rows).toEqual({ total: 1000, missingTarget: 0, fit: 640, validation: 160, test: 200 });
  });

  it('turns a date into its year, month (1–12) and weekday (Monday 0 … Sunday 6), UTC; missing gives NaN', () => {
    const feature = { kind: 'date', name: 'day', order: 'ymd' } as const;
    // 2024-02-29 is a Thursday, 2024-01-01 a Monday, 2023-12-31 a Sunday, 2025-03-01 a Saturday.
    const cells = ['2024-02-29', '2024-01-01', '2023-12-31', '2025-03-01', ''];
    const [year, month, weekday] = encodeColumn(feature, readColumn(feature, cells)).map((input) =>
      Array.from(input),
    );
    expect(inputNames(feature)).toEqual(['day (year)', 'day (month)', 'day (weekday)']);
    expect(year).toEqual([2024, 2024, 2023, 2025, Number.NaN]);
    expect(month).toEqual([2, 1, 12, 3, Number.NaN]);
    expect(weekday).toEqual([3, 0, 6, 5, Number.NaN]);
  });

  it('holds out the latest dates when a date column is there, whatever the rows’ order', () => {
    // The same 1,000 days as `withDates`, but row r gets day (r · 7919) mod 1000: dates out of row order.
    const ordered = withDates(linearSignal(4, 1000)).day!;
    const columns = { ...linearSignal(4, 1000), day: ordered.map((_, row) => ordered[(row * 7919) % 1000]!) };
    const { result, table, types } = train(columns);
    expect(ok(result).report.split).toEqual({ kind: 'time', timeColumn: 'day' });
    const read = targetOf('y', table.columns, types);
    if (!read.ok) throw new Error('target');
    const { split } = splitOf(table, types, read.target, 1);
    const days = (rows: Uint32Array) => Array.from(rows, (row) => columns.day[row]!).sort();
    expect(split.test.length).toBe(200);
    // ISO dates sort as text: the held-out rows are the 200 latest days, validation the 160 before them.
    expect(days(split.test)).toEqual(ordered.slice(800));
    expect(days(split.validation)).toEqual(ordered.slice(640, 800));
  });

  it('stratifies classes: each is held out in proportion', () => {
    const { table, types } = typedTable(binarySignal(5, 1000));
    const read = targetOf('y', table.columns, types);
    if (!read.ok) throw new Error('target');
    const { split } = splitOf(table, types, read.target, 9);
    expect(split.kind).toBe('stratified');
    const share = (rows: Uint32Array) =>
      rows.reduce((sum, row) => sum + read.target.y[row]!, 0) / rows.length;
    expect(Math.abs(share(split.test) - share(split.fit))).toBeLessThan(0.01);
  });

  it('leaves out a number named as a key whose values are all different', () => {
    const columns = linearSignal(15, 500);
    const { report } = ok(
      train({ ...columns, order_id: columns.y!.map((_, row) => String(1000 + row * 3)) }).result,
    );
    expect(report.excluded).toContainEqual({ column: 'order_id', reason: 'id' });
  });

  it('one-hot encodes at most 10 levels of a category plus the rest', () => {
    const columns = linearSignal(6, 1000);
    const { report } = ok(train({ ...columns, shop: columns.y!.map((_, row) => `shop ${row % 30}`) }).result);
    expect(report.features.find((feature) => feature.column === 'shop')).toEqual({
      column: 'shop',
      kind: 'category',
      inputs: 11,
    });
  });
});

describe('leak guards', () => {
  it('holds back a copy of the target and names it', () => {
    const { report } = ok(train(withColumn(linearSignal(7, 1000), 'y_again', (y) => y)).result);
    expect(report.leaks).toEqual([{ column: 'y_again', rule: 'copy', value: 1, threshold: 0.99 }]);
    expect(report.excluded).toContainEqual({ column: 'y_again', reason: 'leak' });
    expect(report.features.map((feature) => feature.column)).not.toContain('y_again');
  });

  it('holds back a post-outcome column that alone separates the classes (AUC ≥ 0.99)', () => {
    // A refund amount recorded only after a "yes": above 50 for yes, near 0 for no.
    const columns = withColumn(binarySignal(8, 1500), 'refund', (y, row) =>
      (y === 'yes' ? 50 + (row % 40) : row % 3).toFixed(2),
    );
    const { report } = ok(train(columns).result);
    expect(report.leaks).toHaveLength(1);
    expect(report.leaks[0]).toMatchObject({ column: 'refund', rule: 'auc', threshold: 0.99 });
    expect(report.leaks[0]!.value).toBeGreaterThanOrEqual(0.99);
  });

  it('holds back a number that ranks like the target (|ρ| ≥ 0.98), not one that merely drives it', () => {
    const columns = withColumn(linearSignal(9, 1500), 'y_in_cents', (y, row) =>
      (Number(y) * 100 + (row % 7)).toFixed(0),
    );
    const { report } = ok(train(columns).result);
    expect(report.leaks.map((leak) => [leak.column, leak.rule])).toEqual([['y_in_cents', 'rho']]);
    // x1 drives y strongly (ρ ≈ 0.8) and stays a feature.
    expect(report.features.map((feature) => feature.column)).toContain('x1');
  });

  it('flags nothing on clean data', () => {
    for (const columns of [
      linearSignal(10),
      interaction(11),
      binarySignal(12),
      threeClasses(13),
      pureNoise(14),
    ])
      expect(ok(train(columns).result).report.leaks).toEqual([]);
  });
});

describe('models on planted signals', () => {
  it('boosting beats the linear model on an interaction, and is chosen', () => {
    const { report } = ok(train(interaction(20)).result);
    expect(report.chosen).toBe('boosting');
    expect(r2(report, 'boosting').value!).toBeGreaterThan(0.85);
    expect(r2(report, 'boosting').low!).toBeGreaterThan(r2(report, 'linear').high!);
    expect(
      report
        .importance!.features.slice(0, 2)
        .map((feature) => feature.column)
        .sort(),
    ).toEqual(['x1', 'x2']);
  });

  it('the linear model is competitive on linear data', () => {
    const { report } = ok(train(linearSignal(21)).result);
    expect(r2(report, 'linear').value!).toBeGreaterThan(0.95);
    expect(r2(report, 'linear').value!).toBeGreaterThanOrEqual(r2(report, 'boosting').value! - 0.01);
    expect(report.importance!.features[0]!.column).toBe('x1');
    expect(report.importance!.features[1]!.column).toBe('x2');
  });

  it('both beat the baseline on a binary signal, and the three-class interaction goes to boosting', () => {
    const binary = ok(train(binarySignal(22)).result).report;
    for (const kind of ['linear', 'boosting'] as const)
      expect(classScores(binary, kind).auc!.low!).toBeGreaterThan(
        classScores(binary, 'baseline').auc!.value!,
      );
    const three = ok(train(threeClasses(23)).result).report;
    expect(three.chosen).toBe('boosting');
    expect(classScores(three, 'boosting').accuracy.low!).toBeGreaterThan(
      classScores(three, 'baseline').accuracy.high!,
    );
    expect(
      classScores(three, 'boosting')
        .confusion.flat()
        .reduce((a, b) => a + b, 0),
    ).toBe(three.rows.test);
  });

  it('on pure noise, the scores’ intervals include the baseline’s', () => {
    const regression = ok(train(pureNoise(24)).result).report;
    for (const kind of ['linear', 'boosting'] as const) {
      const interval = r2(regression, kind);
      expect(interval.low!).toBeLessThanOrEqual(r2(regression, 'baseline').value!);
      expect(interval.high!).toBeGreaterThanOrEqual(r2(regression, 'baseline').value!);
    }
    const classes = ok(train(noiseClasses(25)).result).report;
    for (const kind of ['linear', 'boosting'] as const) {
      const { accuracy, auc } = classScores(classes, kind);
      const baseline = classScores(classes, 'baseline').accuracy.value!;
      expect(accuracy.low!).toBeLessThanOrEqual(baseline);
      expect(accuracy.high!).toBeGreaterThanOrEqual(baseline);
      expect(auc!.low!).toBeLessThanOrEqual(0.5);
      expect(auc!.high!).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('chooses the model with the lowest validation loss, on regression, two and three classes', () => {
    for (const columns of [interaction(20), linearSignal(21), binarySignal(25), threeClasses(23)]) {
      const { report } = ok(train(columns).result);
      const losses = report.models.map((entry) => entry.validationLoss!);
      const lowest = Math.min(...losses);
      expect(report.chosen).toBe(report.models[losses.indexOf(lowest)]!.kind);
      // The chosen model is strictly better than every other one on these planted signals.
      expect(losses.filter((loss) => loss === lowest)).toHaveLength(1);
    }
    // Linear data goes to the linear model, the interaction to boosting: both kinds can win.
    expect(ok(train(linearSignal(21)).result).report.chosen).toBe('linear');
    expect(ok(train(interaction(20)).result).report.chosen).toBe('boosting');
  });

  it('keeps the baseline on pure noise: boosting keeps no round, ties it, and a tie goes to the simpler model', () => {
    const { report } = ok(train(pureNoise(24, 1000)).result);
    expect(report.models.map((entry) => entry.kind)).toEqual(['baseline', 'linear', 'boosting']);
    const [baseline, linear, boosting] = report.models;
    expect(boosting!.detail).toEqual({ rounds: 0, trees: 0 });
    expect(boosting!.validationLoss).toBe(baseline!.validationLoss);
    expect(linear!.validationLoss!).toBeGreaterThan(baseline!.validationLoss!);
    expect(report.chosen).toBe('baseline');
    // The baseline has nothing to permute.
    expect(report.importance).toBeNull();
  });

  it('trees send missing values their own way: y set by whether x3 is missing', () => {
    const columns = generated(26, () => 0);
    columns.y = columns.x3!.map((cell, row) => ((cell === '' ? 10 : 0) + (row % 10) / 10).toFixed(2));
    const { report } = ok(train(columns).result);
    expect(r2(report, 'boosting').value!).toBeGreaterThan(0.9);
    // The linear model's missing indicator finds it too.
    expect(r2(report, 'linear').value!).toBeGreaterThan(0.9);
  });
});

describe('predict', () => {
  const heldOut = (columns: Columns, seed: number) => {
    const { table, types, result } = train(columns, seed);
    const trained = ok(result);
    const read = targetOf('y', table.columns, types);
    if (!read.ok) throw new Error('target');
    const { split } = splitOf(table, types, read.target, seed);
    const rows = Array.from(split.test, (row) =>
      Object.fromEntries(table.names.map((name, column) => [name, table.columns[column]![row]!])),
    );
    // The model goes through JSON, as it is saved and sent.
    const saved = JSON.parse(JSON.stringify(trained.model)) as typeof trained.model;
    return { ...trained, rows, predictions: predict(saved, rows) };
  };

  it('reproduces the reported R² of the chosen model on the held-out rows, from raw cells', () => {
    for (const [columns, chosen] of [
      [linearSignal(30), 'linear'],
      [interaction(31), 'boosting'],
    ] as const) {
      const { report, rows, predictions } = heldOut(columns, 3);
      expect(report.chosen).toBe(chosen);
      const actual = rows.map((row) => Number(row.y));
      const predicted = predictions.map((prediction) =>
        'value' in prediction ? prediction.value : Number.NaN,
      );
      const mean = actual.reduce((a, b) => a + b, 0) / actual.length;
      const squares = actual.reduce((sum, value, at) => sum + (value - predicted[at]!) ** 2, 0);
      const spread = actual.reduce((sum, value) => sum + (value - mean) ** 2, 0);
      expect(1 - squares / spread).toBe(r2(report, chosen).value);
    }
  });

  it('reproduces the reported accuracy of the classes, with a probability per class', () => {
    const { report, rows, predictions } = heldOut(threeClasses(32), 4);
    const correct = predictions.filter(
      (prediction, at) => 'label' in prediction && prediction.label === rows[at]!.y,
    );
    expect(correct.length / rows.length).toBe(classScores(report, report.chosen).accuracy.value);
    const first = predictions[0]!;
    if (!('probabilities' in first)) throw new Error('no probabilities');
    expect(Object.keys(first.probabilities)).toEqual(['a', 'b', 'c']);
    expect(Object.values(first.probabilities).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('names the cells it cannot read, by row and column; unknown levels and missing cells are fine', () => {
    const { model } = ok(train(withDates(binarySignal(34, 500))).result);
    expect(
      unreadableCells(model, [
        { x1: '1.5', region: 'Atlantis', flag: 'yes', day: '2024-02-03' },
        { x1: 'lots', x2: '', flag: 'maybe', day: '2024-13-45' },
      ]),
    ).toEqual([
      { row: 1, column: 'x1', value: 'lots', expected: 'number' },
      { row: 1, column: 'flag', value: 'maybe', expected: 'boolean' },
      { row: 1, column: 'day', value: '2024-13-45', expected: 'date' },
    ]);
  });

  it('scores a row with missing and unreadable cells and unseen levels', () => {
    const { model } = ok(train(interaction(33)).result);
    const [prediction] = predict(model, [{ x1: 'n/a', x2: 'banana', region: 'Atlantis' }]);
    expect(Number.isFinite((prediction as { value: number }).value)).toBe(true);
  });

  it('reads a column named like an object member (toString, constructor) as missing when a row leaves it out', () => {
    const { model } = ok(train(interaction(33)).result);
    const renamed = {
      ...model,
      features: model.features.map((feature, at) =>
        at === 0
          ? { ...feature, name: 'toString' }
          : at === 1
            ? { ...feature, name: 'constructor' }
            : feature,
      ),
    };
    const missing = predict(renamed, [{}]);
    expect(unreadableCells(renamed, [{}])).toEqual([]);
    expect(predict(renamed, [{ toString: '', constructor: '' }])).toEqual(missing);
  });
});

describe('determinism, progress and cancelling', () => {
  it('gives the same bytes for the same seed, and another split for another seed', () => {
    const columns = withDates(binarySignal(40, 1500));
    const first = JSON.stringify(train(columns, 7).result);
    expect(JSON.stringify(train(columns, 7).result)).toBe(first);
    const noDates = binarySignal(40, 1500);
    expect(JSON.stringify(train(noDates, 8).result)).not.toBe(JSON.stringify(train(noDates, 9).result));
  });

  it('reports progress per boosting round and stops when cancelled', () => {
    const { table, types, profile } = typedTable(interaction(41, 600));
    const seen: MlProgress[] = [];
    ok(trainModels(table, types, profile, { target: 'y', onProgress: (progress) => seen.push(progress) }));
    const stages = [...new Set(seen.map((progress) => progress.stage))];
    expect(stages).toEqual(['prepare', 'linear', 'boosting', 'scoring', 'importance']);
    const rounds = seen.filter((progress) => progress.stage === 'boosting');
    expect(rounds.map((progress) => progress.done)).toEqual(rounds.map((_, at) => at + 1));
    // Cancelled once each stage has begun, in turn: the next step stops it, nothing is reported after.
    for (const stage of stages) {
      let current: MlProgress['stage'] | undefined;
      const after: MlProgress[] = [];
      expect(() =>
        trainModels(table, types, profile, {
          target: 'y',
          onProgress: (progress) => (current === stage ? after.push(progress) : (current = progress.stage)),
          isCancelled: () => current === stage,
        }),
      ).toThrow(TrainingCancelled);
      expect(after).toEqual([]);
    }
  });
});
