import type { TrainedModel, TrainReport } from '@/shared/data/ml';
import { BatchPrediction } from './batch-prediction';
import { ModelReportView } from './model-report';
import { PredictionForm } from './prediction-form';

/** The chosen model's mean absolute error on held-out rows (regression), the prediction's typical error. */
export function typicalErrorOf(report: TrainReport): number | null {
  const chosen = report.models.find((model) => model.kind === report.chosen);
  return chosen && 'mae' in chosen.test ? chosen.test.mae.value : null;
}

/** A trained model, here or saved: its report, then a prediction for one row and for a file of rows. */
export function TrainedModelView({ report, model }: { report: TrainReport; model: TrainedModel }) {
  return (
    <div className="flex flex-col gap-8">
      <ModelReportView report={report} />
      <PredictionForm model={model} typicalError={typicalErrorOf(report)} />
      <BatchPrediction model={model} />
    </div>
  );
}
