import { pointDecimal } from '@/shared/data/ingest/numbers';
import type { FeatureColumn, TrainedModel } from '@/shared/data/ml';

/**
 * The model as the prediction form feeds it: a number input gives "1234.5" and a date input "2026-11-26" whatever
 * the file's own formats were, so those features read the form's formats; everything else is the model's own.
 */
export function formModel(model: TrainedModel): TrainedModel {
  const read = (feature: FeatureColumn): FeatureColumn =>
    feature.kind === 'number'
      ? { ...feature, format: pointDecimal }
      : feature.kind === 'date'
        ? { ...feature, order: 'ymd' }
        : feature;
  return { ...model, features: model.features.map(read) };
}
