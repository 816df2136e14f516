// The entry of the worker thread that reads pushed bodies and webhook rows and writes their CSV records (see
// row-batches.ts); bundled as dist/server/rows-worker.js.
import { csvRecords, readBody, readRows, type ReadBatch, type RowBatch } from './rows';

export type RowsTask =
  | { kind: 'body'; type: 'csv' | 'json'; bytes: Uint8Array }
  | { kind: 'rows'; rows: unknown[] }
  | { kind: 'records'; columns: string[]; batch: RowBatch };

export default (task: RowsTask): ReadBatch | Uint8Array =>
  task.kind === 'body'
    ? readBody(task.type, task.bytes)
    : task.kind === 'rows'
      ? readRows(task.rows)
      : csvRecords(task.columns, task.batch);
