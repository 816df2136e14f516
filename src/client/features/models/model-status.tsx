import { LoaderCircle } from 'lucide-react';
import { refusalReasons, type RefusalReason } from '@/shared/data/ml/types';
import { modelsMessages } from '@/shared/i18n/messages/models';
import type { SavedModelSummary } from '@/shared/models';
import { formatPercent } from './format-model';
import { trainingShare } from './training-share';

/** Refusals said without their counts, which a saved model's summary does not carry. */
const countless = new Set<RefusalReason>(['target-unknown', 'target-kind', 'too-few-classes', 'no-features']);

/** Why a saved model did not train, in words, when the reason is known. */
export function failureText(model: Pick<SavedModelSummary, 'status' | 'failure' | 'target'>): string | null {
  const { failure } = model;
  if (!failure) return null;
  const copy = modelsMessages;
  if (model.status === 'failed')
    return failure in copy.list.failures
      ? copy.list.failures[failure as keyof typeof copy.list.failures]
      : null;
  const reason = refusalReasons.find((known) => known === failure);
  return reason && countless.has(reason) ? copy.refused[reason]('', '') : null;
}

/** A saved model's state: queued or training (with how far), ready, or failed or refused with the reason. */
export function ModelStatus({ model }: { model: SavedModelSummary }) {
  const copy = modelsMessages.list;
  const label =
    model.status === 'training' && model.progress
      ? copy.trainingShare(formatPercent(trainingShare(model.progress)))
      : copy.statuses[model.status];
  const why = failureText(model);
  return (
    <span className="inline-flex flex-col gap-0.5">
      <span
        className={
          model.status === 'failed' || model.status === 'refused'
            ? 'inline-flex items-center gap-1.5 text-destructive'
            : 'inline-flex items-center gap-1.5'
        }
      >
        {(model.status === 'queued' || model.status === 'training') && (
          <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        )}
        {label}
      </span>
      {why && <span className="text-xs text-muted-foreground">{why}</span>}
    </span>
  );
}
