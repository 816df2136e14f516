import { stat } from 'node:fs/promises';
import type { MessagePort } from 'node:worker_threads';
import { readRefusalMessage, type ReadRefusal } from '../../../shared/dataset-errors';
import { playgroundMessages } from '../../../shared/i18n/messages/playground';
import { ApiError } from '../../lib/api-error';
import { lazyWorkerPool } from '../../lib/worker-pool';
import type { ImportChoices } from '../../../shared/data/profile/types';
import type { AnalysedDataset, AskTask, ProfiledDataset, ReadOutcome, ReadTask } from './read-dataset';

export type { AnalysedDataset, ProfiledDataset } from './read-dataset';

/**
 * Uploads held at once: the one being read and four waiting; past them an upload is refused with a 503 to
 * retry. Counted here rather than with piscina's `maxQueue`, which does not count tasks given an abort signal.
 */
const maxUploadsHeld = 5;
/** Uploads one account may have held at once: one account alone cannot fill the reader and lock out others. */
const maxUploadsHeldPerAccount = 1;
/** Longer than any 20 MB file of ordinary shape takes (3–4 s on 2 cores); past it the file is refused. */
export const readTimeoutMs = 20_000;

/**
 * The reading thread's JavaScript heap (docs/decisions/040-server-memory.md). The old generation holds the table
 * of a file: ~130 MB for a 20 MB, 250,000-row file of 12 columns, past which a file of tiny cells (a million rows
 * of one- and two-digit numbers) is refused rather than taking the server's memory with it. Capped below 256 MB,
 * V8 also grows the heap by 1.3× its live size between collections, not up to 4×. A small young generation
 * (2 MB semi-spaces): what a read keeps lives on, and the rest dies young either way.
 */
export const readerHeapLimits = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 6 };
let heapLimits = readerHeapLimits;

/** Tests only: the next reading thread runs with these heap limits (`readerHeapLimits` when none). */
export async function useReaderHeapLimits(limits: typeof readerHeapLimits = readerHeapLimits) {
  await closeDatasetPool();
  heapLimits = limits;
}

let held = 0;
const heldByAccount = new Map<string, number>();

/**
 * How long the reading thread stays after its last task. Starting one costs ~250 ms of CPU (its code compiled
 * again): far less than reading a 20 MB file, but far more than a stream's batch, of which a busy stream writes
 * several a second (docs/decisions/064). Kept this briefly, its heap still goes back soon after the last task.
 */
export const readerIdleMs = 1000;

/**
 * Files from this size end the reading thread as soon as they are read, when no other task waits for it, rather than
 * after `readerIdleMs`: the memory a large read leaves (~4 MB per MB read, garbage and all) otherwise stays mapped
 * through that second, just while the request thread gzips the file into the store and the next upload comes in, so
 * both peaks fall together (docs/decisions/074). From here a read costs more CPU than the next thread's start, so
 * only a stream's small batches keep the thread warm.
 */
export const releaseReaderFromBytes = 2 * 1024 * 1024;

/**
 * One worker thread reads uploads in turn: a 20 MB file takes seconds of CPU and a lot of memory, which must
 * not stall every other request. The thread exits once it has been idle `readerIdleMs`, so its heap (which V8
 * lets grow with the garbage of one upload after another) goes back between uploads. Piscina itself loads with
 * the first upload.
 */
const pool = lazyWorkerPool(() => ({
  besides: import.meta.url,
  worker: 'dataset-worker',
  idleTimeout: readerIdleMs,
  resourceLimits: heapLimits,
}));
const datasetPool = () => pool.get();

/** Tests only: the pool, started if need be. */
export const readerPoolForTests = () => datasetPool();

/** Closes the worker thread, if one runs; the next upload starts another. */
export const closeDatasetPool = () => pool.close();

/**
 * A 503 to retry in a minute while the reader holds as many uploads as it may, in all or of this account.
 * The upload route asks first, so a refused upload spends none of the caller's upload allowance.
 */
export function refuseWhenBusy(accountId?: string): void {
  const accountHeld = accountId === undefined ? 0 : (heldByAccount.get(accountId) ?? 0);
  if (held >= maxUploadsHeld || accountHeld >= maxUploadsHeldPerAccount) {
    throw new ApiError(503, 'busy', playgroundMessages.api.busy, { 'retry-after': '60' });
  }
}

/** `ask`: a question the reader asks of the rows it read (a pinned answer, services/datasets/pinned-answers.ts). */
type ReadOptions = { accountId?: string; signal?: AbortSignal; choices?: ImportChoices; ask?: AskTask };

/**
 * Reads and profiles an uploaded file (bytes, or the path of a spooled upload) off the request thread, with
 * the user's import choices: the server never trusts a client's profile. A file that cannot be read is a 400
 * naming what and why, in the caller's language.
 */
export async function analyseDataset(
  file: Uint8Array | string,
  options: ReadOptions = {},
): Promise<AnalysedDataset> {
  const { insights, ...read } = await readInReader(file, options, true);
  return { ...read, insights: insights! };
}

/**
 * `analyseDataset` without the insights: a stream's batch is stored with its profile and its insights are found
 * on the job queue afterwards (services/datasets/insights-refresh.ts, docs/decisions/058).
 */
export async function profileDataset(
  file: Uint8Array | string,
  options: ReadOptions = {},
): Promise<ProfiledDataset> {
  const { format, profile, report, preview } = await readInReader(file, options, false);
  return { format, profile, report, preview };
}

async function readInReader(
  file: Uint8Array | string,
  { accountId, signal, choices = {}, ask }: ReadOptions,
  insights: boolean,
) {
  refuseWhenBusy(accountId);
  const release = holdPlace(accountId);
  // The time limit covers the uploads read before this one, each held to the same limit: a file never runs
  // out of time while it waits.
  signal ??= AbortSignal.timeout(readTimeoutMs * held);
  let outcome: ReadOutcome;
  let large = false;
  try {
    large = (await sizeOf(file)) >= releaseReaderFromBytes;
    // A path: the worker reads the spooled file itself, so no bytes cross between the threads.
    const task: ReadTask = { file, choices, insights, ...(ask && { ask }) };
    outcome = (await (await datasetPool()).run(task, { signal }).catch((error: unknown) => {
      throw timedOut(error) ?? outOfMemory(error) ?? error;
    })) as ReadOutcome;
  } finally {
    release();
    // Checked with no await since the count went down: no task can have been given the thread meanwhile.
    if (large && held === 0) void closeDatasetPool();
  }
  if (outcome.ok) {
    const { format, profile, report, preview, insights: found, answer } = outcome;
    return { format, profile, report, preview, insights: found, ...(answer && { answer }) };
  }
  throw new InvalidDataset(outcome.error);
}

/** A file the reader refuses: a 400 worded in the caller's language, with the refusal for those who word it later. */
export class InvalidDataset extends ApiError {
  constructor(readonly refusal: ReadRefusal) {
    super(400, 'invalid_dataset', readRefusalMessage(refusal), {}, 'file');
  }
}

/** The bytes of a file to read: its length, or the size of the spooled file (0 when it is gone: the read says so). */
const sizeOf = (file: Uint8Array | string) =>
  typeof file === 'string'
    ? stat(file).then(
        ({ size }) => size,
        () => 0,
      )
    : Promise.resolve(file.byteLength);

/** Takes one of the reader's places, for `accountId` when given; answers its release. */
function holdPlace(accountId?: string): () => void {
  held++;
  if (accountId !== undefined) heldByAccount.set(accountId, (heldByAccount.get(accountId) ?? 0) + 1);
  return () => {
    held--;
    if (accountId === undefined) return;
    const left = heldByAccount.get(accountId)! - 1;
    if (left > 0) heldByAccount.set(accountId, left);
    else heldByAccount.delete(accountId);
  };
}

/**
 * Runs another of the reader's tasks on its thread (a saved model's training, services/models/train-in-reader.ts; a
 * stream's CSV rewritten, rewrite-on-reader.ts), holding one place like an upload, so uploads behind it get its time
 * and see the reader as full. A background job (no `accountId`) is never refused: it waits (a second at a time) until
 * the reader has room. A member's request (`accountId`) is refused at once as an upload is (`refuseWhenBusy`), so
 * one account holds at most one place. The thread's own failures (out of memory, an abort) are thrown as they come.
 */
export async function runOnReader<T>(
  task: object,
  {
    signal,
    transferList,
    accountId,
  }: { signal: AbortSignal; transferList?: readonly MessagePort[]; accountId?: string },
): Promise<T> {
  if (accountId !== undefined) refuseWhenBusy(accountId);
  while (held >= maxUploadsHeld) {
    signal.throwIfAborted();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  signal.throwIfAborted();
  const release = holdPlace(accountId);
  try {
    return (await (await datasetPool()).run(task, { signal, transferList: transferList as never })) as T;
  } finally {
    release();
  }
}

/**
 * The answer to a file whose reading filled the thread's heap (`readerHeapLimits`): the thread is ended by Node
 * and replaced at the next upload, the server stays up, and the caller hears the file was too much to read.
 */
export function outOfMemory(error: unknown): ApiError | undefined {
  if ((error as { code?: unknown } | null)?.code !== 'ERR_WORKER_OUT_OF_MEMORY') return undefined;
  return new InvalidDataset({ code: 'read-too-much-memory' });
}

/** The answer to a file that held the thread past the time limit (a crafted one, most likely; the thread ends with it). */
function timedOut(error: unknown): ApiError | undefined {
  if (!(error instanceof Error && error.name === 'AbortError')) return undefined;
  return new InvalidDataset({ code: 'read-too-slow' });
}
