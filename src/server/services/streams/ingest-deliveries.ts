import type { PushResult, RejectedRow } from '../../../shared/data-streams';
import type { RowRefusal } from '../../../shared/stream-errors';
import type { Db } from '../../db/client';
import { inBatchTurn } from './ingest-queue';
import { checkDeliveredRows } from './row-batches';
import { recordStreamError, type StreamRow } from './streams';
import type { StreamRow as DeliveredRow } from './webhooks/types';
import { type IngestStores, emptyBatch, type Written, emptyResult } from './ingest-types';
import { underStreamLock } from './stream-lock';
import { pausedError, SupersededSecret } from './ingest-refusals';
import { liveStream, keepReceipts } from './stream-receipts';
import { settled } from './version-commit';
import { writeVersion } from './version-write';

/** One verified webhook delivery: the rows its events were mapped to and its receipts (`hook:<id>`, `body:<digest>`). */
export type Delivery = { rows: DeliveredRow[]; receipts: string[] };

/** What one delivery of a group is answered: its rows stored (or, for a replay, the first answer's) and refused. */
export type DeliveryAnswer = { accepted: number; rejected: RejectedRow[]; replayed: boolean };

/**
 * Webhook deliveries to one stream that arrived together, stored as one batch (group commit, docs/decisions/064):
 * under the stream's lock, a delivery of which the stream already holds a receipt, or whose receipt an earlier
 * delivery of the group carries, is a replay and stores nothing; the others' rows are checked in the rows' worker
 * thread together and written as one new version of the dataset, in whose transaction each delivery's receipts
 * are recorded with its own answer. Answers come back, in the deliveries' order, only once that transaction has
 * committed; anything that fails the batch (the stream paused or gone, the dataset full, a failed write) is thrown
 * for all of them, and nothing of theirs is kept. Rows refused are noted on the stream once per batch.
 * `verifiedWith`: the sealed secret the deliveries were verified with (the route's row may be a kept one,
 * hook-streams.ts); when the stream's is another by now, the batch is `SupersededSecret` and stores nothing.
 */
export async function ingestDeliveries(
  stores: IngestStores,
  streamId: string,
  workspaceId: string,
  deliveries: Delivery[],
  { verifiedWith }: { verifiedWith?: string | null } = {},
): Promise<DeliveryAnswer[]> {
  let stored: Written | undefined;
  let refused: { stream: StreamRow; count: number; first: RowRefusal } | undefined;
  const storing = inBatchTurn(streamId, workspaceId, () =>
    underStreamLock(stores, streamId, async (db) => {
      const keys = [...new Set(deliveries.flatMap((delivery) => delivery.receipts))];
      const { stream, seen } = await liveStream(db, streamId, workspaceId, keys);
      if (stream.status === 'paused') throw pausedError();
      if (verifiedWith !== undefined && stream.sealedSecret !== verifiedWith) throw new SupersededSecret();
      // Each delivery is new, a replay of one stored before, or a replay of an earlier one in this group.
      const claimed = new Map<string, number>();
      const plan = deliveries.map((delivery, index) => {
        const before = delivery.receipts.find((key) => seen.has(key));
        if (before !== undefined) return { kind: 'stored' as const, answer: seen.get(before)! };
        const earlier = delivery.receipts.find((key) => claimed.has(key));
        if (earlier !== undefined) return { kind: 'same' as const, as: claimed.get(earlier)! };
        for (const key of delivery.receipts) claimed.set(key, index);
        return { kind: 'new' as const };
      });
      const fresh = plan.flatMap((step, index) => (step.kind === 'new' ? [index] : []));
      const offsets: number[] = [];
      const rows: DeliveredRow[] = [];
      for (const index of fresh) {
        offsets.push(rows.length);
        rows.push(...deliveries[index]!.rows);
      }
      const checked =
        rows.length > 0
          ? await checkDeliveredRows(rows)
          : { rows: emptyBatch, rejected: [], firstRefusal: null };
      // Each refused row back to its delivery, numbered as in that delivery's rows.
      const own = new Map<number, { accepted: number; rejected: RejectedRow[] }>(
        fresh.map((index) => [index, { accepted: deliveries[index]!.rows.length, rejected: [] }]),
      );
      for (const rejected of checked.rejected) {
        let at = fresh.length - 1;
        while (offsets[at]! > rejected.row) at -= 1;
        const mine = own.get(fresh[at]!)!;
        mine.accepted -= 1;
        mine.rejected.push({ row: rejected.row - offsets[at]!, reason: rejected.reason });
      }
      if (checked.firstRefusal) {
        refused = { stream, count: checked.rejected.length, first: checked.firstRefusal };
      }
      let batch = emptyResult(stream, checked.rejected);
      const keep = async (tx: Db, result: PushResult) => {
        batch = result;
        const values = fresh.flatMap((index) =>
          deliveries[index]!.receipts.map((key) => ({
            key,
            answer: { ...result, ...own.get(index)!, typeConflicts: [], replayed: false },
          })),
        );
        if (values.length > 0) await keepReceipts(tx, streamId, values);
      };
      if (checked.rows.length > 0) {
        await writeVersion(
          { ...stores, db },
          stream,
          { rows: checked.rows, rejected: checked.rejected, file: undefined, verifiedWith },
          keep,
          (written) => (stored = written),
        );
      } else if (fresh.length > 0) {
        // Only rows refused: the receipts are kept all the same, so a retry is a replay.
        await db.transaction((tx) => keep(tx as unknown as Db, batch));
      }
      return plan.map((step, index): DeliveryAnswer => {
        if (step.kind === 'stored') {
          return { accepted: step.answer.accepted, rejected: step.answer.rejected ?? [], replayed: true };
        }
        const first = own.get(step.kind === 'new' ? index : step.as)!;
        return { ...first, replayed: step.kind === 'same' };
      });
    }),
  );
  const answers = await settled(stores, storing, () => stored);
  if (refused) {
    const { stream, count, first } = refused;
    await recordStreamError(stores.db, stream, 'malformed', { code: 'refusedRows', count, first });
  }
  return answers;
}
