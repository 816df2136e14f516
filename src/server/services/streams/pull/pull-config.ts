import type { LastPull, PullSchedule, PullSummary } from '../../../../shared/data-streams';
import type { dataStreams } from '../../../db/schema/index';

/**
 * What a URL pull keeps in `data_streams.config`, beside the ingest's `columns` (docs/decisions/054). Top-level
 * keys, each written whole with `config || {...}`, so the ingest's write and the pull's never undo each other.
 * - `source`: the URL, the header (its value sealed with the secret box) and the schedule.
 * - `cache`: the source's `ETag` / `Last-Modified` and a digest of the last body stored.
 * - `lastPull`: what the last run did; `syncRequestedAt`: when "Sync now" last queued a run.
 */
export type PullSource = {
  url: string;
  header: { name: string; sealedValue: string } | null;
  schedule: PullSchedule;
};
export type PullCache = { etag: string | null; lastModified: string | null; digest: string | null };
export type PullConfig = {
  source?: PullSource;
  cache?: PullCache;
  lastPull?: LastPull;
  syncRequestedAt?: string;
};

type Row = Pick<typeof dataStreams.$inferSelect, 'kind' | 'config' | 'nextSyncAt'>;

/** A "Sync now" not answered within this long is taken as lost (its job failed before it could note it). */
const syncForgottenAfterMs = 10 * 60_000;

export const pullConfigOf = (row: Pick<Row, 'config'>): PullConfig => (row.config ?? {}) as PullConfig;

/** The URL as members see it: no query or fragment (they may carry a key). */
export function shownUrl(text: string): string {
  const url = new URL(text);
  return `${url.origin}${url.pathname}`;
}

/** A pull's summary for the API (never the header's value), or null for other kinds. */
export function pullSummaryOf(row: Row, now = Date.now()): PullSummary | null {
  const { source, lastPull, syncRequestedAt } = pullConfigOf(row);
  if (row.kind !== 'url' || !source) return null;
  const requested = syncRequestedAt ? Date.parse(syncRequestedAt) : NaN;
  const answered = lastPull ? Date.parse(lastPull.at) >= requested : false;
  return {
    url: shownUrl(source.url),
    headerName: source.header?.name ?? null,
    schedule: source.schedule,
    nextSyncAt: row.nextSyncAt?.toISOString() ?? null,
    syncing: Number.isFinite(requested) && !answered && now - requested < syncForgottenAfterMs,
    lastPull: lastPull ?? null,
  };
}
