import { and, eq, sql } from 'drizzle-orm';
import type { TrainedModel } from '../../../shared/data/ml/types';
import type { ModelStatus } from '../../../shared/models';
import type { Db } from '../../db/client';
import { models } from '../../db/schema/index';
import { uuidPattern } from '../../lib/uuid-param';
import { cachedRead } from '../api-keys/call-cache';

/**
 * A model of the workspace that finished training, with its trained model parsed once per instance: while it is
 * retrained, the model it last finished training.
 */
export type ReadyModel = {
  id: string;
  workspaceId: string;
  datasetId: string;
  name: string;
  target: string;
  finishedAt: Date;
  model: TrainedModel;
  /** Tells this version of the model apart from a retrained one (id and finish time). */
  cacheKey: string;
};

/** What a workspace holds under a model id: nothing (404 for a caller), a model still training or failed, or one ready. */
export type ModelLookup =
  { kind: 'missing' } | { kind: 'not-ready'; status: ModelStatus } | { kind: 'ready'; model: ReadyModel };

/**
 * Parsed models by `id@finishedAt`, newest use last: a model answering many calls is read from the database and
 * parsed once, not on every call (its JSON can weigh hundreds of KB). A retrained model finishes at another time,
 * so it is a new key; a deleted one is no longer found by the cheap first query and its entry ages out.
 */
const cache = new Map<string, ReadyModel>();
const cacheSize = 16;

/**
 * The model `id` of the workspace when it is ready to predict (issue 21), as of the API's cache `revision` (read by
 * the call: services/api-keys/call-cache.ts). A model found is kept in memory under that revision, which any change
 * of a model's status or trained model, or its deletion, raises: a deleted or retrained model is never answered
 * from memory. The trained model itself is read and parsed only the first time this instance sees this version of
 * it. Anything that is not a uuid names nothing.
 */
export async function readyModel(
  db: Db,
  workspaceId: string,
  id: string,
  revision: number,
): Promise<ModelLookup> {
  if (!uuidPattern.test(id)) return { kind: 'missing' };
  return cachedRead(
    db,
    revision,
    `model:${workspaceId}:${id.toLowerCase()}`,
    () => lookUpModel(db, workspaceId, id),
    (found) => found.kind !== 'missing',
  );
}

/** The model's status from the database, and its parsed trained model (from `cache` when this version is there). */
async function lookUpModel(db: Db, workspaceId: string, id: string): Promise<ModelLookup> {
  const [row] = await db
    .select({
      id: models.id,
      datasetId: models.datasetId,
      name: models.name,
      target: models.target,
      status: models.status,
      finishedAt: models.finishedAt,
      trained: sql<boolean>`${models.model} is not null`,
    })
    .from(models)
    .where(and(eq(models.id, id.toLowerCase()), eq(models.workspaceId, workspaceId)));
  if (!row) return { kind: 'missing' };
  // A model being retrained (or whose retraining failed) keeps its last trained model: it answers until replaced.
  if (!row.finishedAt || !row.trained) return { kind: 'not-ready', status: row.status };
  const cacheKey = `${row.id}@${row.finishedAt.toISOString()}`;
  const cached = cache.get(cacheKey);
  if (cached) {
    cache.delete(cacheKey);
    cache.set(cacheKey, cached);
    return { kind: 'ready', model: cached };
  }
  const [stored] = await db
    .select({ model: models.model, finishedAt: models.finishedAt })
    .from(models)
    .where(and(eq(models.id, row.id), eq(models.workspaceId, workspaceId)));
  if (!stored) return { kind: 'missing' };
  // Retrained between the two reads: answer as the second read says.
  if (!stored.model || stored.finishedAt?.getTime() !== row.finishedAt.getTime()) {
    return lookUpModel(db, workspaceId, id);
  }
  const ready: ReadyModel = {
    id: row.id,
    workspaceId,
    datasetId: row.datasetId,
    name: row.name,
    target: row.target,
    finishedAt: row.finishedAt,
    model: stored.model,
    cacheKey,
  };
  cache.set(cacheKey, ready);
  while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  return { kind: 'ready', model: ready };
}
