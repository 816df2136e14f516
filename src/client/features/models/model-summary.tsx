import { formatNumber } from '@/client/lib/format';
import type { TrainReport } from '@/shared/data/ml';
import { modelsMessages } from '@/shared/i18n/messages/models';

/** What was trained: the task, the rows used and held out, how they were split, which model was chosen. */
export function ModelSummary({ report }: { report: TrainReport }) {
  const copy = modelsMessages.result;
  const classes = (report.classes ?? []).join(', ');
  const { rows, split } = report;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-base font-medium">
        {report.task === 'regression'
          ? copy.task.regression(report.target)
          : copy.task[report.task](report.target, classes)}
      </p>
      <p>{copy.rows(formatNumber(rows.fit), formatNumber(rows.validation), formatNumber(rows.test))}</p>
      {rows.missingTarget > 0 && <p>{copy.missingTarget(formatNumber(rows.missingTarget))}</p>}
      <p className="text-muted-foreground">
        {split.kind === 'time' ? copy.split.time(split.timeColumn ?? '') : copy.split[split.kind]}
      </p>
      <p>{copy.chosen(modelsMessages.models.kinds[report.chosen])}</p>
    </div>
  );
}
