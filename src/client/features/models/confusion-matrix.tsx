import { formatNumber } from '@/client/lib/format';
import type { TrainReport } from '@/shared/data/ml';
import { modelsMessages } from '@/shared/i18n/messages/models';

/** The chosen model's confusion matrix on the held-out rows (classification only): actual rows, predicted columns. */
export function ConfusionMatrix({ report }: { report: TrainReport }) {
  const copy = modelsMessages.scores.confusion;
  const chosen = report.models.find((model) => model.kind === report.chosen);
  const classes = report.classes ?? [];
  const confusion = chosen && 'confusion' in chosen.test ? chosen.test.confusion : null;
  if (report.task === 'regression' || !confusion || classes.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={copy.label}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="text-sm">
        <caption className="pb-2 text-left text-muted-foreground">{copy.caption}</caption>
        <thead>
          <tr>
            <td />
            <th scope="colgroup" colSpan={classes.length} className="pb-1 text-left font-medium">
              {copy.predicted}
            </th>
          </tr>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 pr-3 font-medium">
              {copy.actual}
            </th>
            {classes.map((name) => (
              <th
                key={name}
                scope="col"
                className="max-w-40 py-2 pr-3 align-bottom font-medium [overflow-wrap:anywhere]"
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {classes.map((name, actual) => (
            <tr key={name} className="border-b last:border-0">
              <th scope="row" className="max-w-40 py-2 pr-3 text-left font-normal [overflow-wrap:anywhere]">
                {name}
              </th>
              {classes.map((other, predicted) => {
                const count = formatNumber(confusion[actual]?.[predicted] ?? 0);
                return (
                  <td key={other} className="py-2 pr-3 tabular-nums">
                    {actual === predicted ? (
                      <>
                        <strong className="font-semibold">{count}</strong>
                        <span className="sr-only"> {copy.correct}</span>
                      </>
                    ) : (
                      count
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
