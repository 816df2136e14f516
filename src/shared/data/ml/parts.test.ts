import { describe, expect, it } from 'vitest';
import { seeded } from '../seeded-random';
import { binned, cutsOf, maxBins } from './bins';
import { boostingOutputs, boostingScorer, fitBoosting } from './boosting';
import { choleskyFactor, choleskySolve } from './cholesky';
import { importanceRepeats, permutationImportance } from './importance';
import { fitLinear } from './linear';
import { sortWithOrder } from './radix';
import { averageRanks, rocAuc, spearman } from './ranks';
import { classificationScores, conformalMargin, regressionScores, resamples } from './scores';

const all = (n: number) => Uint32Array.from({ length: n }, (_, at) => at);

describe('bins', () => {
  it('puts each distinct value in its own bin when few, missing in bin 0, v ≤ cut[k] ⇔ bin ≤ k + 1', () => {
    const input = Float64Array.from([3, 1, 2, Number.NaN, 2, 3]);
    const cuts = cutsOf(input, all(6));
    expect(cuts).toEqual([1.5, 2.5]);
    expect(Array.from(binned(input, cuts, all(6)))).toEqual([3, 1, 2, 0, 2, 3]);
  });

  it('cuts many values at quantiles into at most 255 bins, each holding about as many rows', () => {
    const random = seeded(1);
    const input = Float64Array.from({ length: 10_000 }, () => random.normal());
    const cuts = cutsOf(input, all(10_000));
    expect(cuts.length).toBe(maxBins - 2);
    const counts = new Map<number, number>();
    for (const bin of binned(input, cuts, all(10_000))) counts.set(bin, (counts.get(bin) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThan(60);
    expect(Math.min(...counts.values())).toBeGreaterThan(30);
  });
});

describe('trees', () => {
  it('find a planted step at its place and send missing values where their target is', () => {
    // y = 1 above 0.3, −1 at or below it, 5 when x is missing.
    const random = seeded(2);
    const n = 2000;
    const x = Float64Array.from({ length: n }, (_, row) =>
      row % 10 === 0 ? Number.NaN : random.next() * 2 - 1,
    );
    const y = Float64Array.from(x, (value) => (Number.isNaN(value) ? 5 : value > 0.3 ? 1 : -1));
    const fit = Uint32Array.from({ length: 1600 }, (_, at) => at);
    const validation = Uint32Array.from({ length: 400 }, (_, at) => 1600 + at);
    const { model } = fitBoosting('regression', 0, [x], y, fit, validation);
    const outputs = boostingOutputs(model, 'regression', [Float64Array.from([0.2, 0.4, Number.NaN])], all(3));
    expect(outputs.values[0]).toBeCloseTo(-1, 1);
    expect(outputs.values[1]).toBeCloseTo(1, 1);
    expect(outputs.values[2]).toBeCloseTo(5, 1);
    const first = model.trees[0]!;
    const cuts = first.feature
      .map((feature, node) => (feature >= 0 ? model.cuts[feature]![first.cut[node]!] : undefined))
      .filter((cut): cut is number => cut !== undefined && Number.isFinite(cut));
    expect(cuts.some((cut) => Math.abs(cut - 0.3) < 0.02)).toBe(true);
  });

  it('stop early: on noise no round helps the validation loss, none is kept', () => {
    const random = seeded(3);
    const x = Float64Array.from({ length: 1000 }, () => random.normal());
    const y = Float64Array.from({ length: 1000 }, () => random.normal());
    const { model } = fitBoosting(
      'regression',
      0,
      [x],
      y,
      all(800),
      Uint32Array.from({ length: 200 }, (_, at) => 800 + at),
    );
    expect(model.rounds).toBeLessThan(20);
    expect(model.trees.length).toBe(model.rounds);
  });
});

describe('importance scoring', () => {
  it('re-walks only the trees using a shuffled input, and gives the very same outputs as walking all', () => {
    const random = seeded(7);
    const n = 1500;
    const inputs = [0, 1, 2].map(() => Float64Array.from({ length: n }, () => random.normal()));
    const y = Float64Array.from({ length: n }, (_, row) => (inputs[0]![row]! * inputs[1]![row]! > 0 ? 1 : 0));
    const { model } = fitBoosting(
      'binary',
      2,
      inputs,
      y,
      all(1200),
      Uint32Array.from({ length: 300 }, (_, at) => 1200 + at),
    );
    const rows = Uint32Array.from({ length: 300 }, (_, at) => 1200 + at);
    const scorer = boostingScorer(model, 'binary', inputs, rows);
    const permuted = [inputs[0]!, inputs[1]!.slice().reverse(), inputs[2]!];
    expect(Array.from(scorer([1], permuted).values)).toEqual(
      Array.from(boostingOutputs(model, 'binary', permuted, rows).values),
    );
  });

  it('gives the same outputs as walking all trees when inputs past the 32nd share a path bit', () => {
    const random = seeded(11);
    const n = 1200;
    // 34 inputs: 0 and 32 (and 1 and 33) share a bit of the path masks; 32 and 33 carry the signal.
    const inputs = Array.from({ length: 34 }, () => Float64Array.from({ length: n }, () => random.normal()));
    const y = Float64Array.from(
      { length: n },
      (_, row) => inputs[32]![row]! + (inputs[33]![row]! > 0 ? 1 : 0),
    );
    const { model } = fitBoosting(
      'regression',
      0,
      inputs,
      y,
      all(1000),
      Uint32Array.from({ length: 200 }, (_, at) => 1000 + at),
    );
    const rows = Uint32Array.from({ length: 200 }, (_, at) => 1000 + at);
    const scorer = boostingScorer(model, 'regression', inputs, rows);
    for (const changed of [[0], [32], [1, 33]]) {
      const permuted = inputs.map((input, index) =>
        changed.includes(index) ? input.slice().reverse() : input,
      );
      expect(Array.from(scorer(changed, permuted).values)).toEqual(
        Array.from(boostingOutputs(model, 'regression', permuted, rows).values),
      );
    }
  });
  it('gives each feature the mean and sd of its drop in R² over the repeats, sd 0 for a feature never used', () => {
    // The "model" predicts y from input 0 alone (y is input 0 plus noise); input 1 is never looked at.
    const random = seeded(5);
    const n = 80;
    const signal = Float64Array.from({ length: n }, () => random.normal());
    const unused = Float64Array.from({ length: n }, () => random.normal());
    const y = Float64Array.from(signal, (value) => value + 0.5 * random.normal());
    const test = Uint32Array.from({ length: 40 }, (_, at) => 2 * at);
    // R² by hand, over the scored rows only.
    const r2Of = (predicted: Float64Array, rows: Uint32Array) => {
      const mean = rows.reduce((sum, row) => sum + y[row]!, 0) / rows.length;
      let squares = 0;
      let spread = 0;
      rows.forEach((row, at) => {
        squares += (y[row]! - predicted[at]!) ** 2;
        spread += (y[row]! - mean) ** 2;
      });
      return 1 - squares / spread;
    };
    const calls: { changed: number[] | undefined; r2: number }[] = [];
    const importance = permutationImportance({
      model: 'linear',
      task: 'regression',
      classes: 0,
      names: ['signal', 'unused'],
      inputs: [signal, unused],
      owner: Int32Array.from([0, 1]),
      y,
      test,
      seed: 3,
      outputs: (inputs, rows, changed) => {
        const values = Float64Array.from(rows, (row) => inputs[0]![row]!);
        calls.push({ changed, r2: r2Of(values, rows) });
        return { width: 1, values };
      },
    });
    expect(importance).toMatchObject({ metric: 'r2', repeats: importanceRepeats, rows: 40 });
    expect(importanceRepeats).toBe(5);
    // One unshuffled call, then `repeats` shuffles of each feature's inputs.
    expect(calls.map((call) => call.changed)).toEqual([
      undefined,
      [0],
      [0],
      [0],
      [0],
      [0],
      [1],
      [1],
      [1],
      [1],
      [1],
    ]);
    const reference = calls[0]!.r2;
    const expected = (feature: number) => {
      const drops = calls.filter((call) => call.changed?.[0] === feature).map((call) => reference - call.r2);
      const mean = drops.reduce((sum, drop) => sum + drop, 0) / drops.length;
      const sd = Math.sqrt(drops.reduce((sum, drop) => sum + (drop - mean) ** 2, 0) / (drops.length - 1));
      return { mean, sd };
    };
    const [first, second] = importance.features;
    expect(first!.column).toBe('signal');
    expect(first!.mean).toBeCloseTo(expected(0).mean, 12);
    expect(first!.sd).toBeCloseTo(expected(0).sd, 12);
    // Shuffling the signal costs R² (well over half of it here), by a different amount each repeat.
    expect(first!.mean).toBeGreaterThan(0.5);
    expect(first!.sd).toBeGreaterThan(0.01);
    expect(second).toEqual({ column: 'unused', mean: 0, sd: 0 });
  });
});

describe('boosting internals', () => {
  it('never splits on an input with one value, and learns the same trees with it or without it', () => {
    const random = seeded(5);
    const n = 1000;
    const x = Float64Array.from({ length: n }, () => random.normal());
    const constant = new Float64Array(n).fill(1);
    const y = Float64Array.from({ length: n }, (_, row) => (x[row]! > 0.3 ? 2 : 0) + 0.1 * random.normal());
    const fit = all(800);
    const validation = Uint32Array.from({ length: 200 }, (_, at) => 800 + at);
    const alone = fitBoosting('regression', 0, [x], y, fit, validation).model;
    const beside = fitBoosting('regression', 0, [x, constant], y, fit, validation).model;
    expect(beside.trees.flatMap((tree) => tree.feature)).not.toContain(1);
    expect(beside.trees.map((tree) => tree.value)).toEqual(alone.trees.map((tree) => tree.value));
  });

  it('scores a model and its JSON copy alike (compiled trees are kept per model object)', () => {
    const random = seeded(9);
    const n = 600;
    const inputs = [Float64Array.from({ length: n }, () => random.normal())];
    const y = Float64Array.from({ length: n }, (_, row) => Math.sin(inputs[0]![row]!));
    const { model } = fitBoosting(
      'regression',
      0,
      inputs,
      y,
      all(500),
      Uint32Array.from({ length: 100 }, (_, at) => 500 + at),
    );
    const rows = all(n);
    const first = boostingOutputs(model, 'regression', inputs, rows).values;
    expect(boostingOutputs(model, 'regression', inputs, rows).values).toEqual(first);
    expect(boostingOutputs(JSON.parse(JSON.stringify(model)), 'regression', inputs, rows).values).toEqual(
      first,
    );
  });
});

describe('the linear model', () => {
  it('solves a small system by Cholesky', () => {
    // [[4, 2], [2, 3]] x = [2, 1] → x = [0.5, 0].
    const factor = choleskyFactor(Float64Array.from([4, 2, 2, 3]), 2);
    expect(Array.from(choleskySolve(factor, 2, Float64Array.from([2, 1])))).toEqual([0.5, 0]);
  });

  it('recovers planted coefficients (standardised back to the input scale)', () => {
    const random = seeded(4);
    const n = 2000;
    const a = Float64Array.from({ length: n }, () => random.normal() * 2 + 10);
    const b = Float64Array.from({ length: n }, () => random.normal());
    const y = Float64Array.from({ length: n }, (_, row) => 4 + 3 * a[row]! - b[row]! + 0.1 * random.normal());
    const { model } = fitLinear(
      'regression',
      0,
      [a, b],
      y,
      all(1600),
      Uint32Array.from({ length: 400 }, (_, at) => 1600 + at),
    );
    const [, wa, wb] = model.weights[0]!;
    expect(wa! / model.scales[0]!).toBeCloseTo(3, 1);
    expect(wb! / model.scales[1]!).toBeCloseTo(-1, 1);
  });
});

describe('scores', () => {
  it('R², MAE and RMSE on known values; a perfect model scores 1 with a point interval', () => {
    const y = Float64Array.from([1, 2, 3, 4]);
    const scores = regressionScores(y, Float64Array.from([1, 2, 3, 6]), []);
    expect(scores.r2.value).toBeCloseTo(1 - 4 / 5, 12);
    expect(scores.mae.value).toBe(0.5);
    expect(scores.rmse.value).toBe(1);
    const perfect = regressionScores(y, y, resamples(4, 1));
    expect(perfect.mae).toEqual({ value: 0, low: 0, high: 0 });
  });

  it('accuracy, balanced accuracy, macro-F1, AUC and the confusion matrix on known classes', () => {
    // Actual 0,0,0,1 ; P(1) .1 .6 .2 .9 → predicted 0,1,0,1.
    const scores = classificationScores(
      'binary',
      Float64Array.from([0, 0, 0, 1]),
      { width: 1, values: Float64Array.from([0.1, 0.6, 0.2, 0.9]) },
      2,
      [],
    );
    expect(scores.confusion).toEqual([
      [2, 1],
      [0, 1],
    ]);
    expect(scores.accuracy.value).toBe(0.75);
    expect(scores.balancedAccuracy.value).toBeCloseTo((2 / 3 + 1) / 2, 12);
    expect(scores.macroF1.value).toBeCloseTo((0.8 + 2 / 3) / 2, 12);
    expect(scores.auc!.value).toBe(1);
  });

  it('average ranks share ties (−0 and 0 among them), as counting smaller and equal values says', () => {
    expect(Array.from(averageRanks(Float64Array.from([3, 1, 3, 2, -0, 0])))).toEqual([
      5.5, 3, 5.5, 4, 1.5, 1.5,
    ]);
    const random = seeded(3);
    const values = Float64Array.from({ length: 400 }, () => Math.round(random.normal() * 4));
    const counted = Array.from(values, (value) => {
      const below = values.filter((other) => other < value).length;
      const equal = values.filter((other) => other === value).length;
      return below + (equal + 1) / 2;
    });
    expect(Array.from(averageRanks(values))).toEqual(counted);
  });

  it('sorts thousands of numbers by their bits as the built-in sort does, telling where each came from', () => {
    const random = seeded(11);
    const special = [0, -0, 5e-324, -5e-324, Infinity, -Infinity, 1e300, -1e300];
    const values = Float64Array.from({ length: 5000 }, (_, at) =>
      at % 10 === 0 ? special[(at / 10) % special.length]! : Math.round(random.normal() * 1000) / 8,
    );
    const { sorted, order } = sortWithOrder(values);
    const native = values.slice().sort();
    expect(sorted.every((value, at) => Object.is(value, native[at]))).toBe(true);
    expect(Array.from(order, (from) => values[from])).toEqual(Array.from(sorted));
    // Equal values keep their first order.
    expect(
      sorted.every(
        (value, at) => at === 0 || !Object.is(value, sorted[at - 1]) || order[at]! > order[at - 1]!,
      ),
    ).toBe(true);
    const counted = Array.from(values, (value) => {
      const below = values.filter((other) => other < value).length;
      const equal = values.filter((other) => other === value).length;
      return below + (equal + 1) / 2;
    });
    expect(Array.from(averageRanks(values))).toEqual(counted);
  });

  it('AUC counts ties half; Spearman is 1 for any rising relation', () => {
    expect(rocAuc(Float64Array.from([0.5, 0.5, 0.1, 0.9]), (row) => row === 0 || row === 3)).toBe(0.875);
    expect(spearman(Float64Array.from([1, 2, 3, 4]), Float64Array.from([1, 8, 27, 64]))).toBeCloseTo(1, 12);
  });

  it('a 95 % bootstrap interval covers the true MAE and R² in about 95 % of samples', () => {
    // y ~ N(0, 1), predicted = y + 0.5·N(0, 1): the true MAE is 0.5·√(2/π), the true R² is 1 − 0.25 = 0.75.
    const random = seeded(5);
    const trueMae = 0.5 * Math.sqrt(2 / Math.PI);
    let maeCovered = 0;
    let r2Covered = 0;
    const samples = 200;
    for (let sample = 0; sample < samples; sample++) {
      const y = Float64Array.from({ length: 300 }, () => random.normal());
      const predicted = Float64Array.from(y, (value) => value + random.normal() * 0.5);
      const scores = regressionScores(y, predicted, resamples(300, sample));
      if (scores.mae.low! <= trueMae && trueMae <= scores.mae.high!) maeCovered++;
      if (scores.r2.low! <= 0.75 && 0.75 <= scores.r2.high!) r2Covered++;
    }
    expect(maeCovered / samples).toBeGreaterThan(0.88);
    expect(maeCovered / samples).toBeLessThan(0.99);
    expect(r2Covered / samples).toBeGreaterThan(0.88);
    expect(r2Covered / samples).toBeLessThan(0.99);
  });
});

describe('prediction interval', () => {
  it('takes the ⌈0.9 (n + 1)⌉-th smallest absolute error of the held-out rows, and none from fewer than 9', () => {
    // Errors of 1 … 20 in a shuffled order, half of them negative: rank ⌈0.9 × 21⌉ = 19.
    const errors = [7, -3, 12, 1, -20, 5, 16, -9, 2, 14, -11, 18, 4, -6, 19, 10, -15, 8, 13, -17];
    const y = Float64Array.from(errors, (error, at) => at * 10 + error);
    const predicted = Float64Array.from(errors, (_, at) => at * 10);
    expect(conformalMargin(y, predicted)).toBe(19);
    expect(regressionScores(y, predicted, []).margin90).toBe(19);
    expect(conformalMargin(y.subarray(0, 9), predicted.subarray(0, 9))).toBe(20);
    expect(conformalMargin(y.subarray(0, 8), predicted.subarray(0, 8))).toBeNull();
  });

  it('holds about 9 in 10 new rows like the held-out ones within ± the margin', () => {
    const random = seeded(21);
    const noise = (n: number) => Float64Array.from({ length: n }, () => 3 * random.normal());
    const heldOut = noise(400);
    const margin = conformalMargin(heldOut, new Float64Array(400))!;
    const fresh = noise(20_000);
    const within = fresh.filter((error) => Math.abs(error) <= margin).length / fresh.length;
    expect(within).toBeGreaterThan(0.87);
    expect(within).toBeLessThan(0.93);
  });
});
