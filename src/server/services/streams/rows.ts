import Papa from 'papaparse';
import {
  maxColumnNameLength,
  maxPushCellLength,
  maxPushColumns,
  type RejectedRow,
} from '../../../shared/data-streams';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import type { StreamCell, StreamRow } from './webhooks/types';

/** Rows checked one by one: the good ones kept, each bad one listed with its reason (never a refused batch). */
export type CheckedRows = { accepted: StreamRow[]; rejected: RejectedRow[] };

const isCell = (value: unknown): value is StreamCell =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number';

/** Why a row cannot be stored, or undefined when it can (`index` only words the reason). */
function refusal(row: unknown): string | undefined {
  const copy = dataStreamsMessages.api;
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return copy.notAnObject;
  const entries = Object.entries(row);
  if (entries.length > maxPushColumns) return copy.tooManyColumns(maxPushColumns);
  for (const [column, value] of entries) {
    if (column.trim() === '' || column.length > maxColumnNameLength)
      return copy.badColumnName(maxColumnNameLength);
    if (!isCell(value) || (typeof value === 'number' && !Number.isFinite(value))) return copy.nested(column);
    if (typeof value === 'string' && value.length > maxPushCellLength)
      return copy.tooLong(column, maxPushCellLength);
  }
  return undefined;
}

/** Checks each row a caller sent; `offset` numbers them as in the request. */
export function checkRows(rows: readonly unknown[], offset = 0): CheckedRows {
  const accepted: StreamRow[] = [];
  const rejected: RejectedRow[] = [];
  rows.forEach((row, index) => {
    const reason = refusal(row);
    if (reason === undefined) accepted.push(row as StreamRow);
    else rejected.push({ row: index + offset, reason });
  });
  return { accepted, rejected };
}

/**
 * A CSV body read as rows under its header (every cell as text, as a file's are); a record with more or fewer
 * fields than the header is listed as rejected with papaparse's reason. `rows` counts the records read.
 */
export function rowsOfCsv(text: string): { rows: unknown[]; rejected: RejectedRow[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const rejected = new Map<number, string>();
  for (const error of parsed.errors) {
    if (typeof error.row === 'number') rejected.set(error.row, error.message);
  }
  const rows: unknown[] = [];
  const refused: RejectedRow[] = [];
  parsed.data.forEach((row, index) => {
    const reason = rejected.get(index);
    if (reason !== undefined) refused.push({ row: index, reason });
    else rows.push(row);
  });
  return { rows, rejected: refused };
}

const cellText = (cell: StreamCell | undefined) =>
  cell === null || cell === undefined ? '' : typeof cell === 'string' ? cell : String(cell);

/** A row's own cell of `column`: a column named `constructor` or `toString` is not read from Object's prototype. */
const cellOf = (row: StreamRow, column: string) => (Object.hasOwn(row, column) ? row[column] : undefined);

/** Rows as CSV records under `columns` (no header line), each ending with CRLF. */
export function csvRecords(columns: readonly string[], rows: readonly StreamRow[]): string {
  if (rows.length === 0) return '';
  const data = rows.map((row) => columns.map((column) => cellText(cellOf(row, column))));
  return Papa.unparse(data, { newline: '\r\n', escapeFormulae: false }) + '\r\n';
}

/** The header line of `columns`. */
export const csvHeader = (columns: readonly string[]) =>
  Papa.unparse([columns as string[]], { newline: '\r\n' }) + '\r\n';

/** The columns of `rows` that `known` lacks, in order of first appearance. */
export function newColumnsOf(known: readonly string[], rows: readonly StreamRow[]): string[] {
  const seen = new Set(known);
  const added: string[] = [];
  for (const row of rows) {
    for (const column of Object.keys(row)) {
      if (!seen.has(column)) {
        seen.add(column);
        added.push(column);
      }
    }
  }
  return added;
}
