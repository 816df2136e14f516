import { eq } from 'drizzle-orm';
import type { PushResult, RejectedRow } from '../../../shared/data-streams';
import type { Db } from '../../db/client';
import { dataStreams } from '../../db/schema/index';
import { inBatchTurn } from './ingest-queue';
import type { RowBatch } from './row-batches';
import {
  type IngestStores,
  type PulledFile,
  emptyBatch,
  type VersionInput,
  type Written,
  emptyResult,
} from './ingest-types';
import { underStreamLock } from './stream-lock';
import { pausedError, SupersededSync, sourceStillIs, idempotencyKeyReused } from './ingest-refusals';
import { liveStream, keepReceipts, answerOf } from './stream-receipts';
import { settled } from './version-commit';
import { writeVersion } from './version-write';

/**
 * Appends (or, in `replace` mode, replaces) rows in the stream's dataset through the data core's import. A batch that
 * adds no column to an existing dataset is appended as it is (`appendVersion`, docs/decisions/091); otherwise the new
 * version of the file is written to the spool folder, read and profiled in the worker thread like an upload, then
 * stored gzip-compressed in place of the old one and the dataset's row updated (made with the first rows). New columns
 * are added (earlier rows get empty cells); cells that disagree with their column's type are reported.
 *
 * `receipts` (`push:<Idempotency-Key>`; `hook:<delivery id>` and `body:<digest of the signed body>`): a batch of which
 * the stream already holds any receipt is not stored again, and the first answer is given back with `replayed: true`; a
 * push's receipt keeps its body's `digest`, and the same key with another body is a 422. The receipts are looked up
 * under the stream's lock (`underStreamLock`) and recorded in the same transaction as the dataset's new version, so the
 * same batch on two instances is stored once and two batches never both read the same old file. A paused stream answers
 * 409 and stores nothing, except to a batch it already stored: that one is answered as stored (a sender retrying after
 * a lost answer learns its rows are in).
 */
export async function ingestRows(
  stores: IngestStores,
  streamId: string,
  workspaceId: string,
  batch: {
    rows: RowBatch;
    rejected: RejectedRow[];
    receipts?: string[];
    digest?: string;
    readFrom?: unknown;
  },
): Promise<PushResult> {
  return ingestVersion(stores, streamId, workspaceId, { ...batch, file: undefined });
}

/**
 * A pulled file on disk (docs/decisions/057). When the stream replaces its dataset, or has none yet and `verbatim`
 * says the file may start one (a plain CSV an append can follow), the file IS the dataset's next version: read and
 * profiled like an upload (anomalies listed by row in its import report, nothing refused for one bad row), stored
 * as it came. Otherwise (an append to an existing dataset) its rows are read (`rows`, in the rows' worker thread)
 * and stored like a push's. Decided under the stream's lock, like every batch. The file is the caller's to remove.
 */
export async function ingestPulledFile(
  stores: IngestStores,
  streamId: string,
  workspaceId: string,
  file: PulledFile,
): Promise<PushResult> {
  return ingestVersion(stores, streamId, workspaceId, {
    rows: emptyBatch,
    rejected: [],
    file,
    readFrom: file.readFrom,
  });
}

async function ingestVersion(
  stores: IngestStores,
  streamId: string,
  workspaceId: string,
  batch: VersionInput,
): Promise<PushResult> {
  const receipts = [...new Set(batch.receipts ?? [])];
  // The new version's insights are queued, and the file it replaced removed, once its transaction has committed
  // (on PostgreSQL the outer one).
  let stored: Written | undefined;
  const storing = inBatchTurn(streamId, workspaceId, () =>
    underStreamLock(stores, streamId, async (db) => {
      const { stream, seen } = await liveStream(db, streamId, workspaceId, receipts);
      // A batch stored before the pause is answered as it was: its sender's retry must not read "nothing stored".
      const first = receipts.find((key) => seen.has(key));
      if (first === undefined && stream.status === 'paused') throw pausedError();
      if (batch.readFrom !== undefined) {
        // Checked early too, so a sync already superseded reads and writes nothing (the commit checks again).
        const [current] = await db
          .select({ same: sourceStillIs(batch.readFrom) })
          .from(dataStreams)
          .where(eq(dataStreams.id, streamId));
        if (!current?.same) throw new SupersededSync();
      }
      if (first !== undefined) {
        const { requestDigest, ...answer } = seen.get(first) as PushResult & { requestDigest?: string };
        if (batch.digest && requestDigest && requestDigest !== batch.digest) throw idempotencyKeyReused();
        return { ...answer, replayed: true };
      }
      const keep = async (tx: Db, result: PushResult) => {
        if (receipts.length === 0) return;
        await keepReceipts(
          tx,
          streamId,
          receipts.map((key) => ({ key, answer: answerOf(result, batch.digest) })),
        );
      };
      if (batch.rows.length > 0 || batch.file) {
        return writeVersion({ ...stores, db }, stream, batch, keep, (written) => (stored = written));
      }
      const result = emptyResult(stream, batch.rejected);
      await db.transaction((tx) => keep(tx as unknown as Db, result));
      return result;
    }),
  );
  return settled(stores, storing, () => stored);
}
