import { formatNumber } from '@/client/lib/format';
import type { Leak, TrainReport } from '@/shared/data/ml';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { formatPercent } from './format-model';

function leakText(leak: Leak): string {
  const rule = modelsMessages.leaks.rules[leak.rule];
  const format =
    leak.rule === 'copy'
      ? formatPercent
      : (value: number) => formatNumber(value, { maximumFractionDigits: 3 });
  return rule(leak.column, format(leak.value), format(leak.threshold));
}

/** Columns held back as possible leaks, each with the measure that caught it; then every column left out and why. */
export function LeaksAndExclusions({ report }: { report: TrainReport }) {
  const copy = modelsMessages;
  const excluded = report.excluded.filter((item) => item.reason !== 'target' && item.reason !== 'leak');
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold">{copy.leaks.heading}</h3>
        {report.leaks.length === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.leaks.none}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{copy.leaks.intro}</p>
            <ul aria-label={copy.leaks.heading} className="flex list-disc flex-col gap-1 pl-5 text-sm">
              {report.leaks.map((leak) => (
                <li key={leak.column} className="[overflow-wrap:anywhere]">
                  {leakText(leak)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold">{copy.excluded.heading}</h3>
        {excluded.length === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.excluded.none}</p>
        ) : (
          <ul aria-label={copy.excluded.heading} className="flex list-disc flex-col gap-1 pl-5 text-sm">
            {excluded.map((item) => (
              <li key={item.column} className="[overflow-wrap:anywhere]">
                {copy.excluded.item(item.column, copy.excluded.reasons[item.reason])}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
