/**
 * Events to rows through tables kept as data: each service lists, per event type, where each column is read from
 * in the event's payload. Every service writes the same columns, so a stream's dataset keeps one shape whatever
 * events arrive; a column the event has no value for is `null`.
 */
import { maxPushCellLength } from '../../../../shared/data-streams';
import type { StreamCell, StreamRow } from './types';
import { wellFormed } from '../../../lib/storable-text';
import { epochMillis } from './verify-kit';

/** One event as the services' `verify` hands it on: its type (e.g. `issues.opened`) and its JSON payload. */
export type HookEvent = { type: string; payload: Record<string, unknown> };

export const streamColumns = [
  'event',
  'id',
  'actor',
  'title',
  'state',
  'url',
  'project',
  'created_at',
  'updated_at',
] as const;
export type StreamColumn = (typeof streamColumns)[number];

/**
 * Where a column comes from: a dotted path into the payload (`issue.user.login`), a path read as a Unix time
 * (`{ path, time: 'epoch' }`, seconds or milliseconds) and written as ISO 8601, a fixed text, or a template whose
 * `{path}` parts are filled from the payload (no value when one is missing). A list means the first with a value.
 */
export type Source = string | { path: string; time: 'epoch' } | { text: string } | { template: string };
export type ColumnSources = Partial<Record<Exclude<StreamColumn, 'event'>, Source | readonly Source[]>>;

/** A service's table: columns every event shares, then per event type (exact, else the part before the first dot). */
export type MappingTable = { common: ColumnSources; byType: Readonly<Record<string, ColumnSources>> };

function read(payload: unknown, path: string): unknown {
  let value: unknown = payload;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * A service's text as a cell: NUL (which no text file or PostgreSQL text holds) dropped, cut to the longest cell a
 * row may have, so one odd event still lands as a row, and any half of a surrogate pair left alone (by the cut or
 * by the payload's own `\ud83d` escape) replaced by U+FFFD.
 */
const textCell = (text: string) => wellFormed(text.replaceAll('\u0000', '').slice(0, maxPushCellLength));

function cell(payload: unknown, source: Source): StreamCell {
  if (typeof source === 'object' && 'text' in source) return source.text;
  if (typeof source === 'object' && 'template' in source) {
    let missing = false;
    const filled = source.template.replace(/\{([\w.]+)\}/g, (_, path: string) => {
      const value = read(payload, path);
      if (typeof value !== 'string' && typeof value !== 'number') missing = true;
      // Well-formed first: half a surrogate pair is a URIError, which would lose the event.
      return encodeURIComponent(wellFormed(String(value)));
    });
    return missing ? null : textCell(filled);
  }
  if (typeof source === 'object') {
    const millis = epochMillis(read(payload, source.path));
    return millis === null ? null : new Date(millis).toISOString();
  }
  const value = read(payload, source);
  if (typeof value === 'string') return textCell(value) || null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

function first(payload: unknown, sources: Source | readonly Source[] | undefined): StreamCell {
  if (sources === undefined) return null;
  for (const source of Array.isArray(sources) ? (sources as readonly Source[]) : [sources as Source]) {
    const value = cell(payload, source);
    if (value !== null) return value;
  }
  return null;
}

/** One event to its one row. */
export function mapEvent(table: MappingTable, event: HookEvent): StreamRow {
  const family = event.type.split('.')[0] ?? event.type;
  const own = (key: string) => (Object.hasOwn(table.byType, key) ? table.byType[key] : undefined);
  const specific = own(event.type) ?? own(family) ?? {};
  const row: StreamRow = { event: textCell(event.type) };
  for (const column of streamColumns) {
    if (column === 'event') continue;
    row[column] = first(event.payload, specific[column] ?? table.common[column]);
  }
  return row;
}

/** `toRows` for every service: the event as `verify` built it, or no row for anything else. */
export function rowsFrom(table: MappingTable, event: unknown): StreamRow[] {
  if (event === null || typeof event !== 'object') return [];
  const { type, payload } = event as Partial<HookEvent>;
  if (typeof type !== 'string' || payload === null || typeof payload !== 'object') return [];
  return [mapEvent(table, { type, payload })];
}
