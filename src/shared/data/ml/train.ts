import type { ParsedTable } from '../ingest/table';
import type { ColumnType } from '../ingest/types';
import type { DataProfile } from '../profile/types';
import { boostingScorer, fitBoosting, TrainingCancelled } from './boosting';
import { chooseFeatures, inputsOf } from './features';
import { permutationImportance } from './importance';
import { fitLinear } from './linear';
import { meanLoss, type Outputs } from './outputs';
import { fitBaseline, outputsOf } from './predictor';
import { inputCount, readColumn, readerOf } from './read';
import { classificationScores, regressionScores, resamples } from './scores';
import { splitRows } from './split';
import { targetOf, type Target } from './task';
import type { MlProgress, ModelKind, ModelReport, Scores, TrainedModel, TrainResult } from './types';

export type TrainOptions = {
  /** The column to predict, by name. */
  target: string;
  /** The split, the bootstrap and the importance shuffles follow it: the same seed gives the same bytes. */
  seed?: number;
  onProgress?: (progress: MlProgress) => void;
  /**
   * Asked at every progress step (each column read, linear iteration, boosting round, model scored, feature
   * shuffled); true stops training with `TrainingCancelled`.
   */
  isCancelled?: () => boolean;
};

/** The date column that orders the split: the first date or date-time column other than the target. */
function timeColumn(table: ParsedTable, types: readonly ColumnType[], target: Target) {
  const index = types.findIndex(
    (type, at) =>
      at !== target.index && (type.kind === 'date' || type.kind === 'datetime') && type.distinct >= 2,
  );
  if (index < 0) return undefined;
  const column = readColumn(readerOf(types[index]!)!, table.columns[index] ?? []);
  return 'values' in column ? { name: types[index]!.name, values: column.values } : undefined;
}

/** The rows trained on, validated on and held out for a target and seed: what `trainModels` uses. */
export function splitOf(table: ParsedTable, types: readonly ColumnType[], target: Target, seed: number) {
  const time = timeColumn(table, types, target);
  const split = splitRows(target.y, seed, { classes: target.classes?.length, time: time?.values });
  return { split, timeColumn: time?.name };
}

/** The chosen model's outputs for importance: boosting re-walks only the trees that use a shuffled input. */
function importanceOutputs(
  predictor: TrainedModel['predictor'],
  task: TrainedModel['task'],
  inputs: Float64Array[],
) {
  let scorer: ReturnType<typeof boostingScorer> | undefined;
  return (permuted: Float64Array[], rows: Uint32Array, changed?: number[]): Outputs => {
    if (predictor.kind !== 'boosting' || !changed) return outputsOf(predictor, task, permuted, rows);
    scorer ??= boostingScorer(predictor, task, inputs, rows);
    return scorer(changed, permuted);
  };
}

function union(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out.sort();
}

/**
 * Trains the baseline, the linear model and gradient-boosted trees on a typed table to predict `target` (issue 21),
 * and scores them on held-out rows: plain JSON, the model chosen by validation loss with its permutation importance,
 * leaks held back, and the chosen model with its feature encoding (for `predict`). Pure and deterministic: no clock,
 * no locale, seeded draws.
 */
export function trainModels(
  table: ParsedTable,
  types: readonly ColumnType[],
  profile: DataProfile,
  options: TrainOptions,
): TrainResult {
  const seed = options.seed ?? 1;
  const progress = (stage: MlProgress['stage']) => (done: number, total: number) => {
    if (options.isCancelled?.()) throw new TrainingCancelled();
    options.onProgress?.({ stage, done, total });
  };
  const read = targetOf(options.target, table.columns, types);
  if (!read.ok) return read;
  const target = read.target;
  const { task } = target;
  const classes = target.classes?.length ?? 0;
  const { split, timeColumn: timeName } = splitOf(table, types, target, seed);
  const training = union(split.fit, split.validation);
  progress('prepare')(0, 1);
  const chosen = chooseFeatures(table.columns, types, profile, target, training, progress('prepare'));
  if (chosen.features.length === 0)
    return { ok: false, refused: { reason: 'no-features', target: target.name } };
  const { columns: inputs, owner, features } = inputsOf(chosen.features, chosen.read);
  progress('prepare')(1, 1);

  const { y } = target;
  const baseline = fitBaseline(task, classes, y, split.fit);
  const linear = fitLinear(task, classes, inputs, y, split.fit, split.validation, progress('linear'));
  const boosting = fitBoosting(task, classes, inputs, y, split.fit, split.validation, {
    onRound: progress('boosting'),
  });
  const candidates = [
    {
      predictor: baseline,
      validationLoss: meanLoss(
        task,
        outputsOf(baseline, task, inputs, split.validation),
        y,
        split.validation,
      ),
    },
    linear,
    boosting,
  ].map((candidate) => ({
    ...candidate,
    predictor: 'model' in candidate ? candidate.model : candidate.predictor,
  }));

  progress('scoring')(0, candidates.length);
  const actual = Float64Array.from(split.test, (row) => y[row]!);
  const draws = resamples(split.test.length, seed);
  const scored = (outputs: Outputs): Scores =>
    task === 'regression'
      ? regressionScores(actual, outputs.values, draws)
      : classificationScores(task, actual, outputs, classes, draws);
  const models: ModelReport[] = candidates.map(({ predictor, validationLoss }, done) => {
    const test = scored(outputsOf(predictor, task, inputs, split.test));
    progress('scoring')(done + 1, candidates.length);
    const detail =
      predictor.kind === 'linear'
        ? { lambda: predictor.lambda }
        : predictor.kind === 'boosting'
          ? { rounds: predictor.rounds, trees: predictor.trees.length }
          : {};
    return {
      kind: predictor.kind,
      validationLoss: Number.isFinite(validationLoss) ? validationLoss : null,
      test,
      detail,
    };
  });
  // The lowest validation loss wins; on a tie the simpler model (baseline, then linear).
  let best = 0;
  candidates.forEach((candidate, at) => {
    if (candidate.validationLoss < candidates[best]!.validationLoss) best = at;
  });
  const predictor = candidates[best]!.predictor;
  const kind: ModelKind = predictor.kind;
  const importance =
    kind === 'baseline'
      ? null
      : permutationImportance({
          model: kind,
          task,
          classes,
          names: features.map((feature) => feature.name),
          inputs,
          owner,
          y,
          test: split.test,
          seed,
          outputs: importanceOutputs(predictor, task, inputs),
          onFeature: progress('importance'),
        });
  const model: TrainedModel = {
    version: 1,
    task,
    target: target.name,
    ...(target.classes ? { classes: target.classes } : {}),
    features,
    predictor,
  };
  return {
    ok: true,
    model,
    report: {
      version: 1,
      target: target.name,
      task,
      ...(target.classes ? { classes: target.classes } : {}),
      seed,
      rows: {
        total: table.rowCount,
        missingTarget: table.rowCount - target.present,
        fit: split.fit.length,
        validation: split.validation.length,
        test: split.test.length,
      },
      split: { kind: split.kind, ...(timeName ? { timeColumn: timeName } : {}) },
      features: features.map((feature) => ({
        column: feature.name,
        kind: feature.kind,
        inputs: inputCount(feature),
      })),
      excluded: chosen.excluded,
      leaks: chosen.leaks,
      models,
      chosen: kind,
      importance,
    },
  };
}
