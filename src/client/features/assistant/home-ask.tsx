import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { conversationPath } from '@/client/api/assistant/conversation';
import { datasetQueryOptions } from '@/client/api/datasets/get-dataset';
import { useDatasets } from '@/client/api/datasets/list-datasets';
import { LoadError } from '@/client/components/load-error';
import { Spinner } from '@/client/components/ui/spinner';
import type { DatasetReadResult } from '@/client/lib/datasets/dataset-reader';
import { Link } from '@/client/lib/navigation/navigation';
import type { DatasetDetail, DatasetSummary } from '@/shared/datasets';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import { currentLanguage } from '@/shared/i18n/registry';
import { paths } from '@/shared/paths';
import type { ModelActionRender } from './action-subject';
import type { AssistantSubject } from './assistant-messages';
import { AskForm } from './ask-form';
import { ConversationLog } from './conversation-log';
import { datasetAskRows } from './dataset-ask';
import { pickDataset } from './pick-dataset';
import { PinAnswerControl } from './pin-answer';
import { useAssistant } from './use-assistant';
import { Restoring } from './ask-panel';
import { ConversationKeep } from './conversation-keep';
import type { Asker } from './use-conversation';
import { useKeptConversation } from './use-kept-conversation';

/** Home's conversation is the workspace's one (per user). */
const homeConversation = conversationPath();

type Held = {
  version: string;
  rows: Promise<{ key: string; subject: AssistantSubject; datasetId: string | null }>;
};

/** What tells one state of a dataset's rows from the next: a stream's sync changes its size or row count. */
const versionOf = (dataset: DatasetDetail) =>
  [dataset.id, dataset.rowCount, dataset.columnCount, dataset.sizeBytes].join(':');

/**
 * Home's input (issue 22): Enter asks about the workspace's datasets, the one named after "in" or else the most
 * recent, and the answer names it; the conversation sits above the input. The command bar's results for what is
 * typed come under it (`commands`, composed by the route). The chosen dataset's rows are read on demand
 * (`readRows`, a data worker of its own) and kept for the next question about it while the dataset is unchanged.
 */
export function HomeAsk({
  readRows,
  commands,
  modelAction,
}: {
  readRows: (dataset: DatasetDetail) => Promise<DatasetReadResult>;
  commands: (query: string) => ReactNode;
  modelAction?: ModelActionRender;
}) {
  const copy = assistantMessages;
  const datasets = useDatasets();
  const queryClient = useQueryClient();
  const askAssistant = useAssistant();
  const [typed, setTyped] = useState('');
  const list = useRef<DatasetSummary[]>([]);
  useEffect(() => {
    list.current = datasets.data ?? [];
  }, [datasets.data]);
  const held = useRef<Held | null>(null);
  // One question at a time: the worker holds one dataset's rows, and a question may need another's read first.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const rowsOf = useCallback(
    async (id: string) => {
      // The dataset's page is asked each time (a stream may have added rows); its rows are read again only then.
      const detail = await queryClient.fetchQuery(datasetQueryOptions(id));
      const version = versionOf(detail);
      if (held.current?.version === version) return held.current.rows;
      const rows = readRows(detail).then((result) => {
        const askRows = datasetAskRows(detail, { result, failed: false });
        if (askRows.status !== 'ready') throw new Error('rows-not-read');
        return askRows;
      });
      held.current = { version, rows };
      // A failed read is tried again by the next question.
      rows.catch(() => {
        if (held.current?.rows === rows) held.current = null;
      });
      return rows;
    },
    [queryClient, readRows],
  );

  const answer = useCallback(
    async (question: string, scope?: string) => {
      const scoped = scope ? list.current.find((dataset) => dataset.id === scope) : undefined;
      const picked = scoped
        ? { dataset: scoped, question, named: true }
        : pickDataset(question, list.current, currentLanguage());
      if (!picked) throw new Error('no-dataset');
      const { key, subject, datasetId } = await rowsOf(picked.dataset.id);
      const asked = picked.question || question;
      const reply = await askAssistant(asked, currentLanguage(), key, subject);
      const name = picked.dataset.name;
      return {
        answer: reply,
        about: picked.named ? name : copy.home.latest(name),
        scope: picked.dataset.id,
        ...(asked === question ? {} : { asked }),
        subject: { datasetId, table: subject.table, types: subject.types },
      };
    },
    [askAssistant, rowsOf, copy],
  );

  const asker = useCallback<Asker>(
    (question, scope) => {
      const run = queue.current.then(() => answer(question, scope));
      queue.current = run.catch(() => undefined);
      return run;
    },
    [answer],
  );
  const { turns, ask, retry, clear, state } = useKeptConversation(asker, homeConversation);
  const ready = datasets.isSuccess && datasets.data.length > 0;

  const empty =
    state === 'restoring' ? (
      <Restoring />
    ) : datasets.isPending ? (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label={appAreaMessages.commandBar.datasetsLoading} className="size-4" />
        <span aria-hidden>{appAreaMessages.commandBar.datasetsLoading}</span>
      </p>
    ) : datasets.isError ? (
      <LoadError message={copy.home.loadFailed} onRetry={() => void datasets.refetch()} />
    ) : !ready ? (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p className="text-muted-foreground">{copy.home.noDatasets}</p>
        <Link
          to={paths.app.playground}
          className="rounded-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {copy.home.playground}
        </Link>
      </div>
    ) : undefined;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <ConversationLog
        turns={turns}
        onAsk={(question, from) =>
          ask(question, from.state.status === 'answered' ? from.state.reply.scope : from.scope)
        }
        onRetry={retry}
        empty={empty}
        answerActions={(turn) =>
          turn.state.status === 'answered' &&
          turn.state.reply.scope && (
            <PinAnswerControl
              datasetId={turn.state.reply.scope}
              question={turn.state.reply.asked ?? turn.question}
              answer={turn.state.reply.answer}
            />
          )
        }
        modelAction={modelAction}
      />
      <ConversationKeep state={state} hasTurns={turns.length > 0} onClear={clear} />
      <AskForm
        label={appAreaMessages.home.followUpLabel}
        hint={copy.home.commandsHint}
        placeholder={copy.home.placeholder}
        disabled={!ready}
        onAsk={(question) => ask(question)}
        onChange={setTyped}
        after={commands(typed)}
      />
    </div>
  );
}
