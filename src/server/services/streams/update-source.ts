import { eq } from 'drizzle-orm';
import type { PullSchedule, StreamSummary, UpdateStreamInput } from '../../../shared/data-streams';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import type { Db } from '../../db/client';
import { dataStreams } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import type { SecretBox } from '../../lib/secret-box';
import { insertAuditRow, type AdminActor } from '../admin/audit';
import {
  auditedPostgresConfig,
  sealPostgresConfig,
  storedCaCertificate,
  storedPostgresSourceSchema,
} from './postgres-source/index';
import { pullConfigOf, shownUrl, type PullSource } from './pull/pull-config';
import { auditDetails, inWorkspace, streamNotFound, toStreamSummary, type StreamRow } from './streams';

type Input = UpdateStreamInput;

/**
 * The new source of a URL pull: the address and the header's value kept when left out. A kept value goes only
 * where it went before: the same header name to the same origin; a new name or another origin needs the value
 * again, so an edit can never send a stored secret somewhere new.
 */
function urlSource(box: SecretBox, before: PullSource, input: Extract<Input, { kind: 'url' }>): PullSource {
  const url = input.url ?? before.url;
  const sameDestination = (name: string) =>
    before.header?.name.toLowerCase() === name.toLowerCase() &&
    new URL(url).origin === new URL(before.url).origin;
  const wanted = input.header === undefined ? before.header && { name: before.header.name } : input.header;
  if (!wanted) return { url, header: null, schedule: input.schedule };
  if ('value' in wanted && wanted.value !== undefined) {
    return {
      url,
      header: { name: wanted.name, sealedValue: box.seal(wanted.value) },
      schedule: input.schedule,
    };
  }
  if (!sameDestination(wanted.name)) {
    throw new ApiError(400, 'invalid_input', dataStreamsMessages.api.secretAgain, {}, 'header');
  }
  return {
    url,
    header: { name: wanted.name, sealedValue: before.header!.sealedValue },
    schedule: input.schedule,
  };
}

/**
 * The new stored source of a PostgreSQL stream: the sealed password kept when none is given, and only for the
 * same server, database, user, TLS mode and CA certificate (anything else needs the password again: a new CA
 * trusts other servers with it). The CA certificate is kept when left out; empty removes it.
 */
function postgresSource(box: SecretBox, before: unknown, input: Extract<Input, { kind: 'postgres' }>) {
  const { kind: _kind, name: _name, mode: _mode, password, caCertificate, ...rest } = input;
  const kept = storedPostgresSourceSchema.safeParse(before);
  const keptCa = kept.success ? kept.data.caCertificate : undefined;
  const settings = { ...rest, caCertificate: caCertificate === undefined ? keptCa : caCertificate };
  if (password !== undefined) return sealPostgresConfig(box, { ...settings, password });
  const ca = storedCaCertificate(settings.caCertificate);
  const next = { ...rest, ...(ca === undefined ? {} : { caCertificate: ca }) };
  if (!kept.success) return { ...next, sealedPassword: '' };
  const destination = ({ host, port, database, user, ssl, caCertificate }: typeof next) =>
    JSON.stringify([host.toLowerCase(), port, database, user, ssl, caCertificate ?? null]);
  if (kept.data.sealedPassword !== '' && destination(kept.data) !== destination(next)) {
    throw new ApiError(400, 'invalid_input', dataStreamsMessages.api.secretAgain, {}, 'password');
  }
  return { ...next, sealedPassword: kept.data.sealedPassword };
}

/**
 * The sources read the same thing (the schedule aside): the ETag and digest of the last pull still describe what the
 * next one reads.
 */
const sameSource = (a: { schedule?: unknown } | undefined, b: { schedule?: unknown }) =>
  JSON.stringify({ ...a, schedule: null }) === JSON.stringify({ ...b, schedule: null });

/**
 * Changes a URL pull's or a PostgreSQL source's settings (docs/decisions/054, 055): its name, what each sync does,
 * the schedule and the source. A changed source forgets what the last pull read (its ETag and digest), so the next
 * sync reads it whole; a changed schedule keeps the due time within its new interval (`nextSyncAfterEdit`).
 */
export async function updateSourceStream(
  deps: { db: Db; secretBox: SecretBox },
  workspaceId: string,
  actor: AdminActor,
  id: string,
  input: Input,
): Promise<StreamSummary> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(dataStreams).where(inWorkspace(workspaceId, id)).for('update');
    if (!row) throw streamNotFound();
    if (row.kind !== input.kind) {
      throw new ApiError(409, 'not_editable', dataStreamsMessages.api.notEditable);
    }
    const config = pullConfigOf(row);
    const before = config.source;
    const source =
      input.kind === 'url'
        ? urlSource(deps.secretBox, before as PullSource, input)
        : postgresSource(deps.secretBox, before, input);
    const changed = !sameSource(before, source as { schedule?: unknown });
    const rescheduled = before?.schedule !== input.schedule;
    const [updated] = await tx
      .update(dataStreams)
      .set({
        name: input.name,
        mode: input.mode,
        config: { ...config, source: source as PullSource, ...(changed ? { cache: undefined } : {}) },
        ...(rescheduled ? { nextSyncAt: nextSyncAfterEdit(row.nextSyncAt, input.schedule) } : {}),
      })
      .where(eq(dataStreams.id, id))
      .returning();
    await insertAuditRow(tx, actor, {
      action: 'stream.update',
      details: { ...auditDetails(row), ...shownChange(row, updated!) },
    });
    return toStreamSummary(updated!);
  });
}

/**
 * When a rescheduled source runs next: never sooner than it was due (an edit is no way round "Sync now"'s limit),
 * at the latest one new interval from now; a manual one never, one that was manual at the next tick.
 */
function nextSyncAfterEdit(due: Date | null, schedule: PullSchedule): Date | null {
  if (schedule === 'manual') return null;
  const latest = new Date(Date.now() + (schedule === 'hourly' ? 3_600_000 : 86_400_000));
  return due === null ? new Date() : due < latest ? due : latest;
}

/** What the audit trail keeps of a change: names, mode and the source as members see it (never a secret). */
function shownChange(before: StreamRow, after: StreamRow) {
  const source = pullConfigOf(after).source!;
  return {
    renamed: before.name === after.name ? null : after.name,
    mode: after.mode,
    ...(after.kind === 'postgres'
      ? { source: auditedPostgresConfig(storedPostgresSourceSchema.parse(source)) }
      : { url: shownUrl(source.url), schedule: source.schedule, header: source.header?.name ?? null }),
  };
}
