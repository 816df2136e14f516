import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/client';
import type { Language } from '../../../shared/preferences';
import { requestLanguage } from '../../lib/language';
import { tooManyRequests } from '../../lib/rate-limited';
import type { HookFolds } from './hook-folds';
import { acceptGroups, type Delivery, type DeliveryAnswer } from './hook-inbox';

/** Verified deliveries one stream may have waiting for their batch in this process; one more is a 429. */
export const maxDeliveriesWaitingPerStream = 2000;
/** The same for all of a workspace's streams together. */
export const maxDeliveriesWaitingPerWorkspace = 5000;

/**
 * Deliveries accepted in one transaction at most: their answers are written in one turn of the event loop, so a
 * larger group would hold every other request (the health check's too) for as long as it takes to write them.
 */
export const maxDeliveriesPerGroup = 128;
/**
 * Groups accepted at once: while one waits for the database or the rows' thread, the next is checked or written
 * (its streams' rows are locked in the same order, so two never wait for each other).
 */
export const maxGroupsAccepting = 2;

type Waiting = {
  delivery: Delivery;
  answered: (answer: DeliveryAnswer) => void;
  failed: (e: unknown) => void;
};

/**
 * A stream's deliveries waiting in one language: a group's answers, its errors included, are in the language of
 * its deliveries' requests (a service sends all of a stream's in one, so this splits nothing in practice). And
 * verified with one secret (`verifiedWith`, the sealed value): a group is refused whole when the stream's secret
 * is another by the time it is accepted, so deliveries verified before and after a rotation never share one.
 */
type Batch = {
  streamId: string;
  workspaceId: string;
  language: Language;
  verifiedWith: string | null;
  waiting: Waiting[];
};

/**
 * One database's batches waiting, in order of arrival (keyed by stream, language and secret), how many deliveries
 * wait per workspace and per stream, and how many groups are being accepted.
 */
type Line = {
  stores: HookStores;
  batches: Map<string, Batch>;
  byWorkspace: Map<string, number>;
  byStream: Map<string, number>;
  /** Groups being accepted now (at most `maxGroupsAccepting`). */
  accepting: number;
};

/** Where deliveries are accepted, and the folds that move them into their datasets. */
export type HookStores = { db: Db; folds: HookFolds };

/** Per database (tests run apps on two in one process). */
const lines = new WeakMap<Db, Line>();

/**
 * Group commit of webhook deliveries (docs/decisions/064, 092): a verified delivery waits with the others of this
 * process; while one group is being accepted, the deliveries that arrive meanwhile gather, and all of them, every
 * stream's, are then accepted into their streams' inboxes in one short transaction (`acceptGroups`), which refuses
 * a stream's deliveries whole when the secret they were verified with is no longer the stream's
 * (`SupersededSecret`), the stream is paused or gone, without the others'. Each stream that kept rows is then
 * folded into its dataset (`HookFolds`). The promise settles once the delivery's group is committed, with its
 * answer, or with the error that refused its stream's deliveries. Past `maxDeliveriesWaitingPerStream` (or per
 * workspace) a delivery is refused at once with a 429.
 */
export function deliverInBatch(
  stores: HookStores,
  stream: { id: string; workspaceId: string; sealedSecret: string | null },
  delivery: Delivery,
): Promise<DeliveryAnswer> {
  let line = lines.get(stores.db);
  if (!line) {
    line = { stores, batches: new Map(), byWorkspace: new Map(), byStream: new Map(), accepting: 0 };
    lines.set(stores.db, line);
  }
  const waitingOfStream = line.byStream.get(stream.id) ?? 0;
  const waitingOfWorkspace = line.byWorkspace.get(stream.workspaceId) ?? 0;
  if (
    waitingOfStream >= maxDeliveriesWaitingPerStream ||
    waitingOfWorkspace >= maxDeliveriesWaitingPerWorkspace
  ) {
    return Promise.reject(tooManyRequests(5));
  }
  const language = requestLanguage();
  const verifiedWith = stream.sealedSecret;
  const key = `${stream.id} ${language} ${verifiedWith}`;
  const batch = line.batches.get(key) ?? {
    streamId: stream.id,
    workspaceId: stream.workspaceId,
    language,
    verifiedWith,
    waiting: [],
  };
  const answer = new Promise<DeliveryAnswer>((answered, failed) => {
    batch.waiting.push({ delivery, answered, failed });
  });
  line.batches.set(key, batch);
  line.byStream.set(stream.id, waitingOfStream + 1);
  line.byWorkspace.set(stream.workspaceId, waitingOfWorkspace + 1);
  if (line.accepting < maxGroupsAccepting) void acceptAll(stores.db, line);
  return answer;
}

/** Accepts everything waiting in the line, one group of batches at a time, until none waits. */
async function acceptAll(db: Db, line: Line) {
  line.accepting += 1;
  try {
    // Deliveries read in the same turn of the event loop join the first group.
    await nextTurn();
    while (line.batches.size > 0) {
      const batches = nextGroup(line.batches);
      for (const { streamId, workspaceId, waiting } of batches) {
        release(line.byStream, streamId, waiting.length);
        release(line.byWorkspace, workspaceId, waiting.length);
      }
      try {
        const outcomes = await acceptGroups(
          db,
          batches.map(({ waiting, ...batch }) => ({
            ...batch,
            deliveries: waiting.map((one) => one.delivery),
          })),
        );
        for (const [at, { streamId, workspaceId, waiting }] of batches.entries()) {
          const outcome = outcomes[at]!;
          if (!outcome.ok) {
            for (const one of waiting) one.failed(outcome.error);
            continue;
          }
          if (outcome.kept) line.stores.folds.soon(streamId, workspaceId);
          waiting.forEach((one, index) => one.answered(outcome.answers[index]!));
        }
      } catch (error) {
        for (const { waiting } of batches) for (const one of waiting) one.failed(error);
      }
    }
  } finally {
    line.accepting -= 1;
    if (line.accepting === 0 && line.batches.size === 0 && lines.get(db) === line) lines.delete(db);
  }
}

/**
 * The batches waiting longest, taken from `batches`, up to `maxDeliveriesPerGroup` deliveries (a larger first batch
 * gives its first `maxDeliveriesPerGroup`, the rest waits at the head of the line).
 */
function nextGroup(batches: Map<string, Batch>): Batch[] {
  const taken: Batch[] = [];
  let deliveries = 0;
  for (const [key, batch] of batches) {
    const room = maxDeliveriesPerGroup - deliveries;
    if (batch.waiting.length > room) {
      if (taken.length === 0) taken.push({ ...batch, waiting: batch.waiting.splice(0, room) });
      break;
    }
    taken.push(batch);
    deliveries += batch.waiting.length;
    batches.delete(key);
  }
  return taken;
}

/** `count` fewer deliveries waiting under `key`. */
function release(counts: Map<string, number>, key: string, count: number) {
  const left = (counts.get(key) ?? 0) - count;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
