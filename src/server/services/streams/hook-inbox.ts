import { getTableColumns, sql } from 'drizzle-orm';
import type { PushResult, RejectedRow } from '../../../shared/data-streams';
import { datasetMaxRows } from '../../../shared/datasets';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import type { Language } from '../../../shared/preferences';
import type { Db } from '../../db/client';
import { dataStreamInbox, dataStreamReceipts, dataStreams, datasets } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { withLanguage } from '../../lib/language';
import { tooManyRequests } from '../../lib/rate-limited';
import { pausedError, SupersededSecret } from './ingest-refusals';
import { checkDeliveredRows } from './row-batches';
import { keepReceipts } from './stream-receipts';
import { recordStreamError, streamNotFound, type StreamRow } from './streams';
import type { StreamRow as DeliveredRow } from './webhooks/types';

/**
 * Rows one stream may have waiting in its inbox (accepted, not yet folded into its dataset): past it, its
 * deliveries are a 429 until its folds catch up, so a stream whose folds keep failing does not pile up rows
 * answered 200 without end.
 */
export const maxInboxRowsPerStream = 50_000;

/** One verified webhook delivery: the rows its events were mapped to and its receipts (`hook:<id>`, `body:<digest>`). */
export type Delivery = { rows: DeliveredRow[]; receipts: string[] };

/** What one delivery of a group is answered: its rows accepted (or, for a replay, the first answer's) and refused. */
export type DeliveryAnswer = { accepted: number; rejected: RejectedRow[]; replayed: boolean };

/**
 * One stream's deliveries that arrived together: `verifiedWith` is the sealed secret they were verified with (the
 * route's row may be a kept one, hook-streams.ts), `language` their requests' (a refusal is in it).
 */
export type HookGroup = {
  streamId: string;
  workspaceId: string;
  verifiedWith?: string | null;
  language?: Language;
  deliveries: Delivery[];
};

/** A group's outcome: its deliveries' answers and whether it kept rows (a fold is due), or what refused it whole. */
export type GroupOutcome =
  { ok: true; answers: DeliveryAnswer[]; kept: boolean } | { ok: false; error: unknown };

/** The rows of a group's deliveries checked: each delivery's own count, refusals (numbered in it) and rows kept. */
type Checked = { accepted: number; rejected: RejectedRow[]; rows: DeliveredRow[] }[];

/**
 * Webhook deliveries accepted into their streams' inboxes (docs/decisions/094), the groups of many streams in one
 * short transaction. Their rows are checked first, together, in the rows' worker thread. Then, with the streams'
 * rows locked in the order of their ids (a pause, a rotation, a fold's commit or another instance's deliveries to
 * them wait for the commit), a group is refused whole without the others when its stream is gone (or another
 * workspace's, 404), paused (409), holds `maxInboxRowsPerStream` rows waiting (429), would take its dataset past
 * `datasetMaxRows` (413) or was verified with a secret the stream no longer has (`SupersededSecret`). In the rest, a
 * delivery of which the stream already holds a receipt, or whose receipt an earlier delivery of its group carries,
 * is a replay and keeps nothing, and the others' receipts are recorded with their answers and their accepted rows
 * kept, one inbox entry per group, for the stream's fold (`foldInbox`) to move into its dataset. Outcomes come back
 * in the groups' order once the transaction has committed. Should it fail (a statement the database refuses), each
 * group is tried again in its own transaction, so one group's fault fails only its own deliveries. Refused rows,
 * and a full dataset, are noted on their stream once per group.
 */
export async function acceptGroups(db: Db, groups: HookGroup[]): Promise<GroupOutcome[]> {
  const checked = await checkedRows(groups);
  const accepted = await acceptChecked(db, groups, checked).catch(async (error: unknown) => {
    if (groups.length === 1) return { outcomes: [{ ok: false as const, error }], notes: [] };
    const alone = [];
    for (const [at, group] of groups.entries()) {
      alone.push(
        await acceptChecked(db, [group], [checked[at]!]).catch((failure: unknown) => ({
          outcomes: [{ ok: false as const, error: failure }],
          notes: [],
        })),
      );
    }
    return { outcomes: alone.flatMap((one) => one.outcomes), notes: alone.flatMap((one) => one.notes) };
  });
  for (const { stream, reason, detail } of accepted.notes)
    await recordStreamError(db, stream, reason, detail);
  return accepted.outcomes;
}

/** What `acceptGroups` notes on a stream once the transaction is over. */
type Note = { stream: StreamRow; reason: 'malformed' | 'too-large'; detail: string };

/** The groups accepted in one transaction, their rows checked (`checked`, in the groups' order). */
async function acceptChecked(db: Db, groups: HookGroup[], checked: Checked[]) {
  const ids = [...new Set(groups.map((group) => group.streamId))];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({
        ...getTableColumns(dataStreams),
        datasetRows: sql<
          number | null
        >`(select ${datasets.rowCount} from ${datasets} where ${datasets.id} = ${dataStreams.datasetId})`,
      })
      .from(dataStreams)
      .where(sql`${dataStreams.id} = any(${sql.param(ids)}::uuid[])`)
      .orderBy(dataStreams.id)
      .for('update');
    const held = await receiptsHeld(tx as unknown as Db, groups);
    const byId = new Map(
      found.map(({ datasetRows, ...stream }) => [
        stream.id,
        { stream, datasetRows, waiting: stream.inboxRows, seen: held.get(stream.id) ?? new Map() },
      ]),
    );
    const receipts: { streamId: string; key: string; answer: unknown }[] = [];
    const entries: { streamId: string; rows: DeliveredRow[] }[] = [];
    const notes: Note[] = [];
    const outcomes = groups.map((group, at): GroupOutcome => {
      const live = byId.get(group.streamId);
      const own = checked[at]!;
      const arriving = own.reduce((sum, delivery) => sum + delivery.rows.length, 0);
      const refusal = refusalOf(group, live, arriving);
      if (refusal) {
        if (refusal.note) notes.push(refusal.note);
        return { ok: false, error: refusal.error };
      }
      const { stream, seen } = live!;
      const plan = planOf(group.deliveries, seen);
      const fresh = plan.flatMap((step, index) => (step.kind === 'new' ? [index] : []));
      for (const index of fresh) {
        const answer = receiptAnswer(stream.datasetId, own[index]!);
        for (const key of group.deliveries[index]!.receipts) {
          receipts.push({ streamId: stream.id, key, answer });
          // Another group of the same stream in this transaction (another language) finds it as stored.
          seen.set(key, answer);
        }
      }
      const rows = fresh.flatMap((index) => own[index]!.rows);
      if (rows.length > 0) entries.push({ streamId: stream.id, rows });
      live!.waiting += rows.length;
      const refused = fresh.flatMap((index) => own[index]!.rejected);
      if (refused.length > 0) {
        const detail = `${refused.length} row(s) refused: ${refused[0]!.reason}`;
        notes.push({ stream, reason: 'malformed', detail });
      }
      return {
        ok: true,
        kept: rows.length > 0,
        answers: plan.map((step, index): DeliveryAnswer => {
          if (step.kind === 'stored') {
            return { accepted: step.answer.accepted, rejected: step.answer.rejected ?? [], replayed: true };
          }
          const { accepted, rejected } = own[step.kind === 'new' ? index : step.as]!;
          return { accepted, rejected, replayed: step.kind === 'same' };
        }),
      };
    });
    if (receipts.length > 0) await keepReceipts(tx as unknown as Db, receipts);
    if (entries.length > 0) await keepEntries(tx as unknown as Db, entries);
    return { outcomes, notes };
  });
}

/** One stream's deliveries accepted (`acceptGroups` with a single group); its refusal is thrown. */
export async function acceptDeliveries(
  db: Db,
  streamId: string,
  workspaceId: string,
  deliveries: Delivery[],
  { verifiedWith }: { verifiedWith?: string | null } = {},
): Promise<{ answers: DeliveryAnswer[]; kept: boolean }> {
  const [outcome] = await acceptGroups(db, [{ streamId, workspaceId, verifiedWith, deliveries }]);
  if (!outcome!.ok) throw outcome!.error;
  return { answers: outcome!.answers, kept: outcome!.kept };
}

/** Every group's rows checked in one task of the rows' thread, each refusal back to its delivery. */
async function checkedRows(groups: HookGroup[]): Promise<Checked[]> {
  const offsets: { group: number; delivery: number; at: number }[] = [];
  const all: DeliveredRow[] = [];
  const checked: Checked[] = groups.map((group, g) =>
    group.deliveries.map((delivery, d) => {
      offsets.push({ group: g, delivery: d, at: all.length });
      all.push(...delivery.rows);
      return { accepted: delivery.rows.length, rejected: [], rows: [] };
    }),
  );
  const { rejected } = all.length > 0 ? await checkDeliveredRows(all) : { rejected: [] };
  const refusedAt = new Map(rejected.map((refusal) => [refusal.row, refusal.reason]));
  for (const [n, { group, delivery, at }] of offsets.entries()) {
    const own = checked[group]![delivery]!;
    const end = offsets[n + 1]?.at ?? all.length;
    for (let row = at; row < end; row++) {
      const reason = refusedAt.get(row);
      if (reason === undefined) own.rows.push(all[row]!);
      else own.rejected.push({ row: row - at, reason });
    }
    own.accepted = own.rows.length;
  }
  return checked;
}

/**
 * Why a group is refused whole, made in its requests' language (with what to note on the stream); undefined when it
 * may be accepted. `arriving`: its rows that passed the check.
 */
function refusalOf(
  group: HookGroup,
  live: { stream: StreamRow; datasetRows: number | null; waiting: number } | undefined,
  arriving: number,
): { error: unknown; note?: Note } | undefined {
  return withLanguage(group.language ?? 'en', () => {
    const stream = live?.stream;
    if (!live || !stream || stream.workspaceId !== group.workspaceId) return { error: streamNotFound() };
    if (stream.status === 'paused') return { error: pausedError() };
    if (group.verifiedWith !== undefined && stream.sealedSecret !== group.verifiedWith) {
      return { error: new SupersededSecret() };
    }
    if (arriving === 0) return undefined;
    if (live.waiting + arriving > maxInboxRowsPerStream) return { error: tooManyRequests(5) };
    const rowCount = (stream.mode === 'append' ? (live.datasetRows ?? 0) : 0) + live.waiting + arriving;
    if (rowCount > datasetMaxRows) {
      return {
        error: new ApiError(413, 'dataset_full', dataStreamsMessages.api.datasetRowsFull(datasetMaxRows)),
        note: { stream, reason: 'too-large', detail: `${rowCount} rows` },
      };
    }
    return undefined;
  });
}

/** Each delivery new, a replay of one accepted before, or a repeat of an earlier one of its group. */
function planOf(deliveries: Delivery[], seen: Map<string, PushResult>) {
  const claimed = new Map<string, number>();
  return deliveries.map((delivery, index) => {
    const before = delivery.receipts.find((key) => seen.has(key));
    if (before !== undefined) return { kind: 'stored' as const, answer: seen.get(before)! };
    const earlier = delivery.receipts.find((key) => claimed.has(key));
    if (earlier !== undefined) return { kind: 'same' as const, as: claimed.get(earlier)! };
    for (const key of delivery.receipts) claimed.set(key, index);
    return { kind: 'new' as const };
  });
}

/**
 * The answers of the receipts the groups' streams already hold among their deliveries' keys, by stream and key: one
 * statement, each (stream, key) pair looked up once (unnested arrays, whatever their number).
 */
async function receiptsHeld(tx: Db, groups: HookGroup[]) {
  const pairs = new Map<string, { streamId: string; key: string }>();
  for (const { streamId, deliveries } of groups) {
    for (const key of deliveries.flatMap((one) => one.receipts))
      pairs.set(`${streamId} ${key}`, { streamId, key });
  }
  const wanted = [...pairs.values()];
  const { rows } = (await tx.execute(
    sql`select r.stream_id as "streamId", r.key, r.answer
      from unnest(${sql.param(wanted.map((pair) => pair.streamId))}::uuid[],
                  ${sql.param(wanted.map((pair) => pair.key))}::text[]) as w(stream_id, key)
      join ${dataStreamReceipts} as r on r.stream_id = w.stream_id and r.key = w.key`,
  )) as unknown as { rows: { streamId: string; key: string; answer: PushResult }[] };
  const held = new Map<string, Map<string, PushResult>>();
  for (const { streamId, key, answer } of rows) {
    if (!held.has(streamId)) held.set(streamId, new Map());
    held.get(streamId)!.set(key, answer);
  }
  return held;
}

/** A delivery's receipt's answer, given back to its replays. */
const receiptAnswer = (datasetId: string | null, own: { accepted: number; rejected: RejectedRow[] }) =>
  ({
    accepted: own.accepted,
    rejected: own.rejected,
    typeConflicts: [],
    newColumns: [],
    datasetId,
    replayed: false,
  }) satisfies PushResult;

/**
 * Inbox entries kept, one per stream's group, in one statement whose text does not depend on their number; their
 * streams' rows waiting counted and their last data now (what the Data Streams screen's "Connected" card says), in
 * the same statement. The rows are kept as `json`, their text as written, so their columns keep their order.
 */
async function keepEntries(tx: Db, entries: { streamId: string; rows: DeliveredRow[] }[]) {
  const texts = entries.map((entry) => JSON.stringify(entry.rows));
  await tx.execute(
    sql`with kept as (
        insert into ${dataStreamInbox} (stream_id, rows, row_count, bytes)
        select e.stream_id, e.rows::json, e.row_count, e.bytes
        from unnest(${sql.param(entries.map((entry) => entry.streamId))}::uuid[],
                    ${sql.param(texts)}::text[],
                    ${sql.param(entries.map((entry) => entry.rows.length))}::int[],
                    ${sql.param(texts.map((text) => Buffer.byteLength(text)))}::int[])
          as e(stream_id, rows, row_count, bytes)
        returning stream_id, row_count)
      update ${dataStreams} as s
      set last_sync_at = now(), inbox_rows = s.inbox_rows + k.rows
      from (select stream_id, sum(row_count)::int as rows from kept group by stream_id) as k
      where s.id = k.stream_id`,
  );
}
