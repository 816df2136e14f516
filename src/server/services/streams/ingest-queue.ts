import { tooManyRequests } from '../../lib/rate-limited';

/** Batches one stream may have running or waiting in this process; one more is a 429. */
export const maxBatchesHeld = 3;
/** Batches one workspace may have running or waiting in this process, all its streams together; one more is a 429. */
export const maxWorkspaceBatchesHeld = 6;
/**
 * Batches running at once in this process, all workspaces together: on PostgreSQL each holds a pooled connection in
 * its transaction for the whole batch (src/server/services/streams/stream-lock.ts, `underStreamLock`), so ingests
 * can never take the pool from every other request.
 */
export const maxBatchesRunning = 3;

const streamHeld = new Map<string, number>();
const workspaceHeld = new Map<string, number>();
const workspaceQueues = new Map<string, Promise<unknown>>();
let running = 0;
const waitingToRun: (() => void)[] = [];

/** One more place under `key`, and how to give it back; null when `key` already holds `max`. */
function takePlace(counts: Map<string, number>, key: string, max: number): (() => void) | null {
  const holding = counts.get(key) ?? 0;
  if (holding >= max) return null;
  counts.set(key, holding + 1);
  return () => {
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };
}

/** `work` after every earlier work queued under `key` has settled. */
function inTurn<T>(line: Map<string, Promise<unknown>>, key: string, work: () => Promise<T>): Promise<T> {
  const before = line.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => {});
  line.set(key, settled);
  void settled.then(() => {
    if (line.get(key) === settled) line.delete(key);
  });
  return run;
}

/** `work` once one of the process's `maxBatchesRunning` places is free; a finished batch hands its place on. */
async function withRunningPlace<T>(work: () => Promise<T>): Promise<T> {
  if (running < maxBatchesRunning) running += 1;
  else await new Promise<void>((resolve) => waitingToRun.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingToRun.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * `work` for one batch of a stream. Refused at once with a 429 when the stream or its workspace already holds as
 * many batches as it may, so waiting bodies cannot pile up in memory; otherwise run after the workspace's earlier
 * batches (one at a time per workspace: its streams share one place in the dataset reader, as one account's uploads
 * do, so they cannot turn other workspaces' uploads away) and once one of the process's places to run is free.
 */
export function inBatchTurn<T>(streamId: string, workspaceId: string, work: () => Promise<T>): Promise<T> {
  const releaseStream = takePlace(streamHeld, streamId, maxBatchesHeld);
  if (!releaseStream) return Promise.reject(tooManyRequests(5));
  const releaseWorkspace = takePlace(workspaceHeld, workspaceId, maxWorkspaceBatchesHeld);
  if (!releaseWorkspace) {
    releaseStream();
    return Promise.reject(tooManyRequests(5));
  }
  const run = inTurn(workspaceQueues, workspaceId, () => withRunningPlace(work));
  void run
    .catch(() => {})
    .then(() => {
      releaseStream();
      releaseWorkspace();
    });
  return run;
}
