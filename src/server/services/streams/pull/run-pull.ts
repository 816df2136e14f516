import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  maxPullBytes,
  maxPullRedirects,
  pullTimeoutSeconds,
  type LastPull,
  type StreamErrorReason,
} from '../../../../shared/data-streams';
import type { StreamErrorFact } from '../../../../shared/stream-errors';
import { dataStreams } from '../../../db/schema/index';
import { ApiError } from '../../../lib/api-error';
import { allowedAddresses, OutboundRefused, type OutboundPolicy } from '../../../lib/outbound/address-guard';
import { FetchFailure, pinnedGetToFile } from '../../../lib/outbound/pinned-get';
import type { SecretBox } from '../../../lib/secret-box';
import { ingestPulledFile, ingestRows } from '../ingest';
import { sourceStillIs, SupersededSync, UnreadablePull } from '../ingest-refusals';
import type { IngestStores } from '../ingest-types';
import {
  maxSourceRows,
  sourceStatementTimeoutMs,
  type SourceErrorReason,
} from '../../../../shared/postgres-source';
import { openPostgresConfig, PostgresSourceError, readPostgresSource } from '../postgres-source/index';
import { sourceFailure } from '../postgres-source/source-error';
import { checkDeliveredRows, readPulledBatch } from '../row-batches';
import { recordStreamError, streamById, type StreamRow } from '../streams';
import { grownFrom, writeNewRecords } from './grown-file';
import { Unparsable, verbatimUse } from './parse-pulled';
import { isPullingKind, pullConfigOf, type PullCache, type PullConfig } from './pull-config';

export type PullDeps = IngestStores & { secretBox: SecretBox; policy: OutboundPolicy };

/**
 * Why a run failed, as the stream's errors list it, and what it says beyond its reason (a fact in Tessera's words,
 * or the source's own: an HTTP status, a server's message); undefined for an error that is not the source's.
 */
function failureOf(
  error: unknown,
): { reason: StreamErrorReason; says: StreamErrorFact | string | null } | undefined {
  if (error instanceof OutboundRefused) return { reason: 'refused-address', says: refusedAddressFact(error) };
  if (error instanceof FetchFailure) return { reason: error.reason, says: error.says };
  if (error instanceof Unparsable) return { reason: 'unparsable', says: error.fact };
  if (error instanceof UnreadablePull) return { reason: 'unparsable', says: error.fact };
  if (error instanceof PostgresSourceError) {
    // The server's own message when it answered; the reason's sentence, worded when read, when it did not.
    const says =
      error.sqlState === null ? { code: 'postgresSource' as const, reason: error.reason } : error.message;
    return { reason: streamReasonOf(error.reason), says };
  }
  // Rows that filled the reading thread's memory (row-batches.ts): the reason says it all.
  if (error instanceof ApiError && error.status === 413) return { reason: 'too-large', says: null };
  return undefined;
}

/**
 * A refusal of Tessera's own that stopped the run (not the source's doing) as a fact: the rows' or the reader's
 * thread busy, the stream paused or its dataset deleted meanwhile; another one by its code, never its sentence
 * (worded in the job's language, not the reader's).
 */
function apiErrorSays(error: unknown): StreamErrorFact | string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 503) return { code: 'serverBusy' };
  if (error.code === 'stream_paused') return { code: 'paused' };
  if (error.code === 'dataset_deleted') return { code: 'datasetDeleted' };
  return error.code;
}

function refusedAddressFact({ why, host, address }: OutboundRefused): StreamErrorFact {
  if (why === 'scheme') return { code: 'scheme' };
  if (why === 'unresolved' || address === null) return { code: 'unresolved', host };
  return { code: 'privateAddress', host, address };
}

/**
 * A PostgreSQL source's failure as the stream's errors list it: the reasons a URL pull shares, `failed` for the
 * rest; the detail (the reason's sentence or the server's message, never the password) tells which.
 */
function streamReasonOf(reason: SourceErrorReason): StreamErrorReason {
  if (reason === 'host-refused') return 'refused-address';
  if (reason === 'connection-timeout' || reason === 'statement-timeout') return 'timeout';
  if (reason === 'too-large') return 'too-large';
  return 'failed';
}

/**
 * Merges top-level keys into the stream's config, leaving the others (the ingest's `columns`) as they are. What a
 * run noted describes the source it was read from (`read`): written only while that is still the stream's source
 * (one UPDATE, so an edit is either before or after it). Once the source was edited, the run is noted as
 * `superseded` (no ETag of the old source on the new one, no error, no sync time).
 */
async function mergeConfig(deps: PullDeps, id: string, patch: PullConfig, touchSync: boolean, read: unknown) {
  // Rows stored before the edit stay noted as stored (only the cache is the old source's).
  const current = patch.lastPull?.outcome === 'stored' ? sql`true` : sourceStillIs(read);
  const { cache, ...noted } = patch;
  const superseded = JSON.stringify({ lastPull: lastPullOf('superseded') });
  const cached = cache
    ? sql` || case when ${sourceStillIs(read)} then ${JSON.stringify({ cache })}::jsonb else '{}'::jsonb end`
    : sql``;
  await deps.db
    .update(dataStreams)
    .set({
      config: sql`coalesce(${dataStreams.config}, '{}'::jsonb) || case when ${current} then ${JSON.stringify(noted)}::jsonb else ${superseded}::jsonb end${cached}`,
      ...(touchSync
        ? {
            lastSyncAt: sql`case when ${current} then now() else ${dataStreams.lastSyncAt} end`,
            status: sql`case when ${dataStreams.status} = 'failing' and ${current} then 'active' else ${dataStreams.status} end`,
          }
        : {}),
    })
    .where(eq(dataStreams.id, id));
}

/** Whether the stream's source is still the one a run read. */
async function stillReads(deps: PullDeps, id: string, read: unknown): Promise<boolean> {
  const [row] = await deps.db
    .select({ same: sourceStillIs(read) })
    .from(dataStreams)
    .where(eq(dataStreams.id, id));
  return row?.same === true;
}

const lastPullOf = (outcome: LastPull['outcome'], fields: Partial<LastPull> = {}): LastPull => ({
  at: new Date().toISOString(),
  outcome,
  accepted: 0,
  rejected: 0,
  reason: null,
  ...fields,
});

/**
 * Whether a run found its stream busy: another instance's batch held the stream longer than a batch waits
 * (stream-lock.ts), or the stream's batches were queued full (ingest-queue.ts); a 429 either way.
 */
export const isBusy = (error: unknown) => error instanceof ApiError && error.status === 429;

/**
 * One run of a URL pull or a PostgreSQL source (the `stream-pull` job, pull-queue.ts). A URL pull fetches the source through the address guard with
 * its `ETag` / `Last-Modified` (a 304, or the same bytes as last time, stores nothing and counts as a sync), reads
 * the body as rows and stores them through the same ingest as a push (append or replace, bad rows listed, new
 * columns added). A failure is noted as the stream's error with its reason (and goes to the audit trail, the
 * stream turns `failing`); a paused or deleted stream, or another kind, is skipped. Never throws for the
 * source's failures: the next scheduled run is the retry. A stream found busy (`isBusy`) is thrown for the queue
 * to run the pull again later, unless `noteBusy` (its last try): then it is noted as a failure like the others.
 */
export async function runPull(
  deps: PullDeps,
  streamId: string,
  signal: AbortSignal,
  { noteBusy = false }: { noteBusy?: boolean } = {},
): Promise<LastPull | null> {
  const stream = await streamById(deps.db, streamId);
  const { source, cache } = stream ? pullConfigOf(stream) : {};
  if (!stream || !isPullingKind(stream.kind) || stream.status === 'paused' || !source) return null;
  try {
    if (stream.kind === 'postgres') return await readSourceOnce(deps, stream, signal);
    return await pullOnce(deps, stream, source, cache, signal);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'stream_paused') return null;
    // Busy, not the source's failure: nothing is noted; thrown, so the queue runs the pull again (pull-queue.ts).
    const busy = isBusy(error);
    if (busy && !noteBusy) throw error;
    // The source was edited while this run read it: neither its rows nor its failure are the stream's.
    if (error instanceof SupersededSync || !(await stillReads(deps, stream.id, source))) {
      const lastPull = lastPullOf('superseded');
      await mergeConfig(deps, stream.id, { lastPull }, false, source);
      return lastPull;
    }
    const known = failureOf(error);
    // The ingest notes its own refusals (a dataset past 20 MB or 500 columns, an unreadable dataset file).
    const notedByIngest =
      error instanceof ApiError && (error.status === 413 || error.code === 'dataset_unreadable');
    const reason: StreamErrorReason =
      known?.reason ??
      (notedByIngest ? (error.status === 413 ? 'too-large' : 'dataset-unreadable') : 'failed');
    if (!notedByIngest) {
      const says = busy ? ({ code: 'busy' } as const) : known ? known.says : apiErrorSays(error);
      await recordStreamError(deps.db, stream, reason, says);
    }
    const lastPull = lastPullOf('failed', { reason });
    await mergeConfig(deps, stream.id, { lastPull }, false, source);
    return lastPull;
  }
}

async function pullOnce(
  deps: PullDeps,
  stream: StreamRow,
  source: NonNullable<PullConfig['source']>,
  cache: PullCache | undefined,
  jobSignal: AbortSignal,
): Promise<LastPull> {
  const headers: Record<string, string> = { accept: 'text/csv, application/json, */*' };
  if (cache?.etag) headers['if-none-match'] = cache.etag;
  if (cache?.lastModified) headers['if-modified-since'] = cache.lastModified;
  const secret = source.header ? deps.secretBox.open(source.header.sealedValue) : undefined;
  const originHeaders = source.header && secret !== undefined ? { [source.header.name]: secret } : {};
  const signal = AbortSignal.any([jobSignal, AbortSignal.timeout(pullTimeoutSeconds * 1000)]);
  await mkdir(deps.spoolDir, { recursive: true });
  const path = join(deps.spoolDir, randomUUID());
  try {
    const fetched = await pinnedGetToFile(
      new URL(source.url),
      {
        policy: deps.policy,
        headers,
        originHeaders,
        maxBytes: maxPullBytes,
        maxRedirects: maxPullRedirects,
        signal,
      },
      path,
    );
    if (fetched.status === 'not-modified') {
      const lastPull = lastPullOf('unchanged');
      await mergeConfig(deps, stream.id, { lastPull }, true, source);
      return lastPull;
    }
    const { digest } = fetched;
    const header = (name: string) => {
      const value = fetched.headers[name];
      return typeof value === 'string' ? value : null;
    };
    const nextCache: PullCache = {
      etag: header('etag'),
      lastModified: header('last-modified'),
      digest,
      length: fetched.size,
    };
    if (cache?.digest === digest && stream.datasetId !== null) {
      const lastPull = lastPullOf('unchanged');
      await mergeConfig(deps, stream.id, { lastPull, cache: nextCache }, true, source);
      return lastPull;
    }
    const contentType = header('content-type') ?? undefined;
    const verbatim = await verbatimUse(path, contentType, fetched.url);
    // An append stream's changed CSV that grew from the end of the version stored last: only its new records.
    let rowsPath = path;
    let appended: LastPull['appended'];
    if (stream.mode === 'append' && stream.datasetId !== null) {
      const previous = cache?.digest && cache.length ? { digest: cache.digest, length: cache.length } : null;
      const start = verbatim !== false && previous ? await grownFrom(path, previous) : null;
      appended = start === null ? 'whole-file' : 'new-records';
      if (start !== null) {
        rowsPath = `${path}.new`;
        if (!(await writeNewRecords(path, start, rowsPath))) {
          // Grown by blank lines only: nothing new.
          const lastPull = lastPullOf('unchanged');
          await mergeConfig(deps, stream.id, { lastPull, cache: nextCache }, true, source);
          return lastPull;
        }
      }
    }
    const result = await ingestPulledFile(deps, stream.id, stream.workspaceId, {
      readFrom: source,
      path,
      verbatim,
      rows: () => readPulledBatch(rowsPath, contentType, fetched.url),
    });
    const lastPull = lastPullOf('stored', {
      accepted: result.accepted,
      rejected: result.rejected.length,
      ...(appended ? { appended } : {}),
    });
    await mergeConfig(deps, stream.id, { lastPull, cache: nextCache }, true, source);
    return lastPull;
  } finally {
    await rm(path, { force: true });
    await rm(`${path}.new`, { force: true });
  }
}

/**
 * One read of a PostgreSQL source (docs/decisions/055): its query through the address guard (the first allowed
 * address, the same policy as a URL pull), at most `maxSourceRows` rows within `sourceStatementTimeoutMs`, the
 * rows checked in the worker thread and stored like a push's. Rows past the cap are left out, the rows kept are
 * stored, and the cut is noted as the stream's error.
 */
async function readSourceOnce(deps: PullDeps, stream: StreamRow, signal: AbortSignal): Promise<LastPull> {
  const { source } = pullConfigOf(stream);
  const config = openPostgresConfig(deps.secretBox, source);
  // A password sealed under another AUTH_SECRET: the user enters it again.
  if (!config) throw sourceFailure('auth-failed');
  const read = await readPostgresSource(config, {
    resolveHost: async (host) => (await allowedAddresses(host, deps.policy))[0]!.address,
    signal,
    rowCap: maxSourceRows,
    statementTimeoutMs: sourceStatementTimeoutMs,
  });
  const { rows, rejected } = await checkDeliveredRows(read.rows);
  const result = await ingestRows(deps, stream.id, stream.workspaceId, { rows, rejected, readFrom: source });
  if (read.truncated) {
    await recordStreamError(deps.db, stream, 'too-large', { code: 'truncated', count: maxSourceRows });
  }
  const lastPull = lastPullOf('stored', { accepted: result.accepted, rejected: result.rejected.length });
  await mergeConfig(deps, stream.id, { lastPull }, true, source);
  return lastPull;
}
