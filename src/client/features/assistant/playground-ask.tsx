import { useMemo } from 'react';
import type { DatasetReadResult, InsightsState } from '@/client/lib/datasets/dataset-reader';
import type { ModelActionRender } from './action-subject';
import { AskPanel, type AskRows } from './ask-panel';
import { tableKey } from './table-key';

/**
 * Ask in the playground (issue 22): questions about the data as read in the browser, every row once the read is
 * whole (the first rows only while the rest comes: it waits), with the insights once found.
 */
export function PlaygroundAsk({
  result,
  name,
  insights,
  modelAction,
}: {
  result: DatasetReadResult;
  name: string;
  insights?: InsightsState;
  modelAction?: ModelActionRender;
}) {
  const found = insights?.status === 'found' ? insights.report : null;
  const rows = useMemo<AskRows>(
    () =>
      result.partial
        ? { status: 'reading' }
        : {
            status: 'ready',
            // Insights found later are new rows for the worker: they change what it can answer.
            key: `${tableKey(result.table)}${found ? '-insights' : ''}`,
            // Saving leaves the playground for the dataset's page: here the data is never saved.
            datasetId: null,
            subject: {
              datasetName: name,
              table: result.table,
              types: result.ingested.types,
              profile: result.profile,
              insights: found,
            },
          },
    [result, name, found],
  );
  return <AskPanel rows={rows} modelAction={modelAction} />;
}
