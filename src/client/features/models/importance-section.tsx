import { lazy, Suspense } from 'react';
import { formatNumber } from '@/client/lib/format';
import type { TrainReport } from '@/shared/data/ml';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { formatScore } from './format-model';

const ImportanceChart = lazy(() => import('./importance-chart'));

/** Bars drawn at most for this many columns; the table lists every one. */
const chartMax = 12;

/** Permutation importance on the held-out rows: a bar chart and a table of the same numbers. */
export function ImportanceSection({ report }: { report: TrainReport }) {
  const copy = modelsMessages.importance;
  const { importance } = report;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold">{copy.heading}</h3>
      {!importance ? (
        <p className="text-sm text-muted-foreground">{copy.baselineChosen}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {copy.note(modelsMessages.scores.metrics[importance.metric], formatNumber(importance.repeats))}
          </p>
          <figure className="flex flex-col gap-3 md:flex-row md:items-start">
            <Suspense fallback={<div className="h-56 w-full" />}>
              <div className="min-w-0 md:flex-1">
                <ImportanceChart features={importance.features.slice(0, chartMax)} />
              </div>
            </Suspense>
            <div className="max-h-72 min-w-0 overflow-auto md:w-80">
              <table aria-label={copy.heading} className="w-full text-sm">
                <thead>
                  <tr className="border-b text-left">
                    <th scope="col" className="py-1.5 pr-3 font-medium">
                      {copy.column}
                    </th>
                    <th scope="col" className="py-1.5 font-medium">
                      {copy.drop}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {importance.features.map((feature) => (
                    <tr key={feature.column} className="border-b last:border-0">
                      <th scope="row" className="py-1.5 pr-3 text-left font-normal [overflow-wrap:anywhere]">
                        {feature.column}
                      </th>
                      <td className="py-1.5 tabular-nums">
                        {copy.meanSd(formatScore(feature.mean), formatScore(feature.sd))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        </>
      )}
    </div>
  );
}
