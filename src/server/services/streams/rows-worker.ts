// The entry of the worker thread that reads pushed and pulled bodies and webhook rows and writes their CSV records (see
// row-batches.ts); bundled as dist/server/rows-worker.js.
import { readPulled, type PulledBatch } from './pull/parse-pulled';
import { csvRecords, readBody, readRows, type ReadBatch, type RowBatch } from './rows';

export type RowsTask =
  | { kind: 'body'; type: 'csv' | 'json'; bytes: Uint8Array }
  | { kind: 'rows'; rows: unknown[] }
  | { kind: 'records'; columns: string[]; batch: RowBatch }
  | { kind: 'pulled'; path: string; contentType: string | undefined; url: string };

export default (task: RowsTask): ReadBatch | PulledBatch | Uint8Array => {
  switch (task.kind) {
    case 'body':
      return readBody(task.type, task.bytes);
    case 'rows':
      return readRows(task.rows);
    case 'records':
      return csvRecords(task.columns, task.batch);
    case 'pulled':
      return readPulled(task.path, task.contentType, task.url);
  }
};
