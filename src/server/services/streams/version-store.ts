import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PushResult } from '../../../shared/data-streams';
import { datasetMaxBytes } from '../../../shared/datasets';
import type { ProfiledDataset } from '../datasets/analyse';
import { newProfileAwaitingInsights, profileAwaitingInsights } from '../datasets/insights-refresh';
import type { StreamFileState } from './ingest-types';
import { datasetFull } from './ingest-refusals';
import { typeConflictsOf, profiledBatch } from './version-profile';
import { commitVersion, type VersionTarget } from './version-commit';
import { removeSpooled } from './spool-files';

/**
 * A pulled file as the dataset's next version, as it came (replace mode, or the first version): read and profiled
 * like an upload, its rows counted by the profile, its anomalies in the import report; its columns the profile's.
 */
export function writeWholeFile(target: VersionTarget, path: string): Promise<PushResult> {
  return storeVersion(
    target,
    path,
    ({ profile }) => ({
      accepted: profile.rowCount,
      rejected: [],
      newColumns: [],
      columns: profile.columns.map((column) => column.name),
      endsWithLine: false,
    }),
    { pulled: true },
  );
}

/**
 * The file at `path` (the whole next version) read and profiled in the reader's thread like an upload, stored
 * gzip-compressed in place of the old one (compressed meanwhile, beside it), and the dataset's and the stream's
 * rows updated in one transaction. `counts` says what the batch was, once the file is read; `written` is told the
 * version's insights job (found on the job queue once committed, docs/decisions/058).
 */
export async function storeVersion(
  target: VersionTarget,
  path: string,
  counts: (
    analysed: ProfiledDataset,
  ) => Omit<PushResult, 'typeConflicts' | 'datasetId' | 'replayed'> & Required<StreamFileState>,
  { pulled = false }: { pulled?: boolean } = {},
): Promise<PushResult> {
  const { stores, stream, existing } = target;
  const { db, storage } = stores;
  const appending = stream.mode === 'append' && existing !== undefined;
  const { size } = await stat(path);
  if (size > datasetMaxBytes) throw await datasetFull(db, stream, size);
  // Compressed on libuv's threads while the reader's thread reads the file: neither waits for the other.
  const gzipped = `${path}.gz`;
  const compressing = pipeline(createReadStream(path), createGzip(), createWriteStream(gzipped)).then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  try {
    // Profiled without the insights: the job queue finds them once the version is stored.
    const analysed = await profiledBatch(stores, stream, path, {}, pulled);
    const compressed = await compressing;
    if (!compressed.ok) throw compressed.error;
    const { columns, endsWithLine, ...batch } = counts(analysed);
    const datasetId = existing?.id ?? randomUUID();
    // Each version under a new name (docs/decisions/065): the row is pointed at it in the transaction below and
    // the old file removed only after the commit, so file and row never go out of step (a crash leaves at most an
    // unnamed file behind, never a row naming a file of other rows).
    const objectName = randomUUID() + '.gz';
    // Opened before the put, not lazily by the stream: a put that fails before it reads the file (a full disk, a
    // database error) must not leave a stream opening it after the removal below, an 'error' no one hears that
    // would end the process.
    const gzippedFile = (await open(gzipped)).createReadStream();
    try {
      await storage.put('datasets', objectName, 'application/gzip', gzippedFile);
    } finally {
      gzippedFile.destroy();
    }
    const { format, profile } = analysed;
    const result: PushResult = {
      ...batch,
      typeConflicts: typeConflictsOf(profile.columns, appending ? existing.rowCount : 0, 0),
      datasetId,
      replayed: false,
    };
    await commitVersion(target, {
      datasetId,
      objectName,
      values: { format, rowCount: profile.rowCount, columnCount: profile.columnCount, sizeBytes: size },
      profile: (token) =>
        existing ? profileAwaitingInsights(analysed, token) : newProfileAwaitingInsights(analysed, token),
      state: { columns, endsWithLine },
      result,
    });
    return result;
  } finally {
    await compressing;
    await removeSpooled(gzipped);
  }
}
