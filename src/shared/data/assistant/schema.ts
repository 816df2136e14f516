import { booleanValue, type ColumnKind } from '../ingest/types';
import { codeCells } from './cells';
import { fold, words } from './normalise';
import type { AskContext } from './types';

/**
 * A column as the assistant matches it: its name, kind, and its name folded into words (plurals cut). A yes/no
 * column also has `yes`: the cells that read as yes, when they are exactly the rows its profile counts true
 * (empty when they cannot be told), so that "remote employees" can be read as Remote = yes.
 */
export type ColumnInfo = {
  name: string;
  index: number;
  kind: ColumnKind;
  folded: string;
  stems: string[];
  yes?: string[];
};
/** A category value as written in the cells, with its column. */
export type ValueInfo = { column: ColumnInfo; value: string; folded: string };

/** Text columns with at most this many values have their values matched in questions. */
const maxValuesMatched = 500;

const endings = ['oes', 'aes', 'es', 'en', 'ao', 's', 'i', 'e', 'o', 'a'];

/**
 * A word without its plural or gender ending, at most two of them and never below four letters, so that names
 * and questions meet: `regions`, `regiones`, `regioni`, `Regionen` → `region`; `região`, `regiões` → `regi`.
 */
export function stem(word: string): string {
  let out = word.length > 5 && word.endsWith('ies') ? `${word.slice(0, -3)}y` : word;
  for (let pass = 0; pass < 2; pass++) {
    const ending = endings.find((end) => out.endsWith(end) && out.length - end.length >= 4);
    if (!ending) break;
    out = out.slice(0, -ending.length);
  }
  return out;
}

/**
 * `unitPrice`, `unit_price`, `Unit Price` all read as `unit price`. A lone lower-case letter before a capital is a
 * unit's prefix, not a word (`kWh`, `mAh`, `pH`), so `Electricity (kWh)` reads as `electricity kwh`, as typed.
 */
export const foldName = (name: string): string =>
  fold(name.replace(/([a-z]{2})([A-Z])/g, '$1 $2').replace(/[_./]+/g, ' '));

export type Schema = { columns: ColumnInfo[]; values: ValueInfo[] };

const cache = new WeakMap<AskContext['table'], Schema>();

export const isNumeric = (column: ColumnInfo) => column.kind === 'number';
export const isDate = (column: ColumnInfo) => column.kind === 'date' || column.kind === 'datetime';
export const isGroupable = (column: ColumnInfo) =>
  column.kind === 'category' || column.kind === 'boolean' || column.kind === 'text' || column.kind === 'id';

/** The cells of a yes/no column that read as yes (`yes`, `true`, `1`…), if they are its `trueCount` rows; else none. */
function yesCells(table: AskContext['table'], index: number, trueCount: number): string[] {
  const { labels, counts } = codeCells(table, index);
  const yes = labels.filter((label) => booleanValue(label, true) === true);
  const rows = labels.reduce((total, label, at) => total + (yes.includes(label) ? counts[at]! : 0), 0);
  return yes.length && rows === trueCount ? yes : [];
}

export function schemaOf(context: AskContext): Schema {
  const known = cache.get(context.table);
  if (known) return known;
  const columns = context.profile.columns.map((profile, index): ColumnInfo => {
    const folded = foldName(profile.name);
    const column = { name: profile.name, index, kind: profile.kind, folded, stems: words(folded).map(stem) };
    return profile.kind === 'boolean'
      ? { ...column, yes: yesCells(context.table, index, profile.trueCount) }
      : column;
  });
  const values: ValueInfo[] = [];
  for (const column of columns) {
    const profile = context.profile.columns[column.index]!;
    const listed = column.kind === 'category' || column.kind === 'boolean';
    if (!listed && !(column.kind === 'text' && profile.distinct <= maxValuesMatched)) continue;
    for (const value of codeCells(context.table, column.index).labels) {
      const folded = foldName(value);
      if (folded && !/^\d+([.,]\d+)?$/.test(folded)) values.push({ column, value, folded });
    }
  }
  const schema = { columns, values };
  cache.set(context.table, schema);
  return schema;
}
