import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { maxKeptTurns, type KeptTurn } from '../../../shared/conversations';
import { playgroundMessages } from '../../../shared/i18n/messages/playground';
import type { Db } from '../../db/client';
import { assistantConversations, datasets } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import type { DatasetCaller } from '../datasets/datasets';

/** Home's conversation (`dataset` null) or a dataset page's: always the caller's own, in their workspace. */
export type ConversationScope = { caller: DatasetCaller; datasetId: string | null };

const datasetNotFound = () => new ApiError(404, 'not_found', playgroundMessages.api.notFound);

const whereOwn = ({ caller, datasetId }: ConversationScope): SQL =>
  and(
    eq(assistantConversations.workspaceId, caller.workspace.id),
    eq(assistantConversations.userId, caller.userId),
    datasetId === null
      ? isNull(assistantConversations.datasetId)
      : eq(assistantConversations.datasetId, datasetId),
  )!;

/** 404 unless the dataset is one of the caller's workspace (a dataset page's conversation). */
async function checkDataset(db: Pick<Db, 'select'>, scope: ConversationScope, lock: boolean) {
  if (scope.datasetId === null) return;
  const query = db
    .select({ id: datasets.id })
    .from(datasets)
    .where(and(eq(datasets.id, scope.datasetId), eq(datasets.workspaceId, scope.caller.workspace.id)));
  const [row] = lock ? await query.for('key share') : await query;
  if (!row) throw datasetNotFound();
}

/** The caller's kept turns, oldest first; none yet is `[]`. */
export async function keptTurns(db: Db, scope: ConversationScope): Promise<KeptTurn[]> {
  await checkDataset(db, scope, false);
  const [row] = await db
    .select({ turns: assistantConversations.turns })
    .from(assistantConversations)
    .where(whereOwn(scope));
  return row?.turns ?? [];
}

/**
 * Appends turns to the caller's conversation (made on its first turn) and keeps the last `maxKeptTurns`. One
 * transaction: the dataset is locked against deletion meanwhile, and the conversation's row against another
 * save, so two saves at once both land.
 */
export async function keepTurns(db: Db, scope: ConversationScope, sent: KeptTurn[]): Promise<KeptTurn[]> {
  return db.transaction(async (tx) => {
    await checkDataset(tx, scope, true);
    // Made empty if there is none: a first save racing another lands on the same row (no target: either index).
    await tx
      .insert(assistantConversations)
      .values({
        workspaceId: scope.caller.workspace.id,
        userId: scope.caller.userId,
        datasetId: scope.datasetId,
        turns: [],
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: assistantConversations.id, turns: assistantConversations.turns })
      .from(assistantConversations)
      .where(whereOwn(scope))
      .for('update');
    const turns = [...row!.turns, ...sent].slice(-maxKeptTurns);
    await tx
      .update(assistantConversations)
      .set({ turns, updatedAt: new Date() })
      .where(eq(assistantConversations.id, row!.id));
    return turns;
  });
}

/** Clears the caller's conversation (nothing kept is fine: 204 either way, once the dataset is theirs). */
export async function clearConversation(db: Db, scope: ConversationScope): Promise<void> {
  await checkDataset(db, scope, false);
  await db.delete(assistantConversations).where(whereOwn(scope));
}
