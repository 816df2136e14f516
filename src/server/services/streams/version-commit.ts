import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PushResult } from '../../../shared/data-streams';
import type { DatasetFormat } from '../../../shared/datasets';
import type { Db } from '../../db/client';
import { dataStreams, datasets } from '../../db/schema/index';
import { datasetObjectName } from '../../storage/buckets';
import type { newProfileAwaitingInsights } from '../datasets/insights-refresh';
import { streamNotFound, type StreamRow } from './streams';
import type { IngestStores, StreamFileState, Written } from './ingest-types';
import {
  pausedError,
  SupersededSecret,
  SupersededSync,
  sourceStillIs,
  datasetDeleted,
} from './ingest-refusals';
import type { ExistingDataset } from './version-profile';

/**
 * A batch's end once its transaction is over: committed, the file its version replaced is removed (named by no
 * row any more; one left by a crash here is a file no row names, never a row without its file) and the version's
 * insights are queued; written but not committed, the new file is removed unless a row names it after all.
 */
export async function settled<T>(
  stores: IngestStores,
  storing: Promise<T>,
  written: () => Written | undefined,
): Promise<T> {
  const result = await storing.catch(async (error: unknown) => {
    const stored = written();
    const named = stored && (await objectNamed(stores.db, stored.objectName).catch(() => true));
    if (stored && !named) await stores.storage.delete('datasets', stored.objectName).catch(() => {});
    throw error;
  });
  const stored = written();
  if (stored) {
    if (stored.replaced) await stores.storage.delete('datasets', stored.replaced).catch(() => {});
    if (stored.job) await stores.insights.queue(stored.job);
  }
  return result;
}

async function objectNamed(db: Db, objectName: string) {
  const [row] = await db
    .select({ id: datasets.id })
    .from(datasets)
    .where(eq(datasets.objectName, objectName));
  return row !== undefined;
}

/**
 * Where a batch's new version goes: the stores, its stream, its dataset as the batch read it (undefined before the
 * stream's first version), `keep` (records the batch's receipts in the transaction that stores the version),
 * `written` (told what was stored, for after the commit) and what that transaction checks again: the source a pull
 * read (`readFrom`) and the secret webhook deliveries were verified with (`verifiedWith`).
 */
export type VersionTarget = {
  stores: IngestStores;
  stream: StreamRow;
  existing: ExistingDataset;
  keep: (tx: Db, result: PushResult) => Promise<void>;
  written: (written: Written) => void;
  readFrom?: unknown;
  verifiedWith?: string | null;
};

/** What a version changes in the dataset's row. */
type VersionValues = { format: DatasetFormat; rowCount: number; columnCount: number; sizeBytes: number };

/**
 * The version whose file is stored as `objectName` committed: the dataset's and the stream's rows updated (the
 * dataset made, for a stream's first version) and the batch's receipts kept, in one transaction that checks again
 * what may have changed since the batch read its stream; `written` is told what to do once committed. A version
 * that is not committed leaves no file.
 */
export async function commitVersion(
  target: VersionTarget,
  version: {
    datasetId: string;
    objectName: string;
    values: VersionValues;
    /** The `profile` column's new value, given the version's insights token. */
    profile: (token: string) => SQL | ReturnType<typeof newProfileAwaitingInsights>;
    state: Required<StreamFileState>;
    result: PushResult;
  },
) {
  const { stores, stream, existing, readFrom, verifiedWith } = target;
  const { db, storage } = stores;
  const { datasetId, objectName, values, result } = version;
  let token: string = randomUUID();
  let queued = false;
  try {
    await db.transaction(async (tx) => {
      // The stream or the dataset may have been deleted since they were read. Their rows are locked until the
      // commit (on PostgreSQL a delete waits for it). The file is already written: with the dataset there, its
      // row follows the file even when the stream is gone; a dataset deleted meanwhile (or one the deleted
      // stream was about to make) is not brought back.
      const [live] = await tx
        .select({
          id: dataStreams.id,
          current: readFrom === undefined ? sql<boolean>`true` : sourceStillIs(readFrom),
          sealedSecret: dataStreams.sealedSecret,
          status: dataStreams.status,
        })
        .from(dataStreams)
        .where(eq(dataStreams.id, stream.id))
        .for('update');
      // Paused since the batch read the stream: the pause's answer promised that nothing more is stored.
      if (live?.status === 'paused') throw pausedError();
      // An edit committed since the pull read its source: the old source's rows are not stored.
      if (live && !live.current) throw new SupersededSync();
      // A rotation committed since the batch read the stream: its deliveries are not stored.
      if (live && verifiedWith !== undefined && live.sealedSecret !== verifiedWith)
        throw new SupersededSecret();
      if (existing) {
        const [kept] = await tx
          .select({
            id: datasets.id,
            pending: sql<string | null>`${datasets.profile} ->> 'insightsPending'`,
          })
          .from(datasets)
          .where(eq(datasets.id, datasetId))
          .for('update');
        if (!kept) throw datasetDeleted();
        // The previous version's job not started yet (on any instance; put off as a new job would be, and held
        // until the commit): it reads this version when it starts, so this one keeps its token and queues none
        // (docs/decisions/078).
        if (kept.pending && (await stores.insights.waiting?.(tx as unknown as Db, kept.pending))) {
          token = kept.pending;
          queued = true;
        }
        await tx
          .update(datasets)
          .set({ ...values, objectName, profile: version.profile(token) })
          .where(eq(datasets.id, datasetId));
      } else if (!live) {
        throw streamNotFound();
      } else {
        await tx.insert(datasets).values({
          ...values,
          objectName,
          profile: version.profile(token),
          id: datasetId,
          workspaceId: stream.workspaceId,
          uploaderId: stream.createdBy,
          name: stream.datasetName,
        });
      }
      if (!live) return;
      await target.keep(tx as unknown as Db, result);
      await tx
        .update(dataStreams)
        .set({
          datasetId,
          // Merged: a pull's own keys (services/streams/pull/pull-config.ts) are written beside it, not undone.
          config: sql`coalesce(${dataStreams.config}, '{}'::jsonb) || ${JSON.stringify(version.state)}::jsonb`,
          lastSyncAt: sql`now()`,
          rowsReceived: sql`${dataStreams.rowsReceived} + ${result.accepted}`,
          status: sql`case when ${dataStreams.status} = 'failing' then 'active' else ${dataStreams.status} end`,
        })
        .where(eq(dataStreams.id, stream.id));
    });
  } catch (error) {
    // The new file is named by no row: not kept.
    await storage.delete('datasets', objectName);
    throw error;
  }
  target.written({
    job: queued ? null : { datasetId, token },
    objectName,
    replaced: existing ? datasetObjectName(existing.id, existing.objectName) : null,
  });
}
