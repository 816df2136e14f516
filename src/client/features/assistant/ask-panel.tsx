import { useCallback } from 'react';
import { Spinner } from '@/client/components/ui/spinner';
import { currentLanguage } from '@/shared/i18n/registry';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import type { ModelActionRender } from './action-subject';
import type { AssistantSubject } from './assistant-messages';
import { AskForm } from './ask-form';
import { ConversationLog } from './conversation-log';
import { useAssistant } from './use-assistant';
import { useConversation } from './use-conversation';

/**
 * The rows to ask about: being read, read (with a key naming them, and the saved dataset they are, `null` when
 * only read in the playground), or not readable.
 */
export type AskRows =
  | { status: 'reading' }
  | { status: 'failed' }
  | { status: 'ready'; key: string; subject: AssistantSubject; datasetId: string | null };

/**
 * Ask about one dataset (its page, the playground): the conversation, then the question input. While the rows
 * are read the input waits; when they cannot be read it says so.
 */
export function AskPanel({ rows, modelAction }: { rows: AskRows; modelAction?: ModelActionRender }) {
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
  const { turns, ask, retry } = useConversation(asker);
  if (rows.status === 'failed') return <p className="text-sm text-destructive">{copy.readFailed}</p>;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <ConversationLog
        turns={turns}
        onAsk={(question) => ask(question)}
        onRetry={retry}
        modelAction={modelAction}
      />
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
