import { and, asc, eq } from 'drizzle-orm';
import type { DatasetSource } from '../../../shared/datasets';
import type { Db } from '../../db/client';
import { dataStreams } from '../../db/schema/index';

/** The streams of the workspace that feed this dataset, oldest first. */
export async function datasetSources(
  db: Db,
  workspaceId: string,
  datasetId: string,
): Promise<DatasetSource[]> {
  const rows = await db
    .select({
      id: dataStreams.id,
      name: dataStreams.name,
      kind: dataStreams.kind,
      service: dataStreams.service,
      status: dataStreams.status,
      lastSyncAt: dataStreams.lastSyncAt,
    })
    .from(dataStreams)
    .where(and(eq(dataStreams.workspaceId, workspaceId), eq(dataStreams.datasetId, datasetId)))
    .orderBy(asc(dataStreams.createdAt), asc(dataStreams.id));
  return rows.map((row) => ({
    ...row,
    lastSyncAt: row.lastSyncAt ? new Date(row.lastSyncAt).toISOString() : null,
  }));
}
