import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Insight } from '../../../shared/data/insights/types';
import type { ImportChoices } from '../../../shared/data/profile/types';
import { datasetsMessages } from '../../../shared/i18n/messages/datasets';
import { playgroundMessages } from '../../../shared/i18n/messages/playground';
import { maxPinnedInsights, type PinnedAnswerBody, type PinnedItem } from '../../../shared/insights';
import { can } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { datasets, pinnedInsights, users } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { insertAuditRow, type AdminActor } from '../admin/audit';
import { canonicalJson } from './canonical-json';
import type { AnalysedDataset } from './analyse';
import { readStoredFile, type DatasetCaller, type DatasetStores } from './datasets';
import type { AskTask } from './read-dataset';
import { lockMemberAllowedTo } from '../workspace/member-still-allowed';
import { lockWorkspace } from '../workspace/lock-workspace';

/** An insight as a caller sent it to be pinned: only its id is known to be there (`pinInsightSchema`). */
export type SentInsight = { id: string } & Record<string, unknown>;

const copy = datasetsMessages.api;

export const pinNotFound = () => new ApiError(404, 'not_found', copy.pinNotFound);
export const datasetNotFound = () => new ApiError(404, 'not_found', playgroundMessages.api.notFound);
export const tooManyPins = () => new ApiError(409, 'too-many-pins', copy.pinTooMany(maxPinnedInsights));
const insightChanged = () => new ApiError(409, 'insight-changed', copy.pinChanged);
/** The file could not be read again (too slow, too much memory): the pin's words, not the upload's. */
export const insightUnreadable = () => new ApiError(409, 'insight-unreadable', copy.pinUnreadable);
/** The reader is full (uploads or other pins): the pin's own words, with the upload's 503 and Retry-After. */
export const pinBusy = () => new ApiError(503, 'busy', copy.pinBusy, { 'retry-after': '60' });

const pinColumns = {
  id: pinnedInsights.id,
  datasetId: pinnedInsights.datasetId,
  datasetName: datasets.name,
  kind: pinnedInsights.kind,
  insight: pinnedInsights.insight,
  pinnedAt: pinnedInsights.pinnedAt,
  pinnedById: pinnedInsights.pinnedBy,
  pinnedByName: users.name,
};

type PinRow = {
  id: string;
  datasetId: string;
  datasetName: string;
  kind: 'insight' | 'answer';
  insight: Insight | PinnedAnswerBody;
  pinnedAt: Date;
  pinnedById: string | null;
  pinnedByName: string | null;
};

/** Its pinner may always unpin an insight; Owners and Admins may unpin any. */
export const mayUnpin = (caller: DatasetCaller, pinnedBy: string | null) =>
  can(caller.workspace.role, 'insight:unpin-any') || (pinnedBy !== null && pinnedBy === caller.userId);

function toPin(row: PinRow, caller: DatasetCaller): PinnedItem {
  const common = {
    id: row.id,
    datasetId: row.datasetId,
    datasetName: row.datasetName,
    pinnedAt: row.pinnedAt.toISOString(),
    pinnedBy: row.pinnedById && row.pinnedByName ? { id: row.pinnedById, name: row.pinnedByName } : null,
    canUnpin: mayUnpin(caller, row.pinnedById),
  };
  // Keys in the order the API has always written an insight's pin.
  if (row.kind === 'answer') {
    const { canUnpin, ...rest } = common;
    return { ...rest, answer: row.insight as PinnedAnswerBody, canUnpin };
  }
  const { pinnedAt, pinnedBy, canUnpin, ...head } = common;
  return { ...head, insight: row.insight as Insight, pinnedAt, pinnedBy, canUnpin };
}

const selectPins = (db: Db) =>
  db
    .select(pinColumns)
    .from(pinnedInsights)
    .innerJoin(datasets, eq(datasets.id, pinnedInsights.datasetId))
    .leftJoin(users, eq(users.id, pinnedInsights.pinnedBy));

/** Every pin of the caller's workspace, newest first, with its dataset's name. */
export async function listPins(db: Db, caller: DatasetCaller): Promise<PinnedItem[]> {
  const rows = await selectPins(db)
    .where(eq(pinnedInsights.workspaceId, caller.workspace.id))
    .orderBy(desc(pinnedInsights.pinnedAt), desc(pinnedInsights.id));
  return rows.map((row) => toPin(row as PinRow, caller));
}

export async function findPin(db: Db, caller: DatasetCaller, where: SQL | undefined) {
  const [row] = await selectPins(db).where(and(eq(pinnedInsights.workspaceId, caller.workspace.id), where));
  return row ? toPin(row as PinRow, caller) : undefined;
}

/** The pin of this insight of this dataset, if it is pinned (in the caller's workspace). */
export const existingPin = (db: Db, caller: DatasetCaller, datasetId: string, insightId: string) =>
  findPin(db, caller, and(eq(pinnedInsights.datasetId, datasetId), eq(pinnedInsights.insightId, insightId)));

export const pinCount = async (db: Pick<Db, 'select'>, workspaceId: string) =>
  (
    await db.select({ n: count() }).from(pinnedInsights).where(eq(pinnedInsights.workspaceId, workspaceId))
  )[0]!.n;

/**
 * What a pin needs to know before the dataset is read again: the dataset (404 outside the caller's workspace),
 * the pin there already is (answered as it is), and room for one more (409). Cheap: run before the rate limit.
 */
export async function pinTarget(
  db: Db,
  caller: DatasetCaller,
  datasetId: string,
  sent: SentInsight,
): Promise<{ existing: PinnedItem } | { choices: ImportChoices | undefined }> {
  const [dataset] = await db
    .select({
      choices: sql<ImportChoices | null>`${datasets.profile} -> 'report' -> 'choices'`,
      stored: sql<Insight[] | null>`${datasets.profile} -> 'insights' -> 'insights'`,
    })
    .from(datasets)
    .where(and(eq(datasets.id, datasetId), eq(datasets.workspaceId, caller.workspace.id)));
  if (!dataset) throw datasetNotFound();
  const existing = await existingPin(db, caller, datasetId, sent.id);
  if (existing) return { existing };
  // What the server found when the dataset was saved: an insight unlike it is refused without reading the file
  // again, so forged pins cannot hold the reader (the file is still read again for one that matches).
  const stored = dataset.stored?.find((insight) => insight.id === sent.id);
  if (dataset.stored && (!stored || canonicalJson(stored) !== canonicalJson(sent))) throw insightChanged();
  if ((await pinCount(db, caller.workspace.id)) >= maxPinnedInsights) throw tooManyPins();
  return { choices: dataset.choices ?? undefined };
}

/**
 * The dataset's stored file read again in the worker thread with the choices it was saved with (and, for an
 * answer, the question asked of it), never the stored results nor the caller's (docs/decisions/038, 060). A full
 * reader is 503 `busy`, an unreadable file 409 `insight-unreadable`, a file gone 404.
 */
export async function readAgainForPin(
  stores: DatasetStores,
  caller: DatasetCaller,
  datasetId: string,
  choices: ImportChoices | undefined,
  ask?: AskTask,
): Promise<AnalysedDataset> {
  try {
    const analysed = await readStoredFile(stores, caller, datasetId, choices, ask);
    if (!analysed) throw datasetNotFound();
    return analysed;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'busy') throw pinBusy();
    if (error instanceof ApiError && error.code === 'invalid_dataset') throw insightUnreadable();
    throw error;
  }
}

/**
 * Pins the insight when the server finds the same one (canonical JSON equality) in the dataset's file; else
 * 409 `insight-changed`. Written with its audit row in one transaction that locks the workspace's pins, checks
 * the pinner may still pin, the dataset is still there and the workspace has room: two pins at once never pass
 * the cap nor pin the same insight twice. `created` is false when it was already pinned.
 */
export async function pinInsight(
  stores: DatasetStores,
  caller: DatasetCaller,
  actor: AdminActor,
  input: { datasetId: string; sent: SentInsight; choices: ImportChoices | undefined },
): Promise<{ pin: PinnedItem; created: boolean }> {
  const { db } = stores;
  const { datasetId, sent } = input;
  const { insights } = await readAgainForPin(stores, caller, datasetId, input.choices);
  const found = insights.insights.find((insight) => insight.id === sent.id);
  if (!found || canonicalJson(found) !== canonicalJson(sent)) throw insightChanged();
  return storePin(db, caller, actor, { datasetId, kind: 'insight', insightId: found.id, body: found });
}

/**
 * Stores a pin once its content has been checked against the file read again: the same pin of the dataset
 * there is comes back as it is; otherwise a new one, within the workspace's allowance, audited.
 */
export async function storePin(
  db: Db,
  caller: DatasetCaller,
  actor: AdminActor,
  pin: { datasetId: string; kind: 'insight' | 'answer'; insightId: string; body: Insight | PinnedAnswerBody },
): Promise<{ pin: PinnedItem; created: boolean }> {
  const { datasetId, insightId } = pin;
  const pinned = await db.transaction(async (tx) => {
    // Every pin of the workspace takes this lock first: the existence and count checks below hold until commit.
    await lockWorkspace(tx, caller.workspace.id);
    await lockMemberAllowedTo(tx, caller, 'insight:pin');
    const [dataset] = await tx
      .select({ id: datasets.id })
      .from(datasets)
      .where(and(eq(datasets.id, datasetId), eq(datasets.workspaceId, caller.workspace.id)))
      .for('key share');
    if (!dataset) throw datasetNotFound();
    const [already] = await tx
      .select({ id: pinnedInsights.id })
      .from(pinnedInsights)
      .where(and(eq(pinnedInsights.datasetId, datasetId), eq(pinnedInsights.insightId, insightId)));
    if (already) return { id: already.id, created: false };
    if ((await pinCount(tx, caller.workspace.id)) >= maxPinnedInsights) throw tooManyPins();
    const [row] = await tx
      .insert(pinnedInsights)
      .values({
        workspaceId: caller.workspace.id,
        datasetId,
        kind: pin.kind,
        insightId,
        insight: pin.body as never,
        pinnedBy: caller.userId,
      })
      .returning({ id: pinnedInsights.id });
    await insertAuditRow(tx, actor, {
      action: 'insight.pin',
      details: { workspace: caller.workspace.id, dataset: datasetId, insight: insightId, pin: row!.id },
    });
    return { id: row!.id, created: true };
  });
  const stored = await findPin(db, caller, eq(pinnedInsights.id, pinned.id));
  // Unpinned (or its dataset deleted) the moment after: as if it had never been there.
  if (!stored) throw pinNotFound();
  return { pin: stored, created: pinned.created };
}

/** Unpins a pin of the caller's workspace: 404 when there is none, 403 unless the caller may (`mayUnpin`). */
export async function unpinInsight(db: Db, caller: DatasetCaller, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const [pin] = await tx
      .select({
        pinnedBy: pinnedInsights.pinnedBy,
        datasetId: pinnedInsights.datasetId,
        insightId: pinnedInsights.insightId,
      })
      .from(pinnedInsights)
      .where(and(eq(pinnedInsights.id, id), eq(pinnedInsights.workspaceId, caller.workspace.id)))
      .for('update');
    if (!pin) throw pinNotFound();
    if (!mayUnpin(caller, pin.pinnedBy)) throw new ApiError(403, 'forbidden', copy.unpinForbidden);
    await tx.delete(pinnedInsights).where(eq(pinnedInsights.id, id));
    await insertAuditRow(tx, actor, {
      action: 'insight.unpin',
      details: { workspace: caller.workspace.id, dataset: pin.datasetId, insight: pin.insightId, pin: id },
    });
  });
}
