import { formatNumber } from '@/client/lib/format';
import type { Prediction, TrainedModel } from '@/shared/data/ml';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { formatPercent, formatScore } from './format-model';

/** A regression's spread on held-out rows: its mean absolute error and its 90 % prediction interval's margin. */
export type PredictionSpread = { typicalError: number | null; margin90: number | null };

/**
 * One row's prediction: the value with its 90 % prediction interval and the typical error, or the likeliest class
 * and every class' probability.
 */
export function PredictionResult({
  model,
  prediction,
  spread,
}: {
  model: TrainedModel;
  prediction: Prediction;
  spread: PredictionSpread;
}) {
  const copy = modelsMessages.predict;
  if ('value' in prediction) {
    const { typicalError, margin90 } = spread;
    return (
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold">{copy.value(model.target, formatScore(prediction.value))}</p>
        {margin90 !== null && (
          <p className="text-sm">
            {copy.range(formatScore(prediction.value - margin90), formatScore(prediction.value + margin90))}
          </p>
        )}
        {typicalError !== null && (
          <p className="text-sm text-muted-foreground">{copy.typicalError(formatScore(typicalError))}</p>
        )}
      </div>
    );
  }
  const entries = Object.entries(prediction.probabilities).sort((a, b) => b[1] - a[1]);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-lg font-semibold">
        {copy.label(
          model.target,
          prediction.label,
          formatPercent(prediction.probabilities[prediction.label] ?? 0),
        )}
      </p>
      <table className="w-full max-w-sm text-sm">
        <caption className="pb-1 text-left text-muted-foreground">{copy.probabilities}</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-1 pr-3 font-medium">
              {copy.class}
            </th>
            <th scope="col" className="py-1 font-medium">
              {copy.probability}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([label, probability]) => (
            <tr key={label} className="border-b last:border-0">
              <th scope="row" className="py-1 pr-3 text-left font-normal [overflow-wrap:anywhere]">
                {label}
              </th>
              <td className="py-1 tabular-nums">{formatNumber(probability, { maximumFractionDigits: 3 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
