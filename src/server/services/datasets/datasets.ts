import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import type {
  DatasetDetail,
  DatasetFormat,
  DatasetProfile,
  DatasetSummary,
  DatasetTable,
} from '../../../shared/datasets';
import { can } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { datasets, users } from '../../db/schema/index';
import type { Membership } from '../workspace/membership';
import { analyseDataset } from './analyse';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** What the `profile` column holds: the profile and the first rows, so opening a dataset reads no file. */
type StoredProfile = { profile: DatasetProfile; preview: DatasetTable };

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

/** Owners and Admins may delete any dataset; anyone may delete their own. */
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

/** Profiles the file itself, then stores it gzip-compressed with its profile in the caller's workspace. */
export async function createDataset(
  db: Db,
  caller: DatasetCaller,
  input: { name: string; bytes: Uint8Array },
): Promise<DatasetDetail> {
  const { format, profile, preview } = await analyseDataset(input.bytes, { accountId: caller.userId });
  const content = await gzipAsync(input.bytes);
  const stored: StoredProfile = { profile, preview };
  const [row] = await db
    .insert(datasets)
    .values({
      workspaceId: caller.workspace.id,
      uploaderId: caller.userId,
      name: input.name,
      format,
      rowCount: profile.rowCount,
      columnCount: profile.columnCount,
      sizeBytes: input.bytes.byteLength,
      profile: stored,
      content,
    })
    .returning({ id: datasets.id });
  return (await findDataset(db, caller, row!.id))!;
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

/** One dataset of the caller's workspace with its profile and first rows; undefined for any other. */
export async function findDataset(
  db: Db,
  caller: DatasetCaller,
  id: string,
): Promise<DatasetDetail | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, profile: datasets.profile })
    .from(datasets)
    .leftJoin(users, eq(users.id, datasets.uploaderId))
    .where(inWorkspace(caller, id));
  if (!row) return undefined;
  const { profile, preview } = row.profile as StoredProfile;
  return { ...toSummary(row as SummaryRow, caller), profile, preview };
}

/** The file as it was uploaded, with its name and format; undefined outside the caller's workspace. */
export async function datasetFile(db: Db, caller: DatasetCaller, id: string) {
  const [row] = await db
    .select({ name: datasets.name, format: datasets.format, content: datasets.content })
    .from(datasets)
    .where(inWorkspace(caller, id));
  if (!row) return undefined;
  return { name: row.name, format: row.format, bytes: new Uint8Array(await gunzipAsync(row.content)) };
}

/** The uploader of a dataset in the caller's workspace (null once they are gone); undefined when there is none. */
export async function datasetUploader(db: Db, caller: DatasetCaller, id: string) {
  const [row] = await db
    .select({ uploaderId: datasets.uploaderId })
    .from(datasets)
    .where(inWorkspace(caller, id));
  return row ? { uploaderId: row.uploaderId } : undefined;
}

export async function deleteDataset(db: Db, caller: DatasetCaller, id: string): Promise<void> {
  await db.delete(datasets).where(inWorkspace(caller, id));
}
