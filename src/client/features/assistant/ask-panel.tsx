import { useCallback, type ReactNode } from 'react';
import { Spinner } from '@/client/components/ui/spinner';
import { currentLanguage } from '@/shared/i18n/registry';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import type { ModelActionRender } from './action-subject';
import type { AssistantSubject } from './assistant-messages';
import { AskForm } from './ask-form';
import { ConversationLog } from './conversation-log';
import { useAssistant } from './use-assistant';
import { ConversationKeep } from './conversation-keep';
import type { Turn } from './use-conversation';
import { useKeptConversation } from './use-kept-conversation';

/**
 * The rows to ask about: being read, read (with a key naming them, and the saved dataset they are, `null` when
 * only read in the playground), or not readable.
 */
export type AskRows =
  | { status: 'reading' }
  | { status: 'failed' }
  | { status: 'ready'; key: string; subject: AssistantSubject; datasetId: string | null };

/** While the kept conversation loads. */
export function Restoring() {
  const copy = assistantMessages.keep;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner label={copy.restoring} className="size-4" />
      <span aria-hidden>{copy.restoring}</span>
    </p>
  );
}

/**
 * Ask about one dataset (its page, the playground): the conversation, then the question input. While the rows
 * are read the input waits; when they cannot be read it says so.
 */
export function AskPanel({
  rows,
  keptAt = null,
  answerActions,
  modelAction,
}: {
  rows: AskRows;
  /** Where the conversation is kept for its user (a saved dataset's page); the playground keeps none. */
  keptAt?: string | null;
  /** What an answered turn offers besides its follow-ups (a saved dataset's Pin). */
  answerActions?: (turn: Turn) => ReactNode;
  /** The confirm step of an answer that trains or predicts (composed by the route). */
  modelAction?: ModelActionRender;
}) {
  const copy = assistantMessages;
  const askAssistant = useAssistant();
  const asker = useCallback(
    async (question: string) => {
      if (rows.status !== 'ready') throw new Error('rows-not-ready');
      const answer = await askAssistant(question, currentLanguage(), rows.key, rows.subject);
      const { table, types } = rows.subject;
      return { answer, subject: { datasetId: rows.datasetId, table, types } };
    },
    [askAssistant, rows],
  );
  const { turns, ask, retry, clear, state } = useKeptConversation(asker, keptAt);
  if (rows.status === 'failed') return <p className="text-sm text-destructive">{copy.readFailed}</p>;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <ConversationLog
        turns={turns}
        onAsk={(question) => ask(question)}
        onRetry={retry}
        answerActions={answerActions}
        modelAction={modelAction}
        empty={state === 'restoring' ? <Restoring /> : undefined}
      />
      {keptAt && <ConversationKeep state={state} hasTurns={turns.length > 0} onClear={clear} />}
      {rows.status === 'reading' && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label={copy.reading} className="size-4" />
          <span aria-hidden>{copy.reading}</span>
        </p>
      )}
      <AskForm
        label={copy.label}
        hint={copy.hint}
        placeholder={copy.placeholder}
        disabled={rows.status !== 'ready'}
        onAsk={(question) => ask(question)}
      />
    </div>
  );
}
