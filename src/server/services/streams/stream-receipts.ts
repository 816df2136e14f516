import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PushResult } from '../../../shared/data-streams';
import type { Db } from '../../db/client';
import { dataStreamReceipts, dataStreams } from '../../db/schema/index';
import { streamNotFound, type StreamRow } from './streams';

/**
 * The stream a batch is for, read under its lock: a 404 when it is gone (or another workspace's); the caller
 * refuses a paused one (409).
 * With the answers of the receipts among `keys` it already holds, read in the same statement (a round trip less
 * per batch, docs/decisions/086).
 */
export async function liveStream(
  db: Db,
  streamId: string,
  workspaceId: string,
  keys: string[],
): Promise<{ stream: StreamRow; seen: Map<string, PushResult> }> {
  const [row] = await db
    .select({ ...getTableColumns(dataStreams), seen: receiptsAmong(keys) })
    .from(dataStreams)
    .where(and(eq(dataStreams.id, streamId), eq(dataStreams.workspaceId, workspaceId)));
  if (!row) throw streamNotFound();
  const { seen, ...stream } = row;
  return { stream, seen: new Map((seen ?? []).map((receipt) => [receipt.key, receipt.answer])) };
}

/**
 * SQL: the stream's receipts among `keys` as a JSON array of `{ key, answer }` (null for none). The keys are one
 * array parameter: the statement's text is the same whatever their number, so the embedded database keeps one
 * plan for it (docs/decisions/084) instead of one per length.
 */
const receiptsAmong = (keys: string[]) =>
  keys.length === 0
    ? sql<null>`null`
    : sql<{ key: string; answer: PushResult }[] | null>`(
        select json_agg(json_build_object('key', r.key, 'answer', r.answer))
        from ${dataStreamReceipts} as r
        where r.stream_id = ${dataStreams.id} and r.key = any(${sql.param(keys)}::text[]))`;

/**
 * A batch's receipts recorded (one already there is left as it is), in one statement whose text does not depend on
 * their number (two array parameters, unnested), for the same reason as `receiptsAmong`.
 */
export async function keepReceipts(tx: Db, streamId: string, receipts: { key: string; answer: unknown }[]) {
  const keys = receipts.map((receipt) => receipt.key);
  const answers = receipts.map((receipt) => JSON.stringify(receipt.answer));
  await tx.execute(
    sql`insert into ${dataStreamReceipts} (stream_id, key, answer)
      select ${streamId}::uuid, r.key, r.answer::jsonb
      from unnest(${sql.param(keys)}::text[], ${sql.param(answers)}::text[]) as r(key, answer)
      on conflict do nothing`,
  );
}

/** A receipt's answer: the result, and the digest of the body it answered when there is one (not sent back). */
export const answerOf = (result: PushResult, digest: string | undefined) =>
  digest ? { ...result, requestDigest: digest } : result;
