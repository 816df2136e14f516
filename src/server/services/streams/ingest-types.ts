import type { PushResult, RejectedRow } from '../../../shared/data-streams';
import type { Database, Db } from '../../db/client';
import type { ObjectStore } from '../../storage/object-store';
import type { InsightsJob, InsightsRefresh } from '../datasets/insights-refresh';
import type { RowBatch } from './row-batches';
import type { StreamRow } from './streams';

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
 * What a stream keeps about the file it writes: its columns, in order (Tessera writes the file, so they are exact),
 * and whether the file ends with a line break, so a batch's records may follow it as they are (a pulled file kept
 * as it came may end without one).
 */
export type StreamFileState = { columns?: string[]; endsWithLine?: boolean };

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

export const emptyBatch: RowBatch = { length: 0, columns: [], table: new Uint8Array() };

export type VersionInput = {
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

/**
 * A stored version: its insights job (null when it kept the token of a job still waiting, which reads it), its
 * file's name and the name of the file it replaced (null for none).
 */
export type Written = { job: InsightsJob | null; objectName: string; replaced: string | null };

export const emptyResult = (stream: StreamRow, rejected: RejectedRow[]): PushResult => ({
  accepted: 0,
  rejected,
  typeConflicts: [],
  newColumns: [],
  datasetId: stream.datasetId,
  replayed: false,
});
