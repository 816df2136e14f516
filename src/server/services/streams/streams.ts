import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import {
  maxStreamErrorsKept,
  maxStreamsPerWorkspace,
  pendingSecretHours,
  type CreatedStream,
  type CreateStreamInput,
  type PendingSecret,
  type StreamDetail,
  type StreamErrorReason,
  type StreamSummary,
} from '../../../shared/data-streams';
import type { StreamErrorFact } from '../../../shared/stream-errors';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import type { Db } from '../../db/client';
import { dataStreamErrors, dataStreams } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import type { SecretBox } from '../../lib/secret-box';
import { storableCut, storableValue } from '../../lib/storable-text';
import { insertAuditRow, type AdminActor } from '../admin/audit';
import { forgetHookStream } from './hook-streams';
import { webhookService } from './webhooks/index';
import { auditedPostgresConfig, sealPostgresConfig } from './postgres-source/index';
import {
  postgresViewOf,
  pullSummaryOf,
  shownPostgresSource,
  shownUrl,
  type PullConfig,
} from './pull/pull-config';
import { lockWorkspace } from '../workspace/lock-workspace';

const copy = () => dataStreamsMessages.api;
export const streamNotFound = () => new ApiError(404, 'not_found', copy().notFound);

export type StreamRow = typeof dataStreams.$inferSelect;

export const toStreamSummary = (row: StreamRow): StreamSummary => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  service: row.service,
  mode: row.mode,
  status: row.status,
  datasetId: row.datasetId,
  datasetName: row.datasetName,
  lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
  rowsReceived: row.rowsReceived,
  rejectedDeliveries: row.rejectedDeliveries,
  createdAt: row.createdAt.toISOString(),
  pull: pullSummaryOf(row),
  postgres: postgresViewOf(row),
});

/**
 * Where a stream's data goes in: its webhook URL, or its push endpoint; a URL pull's source (as shown), a
 * PostgreSQL source's `postgres://user@host:port/database` (never the password).
 */
export const streamEndpoint = (appUrl: string, row: Pick<StreamRow, 'id' | 'kind' | 'config'>) =>
  row.kind === 'url'
    ? shownUrl((row.config as PullConfig).source!.url)
    : row.kind === 'postgres'
      ? shownPostgresSource(postgresViewOf(row)!)
      : new URL(
          row.kind === 'webhook' ? `/api/hooks/${row.id}` : `/api/v1/streams/${row.id}/rows`,
          appUrl,
        ).toString();

/** A new webhook secret Tessera makes: 32 random bytes, recognisable by its prefix. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export const inWorkspace = (workspaceId: string, id: string) =>
  and(eq(dataStreams.id, id), eq(dataStreams.workspaceId, workspaceId));

/** Every stream of the workspace, newest first. */
export async function listStreams(db: Db, workspaceId: string): Promise<StreamSummary[]> {
  const rows = await db
    .select()
    .from(dataStreams)
    .where(eq(dataStreams.workspaceId, workspaceId))
    .orderBy(desc(dataStreams.createdAt), desc(dataStreams.id));
  return rows.map(toStreamSummary);
}

/** A stream of the workspace, or 404 (another workspace's too). */
export async function streamRow(db: Db, workspaceId: string, id: string): Promise<StreamRow> {
  const [row] = await db.select().from(dataStreams).where(inWorkspace(workspaceId, id));
  if (!row) throw streamNotFound();
  return row;
}

/** What a captured secret is shown as before it is confirmed: the first 8 hex digits of its SHA-256. */
export const secretFingerprint = (secret: string) =>
  createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 8);

/** The pending secret in clear while it may still be confirmed (captured less than `pendingSecretHours` ago). */
function openPending(row: StreamRow, secretBox: SecretBox): { secret: string; at: Date } | undefined {
  if (row.pendingSecret === null || !row.pendingSecretAt) return undefined;
  if (Date.now() - row.pendingSecretAt.getTime() > pendingSecretHours * 3_600_000) return undefined;
  const secret = secretBox.open(row.pendingSecret);
  return secret === undefined ? undefined : { secret, at: row.pendingSecretAt };
}

function pendingOf(row: StreamRow, secretBox: SecretBox): PendingSecret | null {
  const pending = openPending(row, secretBox);
  if (!pending) return null;
  return { fingerprint: secretFingerprint(pending.secret), capturedAt: pending.at.toISOString() };
}

export async function streamDetail(
  db: Db,
  secretBox: SecretBox,
  workspaceId: string,
  id: string,
): Promise<StreamDetail> {
  const row = await streamRow(db, workspaceId, id);
  const errors = await db
    .select({
      at: dataStreamErrors.at,
      reason: dataStreamErrors.reason,
      detail: dataStreamErrors.detail,
      fact: dataStreamErrors.fact,
    })
    .from(dataStreamErrors)
    .where(eq(dataStreamErrors.streamId, id))
    .orderBy(desc(dataStreamErrors.at), desc(dataStreamErrors.id))
    .limit(maxStreamErrorsKept);
  return {
    ...toStreamSummary(row),
    errors: errors.map((error) => ({ ...error, at: error.at.toISOString() })),
    pendingSecret: pendingOf(row, secretBox),
  };
}

export const auditDetails = (row: Pick<StreamRow, 'id' | 'workspaceId' | 'name' | 'kind' | 'service'>) => ({
  workspace: row.workspaceId,
  stream: row.id,
  name: row.name,
  kind: row.kind,
  service: row.service,
});

/**
 * Makes a stream and its audit row in one transaction that locks the workspace (two at once never pass the cap).
 * A webhook stream of a service whose secret Tessera makes gets one, returned this once and stored sealed.
 */
export async function createStream(
  deps: { db: Db; secretBox: SecretBox; appUrl: string },
  workspaceId: string,
  actor: AdminActor,
  input: CreateStreamInput & { mode: 'append' | 'replace' },
): Promise<CreatedStream> {
  let secret: string | null = null;
  let sealedSecret: string | null = null;
  if (input.kind === 'webhook') {
    const service = webhookService(input.service);
    if (!service) throw new ApiError(400, 'invalid_input', copy().noService, {}, 'service');
    if (service.secretSource === 'ours') secret = newSecret();
    const kept = secret ?? input.secret ?? null;
    sealedSecret = kept === null ? null : deps.secretBox.seal(kept);
  }
  // A URL pull's header value is sealed like a secret; its first scheduled run is due at once (the next tick).
  const pull: PullConfig | null =
    input.kind === 'url'
      ? {
          source: {
            url: input.url,
            header: input.header
              ? { name: input.header.name, sealedValue: deps.secretBox.seal(input.header.value) }
              : null,
            schedule: input.schedule ?? 'daily',
          },
        }
      : input.kind === 'postgres'
        ? // The password is sealed; the first scheduled run is due at once, as a URL pull's.
          { source: sealPostgresConfig(deps.secretBox, postgresSourceConfigOf(input)) as never }
        : null;
  const row = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(dataStreams)
      .where(eq(dataStreams.workspaceId, workspaceId))) as [{ n: number }];
    if (n >= maxStreamsPerWorkspace) {
      throw new ApiError(409, 'too-many-streams', copy().tooMany(maxStreamsPerWorkspace));
    }
    const [created] = await tx
      .insert(dataStreams)
      .values({
        workspaceId,
        name: input.name,
        kind: input.kind,
        service: input.kind === 'webhook' || input.kind === 'push' ? (input.service ?? null) : null,
        mode: input.mode,
        datasetName: input.datasetName,
        sealedSecret,
        config: pull,
        nextSyncAt: pull && pull.source!.schedule !== 'manual' ? new Date() : null,
        createdBy: actor.id,
      })
      .returning();
    await insertAuditRow(tx, actor, {
      action: 'stream.create',
      details: {
        ...auditDetails(created!),
        mode: input.mode,
        // Never the header's value: its name only; never a source's password.
        ...(input.kind === 'postgres'
          ? { source: auditedPostgresConfig(pull!.source as never) }
          : pull
            ? {
                url: shownUrl(pull.source!.url),
                schedule: pull.source!.schedule,
                header: input.kind === 'url' ? (input.header?.name ?? null) : null,
              }
            : {}),
      },
    });
    return created!;
  });
  return { stream: toStreamSummary(row), secret, endpoint: streamEndpoint(deps.appUrl, row) };
}

/** A PostgreSQL source's settings from the create input (its defaults applied by the schema). */
function postgresSourceConfigOf(input: Extract<CreateStreamInput, { kind: 'postgres' }>) {
  return {
    host: input.host,
    port: input.port ?? 5432,
    database: input.database,
    user: input.user,
    password: input.password ?? '',
    ssl: input.ssl ?? 'require',
    caCertificate: input.caCertificate,
    query: input.query,
    schedule: input.schedule ?? 'daily',
  };
}

/** Pauses or resumes a stream; doing what is already done writes nothing. */
export async function setStreamPaused(
  db: Db,
  workspaceId: string,
  actor: AdminActor,
  id: string,
  paused: boolean,
): Promise<StreamSummary> {
  const summary = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dataStreams).where(inWorkspace(workspaceId, id)).for('update');
    if (!row) throw streamNotFound();
    if ((row.status === 'paused') === paused) return toStreamSummary(row);
    const [updated] = await tx
      .update(dataStreams)
      .set({ status: paused ? 'paused' : 'active' })
      .where(eq(dataStreams.id, id))
      .returning();
    await insertAuditRow(tx, actor, {
      action: paused ? 'stream.pause' : 'stream.resume',
      details: auditDetails(row),
    });
    return toStreamSummary(updated!);
  });
  // A delivery next reads the stream as it is now (another instance's batches read it anyway).
  forgetHookStream(db, id);
  return summary;
}

/**
 * A new secret for a webhook stream: made by Tessera and returned this once, or (services that make their own)
 * the one given. The old one stops working at once.
 */
export async function rotateStreamSecret(
  deps: { db: Db; secretBox: SecretBox },
  workspaceId: string,
  actor: AdminActor,
  id: string,
  given: string | undefined,
): Promise<{ stream: StreamSummary; secret: string | null }> {
  const rotated = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(dataStreams).where(inWorkspace(workspaceId, id)).for('update');
    if (!row) throw streamNotFound();
    const service = webhookService(row.service);
    if (row.kind !== 'webhook' || !service) throw new ApiError(409, 'no_secret', copy().noSecretToRotate);
    const secret = service.secretSource === 'ours' ? newSecret() : given;
    if (secret === undefined) throw new ApiError(400, 'invalid_input', copy().secretNeeded, {}, 'secret');
    const [updated] = await tx
      .update(dataStreams)
      .set({ sealedSecret: deps.secretBox.seal(secret), pendingSecret: null, pendingSecretAt: null })
      .where(eq(dataStreams.id, id))
      .returning();
    await insertAuditRow(tx, actor, { action: 'stream.rotate-secret', details: auditDetails(row) });
    return { stream: toStreamSummary(updated!), secret: service.secretSource === 'ours' ? secret : null };
  });
  forgetHookStream(deps.db, id);
  return rotated;
}

/** Deletes a stream (its errors and receipts go with it); the dataset it fed stays. */
export async function deleteStream(db: Db, workspaceId: string, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(dataStreams).where(inWorkspace(workspaceId, id)).returning();
    if (!row) throw streamNotFound();
    await insertAuditRow(tx, actor, {
      action: 'stream.delete',
      details: { ...auditDetails(row), dataset: row.datasetId },
    });
  });
  forgetHookStream(db, id);
}

/**
 * Notes a failure on the stream, keeping its last `maxStreamErrorsKept`: what it `says` beyond its reason is a fact
 * in Tessera's words (worded when read, in the reader's language) or the source's own text (an HTTP status, a
 * server's message), kept as it came, cut to 500 characters. `rejectedDelivery` also counts a refused
 * webhook delivery. A failed sync (not a refused delivery, which is a stranger's doing) marks it `failing` and goes
 * to the audit trail.
 */
export async function recordStreamError(
  db: Db,
  row: Pick<StreamRow, 'id' | 'workspaceId' | 'name' | 'kind' | 'service'>,
  reason: StreamErrorReason,
  says: StreamErrorFact | string | null,
  options: { rejectedDelivery?: boolean; address?: string } = {},
) {
  // What a source said may hold what PostgreSQL cannot store (a message cut inside an emoji, a column name with
  // half a surrogate pair): made storable, or the error would not be noted at all.
  const fact = typeof says === 'object' && says !== null ? storableValue(says) : null;
  const detail = typeof says === 'string' ? storableCut(says, 500) : null;
  await db.transaction(async (tx) => {
    await tx.insert(dataStreamErrors).values({ streamId: row.id, reason, detail, fact });
    const kept = tx
      .select({ id: dataStreamErrors.id })
      .from(dataStreamErrors)
      .where(eq(dataStreamErrors.streamId, row.id))
      .orderBy(desc(dataStreamErrors.at), desc(dataStreamErrors.id))
      .limit(maxStreamErrorsKept);
    await tx
      .delete(dataStreamErrors)
      .where(and(eq(dataStreamErrors.streamId, row.id), notInArray(dataStreamErrors.id, kept)));
    if (options.rejectedDelivery) {
      await tx
        .update(dataStreams)
        .set({ rejectedDeliveries: sql`${dataStreams.rejectedDeliveries} + 1` })
        .where(eq(dataStreams.id, row.id));
      return;
    }
    await tx
      .update(dataStreams)
      .set({ status: sql`case when ${dataStreams.status} = 'paused' then 'paused' else 'failing' end` })
      .where(eq(dataStreams.id, row.id));
    await insertAuditRow(
      tx,
      { id: `stream:${row.id}`, email: row.name, address: options.address ?? '' },
      { action: 'stream.sync-failed', details: { ...auditDetails(row), reason, detail, fact } },
    );
  });
}

/** A stream by id alone, for a webhook delivery (its secret is the credential), or undefined. */
export async function streamById(db: Db, id: string): Promise<StreamRow | undefined> {
  const [row] = await db.select().from(dataStreams).where(eq(dataStreams.id, id));
  return row;
}

/**
 * Keeps a secret a service handed over unsigned in its handshake (Notion) as the stream's pending one, while the
 * stream has none confirmed: anyone with the URL can send such a handshake, so it verifies nothing until an Owner
 * or Admin confirms it (`confirmPendingSecret`), and a later one replaces it.
 */
export async function keepPendingSecret(db: Db, secretBox: SecretBox, id: string, secret: string) {
  await db
    .update(dataStreams)
    .set({ pendingSecret: secretBox.seal(secret), pendingSecretAt: new Date() })
    .where(and(eq(dataStreams.id, id), isNull(dataStreams.sealedSecret)));
}

/**
 * Makes the pending secret whose fingerprint the Owner or Admin was shown the stream's secret, with its audit row;
 * returned this once (the user pastes it back into the service). 409 when none waits or another replaced it.
 */
export async function confirmPendingSecret(
  deps: { db: Db; secretBox: SecretBox },
  workspaceId: string,
  actor: AdminActor,
  id: string,
  fingerprint: string,
): Promise<{ stream: StreamSummary; secret: string }> {
  const confirmed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(dataStreams).where(inWorkspace(workspaceId, id)).for('update');
    if (!row) throw streamNotFound();
    const secret = openPending(row, deps.secretBox)?.secret;
    if (row.kind !== 'webhook' || row.sealedSecret !== null || secret === undefined)
      throw new ApiError(409, 'no_pending_secret', copy().noPendingSecret);
    if (secretFingerprint(secret) !== fingerprint)
      throw new ApiError(409, 'pending_secret_changed', copy().pendingSecretChanged);
    const [updated] = await tx
      .update(dataStreams)
      .set({ sealedSecret: deps.secretBox.seal(secret), pendingSecret: null, pendingSecretAt: null })
      .where(eq(dataStreams.id, id))
      .returning();
    await insertAuditRow(tx, actor, {
      action: 'stream.confirm-secret',
      details: { ...auditDetails(row), fingerprint },
    });
    return { stream: toStreamSummary(updated!), secret };
  });
  forgetHookStream(deps.db, id);
  return confirmed;
}
