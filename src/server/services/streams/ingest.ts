import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, createGzip, gzip } from 'node:zlib';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ImportChoices, DataProfile } from '../../../shared/data/profile/types';
import type { ColumnKind } from '../../../shared/data/ingest/types';
import type { NumberFormat } from '../../../shared/data/ingest/numbers';
import type { DateOrder } from '../../../shared/data/ingest/dates';
import { maxPushColumns, type PushResult, type RejectedRow } from '../../../shared/data-streams';
import { datasetMaxBytes, datasetMaxRows, type DatasetFormat } from '../../../shared/datasets';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import type { Database, Db } from '../../db/client';
import { dataStreamReceipts, dataStreams, datasets } from '../../db/schema/index';
import { postgresStatementTimeoutMs } from '../../db/statement-timeout';
import { isLockTimeout } from '../../db/unavailable';
import { ApiError } from '../../lib/api-error';
import { tooManyRequests } from '../../lib/rate-limited';
import { datasetObjectName } from '../../storage/buckets';
import type { ObjectStore, OpenedObject } from '../../storage/object-store';
import { profileDataset, type ProfiledDataset } from '../datasets/analyse';
import { rewriteOnReader } from '../datasets/rewrite-on-reader';
import {
  newProfileAwaitingInsights,
  profileAwaitingInsights,
  profileKeptAwaitingInsights,
  type InsightsJob,
  type InsightsRefresh,
} from '../datasets/insights-refresh';
import { inBatchTurn } from './ingest-queue';
import { checkDeliveredRows, csvRecords, type RowBatch } from './row-batches';
import { csvLine, newColumnsOf } from './rows';
import { recordStreamError, streamNotFound, type StreamRow } from './streams';
import type { StreamRow as DeliveredRow } from './webhooks/types';

/**
 * `kind`: which database holds the stream (the lock between instances is PostgreSQL's; see `underStreamLock`);
 * `lockWaitMs`: how long a batch waits for another instance's batch of the same stream (`streamLockWaitMs`).
 */
export type IngestStores = {
  db: Db;
  kind: Database['kind'];
  storage: ObjectStore;
  spoolDir: string;
  lockWaitMs?: number;
  /** Where a new version's insights are queued to be found again (docs/decisions/058). */
  insights: InsightsRefresh;
};

/**
 * A batch waits this long for the stream's lock held by another instance, then is a 429 to retry in 5 s: less than
 * the pool's statement timeout, which would end the wait first (a 503).
 */
export const streamLockWaitMs = postgresStatementTimeoutMs - 1_000;

/**
 * What a stream keeps about the file it writes: its columns, in order (Tessera writes the file, so they are exact),
 * and whether the file ends with a line break, so a batch's records may follow it as they are (a pulled file kept
 * as it came may end without one).
 */
type StreamFileState = { columns?: string[]; endsWithLine?: boolean };

/** The reader's account of a workspace's streams (services/datasets/analyse.ts holds one upload per account). */
const readerAccountOf = (workspaceId: string) => `streams:${workspaceId}`;

/** The class of the advisory locks one stream's batches take on PostgreSQL (`pg_advisory_xact_lock(int, int)`). */
const streamLockClass = 49_001;

/**
 * `work` holding the stream's lock across instances, with the connection it must use. On PostgreSQL: a transaction
 * that takes `pg_advisory_xact_lock` on the stream, so a batch on another instance waits for this one's whole
 * read–write of the dataset file (at most `lockWaitMs`, then a 429: no request waits without end); what `work` notes
 * on the way (a stream error) is committed even when it then refuses the batch. The embedded database has one process
 * (the data folder's lock), whose queue above is the stream's lock, and one connection: `work` runs on it, outside a
 * transaction that would stall every other query for as long as the file is read.
 */
async function underStreamLock<T>(stores: IngestStores, streamId: string, work: (db: Db) => Promise<T>) {
  if (stores.kind === 'pglite') return work(stores.db);
  const waitMs = Math.trunc(stores.lockWaitMs ?? streamLockWaitMs);
  const outcome = await stores.db
    .transaction(async (tx) => {
      await tx.execute(streamLockWithin(streamId, waitMs));
      return work(tx as unknown as Db).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );
    })
    .catch((error: unknown) => {
      if (isLockTimeout(error)) throw tooManyRequests(5);
      throw error;
    });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * SQL: the stream's advisory lock, waited for at most `waitMs`, in one round trip (three statements before, each a
 * round trip on a batch's critical path, docs/decisions/086). The nested selects run in order (`offset 0` keeps
 * each one a step of its own): the transaction's `lock_timeout` is set, the lock taken, and the timeout set back to
 * none, so the batch's later statements wait as any other.
 */
const streamLockWithin = (streamId: string, waitMs: number) =>
  sql`select set_config('lock_timeout', '0', true) from (
        select pg_advisory_xact_lock(${streamLockClass}, hashtext(${streamId})) from (
          select set_config('lock_timeout', ${String(waitMs)}, true) offset 0
        ) as timeout_set offset 0
      ) as locked`;

export const pausedError = () => new ApiError(409, 'stream_paused', dataStreamsMessages.api.paused);

/**
 * Webhook deliveries verified with a secret the stream no longer has (rotated since, on this instance or another):
 * refused like a bad signature, found under the stream's lock and again in the transaction that would store them.
 */
export class SupersededSecret extends Error {
  constructor() {
    super('the stream’s secret was rotated since these deliveries were verified');
    this.name = 'SupersededSecret';
  }
}

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
 * A pull whose source was edited while it ran (`readFrom` is no longer the stream's `config.source`): what it read
 * is not the stream's any more, so nothing of it is stored (docs/decisions/065).
 */
export class SupersededSync extends Error {
  constructor() {
    super('the source was edited while this sync ran');
    this.name = 'SupersededSync';
  }
}

/** SQL: whether the stream's stored source is still `readFrom` (jsonb equality: key order does not matter). */
export const sourceStillIs = (readFrom: unknown) =>
  sql<boolean>`(${dataStreams.config} -> 'source') is not distinct from ${JSON.stringify(readFrom)}::jsonb`;

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

/**
 * A pulled file: its path, whether it may become the dataset as it is, its rows when it may not, and the source it
 * was read from (stored only while that is still the stream's source, `SupersededSync`).
 */
export type PulledFile = {
  readFrom: unknown;
  path: string;
  verbatim: 'replace' | 'start' | false;
  rows: () => Promise<{ rows: RowBatch; rejected: RejectedRow[] }>;
};

const emptyBatch: RowBatch = { length: 0, columns: [], table: new Uint8Array() };

type VersionInput = {
  rows: RowBatch;
  rejected: RejectedRow[];
  receipts?: string[];
  /** The request body's digest, kept with its receipts (a reused key with another body is refused). */
  digest?: string;
  file: PulledFile | undefined;
  /**
   * A pull's source as it was read (`config.source`): the version is committed only while it is still the stream's
   * source, checked under the stream row's lock in the transaction that stores it; otherwise `SupersededSync`.
   */
  readFrom?: unknown;
  /** Webhook deliveries: the sealed secret they were verified with, checked likewise (`SupersededSecret`). */
  verifiedWith?: string | null;
};

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

/**
 * A batch's end once its transaction is over: committed, the file its version replaced is removed (named by no
 * row any more; one left by a crash here is a file no row names, never a row without its file) and the version's
 * insights are queued; written but not committed, the new file is removed unless a row names it after all.
 */
async function settled<T>(
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

/**
 * The stream a batch is for, read under its lock: a 404 when it is gone (or another workspace's); the caller
 * refuses a paused one (409).
 * With the answers of the receipts among `keys` it already holds, read in the same statement (a round trip less
 * per batch, docs/decisions/086).
 */
async function liveStream(
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
  let refused: { stream: StreamRow; count: number; first: RejectedRow } | undefined;
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
      const checked = rows.length > 0 ? await checkDeliveredRows(rows) : { rows: emptyBatch, rejected: [] };
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
      if (checked.rejected.length > 0) {
        refused = { stream, count: checked.rejected.length, first: checked.rejected[0]! };
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
    await recordStreamError(stores.db, stream, 'malformed', `${count} row(s) refused: ${first.reason}`);
  }
  return answers;
}

/**
 * A stored version: its insights job (null when it kept the token of a job still waiting, which reads it), its
 * file's name and the name of the file it replaced (null for none).
 */
type Written = { job: InsightsJob | null; objectName: string; replaced: string | null };

async function objectNamed(db: Db, objectName: string) {
  const [row] = await db
    .select({ id: datasets.id })
    .from(datasets)
    .where(eq(datasets.objectName, objectName));
  return row !== undefined;
}

/**
 * A batch's receipts recorded (one already there is left as it is), in one statement whose text does not depend on
 * their number (two array parameters, unnested), for the same reason as `receiptsAmong`.
 */
async function keepReceipts(tx: Db, streamId: string, receipts: { key: string; answer: unknown }[]) {
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
const answerOf = (result: PushResult, digest: string | undefined) =>
  digest ? { ...result, requestDigest: digest } : result;

const idempotencyKeyReused = () =>
  new ApiError(422, 'idempotency_key_reused', dataStreamsMessages.api.idempotencyKeyReused);

const emptyResult = (stream: StreamRow, rejected: RejectedRow[]): PushResult => ({
  accepted: 0,
  rejected,
  typeConflicts: [],
  newColumns: [],
  datasetId: stream.datasetId,
  replayed: false,
});

/** Writes the dataset's next version; `keep` records the batch's receipts in the transaction that stores it. */
async function writeVersion(
  stores: IngestStores,
  stream: StreamRow,
  input: VersionInput,
  keep: (tx: Db, result: PushResult) => Promise<void>,
  written: (written: Written) => void,
): Promise<PushResult> {
  const { db, storage, spoolDir } = stores;
  const state = (stream.config ?? {}) as StreamFileState;
  const [existing] = stream.datasetId
    ? await db
        .select({
          id: datasets.id,
          rowCount: datasets.rowCount,
          objectName: datasets.objectName,
          sizeBytes: datasets.sizeBytes,
          readAs: storedReading,
        })
        .from(datasets)
        .where(eq(datasets.id, stream.datasetId))
    : [];
  const appending = stream.mode === 'append' && existing !== undefined;
  const { file } = input;
  // A pulled file that becomes the dataset as it is: no rows read here, no file written.
  const whole =
    file !== undefined &&
    (file.verbatim === 'replace' ? stream.mode === 'replace' : file.verbatim === 'start' && !appending);
  if (whole) return writeWholeFile(stores, stream, existing, file.path, keep, written, input.readFrom);
  const { rows, rejected } = file ? await file.rows() : input;
  if (rows.length === 0) {
    const result = emptyResult(stream, rejected);
    await db.transaction((tx) => keep(tx as unknown as Db, result));
    return result;
  }
  const known = appending ? (state.columns ?? []) : [];
  const added = newColumnsOf(known, rows);
  const columns = [...known, ...added];
  // A dataset is at most as wide as one pushed row may be: checked before a rows × columns table is built.
  if (columns.length > maxPushColumns) {
    await recordStreamError(db, stream, 'too-large', `${columns.length} columns`);
    throw new ApiError(413, 'too_many_columns', dataStreamsMessages.api.tooManyColumns(maxPushColumns));
  }
  const readAs = existing?.readAs;
  if (
    appending &&
    added.length === 0 &&
    state.endsWithLine === true &&
    readAs?.columns?.length === columns.length
  ) {
    const batch = { columns, rows, rejected, readAs };
    return appendVersion(stores, stream, existing, batch, keep, written, input);
  }
  await mkdir(spoolDir, { recursive: true });
  const path = join(spoolDir, randomUUID());
  try {
    if (appending) {
      // A file that cannot be read to its end (its chunks removed while they were read): deleted meanwhile, a 409.
      const copied = await copyStoredFile(storage, spoolDir, existing, path, known.length, columns).catch(
        async (error: unknown) => {
          if (!(await datasetExists(db, existing.id))) throw datasetDeleted();
          throw error;
        },
      );
      if (!copied) throw await unreadableOrDeleted(db, stream, existing.id);
    } else {
      await writeText(path, csvLine(columns), 'w');
    }
    await writeText(path, await csvRecords(columns, rows), 'a');
    return await storeVersion(
      stores,
      stream,
      existing,
      path,
      keep,
      written,
      () => ({ accepted: rows.length, rejected, newColumns: added, columns, endsWithLine: true }),
      { readFrom: input.readFrom, verifiedWith: input.verifiedWith },
    );
  } finally {
    await removeSpooled(path);
  }
}

/** A pulled file taken as it came that the data core cannot read (no rows, not text…): the reader's reason. */
export class UnreadablePull extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'UnreadablePull';
  }
}

/** How the stored file was read: its import choices and its columns' types (null for a dataset without them). */
type StoredReading = {
  choices: ImportChoices | null;
  /** The number format the whole file was read with (its decimal and thousands separators). */
  numbers: NumberFormat | null;
  columns: { name: string; kind: ColumnKind; dateOrder: DateOrder | null }[] | null;
} | null;

/** SQL: the dataset's `StoredReading`, from its stored profile and import report. */
const storedReading = sql<StoredReading>`jsonb_build_object(
  'choices', ${datasets.profile} -> 'report' -> 'choices',
  'numbers', jsonb_build_object('decimal', ${datasets.profile} -> 'report' -> 'dialect' -> 'decimal', 'thousands', ${datasets.profile} -> 'report' -> 'dialect' -> 'thousands'),
  'columns', (select jsonb_agg(jsonb_build_object('name', c ->> 'name', 'kind', c ->> 'kind', 'dateOrder', c -> 'dateOrder'))
    from jsonb_array_elements(${datasets.profile} -> 'profile' -> 'columns') as c))`;

type ExistingDataset =
  | { id: string; rowCount: number; objectName: string | null; sizeBytes: number; readAs?: StoredReading }
  | undefined;

/**
 * A pulled file as the dataset's next version, as it came (replace mode, or the first version): read and profiled
 * like an upload, its rows counted by the profile, its anomalies in the import report; its columns the profile's.
 */
function writeWholeFile(
  stores: IngestStores,
  stream: StreamRow,
  existing: ExistingDataset,
  path: string,
  keep: (tx: Db, result: PushResult) => Promise<void>,
  written: (written: Written) => void,
  readFrom: unknown,
): Promise<PushResult> {
  return storeVersion(
    stores,
    stream,
    existing,
    path,
    keep,
    written,
    ({ profile }) => ({
      accepted: profile.rowCount,
      rejected: [],
      newColumns: [],
      columns: profile.columns.map((column) => column.name),
      endsWithLine: false,
    }),
    { pulled: true, readFrom },
  );
}

/**
 * The file at `path` (the whole next version) read and profiled in the reader's thread like an upload, stored
 * gzip-compressed in place of the old one (compressed meanwhile, beside it), and the dataset's and the stream's
 * rows updated in one transaction. `counts` says what the batch was, once the file is read; `written` is told the
 * version's insights job (found on the job queue once committed, docs/decisions/058).
 */
async function storeVersion(
  stores: IngestStores,
  stream: StreamRow,
  existing: ExistingDataset,
  path: string,
  keep: (tx: Db, result: PushResult) => Promise<void>,
  written: (written: Written) => void,
  counts: (
    analysed: ProfiledDataset,
  ) => Omit<PushResult, 'typeConflicts' | 'datasetId' | 'replayed'> & Required<StreamFileState>,
  {
    pulled = false,
    readFrom,
    verifiedWith,
  }: { pulled?: boolean; readFrom?: unknown; verifiedWith?: string | null } = {},
): Promise<PushResult> {
  const { db, storage } = stores;
  const appending = stream.mode === 'append' && existing !== undefined;
  const { size } = await stat(path);
  if (size > datasetMaxBytes) throw await datasetFull(db, stream, size);
  // Compressed on libuv's threads while the reader's thread reads the file: neither waits for the other.
  const gzipped = `${path}.gz`;
  const compressing = pipeline(createReadStream(path), createGzip(), createWriteStream(gzipped)).then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  try {
    // Profiled without the insights: the job queue finds them once the version is stored.
    const analysed = await profiledBatch(stores, stream, path, {}, pulled);
    const compressed = await compressing;
    if (!compressed.ok) throw compressed.error;
    const { columns, endsWithLine, ...batch } = counts(analysed);
    const datasetId = existing?.id ?? randomUUID();
    // Each version under a new name (docs/decisions/065): the row is pointed at it in the transaction below and
    // the old file removed only after the commit, so file and row never go out of step (a crash leaves at most an
    // unnamed file behind, never a row naming a file of other rows).
    const objectName = randomUUID() + '.gz';
    // Opened before the put, not lazily by the stream: a put that fails before it reads the file (a full disk, a
    // database error) must not leave a stream opening it after the removal below, an 'error' no one hears that
    // would end the process.
    const gzippedFile = (await open(gzipped)).createReadStream();
    try {
      await storage.put('datasets', objectName, 'application/gzip', gzippedFile);
    } finally {
      gzippedFile.destroy();
    }
    const { format, profile } = analysed;
    const result: PushResult = {
      ...batch,
      typeConflicts: typeConflictsOf(profile.columns, appending ? existing.rowCount : 0, 0),
      datasetId,
      replayed: false,
    };
    await commitVersion(stores, stream, existing, {
      datasetId,
      objectName,
      values: { format, rowCount: profile.rowCount, columnCount: profile.columnCount, sizeBytes: size },
      profile: (token) =>
        existing ? profileAwaitingInsights(analysed, token) : newProfileAwaitingInsights(analysed, token),
      state: { columns, endsWithLine },
      result,
      keep,
      written,
      readFrom,
      verifiedWith,
    });
    return result;
  } finally {
    await compressing;
    await removeSpooled(gzipped);
  }
}

/**
 * A batch appended to its stream's dataset (docs/decisions/091), in O(batch), where `storeVersion` reads and
 * profiles the whole file: the batch's records, gzip-compressed, follow the stored file's compressed bytes in the
 * new version's object (gzip members one after the other read as one file); only the batch is read in the reader,
 * as Tessera wrote it and with each column held to its stored type (`batchRead`), so its values that do not fit
 * are the type conflicts, numbered in the dataset. The dataset's profile stays the one it had, for the rows it names
 * (`profile.rowCount` < `rowCount`), until its insights job reads the whole file and stores both.
 */
async function appendVersion(
  stores: IngestStores,
  stream: StreamRow,
  existing: NonNullable<ExistingDataset>,
  batch: { columns: string[]; rows: RowBatch; rejected: RejectedRow[]; readAs: NonNullable<StoredReading> },
  keep: (tx: Db, result: PushResult) => Promise<void>,
  written: (written: Written) => void,
  { readFrom, verifiedWith }: Pick<VersionInput, 'readFrom' | 'verifiedWith'>,
): Promise<PushResult> {
  const { db, storage } = stores;
  const { columns, rows, rejected, readAs } = batch;
  const records = await csvRecords(columns, rows);
  const size = existing.sizeBytes + records.byteLength;
  if (size > datasetMaxBytes) throw await datasetFull(db, stream, size);
  const analysed = await batchRead(stores, stream, columns, records, readAs);
  // A dataset is at most as long as an upload may be: past it, no whole read (the insights job, training) could
  // read it again.
  const rowCount = existing.rowCount + analysed.rowCount;
  if (rowCount > datasetMaxRows) {
    await recordStreamError(db, stream, 'too-large', `${rowCount} rows`);
    throw new ApiError(413, 'dataset_full', dataStreamsMessages.api.datasetRowsFull(datasetMaxRows));
  }
  const member = await gzipBytes(records);
  const stored = await storage.open('datasets', datasetObjectName(existing.id, existing.objectName));
  if (!stored) throw await unreadableOrDeleted(db, stream, existing.id);
  const objectName = randomUUID() + '.gz';
  await storage
    .put('datasets', objectName, 'application/gzip', followedBy(stored, member))
    .catch(async (error: unknown) => {
      // Its chunks removed while they were read: deleted meanwhile, a 409.
      if (!(await datasetExists(db, existing.id))) throw datasetDeleted();
      throw error;
    });
  const result: PushResult = {
    accepted: rows.length,
    rejected,
    newColumns: [],
    typeConflicts: typeConflictsOf(analysed.columns, 0, existing.rowCount),
    datasetId: existing.id,
    replayed: false,
  };
  await commitVersion(stores, stream, existing, {
    datasetId: existing.id,
    objectName,
    values: {
      format: 'csv',
      rowCount,
      columnCount: columns.length,
      sizeBytes: size,
    },
    profile: profileKeptAwaitingInsights,
    state: { columns, endsWithLine: true },
    result,
    keep,
    written,
    readFrom,
    verifiedWith,
  });
  return result;
}

/**
 * The cells of the profile's rows after the first `before` that do not fit their column's type, numbered in the
 * dataset: `offset` rows precede the profiled ones there (a batch read alone, appended after them).
 */
const typeConflictsOf = (columns: DataProfile['columns'], before: number, offset: number) =>
  columns.flatMap((column) =>
    column.examples
      .filter((example) => example.row > before)
      .map((example) => ({ row: example.row + offset, column: column.name, value: example.value })),
  );

/**
 * A batch's file read and profiled in the reader's thread, without insights. One the data core cannot read is
 * noted on the stream (a pulled file's is the pull's to note, `UnreadablePull`) and refused with its reason.
 */
async function profiledBatch(
  { db }: IngestStores,
  stream: StreamRow,
  file: string | Uint8Array,
  choices: ImportChoices,
  pulled: boolean,
): Promise<ProfiledDataset> {
  try {
    return await profileDataset(file, { accountId: readerAccountOf(stream.workspaceId), choices });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      if (pulled) throw new UnreadablePull(error.message);
      await recordStreamError(db, stream, 'dataset-unreadable', error.message);
    }
    throw error;
  }
}

const gzipBytes = promisify(gzip);

/**
 * A batch's records read as Tessera wrote them (commas, double quotes, under the stream's header: nothing guessed
 * from the batch alone), with the whole file's number format and each column held to its stored type: its rows
 * and the columns' values that do not fit. Records that are all blank lines (one column of empty cells) hold no
 * row a reader finds, as in the whole file.
 */
async function batchRead(
  stores: IngestStores,
  stream: StreamRow,
  columns: string[],
  records: Uint8Array,
  readAs: NonNullable<StoredReading>,
): Promise<{ rowCount: number; columns: DataProfile['columns'] }> {
  if (records.every((byte) => byte === 0x0d || byte === 0x0a)) return { rowCount: 0, columns: [] };
  const overrides = Object.fromEntries(
    (readAs.columns ?? []).map(({ name, kind, dateOrder }) => [
      name,
      { kind, ...(dateOrder && { dateOrder }) },
    ]),
  );
  const choices: ImportChoices = {
    ...readAs.choices,
    dialect: {
      ...(readAs.numbers?.decimal && readAs.numbers),
      ...readAs.choices?.dialect,
      delimiter: ',',
      quote: '"',
      header: true,
    },
    overrides: { ...overrides, ...readAs.choices?.overrides },
  };
  // Control characters read as spaces: the batch is text Tessera wrote, and alone a few of them would pass the
  // data core's share for a file that is not text (the whole file's read decides that on its first 64 KB).
  const read = Buffer.concat([Buffer.from(csvLine(columns)), records]).map((byte) =>
    isControl(byte) ? 0x20 : byte,
  );
  const { profile } = await profiledBatch(stores, stream, read, choices, false);
  return profile;
}

/** A control character the data core counts against text (decode.ts), one byte in UTF-8. */
const isControl = (byte: number) =>
  (byte >= 0x01 && byte <= 0x08) || (byte >= 0x0e && byte <= 0x1a) || (byte >= 0x1c && byte <= 0x1f);

/**
 * The stored object's bytes, then `tail`. Its stream is opened only when read (by the put), so no stream of a file
 * removed meanwhile is left with no one to hear its error.
 */
async function* followedBy(stored: OpenedObject, tail: Uint8Array) {
  yield* stored.stream();
  yield tail;
}

/** What a version changes in the dataset's row. */
type VersionValues = { format: DatasetFormat; rowCount: number; columnCount: number; sizeBytes: number };

/**
 * The version whose file is stored as `objectName` committed: the dataset's and the stream's rows updated (the
 * dataset made, for a stream's first version) and the batch's receipts kept, in one transaction that checks again
 * what may have changed since the batch read its stream; `written` is told what to do once committed. A version
 * that is not committed leaves no file.
 */
async function commitVersion(
  stores: IngestStores,
  stream: StreamRow,
  existing: ExistingDataset,
  version: {
    datasetId: string;
    objectName: string;
    values: VersionValues;
    /** The `profile` column's new value, given the version's insights token. */
    profile: (token: string) => SQL | ReturnType<typeof newProfileAwaitingInsights>;
    state: Required<StreamFileState>;
    result: PushResult;
    keep: (tx: Db, result: PushResult) => Promise<void>;
    written: (written: Written) => void;
    readFrom?: unknown;
    verifiedWith?: string | null;
  },
) {
  const { db, storage } = stores;
  const { datasetId, objectName, values, result, readFrom, verifiedWith } = version;
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
      await version.keep(tx as unknown as Db, result);
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
  version.written({
    job: queued ? null : { datasetId, token },
    objectName,
    replaced: existing ? datasetObjectName(existing.id, existing.objectName) : null,
  });
}

/** The dataset would outgrow the size a dataset may have: noted on the stream, a 413. */
async function datasetFull(db: Db, stream: StreamRow, size: number) {
  await recordStreamError(db, stream, 'too-large', `${size} bytes`);
  return new ApiError(413, 'dataset_full', dataStreamsMessages.api.datasetFull);
}

/** The stored file is gone: its dataset deleted meanwhile (a 409 saying so), or unreadable (noted, a 409). */
async function unreadableOrDeleted(db: Db, stream: StreamRow, datasetId: string) {
  if (!(await datasetExists(db, datasetId))) return datasetDeleted();
  await recordStreamError(db, stream, 'dataset-unreadable', null);
  return new ApiError(409, 'dataset_unreadable', dataStreamsMessages.api.datasetUnreadable);
}

const datasetDeleted = () => new ApiError(409, 'dataset_deleted', dataStreamsMessages.api.datasetDeleted);

async function datasetExists(db: Db, id: string) {
  const [row] = await db.select({ id: datasets.id }).from(datasets).where(eq(datasets.id, id));
  return row !== undefined;
}

/**
 * A batch's own spooled file removed, gone already or not (never written): one `unlink`, where `rm` with `force`
 * would `lstat` it first (ADR 081: a system call less per file and batch on the main thread).
 */
async function removeSpooled(path: string) {
  await unlink(path).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  });
}

async function writeText(path: string, text: string | Uint8Array, flags: 'w' | 'a') {
  const out = createWriteStream(path, { flags });
  out.end(text);
  await once(out, 'finish');
}

/**
 * The stored file decompressed to `path`. When columns were added, each record is rewritten under the new header
 * with empty cells for them, on the reading thread (docs/decisions/088); otherwise bytes are copied.
 */
async function copyStoredFile(
  storage: ObjectStore,
  spoolDir: string,
  dataset: { id: string; objectName: string | null },
  path: string,
  width: number,
  columns: string[],
): Promise<boolean> {
  const object = await storage.open('datasets', datasetObjectName(dataset.id, dataset.objectName));
  if (!object) return false;
  if (columns.length === width) {
    await pipeline(object.stream(), createGunzip(), createWriteStream(path));
    // A file taken as it came (a pulled CSV) may end without a line break: the records appended start a line.
    if (!(await endsWithLineBreak(path))) await writeText(path, '\r\n', 'a');
    return true;
  }
  const decompressed = createGunzip();
  // A failure destroys `decompressed` with its error, which the rewrite's read throws.
  void pipeline(object.stream(), decompressed).catch(() => {});
  const padded = await rewriteOnReader(decompressed, { as: 'padded', width, columns }, spoolDir);
  await rename(padded, path);
  return true;
}

/** Whether the file's last byte is a line feed (an empty file has nothing to end). */
async function endsWithLineBreak(path: string): Promise<boolean> {
  const { size } = await stat(path);
  if (size === 0) return true;
  const handle = await open(path, 'r');
  try {
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last[0] === 0x0a;
  } finally {
    await handle.close();
  }
}
