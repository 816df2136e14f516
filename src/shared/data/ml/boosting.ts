import { binned, cutsOf } from './bins';
import { meanLoss, sigmoid, softmaxAt, type Outputs } from './outputs';
import type { BoostingModel, Task, Tree } from './types';

/** The boosting settings: a common default set (LightGBM's and XGBoost's neighbourhood), fixed for now. */
export const boostingSettings = {
  learningRate: 0.1,
  maxDepth: 6,
  maxRounds: 500,
  /** Rounds without a better validation loss before stopping. */
  patience: 20,
  /** L2 penalty on leaf values. */
  lambda: 1,
  minLeafRows: 20,
  minLeafHessian: 1e-3,
};

/** Thrown when the caller cancels between rounds. */
export class TrainingCancelled extends Error {
  constructor() {
    super('Training cancelled');
    this.name = 'TrainingCancelled';
  }
}

/** Leaf values keep 8 significant digits, in training as in the saved model, so both predict alike. */
const leafValue = (value: number) => Number(value.toPrecision(8));

type Split = { feature: number; bin: number; missingLeft: boolean; gain: number };

/** Where each input's bins start in a histogram: 3 numbers (gradient, hessian, rows) per bin, missing first. */
const offsetsOf = (binCounts: number[]) => {
  const offsets = new Int32Array(binCounts.length + 1);
  binCounts.forEach((count, feature) => (offsets[feature + 1] = offsets[feature]! + (count + 1) * 3));
  return offsets;
};

/** Gradient, hessian and row count per bin of every input, for the rows `order[start..end)`. */
function histogram(
  out: Float64Array,
  bins: Uint8Array[],
  offsets: Int32Array,
  order: Uint32Array,
  start: number,
  end: number,
  gradient: Float64Array,
  hessian: Float64Array,
): void {
  out.fill(0);
  bins.forEach((column, feature) => {
    const base = offsets[feature]!;
    for (let at = start; at < end; at++) {
      const row = order[at]!;
      const slot = base + column[row]! * 3;
      out[slot]! += gradient[row]!;
      out[slot + 1]! += hessian[row]!;
      out[slot + 2]!++;
    }
  });
}

function bestSplit(
  hist: Float64Array,
  binCounts: number[],
  offsets: Int32Array,
  total: [number, number, number],
): Split | undefined {
  const { lambda, minLeafRows, minLeafHessian } = boostingSettings;
  const [g, h, c] = total;
  const parent = (g * g) / (h + lambda);
  let best: Split | undefined;
  const consider = (
    feature: number,
    bin: number,
    missingLeft: boolean,
    gl: number,
    hl: number,
    cl: number,
  ) => {
    const gr = g - gl;
    const hr = h - hl;
    const cr = c - cl;
    if (cl < minLeafRows || cr < minLeafRows || hl < minLeafHessian || hr < minLeafHessian) return;
    const gain = (gl * gl) / (hl + lambda) + (gr * gr) / (hr + lambda) - parent;
    if (gain > 1e-12 && (!best || gain > best.gain)) best = { feature, bin, missingLeft, gain };
  };
  binCounts.forEach((count, feature) => {
    const base = offsets[feature]!;
    const gm = hist[base]!;
    const hm = hist[base + 1]!;
    const cm = hist[base + 2]!;
    let gl = 0;
    let hl = 0;
    let cl = 0;
    // Value bins 1..count; a split at `bin` sends bins 1..bin left. At `count` every present value goes left and
    // the missing ones right: missing against present.
    for (let bin = 1; bin <= count; bin++) {
      const slot = base + bin * 3;
      gl += hist[slot]!;
      hl += hist[slot + 1]!;
      cl += hist[slot + 2]!;
      if (bin < count) {
        if (cm > 0) consider(feature, bin, true, gl + gm, hl + hm, cl + cm);
        consider(feature, bin, cm > 0 ? false : cl >= c - cl, gl, hl, cl);
      } else if (cm > 0) consider(feature, bin, false, gl, hl, cl);
    }
  });
  return best;
}

/** The training state of one tree: the fit rows' bins, gradients, and a pool of histograms by depth. */
type Grower = {
  bins: Uint8Array[];
  binCounts: number[];
  offsets: Int32Array;
  gradient: Float64Array;
  hessian: Float64Array;
  order: Uint32Array;
  pool: Float64Array[];
  /** Each fit row's leaf value, filled as leaves are made. */
  leafOf: Float64Array;
};

function grow(
  state: Grower,
  tree: Tree,
  start: number,
  end: number,
  depth: number,
  hist: Float64Array,
): number {
  const { learningRate, maxDepth, lambda } = boostingSettings;
  const node = tree.feature.length;
  tree.feature.push(-1);
  tree.cut.push(0);
  tree.missingLeft.push(0);
  tree.left.push(-1);
  tree.right.push(-1);
  tree.value.push(0);
  let g = 0;
  let h = 0;
  const c = end - start;
  // Every row falls in one bin of the first input: its bins sum the node.
  for (let bin = 0; bin <= state.binCounts[0]!; bin++) {
    g += hist[bin * 3]!;
    h += hist[bin * 3 + 1]!;
  }
  const split = depth < maxDepth ? bestSplit(hist, state.binCounts, state.offsets, [g, h, c]) : undefined;
  if (!split) {
    const value = leafValue((-learningRate * g) / (h + lambda));
    tree.value[node] = value;
    for (let at = start; at < end; at++) state.leafOf[state.order[at]!] = value;
    return node;
  }
  const column = state.bins[split.feature]!;
  const goesLeft = (row: number) => {
    const bin = column[row]!;
    return bin === 0 ? split.missingLeft : bin <= split.bin;
  };
  // Partition in place: left rows first.
  let middle = start;
  for (let at = start; at < end; at++) {
    const row = state.order[at]!;
    if (goesLeft(row)) {
      state.order[at] = state.order[middle]!;
      state.order[middle++] = row;
    }
  }
  tree.feature[node] = split.feature;
  tree.cut[node] = split.bin - 1;
  tree.missingLeft[node] = split.missingLeft ? 1 : 0;
  // The smaller child's histogram is built; the larger one's is the parent's less it, in the parent's buffer.
  const small = state.pool[depth + 1] ?? (state.pool[depth + 1] = new Float64Array(hist.length));
  const leftSmaller = middle - start <= end - middle;
  if (leftSmaller)
    histogram(small, state.bins, state.offsets, state.order, start, middle, state.gradient, state.hessian);
  else histogram(small, state.bins, state.offsets, state.order, middle, end, state.gradient, state.hessian);
  for (let at = 0; at < hist.length; at++) hist[at]! -= small[at]!;
  // A node's subtree writes only its own buffer and the pool below its depth, so its sibling's buffer (the pool at
  // its depth, or the parent's) waits untouched.
  const [leftHist, rightHist] = leftSmaller ? [small, hist] : [hist, small];
  tree.left[node] = grow(state, tree, start, middle, depth + 1, leftHist);
  tree.right[node] = grow(state, tree, middle, end, depth + 1, rightHist);
  return node;
}

/** The leaf a row reaches, by its bins (`v ≤ cuts[k]` ⇔ bin ≤ k + 1). */
function leafByBin(tree: Tree, bins: Uint8Array[], at: number): number {
  let node = 0;
  for (;;) {
    const feature = tree.feature[node]!;
    if (feature < 0) return tree.value[node]!;
    const bin = bins[feature]![at]!;
    const left = bin === 0 ? tree.missingLeft[node] === 1 : bin <= tree.cut[node]! + 1;
    node = left ? tree.left[node]! : tree.right[node]!;
  }
}

function transform(task: Task, scores: Float64Array, width: number): Float64Array {
  const out = scores.slice();
  const n = out.length / width;
  if (task === 'binary') for (let r = 0; r < n; r++) out[r] = sigmoid(out[r]!);
  if (task === 'multiclass') for (let r = 0; r < n; r++) softmaxAt(out, r * width, width);
  return out;
}

/** A tree laid out in typed arrays with its cut values (a cut past the last one: every present value goes left). */
type Compiled = {
  feature: Int32Array;
  threshold: Float64Array;
  missingLeft: Uint8Array;
  left: Int32Array;
  right: Int32Array;
  value: Float64Array;
};

/**
 * Each model's trees compiled once: a saved model answering prediction calls is the same object call after call
 * (services/models/ready-model.ts), and compiling thousands of trees costs far more than scoring one row.
 */
const compiledTrees = new WeakMap<BoostingModel, Compiled[]>();

function compiledOf(model: BoostingModel): Compiled[] {
  let trees = compiledTrees.get(model);
  if (trees?.length !== model.trees.length) {
    trees = model.trees.map((tree) => compile(model, tree));
    compiledTrees.set(model, trees);
  }
  return trees;
}

function compile(model: BoostingModel, tree: Tree): Compiled {
  const feature = Int32Array.from(tree.feature);
  return {
    feature,
    threshold: Float64Array.from(tree.cut, (cut, node) =>
      feature[node]! < 0 ? 0 : (model.cuts[feature[node]!]![cut] ?? Infinity),
    ),
    missingLeft: Uint8Array.from(tree.missingLeft),
    left: Int32Array.from(tree.left),
    right: Int32Array.from(tree.right),
    value: Float64Array.from(tree.value),
  };
}

/** Adds a tree's leaf value for each of `rows` to `scores[at · width + c]`. */
function addTree(
  tree: Compiled,
  inputs: Float64Array[],
  rows: Uint32Array,
  scores: Float64Array,
  width: number,
  c: number,
) {
  const { feature, threshold, missingLeft, left, right, value } = tree;
  for (let at = 0; at < rows.length; at++) {
    const row = rows[at]!;
    let node = 0;
    let split = feature[0]!;
    while (split >= 0) {
      const x = inputs[split]![row]!;
      node = (x !== x ? missingLeft[node] === 1 : x <= threshold[node]!) ? left[node]! : right[node]!;
      split = feature[node]!;
    }
    scores[at * width + c]! += value[node]!;
  }
}

const baseOf = (model: BoostingModel, n: number) => {
  const width = model.base.length;
  const scores = new Float64Array(n * width);
  for (let at = 0; at < n; at++) scores.set(model.base, at * width);
  return scores;
};

/** The outputs of a boosted model for `rows` of the raw inputs. */
export function boostingOutputs(
  model: BoostingModel,
  task: Task,
  inputs: Float64Array[],
  rows: Uint32Array,
): Outputs {
  const width = model.base.length;
  const scores = baseOf(model, rows.length);
  compiledOf(model).forEach((tree, index) => addTree(tree, inputs, rows, scores, width, index % width));
  return { width, values: transform(task, scores, width) };
}

/**
 * Outputs for fixed `rows` when only some inputs change (permutation importance): a tree that splits on none of
 * them adds what it added for the original inputs, so only the trees using a shuffled feature are walked again.
 * The sums run in the same order as `boostingOutputs`, so the result is the same to the bit.
 */
export function boostingScorer(model: BoostingModel, task: Task, inputs: Float64Array[], rows: Uint32Array) {
  const width = model.base.length;
  const compiled = model.trees.map((tree) => compile(model, tree));
  const uses = model.trees.map((tree) => new Set(tree.feature.filter((feature) => feature >= 0)));
  const cached = compiled.map((tree, index) => {
    const alone = new Float64Array(rows.length * width);
    addTree(tree, inputs, rows, alone, width, index % width);
    return alone;
  });
  return (changed: readonly number[], permuted: Float64Array[]): Outputs => {
    const scores = baseOf(model, rows.length);
    compiled.forEach((tree, index) => {
      const c = index % width;
      if (changed.some((input) => uses[index]!.has(input))) addTree(tree, permuted, rows, scores, width, c);
      else {
        const alone = cached[index]!;
        for (let at = 0; at < rows.length; at++) scores[at * width + c]! += alone[at * width + c]!;
      }
    });
    return { width, values: transform(task, scores, width) };
  };
}

function baseScores(task: Task, classes: number, y: Float64Array, fit: Uint32Array): number[] {
  if (task === 'regression') return [fit.reduce((sum, row) => sum + y[row]!, 0) / fit.length];
  const counts = new Float64Array(classes).fill(1);
  for (const row of fit) counts[y[row]!]!++;
  const total = fit.length + classes;
  if (task === 'binary') return [leafValue(Math.log(counts[1]! / counts[0]!))];
  return Array.from(counts, (count) => leafValue(Math.log(count / total)));
}

/**
 * Gradient-boosted trees on histograms (issue 21): quantile bins (≤ 255, missing values their own bin, sent left
 * or right as the split gains most), depth-limited trees grown with the histogram subtraction trick, squared error,
 * log loss or softmax, early stopping on the validation rows (the best round kept).
 */
export function fitBoosting(
  task: Task,
  classes: number,
  inputs: Float64Array[],
  y: Float64Array,
  fit: Uint32Array,
  validation: Uint32Array,
  options: { onRound?: (done: number, total: number) => void; isCancelled?: () => boolean } = {},
): { model: BoostingModel; validationLoss: number } {
  const { maxRounds, patience } = boostingSettings;
  const width = task === 'multiclass' ? classes : 1;
  const cuts = inputs.map((input) => cutsOf(input, fit));
  const fitBins = inputs.map((input, index) => binned(input, cuts[index]!, fit));
  const validationBins = inputs.map((input, index) => binned(input, cuts[index]!, validation));
  const base = baseScores(task, classes, y, fit);
  const n = fit.length;
  const fitScores = new Float64Array(n * width);
  const validationScores = new Float64Array(validation.length * width);
  for (let c = 0; c < width; c++) {
    for (let r = 0; r < n; r++) fitScores[r * width + c] = base[c]!;
    for (let r = 0; r < validation.length; r++) validationScores[r * width + c] = base[c]!;
  }
  const validationLoss = () =>
    meanLoss(task, { width, values: transform(task, validationScores, width) }, y, validation);
  const gradient = new Float64Array(n);
  const hessian = new Float64Array(n);
  const binCounts = cuts.map((list) => list.length + 1);
  const state: Grower = {
    bins: fitBins,
    binCounts,
    offsets: offsetsOf(binCounts),
    gradient,
    hessian,
    order: new Uint32Array(n),
    pool: [],
    leafOf: new Float64Array(n),
  };
  const trees: Tree[] = [];
  let best = validationLoss();
  let bestRounds = 0;
  const probabilities = new Float64Array(n * width);
  for (let round = 0; round < maxRounds; round++) {
    if (options.isCancelled?.()) throw new TrainingCancelled();
    probabilities.set(fitScores);
    if (task === 'binary') for (let r = 0; r < n; r++) probabilities[r] = sigmoid(probabilities[r]!);
    if (task === 'multiclass') for (let r = 0; r < n; r++) softmaxAt(probabilities, r * width, width);
    for (let c = 0; c < width; c++) {
      for (let r = 0; r < n; r++) {
        const label = y[fit[r]!]!;
        if (task === 'regression') {
          gradient[r] = fitScores[r]! - label;
          hessian[r] = 1;
        } else {
          const p = probabilities[r * width + c]!;
          const isClass = task === 'binary' ? label === 1 : label === c;
          gradient[r] = p - (isClass ? 1 : 0);
          hessian[r] = Math.max(p * (1 - p), 1e-6);
        }
      }
      for (let r = 0; r < n; r++) state.order[r] = r;
      const tree: Tree = { feature: [], cut: [], missingLeft: [], left: [], right: [], value: [] };
      const root = state.pool[0] ?? (state.pool[0] = new Float64Array(state.offsets[inputs.length]!));
      histogram(root, fitBins, state.offsets, state.order, 0, n, gradient, hessian);
      grow(state, tree, 0, n, 0, root);
      for (let r = 0; r < n; r++) fitScores[r * width + c]! += state.leafOf[r]!;
      for (let r = 0; r < validation.length; r++)
        validationScores[r * width + c]! += leafByBin(tree, validationBins, r);
      trees.push(tree);
    }
    const loss = validationLoss();
    if (loss < best) {
      best = loss;
      bestRounds = round + 1;
    }
    options.onRound?.(round + 1, maxRounds);
    if (round + 1 - bestRounds >= patience) break;
  }
  const model: BoostingModel = {
    kind: 'boosting',
    cuts,
    base,
    trees: trees.slice(0, bestRounds * width),
    rounds: bestRounds,
  };
  return { model, validationLoss: best };
}
