// The entry of the worker thread that reads pushed and pulled bodies and webhook rows and writes their CSV records (see
// row-batches.ts); bundled as dist/server/rows-worker.js.
import { createHash } from 'node:crypto';
import { readPulled, type PulledBatch } from './pull/parse-pulled';
import { csvRecords, readBody, readRows, type ReadBatch, type RowBatch } from './rows';

export type RowsTask =
  | { kind: 'body'; type: 'csv' | 'json'; bytes: Uint8Array; encoding?: string }
  | { kind: 'rows'; rows: unknown[] }
  | { kind: 'records'; columns: string[]; batch: RowBatch }
  | { kind: 'pulled'; path: string; contentType: string | undefined; url: string };

export default (task: RowsTask): (ReadBatch & { digest?: string }) | PulledBatch | Uint8Array => {
  switch (task.kind) {
    case 'body': {
      // The body's digest (with its type), taken before it is read: an Idempotency-Key reused with another body
      // is refused (ingest.ts).
      // The charset a CSV was named in is part of what it says; UTF-8, named or not, keeps the digest it always had.
      const named = task.encoding && task.encoding !== 'utf-8' ? `;${task.encoding}` : '';
      const type = `${task.type}${named}`;
      const digest = createHash('sha256').update(type).update('\n').update(task.bytes).digest('hex');
      return { ...readBody(task.type, task.bytes, task.encoding), digest };
    }
    case 'rows':
      return readRows(task.rows);
    case 'records':
      return csvRecords(task.columns, task.batch);
    case 'pulled':
      return readPulled(task.path, task.contentType, task.url);
  }
};
