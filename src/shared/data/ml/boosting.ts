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

/**
 * Gradient, hessian and row count per bin of the inputs that can split, for the rows `order[start..end)`. The bins
 * are read row-major (`packed[row · k + j]` for the j-th of k such inputs, whose bins start at `starts[j]` in `out`),
 * so each row's gradient, hessian and bins are read once for all inputs (the gradients and hessians by position in
 * `order`, kept in step with it, so they are read in sequence); every bin still sums its rows in `order`,
 * so the sums are the same to the bit as an input-by-input pass. An input that cannot split (one value, nothing
 * missing) keeps zeros. With `unitHessian` (squared error: every hessian is 1) the hessians are the row counts,
 * copied rather than summed.
 */
function histogram(
  out: Float64Array,
  packed: Uint8Array,
  starts: Int32Array,
  order: Uint32Array,
  start: number,
  end: number,
  gradient: Float64Array,
  hessian: Float64Array,
  unitHessian: boolean,
): void {
  out.fill(0);
  const inputs = starts.length;
  if (unitHessian) {
    for (let at = start; at < end; at++) {
      const g = gradient[at]!;
      const first = order[at]! * inputs;
      for (let input = 0; input < inputs; input++) {
        const slot = starts[input]! + packed[first + input]! * 3;
        out[slot]! += g;
        out[slot + 2]!++;
      }
    }
    for (let slot = 0; slot < out.length; slot += 3) out[slot + 1] = out[slot + 2]!;
    return;
  }
  for (let at = start; at < end; at++) {
    const g = gradient[at]!;
    const h = hessian[at]!;
    const first = order[at]! * inputs;
    for (let input = 0; input < inputs; input++) {
      const slot = starts[input]! + packed[first + input]! * 3;
      out[slot]! += g;
      out[slot + 1]! += h;
      out[slot + 2]!++;
    }
  }
}

/**
 * The split of most gain, in a fixed order (inputs, then bins upwards, missing values left before right); the first
 * of equal gains wins. An empty bin whose gradient and hessian sums are exactly 0 repeats the previous bin's
 * candidates, so it is passed over without changing the answer.
 */
function bestSplit(
  hist: Float64Array,
  binCounts: number[],
  offsets: Int32Array,
  g: number,
  h: number,
  c: number,
): Split | undefined {
  const { lambda, minLeafRows, minLeafHessian } = boostingSettings;
  const parent = (g * g) / (h + lambda);
  let bestGain = 0;
  let bestFeature = -1;
  let bestBin = 0;
  let bestMissingLeft = false;
  for (let feature = 0; feature < binCounts.length; feature++) {
    const count = binCounts[feature]!;
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
      const gb = hist[slot]!;
      const hb = hist[slot + 1]!;
      const cb = hist[slot + 2]!;
      gl += gb;
      hl += hb;
      cl += cb;
      if (bin > 1 && cb === 0 && gb === 0 && hb === 0) continue;
      if (bin < count && cm > 0) {
        // Missing values left with bins 1..bin.
        const glm = gl + gm;
        const hlm = hl + hm;
        const clm = cl + cm;
        const gr = g - glm;
        const hr = h - hlm;
        const cr = c - clm;
        if (clm >= minLeafRows && cr >= minLeafRows && hlm >= minLeafHessian && hr >= minLeafHessian) {
          const gain = (glm * glm) / (hlm + lambda) + (gr * gr) / (hr + lambda) - parent;
          if (gain > 1e-12 && (bestFeature < 0 || gain > bestGain)) {
            bestGain = gain;
            bestFeature = feature;
            bestBin = bin;
            bestMissingLeft = true;
          }
        }
      }
      if (bin < count || cm > 0) {
        const gr = g - gl;
        const hr = h - hl;
        const cr = c - cl;
        if (cl >= minLeafRows && cr >= minLeafRows && hl >= minLeafHessian && hr >= minLeafHessian) {
          const gain = (gl * gl) / (hl + lambda) + (gr * gr) / (hr + lambda) - parent;
          if (gain > 1e-12 && (bestFeature < 0 || gain > bestGain)) {
            bestGain = gain;
            bestFeature = feature;
            bestBin = bin;
            bestMissingLeft = bin < count && cm === 0 ? cl >= c - cl : false;
          }
        }
      }
    }
  }
  return bestFeature < 0
    ? undefined
    : { feature: bestFeature, bin: bestBin, missingLeft: bestMissingLeft, gain: bestGain };
}

/** The training state of one tree: the fit rows' bins, gradients, and a pool of histograms by depth. */
type Grower = {
  bins: Uint8Array[];
  /** The same bins row-major, for the histograms. */
  packed: Uint8Array;
  /** Where each packed input's bins start in a histogram. */
  starts: Int32Array;
  unitHessian: boolean;
  binCounts: number[];
  offsets: Int32Array;
  /** The fit rows' gradients and hessians in the order of `order` (partitioned with it). */
  orderedGradient: Float64Array;
  orderedHessian: Float64Array;
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
  const split = depth < maxDepth ? bestSplit(hist, state.binCounts, state.offsets, g, h, c) : undefined;
  if (!split) {
    const value = leafValue((-learningRate * g) / (h + lambda));
    tree.value[node] = value;
    for (let at = start; at < end; at++) state.leafOf[state.order[at]!] = value;
    return node;
  }
  const column = state.bins[split.feature]!;
  const { order, orderedGradient, orderedHessian } = state;
  const missingLeft = split.missingLeft;
  const cutBin = split.bin;
  // Partition in place: left rows first.
  let middle = start;
  for (let at = start; at < end; at++) {
    const row = order[at]!;
    const bin = column[row]!;
    if (bin === 0 ? missingLeft : bin <= cutBin) {
      order[at] = order[middle]!;
      order[middle] = row;
      const g = orderedGradient[at]!;
      orderedGradient[at] = orderedGradient[middle]!;
      orderedGradient[middle] = g;
      const h = orderedHessian[at]!;
      orderedHessian[at] = orderedHessian[middle]!;
      orderedHessian[middle++] = h;
    }
  }
  tree.feature[node] = split.feature;
  tree.cut[node] = split.bin - 1;
  tree.missingLeft[node] = split.missingLeft ? 1 : 0;
  // The smaller child's histogram is built; the larger one's is the parent's less it, in the parent's buffer.
  const small = state.pool[depth + 1] ?? (state.pool[depth + 1] = new Float64Array(hist.length));
  const leftSmaller = middle - start <= end - middle;
  histogram(
    small,
    state.packed,
    state.starts,
    state.order,
    leftSmaller ? start : middle,
    leftSmaller ? middle : end,
    state.orderedGradient,
    state.orderedHessian,
    state.unitHessian,
  );
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

/** The leaf value a row of the raw inputs reaches in a compiled tree. */
function leafAt(tree: Compiled, inputs: Float64Array[], row: number): number {
  const { feature, threshold, missingLeft, left, right, value } = tree;
  let node = 0;
  let split = feature[0]!;
  while (split >= 0) {
    const x = inputs[split]![row]!;
    node = (x !== x ? missingLeft[node] === 1 : x <= threshold[node]!) ? left[node]! : right[node]!;
    split = feature[node]!;
  }
  return value[node]!;
}

/**
 * Outputs for fixed `rows` when only some inputs change (permutation importance): a row whose path through a tree
 * tests none of them reaches the same leaf, so only the rows whose path tests a changed input are walked again
 * (each path's inputs kept as a 32-bit mask of input mod 32: a shared bit only walks a row again for nothing). The
 * sums run in the same order as `boostingOutputs`, so the result is the same to the bit.
 */
export function boostingScorer(model: BoostingModel, task: Task, inputs: Float64Array[], rows: Uint32Array) {
  const width = model.base.length;
  const compiled = compiledOf(model);
  const n = rows.length;
  const leaves = compiled.map(() => new Float64Array(n));
  const paths = compiled.map(() => new Uint32Array(n));
  compiled.forEach((tree, index) => {
    const { feature, threshold, missingLeft, left, right, value } = tree;
    const leafValues = leaves[index]!;
    const masks = paths[index]!;
    for (let at = 0; at < n; at++) {
      const row = rows[at]!;
      let node = 0;
      let split = feature[0]!;
      let mask = 0;
      while (split >= 0) {
        mask |= 1 << (split & 31);
        const x = inputs[split]![row]!;
        node = (x !== x ? missingLeft[node] === 1 : x <= threshold[node]!) ? left[node]! : right[node]!;
        split = feature[node]!;
      }
      leafValues[at] = value[node]!;
      masks[at] = mask;
    }
  });
  return (changed: readonly number[], permuted: Float64Array[]): Outputs => {
    let wanted = 0;
    for (const input of changed) wanted |= 1 << (input & 31);
    const scores = baseOf(model, n);
    compiled.forEach((tree, index) => {
      const c = index % width;
      const leafValues = leaves[index]!;
      const masks = paths[index]!;
      for (let at = 0; at < n; at++)
        scores[at * width + c]! +=
          (masks[at]! & wanted) === 0 ? leafValues[at]! : leafAt(tree, permuted, rows[at]!);
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
  const offsets = offsetsOf(binCounts);
  // The first input always (its bins sum a node); the others when they can split: two values, or missing ones.
  const built = fitBins
    .map((_, input) => input)
    .filter((input) => input === 0 || binCounts[input]! > 1 || fitBins[input]!.includes(0));
  const packed = new Uint8Array(n * built.length);
  built.forEach((input, j) => {
    const column = fitBins[input]!;
    for (let r = 0; r < n; r++) packed[r * built.length + j] = column[r]!;
  });
  const state: Grower = {
    bins: fitBins,
    packed,
    starts: Int32Array.from(built, (input) => offsets[input]!),
    unitHessian: task === 'regression',
    binCounts,
    offsets,
    orderedGradient: gradient,
    orderedHessian: hessian,
    order: new Uint32Array(n),
    pool: [],
    leafOf: new Float64Array(n),
  };
  const trees: Tree[] = [];
  let best = validationLoss();
  let bestRounds = 0;
  const probabilities = new Float64Array(n * width);
  const labels = Float64Array.from(fit, (row) => y[row]!);
  for (let round = 0; round < maxRounds; round++) {
    if (options.isCancelled?.()) throw new TrainingCancelled();
    probabilities.set(fitScores);
    if (task === 'binary') for (let r = 0; r < n; r++) probabilities[r] = sigmoid(probabilities[r]!);
    if (task === 'multiclass') for (let r = 0; r < n; r++) softmaxAt(probabilities, r * width, width);
    for (let c = 0; c < width; c++) {
      if (task === 'regression')
        for (let r = 0; r < n; r++) {
          gradient[r] = fitScores[r]! - labels[r]!;
          hessian[r] = 1;
        }
      else {
        const positive = task === 'binary' ? 1 : c;
        for (let r = 0; r < n; r++) {
          const p = probabilities[r * width + c]!;
          gradient[r] = p - (labels[r] === positive ? 1 : 0);
          hessian[r] = Math.max(p * (1 - p), 1e-6);
        }
      }
      for (let r = 0; r < n; r++) state.order[r] = r;
      const tree: Tree = { feature: [], cut: [], missingLeft: [], left: [], right: [], value: [] };
      const root = state.pool[0] ?? (state.pool[0] = new Float64Array(state.offsets[inputs.length]!));
      histogram(root, packed, state.starts, state.order, 0, n, gradient, hessian, state.unitHessian);
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
