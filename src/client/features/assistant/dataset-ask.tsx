import { useMemo } from 'react';
import { conversationPath } from '@/client/api/assistant/conversation';
import type { DatasetRows } from '@/client/lib/datasets/dataset-reader';
import type { DatasetDetail } from '@/shared/datasets';
import type { ModelActionRender } from './action-subject';
import { AskPanel, type AskRows } from './ask-panel';
import { PinAnswerControl } from './pin-answer';
import { tableKey } from './table-key';

/** A saved dataset's rows (read once by its page) and its insights, as the assistant reads them. */
export function datasetAskRows(dataset: DatasetDetail, rows: DatasetRows): AskRows {
  if (rows.failed) return { status: 'failed' };
  if (!rows.result) return { status: 'reading' };
  const { table, ingested, profile } = rows.result;
  return {
    status: 'ready',
    key: tableKey(table),
    datasetId: dataset.id,
    subject: { datasetName: dataset.name, table, types: ingested.types, profile, insights: dataset.insights },
  };
}

/** The Ask section of a dataset's page (issue 22): questions answered from every row the page read. */
export function DatasetAsk({
  dataset,
  rows,
  modelAction,
}: {
  dataset: DatasetDetail;
  rows: DatasetRows;
  modelAction?: ModelActionRender;
}) {
  const askRows = useMemo(() => datasetAskRows(dataset, rows), [dataset, rows]);
  return (
    <AskPanel
      rows={askRows}
      keptAt={conversationPath(dataset.id)}
      modelAction={modelAction}
      answerActions={(turn) =>
        turn.state.status === 'answered' && (
          <PinAnswerControl
            datasetId={dataset.id}
            question={turn.question}
            answer={turn.state.reply.answer}
          />
        )
      }
    />
  );
}
