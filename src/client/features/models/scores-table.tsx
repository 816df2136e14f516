import type { TrainReport } from '@/shared/data/ml';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { ConfusionMatrix } from './confusion-matrix';
import { formatInterval, higherIsBetter, metricsOf, scoreOf } from './format-model';

/** Whether the chosen model's headline score beats the baseline's on the held-out rows. */
export function beatsBaseline(report: TrainReport): boolean {
  const chosen = report.models.find((model) => model.kind === report.chosen);
  const baseline = report.models.find((model) => model.kind === 'baseline');
  const metric = metricsOf(report.task)[0]!;
  const value = chosen && scoreOf(chosen.test, metric)?.value;
  const base = baseline && scoreOf(baseline.test, metric)?.value;
  if (typeof value !== 'number' || typeof base !== 'number') return false;
  return higherIsBetter(metric) ? value > base : value < base;
}

/**
 * The chosen model's scores on the held-out rows, each with its 95 % interval, beside the baseline's; for classes,
 * its confusion matrix.
 */
export function ScoresTable({ report }: { report: TrainReport }) {
  const copy = modelsMessages.scores;
  const chosen = report.models.find((model) => model.kind === report.chosen);
  const baseline = report.models.find((model) => model.kind === 'baseline');
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="text-lg font-semibold">{copy.heading}</h3>
      <p className="text-sm">{beatsBaseline(report) ? copy.beats : copy.doesNotBeat}</p>
      <div className="max-w-full overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="pb-2 text-left text-muted-foreground">{copy.caption}</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3 font-medium">
                {copy.metric}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {copy.chosen}
              </th>
              <th scope="col" className="py-2 font-medium">
                {copy.baseline}
              </th>
            </tr>
          </thead>
          <tbody>
            {metricsOf(report.task).map((metric) => (
              <tr key={metric} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {copy.metrics[metric]}
                </th>
                <td className="py-2 pr-3 tabular-nums">
                  {chosen ? formatInterval(scoreOf(chosen.test, metric)) : copy.none}
                </td>
                <td className="py-2 tabular-nums">
                  {baseline ? formatInterval(scoreOf(baseline.test, metric)) : copy.none}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfusionMatrix report={report} />
    </div>
  );
}
