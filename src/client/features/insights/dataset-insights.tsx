import { usePins } from '@/client/api/insights/list-pins';
import { useCan } from '@/client/api/workspace/use-can';
import type { DatasetDetail } from '@/shared/datasets';
import { isPinnedAnswer, type PinnedInsight } from '@/shared/insights';
import { InsightsContent } from './insights-section';
import { PinControl } from './pin-control';

/**
 * A saved dataset's insights as the server found them, each card with Pin (for those who may pin) or its
 * pinned state from the workspace's pins (with Unpin for those who may).
 */
export function DatasetInsights({ dataset }: { dataset: DatasetDetail }) {
  const canPin = useCan('insight:pin');
  const pins = usePins();
  const pinOf = (insightId: string) =>
    pins.data?.find(
      (pin): pin is PinnedInsight =>
        !isPinnedAnswer(pin) && pin.datasetId === dataset.id && pin.insight.id === insightId,
    );
  return (
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
  );
}
