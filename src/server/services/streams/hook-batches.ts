import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/rate-limited';
import { ingestDeliveries, type Delivery, type DeliveryAnswer, type IngestStores } from './ingest';

/** Verified deliveries one stream may have waiting for their batch in this process; one more is a 429. */
export const maxDeliveriesWaitingPerStream = 2000;
/** The same for all of a workspace's streams together. */
export const maxDeliveriesWaitingPerWorkspace = 5000;

type Waiting = {
  delivery: Delivery;
  answered: (answer: DeliveryAnswer) => void;
  failed: (e: unknown) => void;
};

/** One workspace's deliveries waiting, by stream in order of arrival, and whether its batches are being written. */
type Line = { stores: IngestStores; waiting: Map<string, Waiting[]>; count: number; writing: boolean };

/** Per database (tests run apps on two in one process), per workspace. */
const lines = new WeakMap<Db, Map<string, Line>>();

/**
 * Group commit of webhook deliveries (docs/decisions/064): a verified delivery waits with the others of its
 * workspace; while one batch is being written, the deliveries that arrive meanwhile gather, and each stream's are
 * then stored as one batch (`ingestDeliveries`: one new version of the dataset, one transaction, one insights
 * job). The streams of a workspace take turns in order of arrival, one batch at a time (their batches share the
 * workspace's place in the dataset reader, `inBatchTurn`); workspaces write side by side. The promise settles once
 * the delivery's batch is committed, with its answer, or with the error that failed the batch. Past
 * `maxDeliveriesWaitingPerStream` (or per workspace) a delivery is refused at once with a 429.
 */
export function deliverInBatch(
  stores: IngestStores,
  stream: { id: string; workspaceId: string },
  delivery: Delivery,
): Promise<DeliveryAnswer> {
  let byWorkspace = lines.get(stores.db);
  if (!byWorkspace) lines.set(stores.db, (byWorkspace = new Map()));
  let line = byWorkspace.get(stream.workspaceId);
  if (!line) {
    line = { stores, waiting: new Map(), count: 0, writing: false };
    byWorkspace.set(stream.workspaceId, line);
  }
  const queue = line.waiting.get(stream.id) ?? [];
  if (queue.length >= maxDeliveriesWaitingPerStream || line.count >= maxDeliveriesWaitingPerWorkspace) {
    return Promise.reject(tooManyRequests(5));
  }
  const answer = new Promise<DeliveryAnswer>((answered, failed) => {
    queue.push({ delivery, answered, failed });
  });
  line.waiting.set(stream.id, queue);
  line.count += 1;
  if (!line.writing) void writeBatches(byWorkspace, stream.workspaceId, line);
  return answer;
}

/** Writes the line's batches, a stream at a time in order of arrival, until none is waiting. */
async function writeBatches(byWorkspace: Map<string, Line>, workspaceId: string, line: Line) {
  line.writing = true;
  try {
    // Deliveries read in the same turn of the event loop join the first batch.
    await nextTurn();
    for (let next = first(line.waiting); next; next = first(line.waiting)) {
      const [streamId, batch] = next;
      line.waiting.delete(streamId);
      line.count -= batch.length;
      try {
        const answers = await ingestDeliveries(
          line.stores,
          streamId,
          workspaceId,
          batch.map((waiting) => waiting.delivery),
        );
        batch.forEach((waiting, index) => waiting.answered(answers[index]!));
      } catch (error) {
        for (const waiting of batch) waiting.failed(error);
      }
    }
  } finally {
    line.writing = false;
    if (line.waiting.size === 0 && byWorkspace.get(workspaceId) === line) byWorkspace.delete(workspaceId);
  }
}

const first = <K, V>(map: Map<K, V>): [K, V] | undefined => map.entries().next().value;
