import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import type { ModelActionRender } from './action-subject';
import { AnswerView } from './answer-view';
import type { Turn } from './use-conversation';

/**
 * The conversation so far (`role="log"`: screen readers announce each answer as it arrives): each question,
 * then its answer, a spinner while it is worked out, or a failure with a retry. Empty: what can be asked (or
 * `empty`). A question asked from an answer (a follow-up, a reading) names the turn it came from.
 */
export function ConversationLog({
  turns,
  onAsk,
  onRetry,
  empty,
  answerActions,
  modelAction,
}: {
  turns: Turn[];
  onAsk: (question: string, from: Turn) => void;
  onRetry: (turn: Turn) => void;
  empty?: ReactNode;
  /** What an answered turn offers besides its follow-ups (Pin). */
  answerActions?: (turn: Turn) => ReactNode;
  /** The confirm step of an answer that trains or predicts (the models feature's, composed by the route). */
  modelAction?: ModelActionRender;
}) {
  const copy = assistantMessages;
  return (
    <div role="log" aria-label={copy.thread} className="flex flex-col gap-4">
      {turns.length === 0
        ? (empty ?? <p className="text-sm text-muted-foreground">{copy.empty}</p>)
        : turns.map((turn) => (
            <article key={turn.id} className="flex min-w-0 flex-col gap-2">
              <p className="self-end rounded-lg bg-muted px-3 py-2 [overflow-wrap:anywhere]">
                <span className="sr-only">{copy.you}: </span>
                {turn.question}
              </p>
              <div className="flex min-w-0 flex-col gap-1 rounded-lg border p-3">
                <p className="text-xs font-medium text-muted-foreground">
                  {copy.assistant}
                  {turn.state.status === 'answered' && turn.state.reply.about
                    ? ` · ${copy.about(turn.state.reply.about)}`
                    : ''}
                </p>
                {turn.state.status === 'asking' && (
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Spinner label={copy.thinking} className="size-4" />
                    <span aria-hidden>{copy.thinking}</span>
                  </p>
                )}
                {turn.state.status === 'failed' && (
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="text-sm text-destructive">{copy.failed}</p>
                    <Button type="button" size="sm" variant="outline" onClick={() => onRetry(turn)}>
                      {copy.retry}
                    </Button>
                  </div>
                )}
                {turn.state.status === 'answered' && (
                  <AnswerView
                    answer={turn.state.reply.answer}
                    subject={turn.state.reply.subject}
                    modelAction={modelAction}
                    onAsk={(question) => onAsk(question, turn)}
                    actions={answerActions?.(turn)}
                  />
                )}
              </div>
            </article>
          ))}
    </div>
  );
}
