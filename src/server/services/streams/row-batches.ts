import { maxPushColumns, maxPushRows, type RejectedRow } from '../../../shared/data-streams';
import { apiMessages } from '../../../shared/i18n/messages/api';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import { rowRefusalText, type RowRefusal } from '../../../shared/stream-errors';
import { ApiError } from '../../lib/api-error';
import { jsonTextError } from '../../lib/json-text';
import { lazyWorkerPool } from '../../lib/worker-pool';
import { Unparsable, type PulledBatch } from './pull/parse-pulled';
import type { BodyFailure, ReadBatch, RefusedRow, RowBatch } from './rows';
import type { RowsTask } from './rows-worker';

export type { RowBatch } from './rows';

/** Tasks the thread holds at once (one running, the rest waiting); past them a push or delivery gets a 503. */
const maxHeld = 8;
let held = 0;

/**
 * One worker thread reads pushed bodies and writes their CSV records (docs/decisions/056): papaparse, JSON.parse and
 * the checks of an 8 MB body take seconds of CPU, which on the request thread would stall every other request.
 * Kept a minute after the last batch; its heap holds one body's rows at a time (an 8 MB body of 10,000 × 80 cells
 * takes ~100 MB while it is read).
 */
const pool = lazyWorkerPool(() => ({
  besides: import.meta.url,
  worker: 'rows-worker',
  idleTimeout: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 },
}));
const rowsPool = () => pool.get();

/** Closes the worker thread, if one runs; the next batch starts another. */
export const closeRowsPool = () => pool.close();

const copy = () => dataStreamsMessages.api;

/**
 * How long a task may take, its wait behind others included: past it, its caller gets the 503 `busy` (a task
 * running is stopped, its thread replaced), so no request waits without end behind heavy bodies.
 */
export const rowsTaskLimitMs = 30_000;
let taskLimitMs = rowsTaskLimitMs;

/** Tests only: tasks run with this limit (`rowsTaskLimitMs` when none). */
export function useRowsTaskLimit(ms = rowsTaskLimitMs) {
  taskLimitMs = ms;
}

const busy = () => new ApiError(503, 'busy', copy().busy, { 'retry-after': '5' });

async function run<T>(task: RowsTask, transferList?: ArrayBuffer[]): Promise<T> {
  if (held >= maxHeld) throw busy();
  held++;
  const signal = AbortSignal.timeout(taskLimitMs);
  try {
    return (await (await rowsPool()).run(task, { transferList: transferList as never, signal })) as T;
  } catch (error) {
    if (signal.aborted) throw busy();
    // A body whose rows filled the thread's heap: the thread is replaced at the next task, the server stays up.
    if ((error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw new ApiError(413, 'payload_too_large', apiMessages.tooLarge);
    }
    throw error;
  } finally {
    held--;
  }
}

/** The answer to a body refused whole. */
function failureError(failure: BodyFailure): ApiError {
  switch (failure) {
    case 'nul-in-csv':
      return new ApiError(400, 'invalid_input', apiMessages.nulInText);
    case 'too-many-rows':
      return new ApiError(413, 'too_many_rows', copy().tooManyRows(maxPushRows));
    case 'too-many-columns':
      return new ApiError(413, 'too_many_columns', copy().tooManyColumns(maxPushColumns));
    case 'not-rows':
      return new ApiError(400, 'invalid_input', copy().jsonOrCsv, {}, 'rows');
    default:
      return jsonTextError(failure);
  }
}

/** A batch to store and the rows refused, each with its reason (the first one's also as a `RowRefusal`). */
export type CheckedBatch = { rows: RowBatch; rejected: RejectedRow[]; firstRefusal: RowRefusal | null };

function checkedOf(read: ReadBatch): CheckedBatch {
  if (!read.ok) throw failureError(read.failure);
  const rejected = read.refused.map(({ row, refusal }: RefusedRow) => ({
    row,
    reason: rowRefusalText(refusal),
  }));
  return { rows: read.batch, rejected, firstRefusal: read.refused[0]?.refusal ?? null };
}

/**
 * A pushed body's rows, read and checked in the worker thread (its bytes are handed over, not copied): JSON
 * `{ rows }` or CSV (in `encoding` when its Content-Type named one, rows.ts `csvBodyText`). A body refused whole is a 4xx (NUL in CSV, bad JSON, too many rows, a CSV header of more than
 * `maxPushColumns` names); a bad row is listed with its reason, numbered as before. With the body's SHA-256
 * (after its type), taken in the thread.
 */
export async function readPushedBatch(
  type: 'csv' | 'json',
  body: ArrayBuffer,
  encoding?: string,
): Promise<CheckedBatch & { digest: string }> {
  const task: RowsTask = { kind: 'body', type, bytes: new Uint8Array(body), ...(encoding && { encoding }) };
  const read = await run<ReadBatch & { digest: string }>(task, [body]);
  return { ...checkedOf(read), digest: read.digest };
}

/** Rows a webhook delivery was mapped to (at most a 1 MB body's), checked in the worker thread like a push's. */
export async function checkDeliveredRows(rows: unknown[]): Promise<CheckedBatch> {
  return checkedOf(await run<ReadBatch>({ kind: 'rows', rows }));
}

/**
 * A pulled file's rows (CSV, a JSON array of objects or an .xlsx workbook), read from its spool file and checked in
 * the worker thread (no bytes cross between the threads). Throws `Unparsable` when it is none of them.
 */
export async function readPulledBatch(
  path: string,
  contentType: string | undefined,
  url: string,
): Promise<CheckedBatch> {
  const task: RowsTask = { kind: 'pulled', path, contentType, url };
  const read = await run<PulledBatch>(task);
  if (!read.ok && 'unparsable' in read) throw new Unparsable(read.unparsable);
  return checkedOf(read);
}

/** A batch's rows as CSV records under `columns` (no header line), written by the worker thread. */
export async function csvRecords(columns: string[], batch: RowBatch): Promise<Uint8Array> {
  if (batch.length === 0) return new Uint8Array();
  return run<Uint8Array>({ kind: 'records', columns, batch });
}
