import { useId, type ReactNode } from 'react';
import { Badge } from '@/client/components/ui/badge';
import type { Insight } from '@/shared/data/insights/types';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { howFound } from './how-found';
import { InsightChart } from './insight-chart';
import { insightSentence } from './insight-sentence';

type InsightCardProps = {
  insight: Insight;
  /** Pin or Unpin, when the card offers them. */
  actions?: ReactNode;
  /** Above the sentence: where the insight comes from (Home names its dataset). */
  context?: ReactNode;
  /** Under the chart, in place of "How this was found" (Home: who pinned it and when). */
  footer?: ReactNode;
};

/**
 * One insight: its kind, its sentence (the card's heading), a redundancy warning for a relationship too close
 * to be news, its chart, and how it was found. Reachable with the keyboard as a whole, so a reader moving
 * through the list stops on each one.
 */
export function InsightCard({ insight, actions, context, footer }: InsightCardProps) {
  const copy = insightsMessages;
  const headingId = useId();
  const sentence = insightSentence(insight);
  const redundant = insight.kind === 'relationship' && insight.redundant;
  return (
    <article
      aria-labelledby={headingId}
      tabIndex={0}
      className="flex w-full min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{copy.kinds[insight.kind]}</Badge>
          {redundant && <Badge variant="outline">{copy.redundantBadge}</Badge>}
        </div>
        {actions}
      </div>
      {context}
      <h3 id={headingId} className="text-base font-semibold [overflow-wrap:anywhere]">
        {sentence}
      </h3>
      {redundant && <p className="text-sm text-muted-foreground">{copy.sentence.redundant}</p>}
      <InsightChart insight={insight} />
      {footer ?? (
        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          <span className="font-medium">{copy.how.heading}:</span> {howFound(insight)}
        </p>
      )}
    </article>
  );
}
