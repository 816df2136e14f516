// A stream's stored CSV rewritten file to file on the reading thread (docs/decisions/088): the records are cut by
// papaparse, which reads one record in one synchronous call, so a record of megabytes (one quoted cell of a pulled
// file, up to the 20 MB a dataset may be) would otherwise hold the request thread for seconds.
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { paddedCsv } from '../streams/padded-csv';
import { neutralisedCsv, type StoredDialect } from './neutralised-csv';

/** A download's copy (`neutralised`), or the file under a wider header when a batch brings new columns (`padded`). */
export type CsvRewrite =
  { as: 'neutralised'; how: StoredDialect } | { as: 'padded'; width: number; columns: string[] };

export type RewriteTask = { kind: 'rewrite-csv'; from: string; to: string; rewrite: CsvRewrite };

/** Writes the file at `from` rewritten to `to`, a chunk at a time. */
export async function rewriteCsv({ from, to, rewrite }: RewriteTask): Promise<void> {
  const stored = createReadStream(from);
  const text =
    rewrite.as === 'neutralised'
      ? neutralisedCsv(stored, rewrite.how)
      : paddedCsv(stored, rewrite.width, rewrite.columns);
  await pipeline(text, createWriteStream(to));
}
