import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { maxPushColumns, type PushResult } from '../../../shared/data-streams';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import type { Db } from '../../db/client';
import { datasets } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { csvRecords } from './row-batches';
import { csvLine, newColumnsOf } from './rows';
import { recordStreamError, type StreamRow } from './streams';
import {
  type IngestStores,
  type StreamFileState,
  type VersionInput,
  type Written,
  emptyResult,
} from './ingest-types';
import { unreadableOrDeleted, datasetDeleted, datasetExists } from './ingest-refusals';
import { storedReading } from './version-profile';
import { removeSpooled, writeText, copyStoredFile } from './spool-files';
import { appendVersion } from './version-append';
import { writeWholeFile, storeVersion } from './version-store';

/** Writes the dataset's next version; `keep` records the batch's receipts in the transaction that stores it. */
export async function writeVersion(
  stores: IngestStores,
  stream: StreamRow,
  input: VersionInput,
  keep: (tx: Db, result: PushResult) => Promise<void>,
  written: (written: Written) => void,
): Promise<PushResult> {
  const { db, storage, spoolDir } = stores;
  const state = (stream.config ?? {}) as StreamFileState;
  const [existing] = stream.datasetId
    ? await db
        .select({
          id: datasets.id,
          rowCount: datasets.rowCount,
          objectName: datasets.objectName,
          sizeBytes: datasets.sizeBytes,
          readAs: storedReading,
        })
        .from(datasets)
        .where(eq(datasets.id, stream.datasetId))
    : [];
  const appending = stream.mode === 'append' && existing !== undefined;
  const { file } = input;
  // A pulled file that becomes the dataset as it is: no rows read here, no file written.
  const whole =
    file !== undefined &&
    (file.verbatim === 'replace' ? stream.mode === 'replace' : file.verbatim === 'start' && !appending);
  const target = {
    stores,
    stream,
    existing,
    keep,
    written,
    readFrom: input.readFrom,
    verifiedWith: input.verifiedWith,
  };
  if (whole) return writeWholeFile(target, file.path);
  const { rows, rejected } = file ? await file.rows() : input;
  if (rows.length === 0) {
    const result = emptyResult(stream, rejected);
    await db.transaction((tx) => keep(tx as unknown as Db, result));
    return result;
  }
  const known = appending ? (state.columns ?? []) : [];
  const added = newColumnsOf(known, rows);
  const columns = [...known, ...added];
  // A dataset is at most as wide as one pushed row may be: checked before a rows × columns table is built.
  if (columns.length > maxPushColumns) {
    await recordStreamError(db, stream, 'too-large', { code: 'columns', count: columns.length });
    throw new ApiError(413, 'too_many_columns', dataStreamsMessages.api.tooManyColumns(maxPushColumns));
  }
  const readAs = existing?.readAs;
  if (
    appending &&
    added.length === 0 &&
    state.endsWithLine === true &&
    readAs?.columns?.length === columns.length
  ) {
    const batch = { columns, rows, rejected, readAs };
    return appendVersion({ ...target, existing }, batch);
  }
  await mkdir(spoolDir, { recursive: true });
  const path = join(spoolDir, randomUUID());
  try {
    if (appending) {
      // A file that cannot be read to its end (its chunks removed while they were read): deleted meanwhile, a 409.
      const copied = await copyStoredFile(storage, spoolDir, existing, path, known.length, columns).catch(
        async (error: unknown) => {
          if (!(await datasetExists(db, existing.id))) throw datasetDeleted();
          throw error;
        },
      );
      if (!copied) throw await unreadableOrDeleted(db, stream, existing.id);
    } else {
      await writeText(path, csvLine(columns), 'w');
    }
    await writeText(path, await csvRecords(columns, rows), 'a');
    return await storeVersion(target, path, () => ({
      accepted: rows.length,
      rejected,
      newColumns: added,
      columns,
      endsWithLine: true,
    }));
  } finally {
    await removeSpooled(path);
  }
}
