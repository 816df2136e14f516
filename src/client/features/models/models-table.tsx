import { useId } from 'react';
import type { ModelReport, TrainReport } from '@/shared/data/ml';
import { formatNumber } from '@/client/lib/format';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { formatInterval, formatScore, metricsOf, scoreOf } from './format-model';

function detailOf(model: ModelReport): string {
  const copy = modelsMessages.models;
  if (model.detail.lambda !== undefined)
    return copy.lambda(formatNumber(model.detail.lambda, { maximumSignificantDigits: 3 }));
  if (model.detail.rounds !== undefined) return copy.trees(formatNumber(model.detail.rounds));
  return '';
}

/** Every model trained, the chosen one marked: its validation loss (what chose it) and its held-out score. */
export function ModelsTable({ report }: { report: TrainReport }) {
  const copy = modelsMessages.models;
  const metric = metricsOf(report.task)[0]!;
  const headingId = useId();
  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="text-lg font-semibold">
        {copy.heading}
      </h3>
      <div className="max-w-full overflow-x-auto">
        <table className="w-full text-sm" aria-labelledby={headingId}>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3 font-medium">
                {copy.model}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {copy.validationLoss}
              </th>
              <th scope="col" className="py-2 font-medium">
                {`${copy.headline}: ${modelsMessages.scores.metrics[metric]}`}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.models.map((model) => (
              <tr key={model.kind} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className={model.kind === report.chosen ? 'font-semibold' : undefined}>
                    {copy.kinds[model.kind]}
                  </span>
                  {model.kind === report.chosen && (
                    <span className="ml-2 rounded-sm bg-muted px-1.5 py-0.5 text-xs">{copy.chosen}</span>
                  )}
                  {detailOf(model) && (
                    <span className="block text-xs text-muted-foreground">{detailOf(model)}</span>
                  )}
                </th>
                <td className="py-2 pr-3 tabular-nums">{formatScore(model.validationLoss)}</td>
                <td className="py-2 tabular-nums">{formatInterval(scoreOf(model.test, metric))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
