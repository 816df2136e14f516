import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DataProfile, ImportChoices, ImportReport } from '../../../shared/data/profile/types';
import type { InsightReport } from '../../../shared/data/insights/types';
import { datasetSources } from './dataset-sources';
import type { DatasetDetail, DatasetFormat, DatasetPreview, DatasetSummary } from '../../../shared/datasets';
import { can } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { dataStreams, datasets, users } from '../../db/schema/index';
import type { Membership } from '../workspace/membership';
import { datasetObjectName } from '../../storage/buckets';
import type { ObjectStore } from '../../storage/object-store';
import type { SpooledFile } from '../../storage/spool';
import { ApiError } from '../../lib/api-error';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import { analyseDataset, type AnalysedDataset } from './analyse';
import { rewriteOnReader, type RewriteFor } from './rewrite-on-reader';
import type { AskTask } from './read-dataset';
import { lockMemberAllowedTo } from '../workspace/member-still-allowed';

/**
 * Where a dataset's parts live: its row in the database, its file in the file store, the upload on disk meanwhile
 * (`spoolDir`, storage/spool.ts), where a stored file also waits while it is read again.
 */
export type DatasetStores = { db: Db; storage: ObjectStore; spoolDir: string };

/** Runs a stream through gzip (or gunzip): an error on either side ends the other. */
function through(source: Readable, zlib: ReturnType<typeof createGzip>): Readable {
  pipeline(source, zlib).catch(() => {});
  return zlib;
}

/**
 * What the `profile` column holds: the profile, the import report, the first rows and the insights, so opening
 * a dataset reads no file. Datasets saved before the data core (issue 19) hold an older shape, without
 * `version: 2` in the profile, and those saved before the insights (issue 20) have none: they are read again
 * from their file the first time they are opened (`openDataset`).
 */
export type StoredProfile = {
  profile: DataProfile;
  report: ImportReport;
  preview: DatasetPreview;
  /** Null only while a stream's first version waits for its insights (`insightsPending`). */
  insights: InsightReport | null;
  /**
   * Set when a stream stored a new version whose insights the job queue is finding (the version's token,
   * services/datasets/insights-refresh.ts); `insights` are the previous version's meanwhile.
   */
  insightsPending?: string;
};

const isCurrent = (stored: unknown): stored is StoredProfile =>
  (stored as { profile?: { version?: unknown } } | null)?.profile?.version === 2 &&
  (stored as { report?: unknown }).report !== undefined &&
  ((stored as { insights?: { version?: unknown } }).insights?.version === 1 ||
    typeof (stored as { insightsPending?: unknown }).insightsPending === 'string');

/** The caller: their membership of the active workspace (read from the database) and their user id. */
export type DatasetCaller = { workspace: Membership; userId: string };

const summaryColumns = {
  id: datasets.id,
  name: datasets.name,
  format: datasets.format,
  rowCount: datasets.rowCount,
  columnCount: datasets.columnCount,
  sizeBytes: datasets.sizeBytes,
  createdAt: datasets.createdAt,
  uploaderId: datasets.uploaderId,
  uploaderName: users.name,
};

type SummaryRow = {
  id: string;
  name: string;
  format: DatasetFormat;
  rowCount: number;
  columnCount: number;
  sizeBytes: number;
  createdAt: Date;
  uploaderId: string | null;
  uploaderName: string | null;
};

/** Owners and Admins may rename or delete any dataset; anyone may rename or delete their own. */
export const mayDelete = (caller: DatasetCaller, uploaderId: string | null) =>
  can(caller.workspace.role, 'dataset:delete-any') || uploaderId === caller.userId;

const toSummary = (row: SummaryRow, caller: DatasetCaller): DatasetSummary => ({
  id: row.id,
  name: row.name,
  format: row.format,
  rowCount: row.rowCount,
  columnCount: row.columnCount,
  sizeBytes: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
  uploader: row.uploaderId && row.uploaderName ? { id: row.uploaderId, name: row.uploaderName } : null,
  canDelete: mayDelete(caller, row.uploaderId),
});

/**
 * Profiles the spooled upload (lib/streamed-upload.ts) there in the worker thread, streams it gzip-compressed into the file
 * store and saves its row: the request thread never holds the file for the database (docs/decisions/029-file-storage.md).
 */
export async function createDataset(
  { db, storage }: DatasetStores,
  caller: DatasetCaller,
  input: { name: string; file: SpooledFile; choices?: ImportChoices },
): Promise<DatasetDetail> {
  const { path } = input.file;
  const { format, profile, report, preview, insights } = await analyseDataset(path, {
    accountId: caller.userId,
    choices: input.choices,
  });
  const id = randomUUID();
  const object = datasetObjectName(id);
  await storage.put('datasets', object, 'application/gzip', through(createReadStream(path), createGzip()));
  const stored: StoredProfile = { profile, report, preview, insights };
  try {
    await insertAsMember(db, caller, {
      id,
      workspaceId: caller.workspace.id,
      uploaderId: caller.userId,
      name: input.name,
      format,
      rowCount: profile.rowCount,
      columnCount: profile.columnCount,
      sizeBytes: input.file.size,
      profile: stored,
    });
  } catch (error) {
    await storage.delete('datasets', object);
    throw error;
  }
  return (await findDataset(db, caller, id))!;
}

/**
 * Saves the dataset's row if the uploader may still create datasets in the workspace: an upload takes a while,
 * and a member removed or demoted meanwhile must not save one. Their membership row is locked until the insert
 * commits, so a removal waits for it or wins before it.
 */
async function insertAsMember(db: Db, caller: DatasetCaller, row: typeof datasets.$inferInsert) {
  await db.transaction(async (tx) => {
    await lockMemberAllowedTo(tx, caller, 'dataset:create');
    await tx.insert(datasets).values(row);
  });
}

/** Every dataset of the caller's workspace, newest first. */
export async function listDatasets(db: Db, caller: DatasetCaller): Promise<DatasetSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(datasets)
    .leftJoin(users, eq(users.id, datasets.uploaderId))
    .where(eq(datasets.workspaceId, caller.workspace.id))
    .orderBy(desc(datasets.createdAt), desc(datasets.id));
  return rows.map((row) => toSummary(row as SummaryRow, caller));
}

const inWorkspace = (caller: DatasetCaller, id: string) =>
  and(eq(datasets.id, id), eq(datasets.workspaceId, caller.workspace.id));

async function findRow(db: Db, caller: DatasetCaller, id: string) {
  const [row] = await db
    .select({ ...summaryColumns, profile: datasets.profile })
    .from(datasets)
    .leftJoin(users, eq(users.id, datasets.uploaderId))
    .where(inWorkspace(caller, id));
  return row;
}

/**
 * One dataset of the caller's workspace with its profile, import report and first rows, as stored; undefined
 * for any other, and for one stored in the shape before the data core (`openDataset` reads those again).
 */
export async function findDataset(
  db: Db,
  caller: DatasetCaller,
  id: string,
): Promise<DatasetDetail | undefined> {
  const row = await findRow(db, caller, id);
  if (!row || !isCurrent(row.profile)) return undefined;
  return detailOf(db, caller, row as SummaryRow, row.profile);
}

async function detailOf(
  db: Db,
  caller: DatasetCaller,
  row: SummaryRow,
  { profile, report, preview, insights, insightsPending }: StoredProfile,
): Promise<DatasetDetail> {
  const sources = await datasetSources(db, caller.workspace.id, row.id);
  const insightsUpdating = insightsPending !== undefined;
  return { ...toSummary(row, caller), sources, profile, report, preview, insights, insightsUpdating };
}

/**
 * One dataset of the caller's workspace, as `findDataset`; a dataset saved before the data core is first read
 * again from its file in the worker thread (with the choices of that time: none), and its new profile stored.
 */
export async function openDataset(
  stores: DatasetStores,
  caller: DatasetCaller,
  id: string,
): Promise<DatasetDetail | undefined> {
  const { db } = stores;
  const row = await findRow(db, caller, id);
  if (!row) return undefined;
  if (isCurrent(row.profile)) return detailOf(db, caller, row as SummaryRow, row.profile);
  // Everyone opening it meanwhile waits for the one reading: one read per dataset, never one per caller (each
  // would hold a place in the reader, and enough callers at once would lock uploads out with 503s).
  let reading = reopening.get(id);
  if (!reading) {
    // A dataset stored before the insights was read with the user's choices: read it again with them.
    const choices = (row.profile as Partial<StoredProfile> | null)?.report?.choices;
    reading = readAgain(stores, caller, id, choices).finally(() => reopening.delete(id));
    reopening.set(id, reading);
  }
  if (!(await reading)) return undefined;
  return findDataset(db, caller, id);
}

/** Datasets of the older shape being read again, by id (unique across workspaces), and whether their file was there. */
const reopening = new Map<string, Promise<boolean>>();

async function readAgain(
  { db, storage, spoolDir }: DatasetStores,
  caller: DatasetCaller,
  id: string,
  choices: ImportChoices | undefined,
) {
  const analysed = await readStoredFile({ db, storage, spoolDir }, caller, id, choices);
  if (!analysed) return false;
  const { format, profile, report, preview, insights } = analysed;
  const stored: StoredProfile = { profile, report, preview, insights };
  await db
    .update(datasets)
    .set({ profile: stored, format, rowCount: profile.rowCount, columnCount: profile.columnCount })
    .where(inWorkspace(caller, id));
  return true;
}

/**
 * A dataset's stored file read again in the worker thread with the given import choices, under the reader's
 * limits (503 when it is full, for the caller's account or in all); undefined when the file is gone. It is
 * decompressed to the spool folder, as an upload waits there: the worker thread reads it from disk and the
 * request thread never holds the whole file (docs/decisions/040-server-memory.md).
 */
export async function readStoredFile(
  { db, storage, spoolDir }: DatasetStores,
  caller: DatasetCaller,
  id: string,
  choices: ImportChoices | undefined,
  ask?: AskTask,
): Promise<AnalysedDataset | undefined> {
  const [row] = await db
    .select({ objectName: datasets.objectName })
    .from(datasets)
    .where(inWorkspace(caller, id));
  if (!row) return undefined;
  const { objectName } = row;
  const object = await storage.open('datasets', datasetObjectName(id, objectName));
  if (!object) return undefined;
  await mkdir(spoolDir, { recursive: true });
  const path = join(spoolDir, randomUUID());
  try {
    await pipeline(object.stream(), createGunzip(), createWriteStream(path));
    return await analyseDataset(path, { accountId: caller.userId, choices, ask });
  } finally {
    await rm(path, { force: true });
  }
}

/** A download's bytes, and their number when it is known before they are sent. */
export type DownloadBody = { size: number | undefined; stream: Readable };

/**
 * The dataset's file for download: its name and format, and `read`, which answers its bytes (undefined when it is
 * gone meanwhile); undefined outside the caller's workspace. Nothing is read until `read` is called (a `HEAD`
 * answers without it).
 */
export async function datasetFile(stores: DatasetStores, caller: DatasetCaller, id: string) {
  const [row] = await stores.db
    .select({ name: datasets.name, format: datasets.format })
    .from(datasets)
    .where(inWorkspace(caller, id));
  return row && { ...row, read: (reader: RewriteFor) => downloadOf(stores, caller, id, reader) };
}

/** Reads of a stream's version a download tries, each replaced by a batch while it was read, before a 503. */
const versionReads = 3;

/**
 * An upload is the file as it was uploaded, byte for byte, streamed from the file store (decompressed on the way).
 * A stream's version (a row with `object_name`, docs/decisions/065) holds rows from outside the workspace (webhooks,
 * pushes, pulls, a database): its CSV is rewritten first, on the reading thread (docs/decisions/088), with every
 * cell a spreadsheet would run as a formula quoted away (docs/decisions/072), and streamed from the spool, removed
 * once read or abandoned. A version replaced by a batch while it is read (its object removed) is read again as the
 * dataset now is.
 */
async function downloadOf(
  { db, storage, spoolDir }: DatasetStores,
  caller: DatasetCaller,
  id: string,
  reader: RewriteFor,
): Promise<DownloadBody | undefined> {
  for (let attempt = 1; ; attempt++) {
    const [row] = await db
      .select({
        format: datasets.format,
        size: datasets.sizeBytes,
        objectName: datasets.objectName,
        report: sql<ImportReport | null>`${datasets.profile} -> 'report'`,
      })
      .from(datasets)
      .where(inWorkspace(caller, id));
    if (!row) return undefined;
    /** Whether a batch replaced the version read: then it is read again, up to `versionReads` times. */
    const replaced = async () => {
      if ((await storedObjectName(db, caller, id)) === row.objectName) return false;
      if (attempt < versionReads) return true;
      throw new ApiError(503, 'busy', dataStreamsMessages.api.busy, { 'retry-after': '5' });
    };
    const object = await storage.open('datasets', datasetObjectName(id, row.objectName));
    if (!object) {
      if (await replaced()) continue;
      return undefined;
    }
    const decompressed = through(object.stream(), createGunzip());
    if (row.objectName === null || row.format !== 'csv') return { size: row.size, stream: decompressed };
    try {
      const how = { as: 'neutralised', how: row.report ?? {} } as const;
      const path = await rewriteOnReader(decompressed, how, spoolDir, reader);
      return { size: (await stat(path)).size, stream: spooledRead(path) };
    } catch (error) {
      if (error instanceof ApiError || !(await replaced())) throw error;
    }
  }
}

/** The dataset's stored object now (null: its upload's), or undefined when it is gone. */
async function storedObjectName(db: Db, caller: DatasetCaller, id: string) {
  const [row] = await db
    .select({ objectName: datasets.objectName })
    .from(datasets)
    .where(inWorkspace(caller, id));
  return row?.objectName;
}

/** A spooled file's bytes, the file removed once they are read or the reader goes away. */
function spooledRead(path: string): Readable {
  return createReadStream(path).once('close', () => void rm(path, { force: true }));
}

/** The uploader of a dataset in the caller's workspace (null once they are gone); undefined when there is none. */
export async function datasetUploader(db: Db, caller: DatasetCaller, id: string) {
  const [row] = await db
    .select({ uploaderId: datasets.uploaderId })
    .from(datasets)
    .where(inWorkspace(caller, id));
  return row ? { uploaderId: row.uploaderId } : undefined;
}

/** Renames a dataset of the caller's workspace and answers its summary; undefined when there is none. */
export async function renameDataset(
  db: Db,
  caller: DatasetCaller,
  id: string,
  name: string,
): Promise<DatasetSummary | undefined> {
  const renamed = await db
    .update(datasets)
    .set({ name })
    .where(inWorkspace(caller, id))
    .returning({ id: datasets.id });
  if (renamed.length === 0) return undefined;
  const [row] = await db
    .select(summaryColumns)
    .from(datasets)
    .leftJoin(users, eq(users.id, datasets.uploaderId))
    .where(inWorkspace(caller, id));
  return row ? toSummary(row as SummaryRow, caller) : undefined;
}

/** Deletes the row, then its file. */
export async function deleteDataset(db: Db, storage: ObjectStore, caller: DatasetCaller, id: string) {
  const [deleted] = await db.transaction(async (tx) => {
    // The streams feeding it first (their `dataset_id` is set to null with the delete), then the dataset: the order
    // a stream's new version takes them in (services/streams/version-commit.ts, `commitVersion`), so the two never
    // wait for each other (on PostgreSQL the other way round deadlocked).
    await tx
      .select({ id: dataStreams.id })
      .from(dataStreams)
      .where(eq(dataStreams.datasetId, id))
      .orderBy(dataStreams.id)
      .for('update');
    return tx.delete(datasets).where(inWorkspace(caller, id)).returning({ objectName: datasets.objectName });
  });
  if (deleted) await storage.delete('datasets', datasetObjectName(id, deleted.objectName));
}
