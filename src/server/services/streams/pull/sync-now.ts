import { eq, sql } from 'drizzle-orm';
import { dataStreamsMessages } from '../../../../shared/i18n/messages/data-streams';
import type { StreamSummary } from '../../../../shared/data-streams';
import type { Db } from '../../../db/client';
import { dataStreams } from '../../../db/schema/index';
import { ApiError } from '../../../lib/api-error';
import { pausedError } from '../ingest-refusals';
import { streamRow, toStreamSummary } from '../streams';
import { isPullingKind, pullSummaryOf } from './pull-config';
import type { StreamPulls } from './pull-queue';

/**
 * "Sync now": queues a run of a URL pull or PostgreSQL source of the workspace (404 for another workspace's, 409 for another kind or
 * a paused one) and notes when it was asked, so the stream reads `syncing` until the run's result is noted; while
 * it does, asking again queues nothing.
 */
export async function syncStreamNow(
  deps: { db: Db; streamPulls: Pick<StreamPulls, 'enqueue'> },
  workspaceId: string,
  id: string,
): Promise<StreamSummary> {
  const row = await streamRow(deps.db, workspaceId, id);
  if (!isPullingKind(row.kind)) throw new ApiError(409, 'wrong_kind', dataStreamsMessages.api.notPull);
  if (row.status === 'paused') throw pausedError();
  // A run asked for and not yet done: asking again queues nothing more (a stream holds one place in the queue).
  if (pullSummaryOf(row)?.syncing) return toStreamSummary(row);
  const patch = JSON.stringify({ syncRequestedAt: new Date().toISOString() });
  const [updated] = await deps.db
    .update(dataStreams)
    .set({ config: sql`coalesce(${dataStreams.config}, '{}'::jsonb) || ${patch}::jsonb` })
    .where(eq(dataStreams.id, id))
    .returning();
  await deps.streamPulls.enqueue(id);
  return toStreamSummary(updated!);
}
