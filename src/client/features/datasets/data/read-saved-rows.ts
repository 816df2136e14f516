import { downloadDatasetFile } from '@/client/api/datasets/get-dataset';
import type { DatasetReadResult } from '@/client/lib/datasets/dataset-reader';
import type { DatasetDetail } from '@/shared/datasets';
import type { ReadMessage, ReadRequest } from '../data-messages';
import { unpackTable } from '../packed-table';

/**
 * Every row of a saved dataset, read once in a data worker of its own with the choices it was saved with (as its
 * page's `useSavedRows` reads them), for a screen that reads a dataset on demand (Home's assistant). Rejects when
 * the file cannot be downloaded or read, or when `signal` aborts; the worker ends either way.
 */
export async function readSavedRows(
  dataset: DatasetDetail,
  signal?: AbortSignal,
): Promise<DatasetReadResult> {
  const file = await downloadDatasetFile(dataset.id, signal);
  const choices = dataset.report.choices;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../data.worker.ts', import.meta.url), { type: 'module' });
    const end = (error?: Error) => {
      worker.terminate();
      signal?.removeEventListener('abort', aborted);
      if (error) reject(error);
    };
    const aborted = () => end(new Error('read-aborted'));
    signal?.addEventListener('abort', aborted);
    worker.addEventListener('message', (event: MessageEvent<ReadMessage>) => {
      const message = event.data;
      if (message.type === 'failed') return end(new Error('read-failed'));
      if (message.type !== 'done') return;
      const { ingested, table, profile, report } = message;
      end();
      resolve({ ingested, table: unpackTable(table), profile, report, choices });
    });
    worker.addEventListener('error', () => end(new Error('read-failed')));
    const request: ReadRequest = { id: 1, choices, insights: false, file };
    worker.postMessage(request);
  });
}
