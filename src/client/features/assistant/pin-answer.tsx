import { Pin, PinOff } from 'lucide-react';
import { useId, useState } from 'react';
import { usePinAnswer } from '@/client/api/insights/pin-answer';
import { usePins } from '@/client/api/insights/list-pins';
import { useUnpinInsight } from '@/client/api/insights/unpin-insight';
import { useCan } from '@/client/api/workspace/use-can';
import { Button } from '@/client/components/ui/button';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { formatDate } from '@/client/lib/format';
import { Link } from '@/client/lib/navigation/navigation';
import { toast } from '@/client/lib/toast';
import type { AssistantAnswer } from '@/shared/data/assistant/types';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import { insightsMessages } from '@/shared/i18n/messages/insights';
import { currentLanguage } from '@/shared/i18n/registry';
import { answerPinId, isPinnedAnswer, type PinnedAnswer } from '@/shared/insights';
import { paths } from '@/shared/paths';
import { AnswerChart } from './answer-chart';

/** Answers that say something about the rows; a train or predict offer, or help, is nothing to pin. */
const pinnable = (answer: AssistantAnswer) =>
  answer.kind === 'answer' && answer.result.kind !== 'action' && answer.result.kind !== 'help';

/**
 * Pin an answer about a saved dataset to Home, as an insight is pinned (docs/decisions/060): for those who may
 * pin; once pinned, "Pinned" and Unpin for those who may. A refusal (the server worked it out differently: 409
 * `answer-changed`; too many pins) shows beside the button and in a toast.
 */
export function PinAnswerControl({
  datasetId,
  question,
  answer,
}: {
  datasetId: string;
  /** The question as the assistant read it (Home's without the dataset's name). */
  question: string;
  answer: AssistantAnswer;
}) {
  const copy = insightsMessages.pin;
  const canPin = useCan('insight:pin');
  const pins = usePins();
  const pinning = usePinAnswer();
  const unpinning = useUnpinInsight();
  const [error, setError] = useState<string | null>(null);
  if (!pinnable(answer) || !pins.isSuccess) return null;
  const language = currentLanguage();
  const id = answerPinId(language, question);
  const pin = pins.data.find(
    (item): item is PinnedAnswer =>
      isPinnedAnswer(item) &&
      item.datasetId === datasetId &&
      answerPinId(item.answer.language, item.answer.question) === id,
  );
  const fail = (fallback: string) => (failure: Error) => {
    const message = apiErrorMessage(failure, fallback);
    setError(message);
    toast.error(message);
  };
  let control = null;
  if (pin) {
    control = (
      <span className="flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-1 text-sm text-muted-foreground">
          <Pin aria-hidden className="size-3.5" />
          {copy.pinned}
        </span>
        {pin.canUnpin && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={assistantMessages.pinAnswer.unpinLabel(question)}
            disabled={unpinning.isPending}
            onClick={() => {
              setError(null);
              unpinning.mutate(pin.id, {
                onSuccess: () => toast.success(copy.unpinnedToast),
                onError: fail(copy.unpinFailed),
              });
            }}
          >
            <PinOff aria-hidden />
            {copy.unpin}
          </Button>
        )}
      </span>
    );
  } else if (canPin) {
    control = (
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={assistantMessages.pinAnswer.pinLabel(question)}
        disabled={pinning.isPending}
        onClick={() => {
          setError(null);
          pinning.mutate(
            { datasetId, question, language, answer },
            { onSuccess: () => toast.success(copy.pinnedToast), onError: fail(copy.pinFailed) },
          );
        }}
      >
        <Pin aria-hidden />
        {pinning.isPending ? copy.pinning : copy.pin}
      </Button>
    );
  }
  if (!control && !error) return null;
  return (
    <div className="flex flex-col items-start gap-1">
      {control}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A pinned answer on Home, beside the pinned insights: its dataset (a link), the question, the sentence, how it
 * was worked out and its chart, who pinned it and when, and Unpin for those who may.
 */
export function PinnedAnswerCard({ pin }: { pin: PinnedAnswer }) {
  const copy = insightsMessages;
  const headingId = useId();
  const unpinning = useUnpinInsight();
  const { question, answer } = pin.answer;
  const date = formatDate(pin.pinnedAt, 'medium');
  return (
    <article
      aria-labelledby={headingId}
      tabIndex={0}
      className="flex w-full min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-medium text-muted-foreground">{assistantMessages.assistant}</p>
        {pin.canUnpin && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={assistantMessages.pinAnswer.unpinLabel(question)}
            disabled={unpinning.isPending}
            onClick={() =>
              unpinning.mutate(pin.id, {
                onSuccess: () => toast.success(copy.pin.unpinnedToast),
                onError: (error) => toast.error(apiErrorMessage(error, copy.pin.unpinFailed)),
              })
            }
          >
            <PinOff aria-hidden />
            {copy.pin.unpin}
          </Button>
        )}
      </div>
      <Link
        to={paths.app.dataset.href(pin.datasetId)}
        className="w-fit rounded-sm text-sm font-medium underline underline-offset-4 outline-none [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-ring"
      >
        {pin.datasetName}
      </Link>
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {assistantMessages.pinAnswer.asked(question)}
      </p>
      {answer.kind === 'answer' && (
        <>
          <h3 id={headingId} className="text-base font-semibold [overflow-wrap:anywhere]">
            {answer.sentence}
          </h3>
          <p className="text-sm text-muted-foreground">{answer.how}</p>
          <AnswerChart answer={answer} />
        </>
      )}
      <p className="text-xs text-muted-foreground">
        {pin.pinnedBy ? copy.home.by(pin.pinnedBy.name, date) : copy.home.byFormer(date)}
      </p>
    </article>
  );
}
