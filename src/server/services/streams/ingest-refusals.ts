import { eq, sql } from 'drizzle-orm';
import type { StreamErrorFact } from '../../../shared/stream-errors';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import type { Db } from '../../db/client';
import { dataStreams, datasets } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { recordStreamError, type StreamRow } from './streams';

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

/** A pulled file taken as it came that the data core cannot read (no rows, not text…): the reader's reason. */
export class UnreadablePull extends Error {
  constructor(readonly fact: StreamErrorFact) {
    super(`unreadable: ${JSON.stringify(fact)}`);
    this.name = 'UnreadablePull';
  }
}

export const idempotencyKeyReused = () =>
  new ApiError(422, 'idempotency_key_reused', dataStreamsMessages.api.idempotencyKeyReused);

/** The dataset would outgrow the size a dataset may have: noted on the stream, a 413. */
export async function datasetFull(db: Db, stream: StreamRow, size: number) {
  await recordStreamError(db, stream, 'too-large', { code: 'datasetBytes', bytes: size });
  return new ApiError(413, 'dataset_full', dataStreamsMessages.api.datasetFull);
}

/** The stored file is gone: its dataset deleted meanwhile (a 409 saying so), or unreadable (noted, a 409). */
export async function unreadableOrDeleted(db: Db, stream: StreamRow, datasetId: string) {
  if (!(await datasetExists(db, datasetId))) return datasetDeleted();
  await recordStreamError(db, stream, 'dataset-unreadable', null);
  return new ApiError(409, 'dataset_unreadable', dataStreamsMessages.api.datasetUnreadable);
}

export const datasetDeleted = () =>
  new ApiError(409, 'dataset_deleted', dataStreamsMessages.api.datasetDeleted);

export async function datasetExists(db: Db, id: string) {
  const [row] = await db.select({ id: datasets.id }).from(datasets).where(eq(datasets.id, id));
  return row !== undefined;
}
