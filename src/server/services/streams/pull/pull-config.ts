import type { LastPull, PullSchedule, PullSummary } from '../../../../shared/data-streams';
import type { PostgresSourceView } from '../../../../shared/postgres-source';
import type { dataStreams } from '../../../db/schema/index';
import { storedPostgresSourceSchema, viewPostgresConfig } from '../postgres-source/index';

/**
 * What a URL pull keeps in `data_streams.config`, beside the ingest's `columns` (docs/decisions/054). Top-level
 * keys, each written whole with `config || {...}`, so the ingest's write and the pull's never undo each other.
 * - `source`: the URL, the header (its value sealed with the secret box) and the schedule; for a PostgreSQL source
 *   its `StoredPostgresSource` (the password sealed, docs/decisions/055).
 * - `cache`: the source's `ETag` / `Last-Modified`, and the SHA-256 digest and byte length of the last body stored
 *   (an append stream's next file that starts with exactly those bytes adds only its new records, grown-file.ts).
 * - `lastPull`: what the last run did; `syncRequestedAt`: when "Sync now" last queued a run.
 */
export type PullSource = {
  url: string;
  header: { name: string; sealedValue: string } | null;
  schedule: PullSchedule;
};
export type PullCache = {
  etag: string | null;
  lastModified: string | null;
  digest: string | null;
  /** Absent in caches kept before it was (their next changed file is appended whole). */
  length?: number;
};
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

/** The kinds that pull on the `stream-pull` queue (pull-queue.ts, run-pull.ts). */
export const pullingKinds = ['url', 'postgres'] as const;
export const isPullingKind = (kind: string) => (pullingKinds as readonly string[]).includes(kind);

/** A PostgreSQL source's settings as the API shows them (never the password), or null for other kinds. */
export function postgresViewOf(row: Pick<Row, 'kind' | 'config'>): PostgresSourceView | null {
  if (row.kind !== 'postgres') return null;
  const parsed = storedPostgresSourceSchema.safeParse(pullConfigOf(row).source);
  return parsed.success ? viewPostgresConfig(parsed.data) : null;
}

/** Where a PostgreSQL source reads from, as members see it: no password. */
export const shownPostgresSource = (view: Pick<PostgresSourceView, 'user' | 'host' | 'port' | 'database'>) =>
  `postgres://${encodeURIComponent(view.user)}@${view.host.includes(':') ? `[${view.host}]` : view.host}:${view.port}/${encodeURIComponent(view.database)}`;

/** A pull's summary for the API (never the header's value, never a password), or null for other kinds. */
export function pullSummaryOf(row: Row, now = Date.now()): PullSummary | null {
  const { source, lastPull, syncRequestedAt } = pullConfigOf(row);
  const postgres = postgresViewOf(row);
  if (!source || (row.kind !== 'url' && !postgres)) return null;
  const requested = syncRequestedAt ? Date.parse(syncRequestedAt) : NaN;
  const answered = lastPull ? Date.parse(lastPull.at) >= requested : false;
  return {
    url: postgres ? shownPostgresSource(postgres) : shownUrl(source.url),
    headerName: postgres ? null : (source.header?.name ?? null),
    schedule: source.schedule,
    nextSyncAt: row.nextSyncAt?.toISOString() ?? null,
    syncing: Number.isFinite(requested) && !answered && now - requested < syncForgottenAfterMs,
    lastPull: lastPull ?? null,
  };
}
