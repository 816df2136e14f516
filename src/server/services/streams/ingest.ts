import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import Papa from 'papaparse';
import { and, eq, sql } from 'drizzle-orm';
import { maxPushColumns, type PushResult, type RejectedRow } from '../../../shared/data-streams';
import { datasetMaxBytes } from '../../../shared/datasets';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import type { Db } from '../../db/client';
import { dataStreamReceipts, dataStreams, datasets } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { tooManyRequests } from '../../lib/rate-limited';
import { datasetObjectName } from '../../storage/buckets';
import type { ObjectStore } from '../../storage/object-store';
import { analyseDataset, type AnalysedDataset } from '../datasets/analyse';
import type { StoredProfile } from '../datasets/datasets';
import { csvHeader, csvRecords, newColumnsOf } from './rows';
import { recordStreamError, streamNotFound, type StreamRow } from './streams';
import type { StreamRow as DataRow } from './webhooks/types';

export type IngestStores = { db: Db; storage: ObjectStore; spoolDir: string };

/** What a stream keeps about the file it writes: its columns, in order (Tessera writes the file, so they are exact). */
type StreamFileState = { columns?: string[] };

/** One batch at a time per stream in this process: each batch reads the file the previous one wrote. */
const queues = new Map<string, Promise<unknown>>();
const held = new Map<string, number>();
/** Batches one stream may have running or waiting in this process; one more is a 429, so waiting bodies cannot pile up. */
export const maxBatchesHeld = 3;

export function oneBatchAtATime<T>(streamId: string, work: () => Promise<T>): Promise<T> {
  const holding = held.get(streamId) ?? 0;
  if (holding >= maxBatchesHeld) return Promise.reject(tooManyRequests(5));
  held.set(streamId, holding + 1);
  const before = queues.get(streamId) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => {});
  queues.set(streamId, settled);
  void settled.then(() => {
    const left = (held.get(streamId) ?? 1) - 1;
    if (left > 0) held.set(streamId, left);
    else held.delete(streamId);
    if (queues.get(streamId) === settled) queues.delete(streamId);
  });
  return run;
}

export const pausedError = () => new ApiError(409, 'stream_paused', dataStreamsMessages.api.paused);

/**
 * Appends (or, in `replace` mode, replaces) rows in the stream's dataset through the data core's import: the new
 * version of the file is written to the spool folder, read and profiled in the worker thread like an upload, then
 * stored gzip-compressed in place of the old one and the dataset's row updated (made with the first rows). New
 * columns are added (earlier rows get empty cells); cells that disagree with their column's type are reported.
 *
 * `receipt` (`push:<Idempotency-Key>` or `hook:<delivery id>`): a batch whose receipt the stream already holds is
 * not stored again, and the first answer is given back with `replayed: true`. A paused stream answers 409.
 */
export async function ingestRows(
  stores: IngestStores,
  streamId: string,
  workspaceId: string,
  batch: { rows: DataRow[]; rejected: RejectedRow[]; receipt?: string },
): Promise<PushResult> {
  return oneBatchAtATime(streamId, async () => {
    const { db } = stores;
    const [stream] = await db
      .select()
      .from(dataStreams)
      .where(and(eq(dataStreams.id, streamId), eq(dataStreams.workspaceId, workspaceId)));
    if (!stream) throw streamNotFound();
    if (stream.status === 'paused') throw pausedError();
    if (batch.receipt) {
      const [seen] = await db
        .select({ answer: dataStreamReceipts.answer })
        .from(dataStreamReceipts)
        .where(and(eq(dataStreamReceipts.streamId, streamId), eq(dataStreamReceipts.key, batch.receipt)));
      if (seen) return { ...(seen.answer as PushResult), replayed: true };
    }
    const result =
      batch.rows.length === 0
        ? emptyResult(stream, batch.rejected)
        : await writeVersion(stores, stream, batch.rows, batch.rejected);
    await db.transaction(async (tx) => {
      if (batch.receipt) {
        await tx
          .insert(dataStreamReceipts)
          .values({ streamId, key: batch.receipt, answer: result })
          .onConflictDoNothing();
      }
    });
    return result;
  });
}

const emptyResult = (stream: StreamRow, rejected: RejectedRow[]): PushResult => ({
  accepted: 0,
  rejected,
  typeConflicts: [],
  newColumns: [],
  datasetId: stream.datasetId,
  replayed: false,
});

async function writeVersion(
  stores: IngestStores,
  stream: StreamRow,
  rows: DataRow[],
  rejected: RejectedRow[],
): Promise<PushResult> {
  const { db, storage, spoolDir } = stores;
  const state = (stream.config ?? {}) as StreamFileState;
  const [existing] = stream.datasetId
    ? await db
        .select({ id: datasets.id, rowCount: datasets.rowCount })
        .from(datasets)
        .where(eq(datasets.id, stream.datasetId))
    : [];
  const appending = stream.mode === 'append' && existing !== undefined;
  const known = appending ? (state.columns ?? []) : [];
  const added = newColumnsOf(known, rows);
  const columns = [...known, ...added];
  // A dataset is at most as wide as one pushed row may be: checked before a rows × columns table is built.
  if (columns.length > maxPushColumns) {
    await recordStreamError(db, stream, 'too-large', `${columns.length} columns`);
    throw new ApiError(413, 'too_many_columns', dataStreamsMessages.api.tooManyColumns(maxPushColumns));
  }
  await mkdir(spoolDir, { recursive: true });
  const path = join(spoolDir, randomUUID());
  try {
    if (appending) {
      const copied = await copyStoredFile(storage, existing.id, path, known.length, columns);
      if (!copied) {
        await recordStreamError(db, stream, 'dataset-unreadable', null);
        throw new ApiError(409, 'dataset_unreadable', dataStreamsMessages.api.datasetUnreadable);
      }
    } else {
      await writeText(path, csvHeader(columns), 'w');
    }
    await writeText(path, csvRecords(columns, rows), 'a');
    const { size } = await stat(path);
    if (size > datasetMaxBytes) {
      await recordStreamError(db, stream, 'too-large', `${size} bytes`);
      throw new ApiError(413, 'dataset_full', dataStreamsMessages.api.datasetFull);
    }
    let analysed: AnalysedDataset;
    try {
      analysed = await analyseDataset(path, { accountId: `stream:${stream.id}` });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        await recordStreamError(db, stream, 'dataset-unreadable', error.message);
      }
      throw error;
    }
    const datasetId = existing?.id ?? randomUUID();
    const before = appending ? existing.rowCount : 0;
    await storage.put(
      'datasets',
      datasetObjectName(datasetId),
      'application/gzip',
      createReadStream(path).pipe(createGzip()),
    );
    const { format, profile, report, preview, insights } = analysed;
    const stored: StoredProfile = { profile, report, preview, insights };
    const values = {
      format,
      rowCount: profile.rowCount,
      columnCount: profile.columnCount,
      sizeBytes: size,
      profile: stored,
    };
    await db.transaction(async (tx) => {
      if (existing) await tx.update(datasets).set(values).where(eq(datasets.id, datasetId));
      else
        await tx.insert(datasets).values({
          ...values,
          id: datasetId,
          workspaceId: stream.workspaceId,
          uploaderId: stream.createdBy,
          name: stream.datasetName,
        });
      await tx
        .update(dataStreams)
        .set({
          datasetId,
          config: { ...state, columns } satisfies StreamFileState,
          lastSyncAt: sql`now()`,
          rowsReceived: sql`${dataStreams.rowsReceived} + ${rows.length}`,
          status: sql`case when ${dataStreams.status} = 'failing' then 'active' else ${dataStreams.status} end`,
        })
        .where(eq(dataStreams.id, stream.id));
    });
    const typeConflicts = profile.columns.flatMap((column) =>
      column.examples
        .filter((example) => example.row > before)
        .map((example) => ({ row: example.row, column: column.name, value: example.value })),
    );
    return { accepted: rows.length, rejected, typeConflicts, newColumns: added, datasetId, replayed: false };
  } finally {
    await rm(path, { force: true });
  }
}

async function writeText(path: string, text: string, flags: 'w' | 'a') {
  const out = createWriteStream(path, { flags });
  out.end(text);
  await once(out, 'finish');
}

/**
 * The stored file decompressed to `path`. When columns were added, each record is rewritten under the new header
 * with empty cells for them, streamed record by record (the file is never held whole); otherwise bytes are copied.
 */
async function copyStoredFile(
  storage: ObjectStore,
  datasetId: string,
  path: string,
  width: number,
  columns: string[],
): Promise<boolean> {
  const object = await storage.open('datasets', datasetObjectName(datasetId));
  if (!object) return false;
  if (columns.length === width) {
    await pipeline(object.stream(), createGunzip(), createWriteStream(path));
    return true;
  }
  const out = createWriteStream(path);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: true });
  const source = object.stream().pipe(createGunzip());
  void pipeline(source, parser).catch(() => {});
  const padding = columns.length - width;
  let header = true;
  for await (const record of parser as AsyncIterable<string[]>) {
    const line = header ? csvHeader(columns) : csvRecordOf([...record, ...Array<string>(padding).fill('')]);
    header = false;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return true;
}

const csvRecordOf = (cells: string[]) => Papa.unparse([cells], { newline: '\r\n' }) + '\r\n';
