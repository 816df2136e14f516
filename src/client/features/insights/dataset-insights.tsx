import { usePins } from '@/client/api/insights/list-pins';
import { useCan } from '@/client/api/workspace/use-can';
import { Skeleton } from '@/client/components/ui/skeleton';
import type { DatasetDetail } from '@/shared/datasets';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { isPinnedAnswer, type PinnedInsight } from '@/shared/insights';
import { InsightsContent } from './insights-section';
import { PinControl } from './pin-control';

/**
 * A saved dataset's insights as the server found them, each card with Pin (for those who may pin) or its
 * pinned state from the workspace's pins (with Unpin for those who may). While a stream's new rows wait for
 * their insights (docs/decisions/058), it says so above the previous ones, or shows that they are being found
 * when there are none yet; the page reads the dataset again until they are there.
 */
export function DatasetInsights({ dataset }: { dataset: DatasetDetail }) {
  const copy = insightsMessages;
  const canPin = useCan('insight:pin');
  const pins = usePins();
  const pinOf = (insightId: string) =>
    pins.data?.find(
      (pin): pin is PinnedInsight =>
        !isPinnedAnswer(pin) && pin.datasetId === dataset.id && pin.insight.id === insightId,
    );
  if (!dataset.insights)
    return (
      <div role="status" className="flex flex-col gap-2">
        <p className="text-muted-foreground">{copy.finding}</p>
        <Skeleton className="h-24 w-full rounded-lg" />
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      {dataset.insightsUpdating && (
        <p role="status" className="text-sm text-muted-foreground">
          {copy.updating}
        </p>
      )}
      <InsightsContent
        report={dataset.insights}
        alerts={{ count: dataset.profile.alerts.length, href: '#profile' }}
        actions={(insight) =>
          // Until the pins are known, no button: one pinned already must not offer Pin.
          pins.isSuccess && (
            <PinControl datasetId={dataset.id} insight={insight} pin={pinOf(insight.id)} canPin={canPin} />
          )
        }
      />
    </div>
  );
}
