import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { ImportChoices, DataProfile } from '../../../shared/data/profile/types';
import type { PushResult, RejectedRow } from '../../../shared/data-streams';
import { datasetMaxBytes, datasetMaxRows } from '../../../shared/datasets';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import { ApiError } from '../../lib/api-error';
import { datasetObjectName } from '../../storage/buckets';
import { ObjectGone } from '../../storage/object-store';
import { profileKeptAwaitingInsights } from '../datasets/insights-refresh';
import { csvRecords, type RowBatch } from './row-batches';
import { csvLine } from './rows';
import { recordStreamError, type StreamRow } from './streams';
import type { IngestStores } from './ingest-types';
import { datasetFull, unreadableOrDeleted, datasetDeleted, datasetExists } from './ingest-refusals';
import { type StoredReading, type ExistingDataset, typeConflictsOf, profiledBatch } from './version-profile';
import { commitVersion, type VersionTarget } from './version-commit';

/**
 * A batch appended to its stream's dataset (docs/decisions/091), in O(batch), where `storeVersion` reads and
 * profiles the whole file: the batch's records, gzip-compressed, follow the stored file's compressed bytes in the
 * new version's object (gzip members one after the other read as one file), copied by the store itself
 * (`putAppended`: the operating system's file copy, or the database's chunk rows, docs/decisions/095); only the
 * batch is read in the reader, as Tessera wrote it and with each column held to its stored type (`batchRead`), so
 * its values that do not fit are the type conflicts, numbered in the dataset. The dataset's profile stays the one it had, for the rows it names
 * (`profile.rowCount` < `rowCount`), until its insights job reads the whole file and stores both.
 */
export async function appendVersion(
  target: VersionTarget & { existing: NonNullable<ExistingDataset> },
  batch: { columns: string[]; rows: RowBatch; rejected: RejectedRow[]; readAs: NonNullable<StoredReading> },
): Promise<PushResult> {
  const { stores, stream, existing } = target;
  const { db, storage } = stores;
  const { columns, rows, rejected, readAs } = batch;
  const records = await csvRecords(columns, rows);
  const size = existing.sizeBytes + records.byteLength;
  if (size > datasetMaxBytes) throw await datasetFull(db, stream, size);
  const analysed = await batchRead(stores, stream, columns, records, readAs);
  // A dataset is at most as long as an upload may be: past it, no whole read (the insights job, training) could
  // read it again.
  const rowCount = existing.rowCount + analysed.rowCount;
  if (rowCount > datasetMaxRows) {
    await recordStreamError(db, stream, 'too-large', { code: 'datasetRows', count: rowCount });
    throw new ApiError(413, 'dataset_full', dataStreamsMessages.api.datasetRowsFull(datasetMaxRows));
  }
  const member = await gzipBytes(records);
  const objectName = randomUUID() + '.gz';
  // The stored bytes copied where they are kept, the batch's member after them.
  await storage
    .putAppended(
      'datasets',
      objectName,
      'application/gzip',
      datasetObjectName(existing.id, existing.objectName),
      member,
    )
    .catch(async (error: unknown) => {
      // The stored file not there (its dataset deleted meanwhile, or the file lost): a 409 saying which.
      if (error instanceof ObjectGone) throw await unreadableOrDeleted(db, stream, existing.id);
      // Removed while it was copied: deleted meanwhile, a 409.
      if (!(await datasetExists(db, existing.id))) throw datasetDeleted();
      throw error;
    });
  const result: PushResult = {
    accepted: rows.length,
    rejected,
    newColumns: [],
    typeConflicts: typeConflictsOf(analysed.columns, 0, existing.rowCount),
    datasetId: existing.id,
    replayed: false,
  };
  await commitVersion(target, {
    datasetId: existing.id,
    objectName,
    values: {
      format: 'csv',
      rowCount,
      columnCount: columns.length,
      sizeBytes: size,
    },
    profile: profileKeptAwaitingInsights,
    state: { columns, endsWithLine: true },
    result,
  });
  return result;
}

const gzipBytes = promisify(gzip);

/**
 * A batch's records read as Tessera wrote them (commas, double quotes, under the stream's header: nothing guessed
 * from the batch alone), with the whole file's number format and each column held to its stored type: its rows
 * and the columns' values that do not fit. Records that are all blank lines (one column of empty cells) hold no
 * row a reader finds, as in the whole file.
 */
async function batchRead(
  stores: IngestStores,
  stream: StreamRow,
  columns: string[],
  records: Uint8Array,
  readAs: NonNullable<StoredReading>,
): Promise<{ rowCount: number; columns: DataProfile['columns'] }> {
  if (records.every((byte) => byte === 0x0d || byte === 0x0a)) return { rowCount: 0, columns: [] };
  const overrides = Object.fromEntries(
    (readAs.columns ?? []).map(({ name, kind, dateOrder }) => [
      name,
      { kind, ...(dateOrder && { dateOrder }) },
    ]),
  );
  const choices: ImportChoices = {
    ...readAs.choices,
    dialect: {
      ...(readAs.numbers?.decimal && readAs.numbers),
      ...readAs.choices?.dialect,
      delimiter: ',',
      quote: '"',
      header: true,
    },
    overrides: { ...overrides, ...readAs.choices?.overrides },
  };
  // Control characters read as spaces: the batch is text Tessera wrote, and alone a few of them would pass the
  // data core's share for a file that is not text (the whole file's read decides that on its first 64 KB).
  const read = Buffer.concat([Buffer.from(csvLine(columns)), records]).map((byte) =>
    isControl(byte) ? 0x20 : byte,
  );
  const { profile } = await profiledBatch(stores, stream, read, choices, false);
  return profile;
}

/** A control character the data core counts against text (decode.ts), one byte in UTF-8. */
const isControl = (byte: number) =>
  (byte >= 0x01 && byte <= 0x08) || (byte >= 0x0e && byte <= 0x1a) || (byte >= 0x1c && byte <= 0x1f);
