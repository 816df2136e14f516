import type { ReactNode } from 'react';
import { toast } from '@/client/lib/toast';
import { usePins } from '@/client/api/insights/list-pins';
import { useUnpinInsight } from '@/client/api/insights/unpin-insight';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { formatDate } from '@/client/lib/format';
import { Link } from '@/client/lib/navigation/navigation';
import { isPinnedAnswer, type PinnedAnswer, type PinnedInsight } from '@/shared/insights';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { paths } from '@/shared/paths';
import { InsightCard } from './insight-card';
import { insightSentence } from './insight-sentence';
import { UnpinButton } from './pin-control';

function PinnedCard({ pin }: { pin: PinnedInsight }) {
  const copy = insightsMessages;
  const unpinning = useUnpinInsight();
  const date = formatDate(pin.pinnedAt, 'medium');
  const onUnpin = () =>
    unpinning.mutate(pin.id, {
      onSuccess: () => toast.success(copy.pin.unpinnedToast),
      onError: (error) => toast.error(apiErrorMessage(error, copy.pin.unpinFailed)),
    });
  return (
    <InsightCard
      insight={pin.insight}
      actions={
        pin.canUnpin && (
          <UnpinButton
            label={copy.pin.unpinLabel(insightSentence(pin.insight))}
            busy={unpinning.isPending}
            onClick={onUnpin}
          />
        )
      }
      context={
        <Link
          to={paths.app.dataset.href(pin.datasetId)}
          className="w-fit rounded-sm text-sm font-medium underline underline-offset-4 outline-none [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-ring"
        >
          {pin.datasetName}
        </Link>
      }
      footer={
        <p className="text-xs text-muted-foreground">
          {pin.pinnedBy ? copy.home.by(pin.pinnedBy.name, date) : copy.home.byFormer(date)}
        </p>
      }
    />
  );
}

/**
 * Home's pinned insights, for every member of the workspace, newest first: each with its dataset (a link to
 * its page), its sentence and chart, who pinned it and when, and Unpin for those who may. With none, a hint
 * on how to pin one. Pinned answers of the assistant are drawn by `answerCard` (the assistant's, composed by
 * the route).
 */
export function PinnedInsights({ answerCard }: { answerCard?: (pin: PinnedAnswer) => ReactNode }) {
  const copy = insightsMessages.home;
  const pins = usePins();
  return (
    <section aria-labelledby="pinned-insights-heading" className="flex flex-col gap-4">
      <h2 id="pinned-insights-heading" className="text-xl font-semibold">
        {copy.heading}
      </h2>
      {pins.isError && <p className="text-sm text-muted-foreground">{copy.loadFailed}</p>}
      {pins.isSuccess &&
        (pins.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.hint}</p>
        ) : (
          <ul aria-labelledby="pinned-insights-heading" className="grid gap-4 lg:grid-cols-2">
            {pins.data.map((pin) => (
              <li key={pin.id} className="flex min-w-0">
                {isPinnedAnswer(pin) ? answerCard?.(pin) : <PinnedCard pin={pin} />}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
