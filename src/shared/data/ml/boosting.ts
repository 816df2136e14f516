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

/** A node's split, with the sums of the rows it sends left (the right ones are the node's less these). */
type Split = {
  feature: number;
  bin: number;
  missingLeft: boolean;
  gain: number;
  leftGradient: number;
  leftHessian: number;
};

/** Where each input's bins start in a histogram: 3 numbers (gradient, hessian, rows) per bin, missing first. */
const offsetsOf = (binCounts: number[]) => {
  const offsets = new Int32Array(binCounts.length + 1);
  binCounts.forEach((count, feature) => (offsets[feature + 1] = offsets[feature]! + (count + 1) * 3));
  return offsets;
};

/**
 * Gradient, hessian and row count per bin of the inputs that can split, for the rows `order[start..end)`. `slots`
 * holds, row-major, where each row's bin of each such input starts in `out` (`slots[row · k + j]` for the j-th of
 * k inputs: the input's offset plus 3 × its bin, worked out once before the rounds), so each row's gradient,
 * hessian and slots are read once for all inputs; a node's rows stay in ascending order (the partition is stable),
 * so those reads only move forwards. Every bin sums its rows in `order`. An input that cannot split (one value,
 * nothing missing) keeps zeros. With `unitHessian` (squared error: every hessian is 1) the hessians are the row
 * counts, copied rather than summed.
 */
function histogram(
  out: Float64Array,
  slots: Uint16Array | Uint32Array,
  inputs: number,
  order: Uint32Array,
  start: number,
  end: number,
  gradient: Float64Array,
  hessian: Float64Array,
  unitHessian: boolean,
): void {
  out.fill(0);
  if (unitHessian) {
    for (let at = start; at < end; at++) {
      const row = order[at]!;
      const g = gradient[row]!;
      const first = row * inputs;
      const last = first + inputs;
      for (let index = first; index < last; index++) {
        const slot = slots[index]!;
        out[slot]! += g;
        out[slot + 2]!++;
      }
    }
    for (let slot = 0; slot < out.length; slot += 3) out[slot + 1] = out[slot + 2]!;
    return;
  }
  for (let at = start; at < end; at++) {
    const row = order[at]!;
    const g = gradient[row]!;
    const h = hessian[row]!;
    const first = row * inputs;
    const last = first + inputs;
    for (let index = first; index < last; index++) {
      const slot = slots[index]!;
      out[slot]! += g;
      out[slot + 1]! += h;
      out[slot + 2]!++;
    }
  }
}

/**
 * The split of most gain among the inputs `built` (those that can split), in a fixed order (inputs, then bins
 * upwards, missing values left before right); the first of equal gains wins. An empty bin whose gradient and
 * hessian sums are exactly 0 repeats the previous bin's candidates, so it is passed over without changing the
 * answer.
 */
function bestSplit(
  hist: Float64Array,
  built: Int32Array,
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
  let bestLeftGradient = 0;
  let bestLeftHessian = 0;
  for (let index = 0; index < built.length; index++) {
    const feature = built[index]!;
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
            bestLeftGradient = glm;
            bestLeftHessian = hlm;
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
            bestLeftGradient = gl;
            bestLeftHessian = hl;
          }
        }
      }
    }
  }
  return bestFeature < 0
    ? undefined
    : {
        feature: bestFeature,
        bin: bestBin,
        missingLeft: bestMissingLeft,
        gain: bestGain,
        leftGradient: bestLeftGradient,
        leftHessian: bestLeftHessian,
      };
}

/** The training state of one tree: the fit rows' bins, gradients, and a pool of histograms by depth. */
type Grower = {
  bins: Uint8Array[];
  /** Each row's histogram slot per input that can split, row-major. */
  slots: Uint16Array | Uint32Array;
  /** The inputs that can split, in order. */
  built: Int32Array;
  unitHessian: boolean;
  binCounts: number[];
  offsets: Int32Array;
  /** The fit rows' gradients and hessians, by fit row. */
  gradient: Float64Array;
  hessian: Float64Array;
  order: Uint32Array;
  /** Room for the rows a partition sends right. */
  scratchOrder: Uint32Array;
  pool: Float64Array[];
  /** Each fit row's leaf value, filled as leaves are made. */
  leafOf: Float64Array;
};

/** A new node of `tree` (a leaf until it is given a split). */
function addNode(tree: Tree, value: number): number {
  tree.feature.push(-1);
  tree.cut.push(0);
  tree.missingLeft.push(0);
  tree.left.push(-1);
  tree.right.push(-1);
  tree.value.push(value);
  return tree.feature.length - 1;
}

const leafOfSums = (g: number, h: number) =>
  leafValue((-boostingSettings.learningRate * g) / (h + boostingSettings.lambda));

/**
 * Grows the node of rows `order[start..end)` (gradient sum `g`, hessian sum `h`) from its histogram `hist`. A split
 * whose children are at the largest depth makes them leaves from the split's sums in one pass over the rows, with
 * no histogram; otherwise the rows are partitioned in place (left first), the smaller child's histogram is built
 * and the larger one's is the parent's less it, in the parent's buffer.
 */
function grow(
  state: Grower,
  tree: Tree,
  start: number,
  end: number,
  depth: number,
  hist: Float64Array,
  g: number,
  h: number,
): number {
  const { maxDepth } = boostingSettings;
  const node = addNode(tree, 0);
  const c = end - start;
  const split =
    depth < maxDepth ? bestSplit(hist, state.built, state.binCounts, state.offsets, g, h, c) : undefined;
  const { order, leafOf } = state;
  if (!split) {
    const value = leafOfSums(g, h);
    tree.value[node] = value;
    for (let at = start; at < end; at++) leafOf[order[at]!] = value;
    return node;
  }
  const column = state.bins[split.feature]!;
  const missingLeft = split.missingLeft;
  const cutBin = split.bin;
  tree.feature[node] = split.feature;
  tree.cut[node] = cutBin - 1;
  tree.missingLeft[node] = missingLeft ? 1 : 0;
  const [gl, hl] = [split.leftGradient, split.leftHessian];
  const missing = missingLeft ? 1 : 0;
  if (depth + 1 === maxDepth) {
    const values = [leafOfSums(g - gl, h - hl), leafOfSums(gl, hl)] as const;
    tree.left[node] = addNode(tree, values[1]);
    tree.right[node] = addNode(tree, values[0]);
    for (let at = start; at < end; at++) {
      const row = order[at]!;
      const bin = column[row]!;
      leafOf[row] = values[bin === 0 ? missing : ((cutBin - bin) >>> 31) ^ 1]!;
    }
    return node;
  }
  // A stable partition without a branch per row: every row is written both at the left end and to the scratch
  // buffer, and only the side it belongs to moves on; the right rows then follow the left ones.
  let middle = start;
  let right = 0;
  const { scratchOrder } = state;
  for (let at = start; at < end; at++) {
    const row = order[at]!;
    const bin = column[row]!;
    const left = bin === 0 ? missing : ((cutBin - bin) >>> 31) ^ 1;
    order[middle] = row;
    scratchOrder[right] = row;
    middle += left;
    right += left ^ 1;
  }
  order.set(scratchOrder.subarray(0, right), middle);
  const small = state.pool[depth + 1] ?? (state.pool[depth + 1] = new Float64Array(hist.length));
  const leftSmaller = middle - start <= end - middle;
  histogram(
    small,
    state.slots,
    state.built.length,
    order,
    leftSmaller ? start : middle,
    leftSmaller ? middle : end,
    state.gradient,
    state.hessian,
    state.unitHessian,
  );
  for (let at = 0; at < hist.length; at++) hist[at]! -= small[at]!;
  // A node's subtree writes only its own buffer and the pool below its depth, so its sibling's buffer (the pool at
  // its depth, or the parent's) waits untouched.
  const [leftHist, rightHist] = leftSmaller ? [small, hist] : [hist, small];
  tree.left[node] = grow(state, tree, start, middle, depth + 1, leftHist, gl, hl);
  tree.right[node] = grow(state, tree, middle, end, depth + 1, rightHist, g - gl, h - hl);
  return node;
}

/** The leaf a row reaches, by its bins (`v ≤ cuts[k]` ⇔ bin ≤ k + 1). */
function leafByBin(tree: Tree, bins: Uint8Array[], at: number): number {
  let node = 0;
  for (;;) {
    const feature = tree.feature[node]!;
    if (feature < 0) return tree.value[node]!;
    const bin = bins[feature]![at]!;
    const goRight = bin === 0 ? tree.missingLeft[node]! ^ 1 : (tree.cut[node]! + 1 - bin) >>> 31;
    node = tree.left[node]! + goRight * (tree.right[node]! - tree.left[node]!);
  }
}

function transform(task: Task, scores: Float64Array, width: number): Float64Array {
  const out = scores.slice();
  const n = out.length / width;
  if (task === 'binary') for (let r = 0; r < n; r++) out[r] = sigmoid(out[r]!);
  if (task === 'multiclass') for (let r = 0; r < n; r++) softmaxAt(out, r * width, width);
  return out;
}

/**
 * A model's trees laid out end to end in typed arrays with their cut values (a cut past the last one: every present
 * value goes left); `roots[t]` is tree t's first node, and `left` and `right` index the whole layout.
 */
type Compiled = {
  trees: number;
  roots: Int32Array;
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
const compiledModels = new WeakMap<BoostingModel, Compiled>();

function compiledOf(model: BoostingModel): Compiled {
  let compiled = compiledModels.get(model);
  if (compiled?.trees !== model.trees.length) {
    compiled = compile(model);
    compiledModels.set(model, compiled);
  }
  return compiled;
}

function compile(model: BoostingModel): Compiled {
  const nodes = model.trees.reduce((sum, tree) => sum + tree.feature.length, 0);
  const compiled: Compiled = {
    trees: model.trees.length,
    roots: new Int32Array(model.trees.length),
    feature: new Int32Array(nodes),
    threshold: new Float64Array(nodes),
    missingLeft: new Uint8Array(nodes),
    left: new Int32Array(nodes),
    right: new Int32Array(nodes),
    value: new Float64Array(nodes),
  };
  let first = 0;
  model.trees.forEach((tree, index) => {
    compiled.roots[index] = first;
    tree.feature.forEach((feature, node) => {
      const at = first + node;
      compiled.feature[at] = feature;
      compiled.threshold[at] = feature < 0 ? 0 : (model.cuts[feature]![tree.cut[node]!] ?? Infinity);
      compiled.missingLeft[at] = tree.missingLeft[node]!;
      compiled.left[at] = first + tree.left[node]!;
      compiled.right[at] = first + tree.right[node]!;
      compiled.value[at] = tree.value[node]!;
    });
    first += tree.feature.length;
  });
  return compiled;
}

/**
 * The leaf value tree `t` gives a row whose inputs are `x`. Each step picks the child by arithmetic, not a branch:
 * which way a row goes is a coin toss to the processor, and a mispredicted branch per level cost a fifth more.
 */
function leafAt(compiled: Compiled, t: number, x: Float64Array): number {
  const { feature, threshold, missingLeft, left, right } = compiled;
  let node = compiled.roots[t]!;
  let split = feature[node]!;
  while (split >= 0) {
    const value = x[split]!;
    const goRight = value !== value ? missingLeft[node]! ^ 1 : +(value > threshold[node]!);
    node = left[node]! + goRight * (right[node]! - left[node]!);
    split = feature[node]!;
  }
  return compiled.value[node]!;
}

/** Copies row `row` of `inputs` into `x` (so a row's walks through every tree read one small array). */
function gather(inputs: Float64Array[], row: number, x: Float64Array): void {
  for (let input = 0; input < x.length; input++) x[input] = inputs[input]![row]!;
}

const baseOf = (model: BoostingModel, n: number) => {
  const width = model.base.length;
  const scores = new Float64Array(n * width);
  for (let at = 0; at < n; at++) scores.set(model.base, at * width);
  return scores;
};

/**
 * The outputs of a boosted model for `rows` of the raw inputs: row by row, each row's inputs gathered once, its
 * score the base plus every tree's leaf in tree order.
 */
export function boostingOutputs(
  model: BoostingModel,
  task: Task,
  inputs: Float64Array[],
  rows: Uint32Array,
): Outputs {
  const width = model.base.length;
  const scores = baseOf(model, rows.length);
  const compiled = compiledOf(model);
  const x = new Float64Array(inputs.length);
  for (let at = 0; at < rows.length; at++) {
    gather(inputs, rows[at]!, x);
    for (let t = 0; t < compiled.trees; t++) scores[at * width + (t % width)]! += leafAt(compiled, t, x);
  }
  return { width, values: transform(task, scores, width) };
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
  const { trees, roots, feature, threshold, missingLeft, left, right, value } = compiled;
  const n = rows.length;
  // Row-major: row `at`'s leaf value and path mask in tree t at `at · trees + t`.
  const leaves = new Float64Array(n * trees);
  const paths = new Uint32Array(n * trees);
  const x = new Float64Array(inputs.length);
  for (let at = 0; at < n; at++) {
    gather(inputs, rows[at]!, x);
    for (let t = 0; t < trees; t++) {
      let node = roots[t]!;
      let split = feature[node]!;
      let mask = 0;
      while (split >= 0) {
        mask |= 1 << (split & 31);
        const v = x[split]!;
        const goRight = v !== v ? missingLeft[node]! ^ 1 : +(v > threshold[node]!);
        node = left[node]! + goRight * (right[node]! - left[node]!);
        split = feature[node]!;
      }
      leaves[at * trees + t] = value[node]!;
      paths[at * trees + t] = mask;
    }
  }
  return (changed: readonly number[], permuted: Float64Array[]): Outputs => {
    let wanted = 0;
    for (const input of changed) wanted |= 1 << (input & 31);
    const scores = baseOf(model, n);
    for (let at = 0; at < n; at++) {
      gather(permuted, rows[at]!, x);
      for (let t = 0; t < trees; t++)
        scores[at * width + (t % width)]! +=
          (paths[at * trees + t]! & wanted) === 0 ? leaves[at * trees + t]! : leafAt(compiled, t, x);
    }
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
  // The inputs that can split: two values, or missing ones.
  const built = Int32Array.from(
    fitBins.map((_, input) => input).filter((input) => binCounts[input]! > 1 || fitBins[input]!.includes(0)),
  );
  const histLength = offsets[inputs.length]!;
  const slots = histLength <= 0x10000 ? new Uint16Array(n * built.length) : new Uint32Array(n * built.length);
  built.forEach((input, j) => {
    const column = fitBins[input]!;
    const offset = offsets[input]!;
    for (let r = 0; r < n; r++) slots[r * built.length + j] = offset + column[r]! * 3;
  });
  const state: Grower = {
    bins: fitBins,
    slots,
    built,
    unitHessian: task === 'regression',
    binCounts,
    offsets,
    gradient,
    hessian,
    order: new Uint32Array(n),
    scratchOrder: new Uint32Array(n),
    pool: [],
    leafOf: new Float64Array(n),
  };
  const trees: Tree[] = [];
  let best = validationLoss();
  let bestRounds = 0;
  const probabilities = new Float64Array(task === 'regression' ? 0 : n * width);
  const labels = Float64Array.from(fit, (row) => y[row]!);
  for (let round = 0; round < maxRounds; round++) {
    if (options.isCancelled?.()) throw new TrainingCancelled();
    if (task !== 'regression') probabilities.set(fitScores);
    if (task === 'binary') for (let r = 0; r < n; r++) probabilities[r] = sigmoid(probabilities[r]!);
    if (task === 'multiclass') for (let r = 0; r < n; r++) softmaxAt(probabilities, r * width, width);
    for (let c = 0; c < width; c++) {
      // Squared error: every hessian is 1 (filled once; the partition leaves them alone).
      if (task === 'regression') {
        for (let r = 0; r < n; r++) gradient[r] = fitScores[r]! - labels[r]!;
        if (round === 0) hessian.fill(1);
      } else {
        const positive = task === 'binary' ? 1 : c;
        for (let r = 0; r < n; r++) {
          const p = probabilities[r * width + c]!;
          gradient[r] = p - (labels[r] === positive ? 1 : 0);
          hessian[r] = Math.max(p * (1 - p), 1e-6);
        }
      }
      for (let r = 0; r < n; r++) state.order[r] = r;
      const tree: Tree = { feature: [], cut: [], missingLeft: [], left: [], right: [], value: [] };
      const root = state.pool[0] ?? (state.pool[0] = new Float64Array(histLength));
      histogram(root, slots, built.length, state.order, 0, n, gradient, hessian, state.unitHessian);
      let g = 0;
      let h = 0;
      for (let r = 0; r < n; r++) {
        g += gradient[r]!;
        h += hessian[r]!;
      }
      grow(state, tree, 0, n, 0, root, g, h);
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
