import { eq } from 'drizzle-orm';
import type { StreamSummary, UpdateStreamInput } from '../../../shared/data-streams';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import type { Db } from '../../db/client';
import { dataStreams } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import type { SecretBox } from '../../lib/secret-box';
import { insertAuditRow, type AdminActor } from '../admin/audit';
import { sealPostgresConfig, storedPostgresSourceSchema, viewPostgresConfig } from './postgres-source/index';
import { pullConfigOf, shownUrl, type PullSource } from './pull/pull-config';
import { auditDetails, inWorkspace, streamNotFound, toStreamSummary, type StreamRow } from './streams';

type Input = UpdateStreamInput;

/** The new source of a URL pull: the address and the header's value kept when left out. */
function urlSource(box: SecretBox, before: PullSource, input: Extract<Input, { kind: 'url' }>): PullSource {
  const header =
    input.header === undefined
      ? before.header
      : input.header === null
        ? null
        : input.header.value !== undefined
          ? { name: input.header.name, sealedValue: box.seal(input.header.value) }
          : before.header
            ? { name: input.header.name, sealedValue: before.header.sealedValue }
            : undefined;
  // A new header name with no value: nothing to send with it.
  if (header === undefined) {
    throw new ApiError(400, 'invalid_input', dataStreamsMessages.pull.headerBoth, {}, 'header');
  }
  return { url: input.url ?? before.url, header, schedule: input.schedule };
}

/** The new stored source of a PostgreSQL stream: the sealed password kept when none is given. */
function postgresSource(box: SecretBox, before: unknown, input: Extract<Input, { kind: 'postgres' }>) {
  const { kind: _kind, name: _name, mode: _mode, password, ...settings } = input;
  if (password !== undefined) return sealPostgresConfig(box, { ...settings, password });
  const kept = storedPostgresSourceSchema.safeParse(before);
  return { ...settings, sealedPassword: kept.success ? kept.data.sealedPassword : '' };
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
 * sync reads it whole; a changed schedule is due at the next tick (or never, for manual).
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
        ...(rescheduled ? { nextSyncAt: input.schedule === 'manual' ? null : new Date() } : {}),
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

/** What the audit trail keeps of a change: names, mode and the source as members see it (never a secret). */
function shownChange(before: StreamRow, after: StreamRow) {
  const source = pullConfigOf(after).source!;
  return {
    renamed: before.name === after.name ? null : after.name,
    mode: after.mode,
    ...(after.kind === 'postgres'
      ? { source: viewPostgresConfig(storedPostgresSourceSchema.parse(source)) }
      : { url: shownUrl(source.url), schedule: source.schedule, header: source.header?.name ?? null }),
  };
}
