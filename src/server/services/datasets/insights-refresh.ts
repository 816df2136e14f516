import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ImportChoices } from '../../../shared/data/profile/types';
import type { Db } from '../../db/client';
import { datasets } from '../../db/schema/index';
import { datasetObjectName } from '../../storage/buckets';
import type { ObjectStore } from '../../storage/object-store';
import { runOnReader } from './analyse';
import type { ProfiledDataset, ReadOutcome, ReadTask } from './read-dataset';

/** A recompute of one dataset's insights, for the version of its data marked by `token` (docs/decisions/058). */
export type InsightsJob = { datasetId: string; token: string };

/**
 * Queues the recompute of a dataset's insights after its data changed (`insights-queue.ts`). `waiting`: whether
 * the job queued under `token` is still waiting to start, then put off as a new one would be and held so until
 * `tx` ends: a new version stored in `tx` keeps that token and queues nothing, the job reading whichever version is
 * stored when it starts (docs/decisions/078). Without it every version queues its own job.
 */
export type InsightsRefresh = {
  queue: (job: InsightsJob) => Promise<void>;
  waiting?: (tx: Db, token: string) => Promise<boolean>;
};

/**
 * The `profile` column's new value for a stream's new version of a dataset: its profile, report and first rows,
 * the insights it had (null for a new dataset) kept until the job queue finds the new ones, `insightsPending`
 * naming this version and `dataVersion` counting the versions (`insightsOf` says which one the insights describe).
 * Read from the row being updated, so the insights a job wrote meanwhile are the ones kept.
 */
export function profileAwaitingInsights(
  { profile, report, preview }: Pick<ProfiledDataset, 'profile' | 'report' | 'preview'>,
  token: string,
): SQL {
  const stored = JSON.stringify({ profile, report, preview, insightsPending: token });
  return sql`${stored}::jsonb || jsonb_build_object(
    'insights', coalesce(${datasets.profile} -> 'insights', 'null'::jsonb),
    'insightsOf', coalesce(${datasets.profile} -> 'insightsOf', '0'::jsonb),
    'dataVersion', coalesce((${datasets.profile} ->> 'dataVersion')::int, 0) + 1
  )`;
}

/**
 * The `profile` column's new value for a version appended without reading the whole file (docs/decisions/091):
 * the profile, report and first rows kept as they are, `profileOf` naming the version they describe (the one they
 * were made for, which stays named while later versions are appended), the insights pending under `token` and the
 * versions counted on. The job reads the whole file and stores both.
 */
export const profileKeptAwaitingInsights = (token: string): SQL =>
  sql`${datasets.profile} || jsonb_build_object(
    'insightsPending', ${token}::text,
    'profileOf', ${profileVersion},
    'dataVersion', coalesce((${datasets.profile} ->> 'dataVersion')::int, 0) + 1
  )`;

/** SQL: the version the stored profile describes (`profileOf`; the current version when there is none). */
const profileVersion = sql`coalesce((${datasets.profile} ->> 'profileOf')::int, (${datasets.profile} ->> 'dataVersion')::int, 0)`;

/** The profile of a dataset made by a stream's first batch: no insights yet, pending under `token`. */
export const newProfileAwaitingInsights = (
  { profile, report, preview }: Pick<ProfiledDataset, 'profile' | 'report' | 'preview'>,
  token: string,
) => ({ profile, report, preview, insights: null, insightsPending: token, insightsOf: 0, dataVersion: 1 });

export type RefreshStores = { db: Db; storage: ObjectStore; spoolDir: string };

/**
 * The job: when the dataset still waits for the insights of this version (`insightsPending` is the job's
 * token), its stored file is read again in the reader's thread (waiting for room there, as a training does) with
 * the choices it was read with, and its insights stored when they describe a later version than the stored ones
 * (`insightsOf` < its `dataVersion`): an older result never overwrites a newer one. A newer version stored meanwhile
 * keeps the dataset updating until its own job ends. Batches stored while a job waits keep its token (it reads
 * the latest); batches stored while it runs queue their own, and all but the latest of those find their token
 * replaced and end at once, so one recompute runs. A dataset deleted before or
 * during the job is left deleted. What it did, for tests and logs.
 */
export async function refreshInsights(
  { db, storage, spoolDir }: RefreshStores,
  { datasetId, token }: InsightsJob,
  signal: AbortSignal,
): Promise<'stored' | 'superseded' | 'gone' | 'unreadable'> {
  const [row] = await db
    .select({
      pending: sql<string | null>`${datasets.profile} ->> 'insightsPending'`,
      version: sql<number>`coalesce((${datasets.profile} ->> 'dataVersion')::int, 0)`,
      choices: sql<ImportChoices | null>`${datasets.profile} -> 'report' -> 'choices'`,
      objectName: datasets.objectName,
    })
    .from(datasets)
    .where(eq(datasets.id, datasetId));
  if (!row) return 'gone';
  if (row.pending !== token) return 'superseded';
  const object = await storage.open('datasets', datasetObjectName(datasetId, row.objectName));
  if (!object) return 'gone';
  await mkdir(spoolDir, { recursive: true });
  const path = join(spoolDir, randomUUID());
  let outcome: ReadOutcome;
  try {
    await pipeline(object.stream(), createGunzip(), createWriteStream(path), { signal });
    const task: ReadTask = { file: path, choices: row.choices ?? {}, insights: true };
    outcome = await runOnReader<ReadOutcome>(task, { signal });
  } catch (error) {
    if (!signal.aborted) {
      const now = await versionNow(db, datasetId);
      // Its file went with the dataset, deleted meanwhile: nothing to do.
      if (!now) return 'gone';
      // A newer version was stored and this one's file removed after its commit (docs/decisions/065): that
      // version's own job finds its insights.
      if (now.pending !== token || now.objectName !== row.objectName) return 'superseded';
    }
    throw error;
  } finally {
    await rm(path, { force: true });
  }
  // A file the reader refuses now was read when it was stored: the insights it had are kept, no longer pending.
  const insights = outcome.ok && outcome.insights ? JSON.stringify(outcome.insights) : null;
  const version = Number(row.version);
  // Kept when they describe a later version than the stored ones: a newer batch stored meanwhile leaves the
  // dataset updating, but a stream whose batches come faster than a recompute still sees its insights move on.
  const newer = sql`coalesce((${datasets.profile} ->> 'insightsOf')::int, 0) < ${version}::int`;
  const patch =
    insights === null
      ? sql`'{}'::jsonb`
      : sql`case when ${newer} then jsonb_build_object('insights', ${insights}::jsonb, 'insightsOf', ${version}::int) else '{}'::jsonb end`;
  // The profile, report and first rows too, when the stored ones describe an earlier version (batches appended
  // without reading the whole file, docs/decisions/091).
  const stale = sql`${profileVersion} < ${version}::int`;
  const read = outcome.ok
    ? JSON.stringify({ profile: outcome.profile, report: outcome.report, preview: outcome.preview })
    : null;
  const profilePatch =
    read === null
      ? sql`'{}'::jsonb`
      : sql`case when ${stale} then ${read}::jsonb || jsonb_build_object('profileOf', ${version}::int) else '{}'::jsonb end`;
  // Read whole, the version still the stored one: its row and column counts are the read's (a batch appended
  // counted its rows alone).
  const current = sql`${stale} and coalesce((${datasets.profile} ->> 'dataVersion')::int, 0) = ${version}::int`;
  const counts = outcome.ok
    ? {
        rowCount: sql`case when ${current} then ${outcome.profile.rowCount}::int else ${datasets.rowCount} end`,
        columnCount: sql`case when ${current} then ${outcome.profile.columnCount}::int else ${datasets.columnCount} end`,
      }
    : {};
  const updated = await db
    .update(datasets)
    .set({
      profile: sql`(case when ${datasets.profile} ->> 'insightsPending' = ${token} then ${datasets.profile} - 'insightsPending' else ${datasets.profile} end) || ${patch} || ${profilePatch}`,
      ...counts,
    })
    .where(eq(datasets.id, datasetId))
    .returning({
      pending: sql<string | null>`${datasets.profile} ->> 'insightsPending'`,
      insightsOf: sql<string | null>`${datasets.profile} ->> 'insightsOf'`,
    });
  const [after] = updated;
  if (!after) return 'gone';
  if (after.pending !== null) return 'superseded';
  if (insights === null) return 'unreadable';
  // Not written: a newer version's insights were stored first.
  return Number(after.insightsOf) === version ? 'stored' : 'superseded';
}

/** The dataset's stored version as it is now: its pending job's token and its file's name; none once deleted. */
async function versionNow(db: Db, id: string) {
  const [row] = await db
    .select({
      pending: sql<string | null>`${datasets.profile} ->> 'insightsPending'`,
      objectName: datasets.objectName,
    })
    .from(datasets)
    .where(eq(datasets.id, id));
  return row;
}
