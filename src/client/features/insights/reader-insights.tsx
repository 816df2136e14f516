import { ProgressBar } from '@/client/components/ui/progress-bar';
import type { InsightsState } from '@/client/lib/datasets/dataset-reader';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { InsightsContent } from './insights-section';

/**
 * The insights of a file read in the browser, before it is saved: a bar while the worker finds them, then the
 * section (the browser's numbers), or a note when finding them failed.
 */
export function ReaderInsights({
  insights,
  alerts,
}: {
  insights: InsightsState;
  alerts: { count: number; href: string };
}) {
  const copy = insightsMessages;
  if (insights.status === 'found') return <InsightsContent report={insights.report} alerts={alerts} />;
  if (insights.status === 'failed') return <p className="text-sm text-muted-foreground">{copy.failed}</p>;
  const { progress } = insights;
  const share = progress && progress.total > 0 ? progress.done / progress.total : 0;
  return (
    <div className="flex flex-col gap-2">
      <p aria-live="polite" className="text-sm">
        {copy.finding}
      </p>
      <ProgressBar share={share} label={copy.findingLabel} />
    </div>
  );
}
