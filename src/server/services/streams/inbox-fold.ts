import { sql } from 'drizzle-orm';
import { maxPushRows } from '../../../shared/data-streams';
import type { Db } from '../../db/client';
import { dataStreamInbox, dataStreams } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { inBatchTurn } from './ingest-queue';
import type { IngestStores, Written } from './ingest-types';
import { checkDeliveredRows } from './row-batches';
import { underStreamLock } from './stream-lock';
import { liveStream } from './stream-receipts';
import { settled } from './version-commit';
import { writeVersion } from './version-write';
import type { StreamRow as DeliveredRow } from './webhooks/types';

/**
 * Waiting rows one fold takes at most (a push's largest batch), and their JSON text's bytes: a fold is one version
 * of the dataset, its rows checked and written in one go, so a bounded fold keeps every turn of the event loop it
 * takes short. A stream whose inbox holds more is folded again at once for the rest.
 */
export const maxFoldRows = maxPushRows;
export const maxFoldBytes = 4 * 1024 * 1024;

type Entry = { id: number; rows: DeliveredRow[]; rowCount: number };

/**
 * A webhook stream's accepted deliveries moved from its inbox into its dataset (docs/decisions/094): under the
 * stream's lock, the oldest waiting entries (at most `maxFoldRows` rows and `maxFoldBytes`, always the first entry)
 * are checked again and written as one new version of the dataset, and deleted in the transaction that commits it
 * (the stream's count of rows waiting lowered with them), so each is stored once whichever instance folds it. A
 * pause since does not hold them (they were accepted before it). When no version can take them (the dataset full or
 * too wide, a 413 the writer notes on the stream), the first half is tried alone, down to one entry, which is then
 * dropped. Any other failure leaves them for the next fold and is thrown. Returns how many entries it folded or
 * dropped (0: none waited).
 */
export async function foldInbox(
  stores: IngestStores,
  streamId: string,
  workspaceId: string,
): Promise<number> {
  let stored: Written | undefined;
  const storing = inBatchTurn(
    streamId,
    workspaceId,
    () =>
      underStreamLock(stores, streamId, async (db) => {
        let entries = await waitingEntries(db, streamId);
        if (entries.length === 0) return 0;
        const { stream } = await liveStream(db, streamId, workspaceId, []);
        for (;;) {
          const folded = entries;
          const drop = (tx: Db) => dropEntries(tx, streamId, folded);
          const { rows, rejected } = await checkDeliveredRows(folded.flatMap((entry) => entry.rows));
          if (rows.length === 0) {
            await drop(db);
            return folded.length;
          }
          const input = { rows, rejected, file: undefined, acceptedEarlier: true };
          const fitted = await writeVersion({ ...stores, db }, stream, input, drop, (written) => {
            stored = written;
          }).then(
            () => true,
            (error: unknown) => {
              if (!(error instanceof ApiError && error.status === 413)) throw error;
              return false;
            },
          );
          if (fitted) return folded.length;
          if (folded.length === 1) {
            await drop(db);
            return 1;
          }
          entries = folded.slice(0, Math.ceil(folded.length / 2));
        }
      }),
    { holdsNothing: true },
  );
  return settled(stores, storing, () => stored);
}

/**
 * The stream's oldest inbox entries within `maxFoldRows` and `maxFoldBytes` together (the first one whatever its
 * size), summed in the statement so only those are read.
 */
async function waitingEntries(db: Db, streamId: string): Promise<Entry[]> {
  const { rows } = (await db.execute(
    sql`select id, rows, row_count as "rowCount" from (
        select e.id, e.rows, e.row_count,
          sum(e.row_count) over w - e.row_count as rows_before,
          sum(e.bytes) over w - e.bytes as bytes_before
        from ${dataStreamInbox} as e
        where e.stream_id = ${streamId}
        window w as (order by e.id)
        order by e.id
        limit ${maxFoldRows}
      ) as waiting
      where rows_before = 0 or (rows_before + row_count <= ${maxFoldRows} and bytes_before < ${maxFoldBytes})
      order by id`,
  )) as unknown as { rows: { id: number | string; rows: DeliveredRow[] | string; rowCount: number }[] };
  // The bounds are on running sums: the entries kept are the oldest ones, in order.
  return rows.map((row) => ({
    id: Number(row.id),
    rows: typeof row.rows === 'string' ? (JSON.parse(row.rows) as DeliveredRow[]) : row.rows,
    rowCount: row.rowCount,
  }));
}

/**
 * Exactly these entries deleted (on PostgreSQL an entry numbered before them may commit after they were read) and
 * the stream's count of rows waiting lowered by theirs, in one statement.
 */
async function dropEntries(tx: Db, streamId: string, entries: Entry[]) {
  await tx.execute(
    sql`with gone as (
        delete from ${dataStreamInbox}
        where ${dataStreamInbox.id} = any(${sql.param(entries.map((entry) => entry.id))}::bigint[])
        returning row_count)
      update ${dataStreams}
      set inbox_rows = greatest(0, inbox_rows - (select coalesce(sum(row_count), 0) from gone))
      where id = ${streamId}`,
  );
}
