import type { TrainedModel, TrainReport } from '@/shared/data/ml';
import { BatchPrediction } from './batch-prediction';
import { ModelReportView } from './model-report';
import { PredictionForm } from './prediction-form';
import type { PredictionSpread } from './prediction-result';

/**
 * How far a regression's prediction may be from the value: the chosen model's mean absolute error on held-out
 * rows and the margin of its 90 % prediction interval (null for classes, and the margin for models trained before
 * it was kept).
 */
export function predictionSpreadOf(report: TrainReport): PredictionSpread {
  const chosen = report.models.find((model) => model.kind === report.chosen);
  if (!chosen || !('mae' in chosen.test)) return { typicalError: null, margin90: null };
  return { typicalError: chosen.test.mae.value, margin90: chosen.test.margin90 ?? null };
}

/** A trained model, here or saved: its report, then a prediction for one row and for a file of rows. */
export function TrainedModelView({ report, model }: { report: TrainReport; model: TrainedModel }) {
  return (
    <div className="flex flex-col gap-8">
      <ModelReportView report={report} />
      <PredictionForm model={model} spread={predictionSpreadOf(report)} />
      <BatchPrediction model={model} />
    </div>
  );
}
