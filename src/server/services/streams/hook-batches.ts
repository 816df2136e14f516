import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/client';
import type { Language } from '../../../shared/preferences';
import { requestLanguage, withLanguage } from '../../lib/language';
import { tooManyRequests } from '../../lib/rate-limited';
import { ingestDeliveries, type Delivery, type DeliveryAnswer } from './ingest-deliveries';
import type { IngestStores } from './ingest-types';

/** Verified deliveries one stream may have waiting for their batch in this process; one more is a 429. */
export const maxDeliveriesWaitingPerStream = 2000;
/** The same for all of a workspace's streams together. */
export const maxDeliveriesWaitingPerWorkspace = 5000;

type Waiting = {
  delivery: Delivery;
  answered: (answer: DeliveryAnswer) => void;
  failed: (e: unknown) => void;
};

/**
 * A stream's deliveries waiting in one language: a batch's answers, its errors included, are in the language of
 * its deliveries' requests (a service sends all of a stream's in one, so this splits nothing in practice). And
 * verified with one secret (`verifiedWith`, the sealed value): a batch is refused whole when the stream's secret
 * is another by the time it is written, so deliveries verified before and after a rotation never share one.
 */
type Batch = { streamId: string; language: Language; verifiedWith: string | null; waiting: Waiting[] };

/**
 * One workspace's batches waiting, in order of arrival (keyed by stream and language), how many deliveries wait
 * in all and per stream, and whether its batches are being written.
 */
type Line = {
  stores: IngestStores;
  batches: Map<string, Batch>;
  count: number;
  byStream: Map<string, number>;
  writing: boolean;
};

/** Per database (tests run apps on two in one process), per workspace. */
const lines = new WeakMap<Db, Map<string, Line>>();

/**
 * Group commit of webhook deliveries (docs/decisions/064): a verified delivery waits with the others of its
 * workspace; while one batch is being written, the deliveries that arrive meanwhile gather, and each stream's are
 * then stored as one batch (`ingestDeliveries`: one new version of the dataset, one transaction, one insights
 * job), which refuses them all when the secret they were verified with is no longer the stream's
 * (`SupersededSecret`). The streams of a workspace take turns in order of arrival, one batch at a time (their batches share the
 * workspace's place in the dataset reader, `inBatchTurn`); workspaces write side by side. The promise settles once
 * the delivery's batch is committed, with its answer, or with the error that failed the batch. Past
 * `maxDeliveriesWaitingPerStream` (or per workspace) a delivery is refused at once with a 429.
 */
export function deliverInBatch(
  stores: IngestStores,
  stream: { id: string; workspaceId: string; sealedSecret: string | null },
  delivery: Delivery,
): Promise<DeliveryAnswer> {
  let byWorkspace = lines.get(stores.db);
  if (!byWorkspace) lines.set(stores.db, (byWorkspace = new Map()));
  let line = byWorkspace.get(stream.workspaceId);
  if (!line) {
    line = { stores, batches: new Map(), count: 0, byStream: new Map(), writing: false };
    byWorkspace.set(stream.workspaceId, line);
  }
  const waitingOfStream = line.byStream.get(stream.id) ?? 0;
  if (waitingOfStream >= maxDeliveriesWaitingPerStream || line.count >= maxDeliveriesWaitingPerWorkspace) {
    return Promise.reject(tooManyRequests(5));
  }
  const language = requestLanguage();
  const verifiedWith = stream.sealedSecret;
  const key = `${stream.id} ${language} ${verifiedWith}`;
  const batch = line.batches.get(key) ?? { streamId: stream.id, language, verifiedWith, waiting: [] };
  const answer = new Promise<DeliveryAnswer>((answered, failed) => {
    batch.waiting.push({ delivery, answered, failed });
  });
  line.batches.set(key, batch);
  line.count += 1;
  line.byStream.set(stream.id, waitingOfStream + 1);
  if (!line.writing) void writeBatches(byWorkspace, stream.workspaceId, line);
  return answer;
}

/** Writes the line's batches, a stream at a time in order of arrival, until none is waiting. */
async function writeBatches(byWorkspace: Map<string, Line>, workspaceId: string, line: Line) {
  line.writing = true;
  try {
    // Deliveries read in the same turn of the event loop join the first batch.
    await nextTurn();
    for (let next = first(line.batches); next; next = first(line.batches)) {
      const [key, { streamId, language, verifiedWith, waiting }] = next;
      line.batches.delete(key);
      line.count -= waiting.length;
      const left = (line.byStream.get(streamId) ?? 0) - waiting.length;
      if (left > 0) line.byStream.set(streamId, left);
      else line.byStream.delete(streamId);
      try {
        const answers = await withLanguage(language, () =>
          ingestDeliveries(
            line.stores,
            streamId,
            workspaceId,
            waiting.map((one) => one.delivery),
            { verifiedWith },
          ),
        );
        waiting.forEach((one, index) => one.answered(answers[index]!));
      } catch (error) {
        for (const one of waiting) one.failed(error);
      }
    }
  } finally {
    line.writing = false;
    if (line.batches.size === 0 && byWorkspace.get(workspaceId) === line) byWorkspace.delete(workspaceId);
  }
}

const first = <K, V>(map: Map<K, V>): [K, V] | undefined => map.entries().next().value;
