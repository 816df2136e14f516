import { aggregateValues } from './aggregate';
import { dayMs, parseIso, periodKey, periodStart } from './calendar';
import { codeCells, numberCells } from './cells';
import type { AskContext, Filter, Plan, Result } from './types';

/** Which rows pass every filter, read with the ingest readers (a missing or unreadable cell never passes). */
function rowsPassing(context: AskContext, filters: readonly Filter[]): Uint8Array {
  const { table, types } = context;
  const keep = new Uint8Array(table.rowCount).fill(1);
  for (const filter of filters) {
    const index = table.names.indexOf(filter.column);
    if (filter.kind === 'equals' || filter.kind === 'not-equals') {
      const cells = codeCells(table, index);
      const wanted = new Set(filter.values.map((value) => cells.labels.indexOf(value)));
      const equals = filter.kind === 'equals';
      for (let row = 0; row < keep.length; row++) {
        const code = cells.codes[row]!;
        if (code < 0 || wanted.has(code) !== equals) keep[row] = 0;
      }
      continue;
    }
    const values = numberCells(table, types, index).values;
    let low = -Infinity;
    let high = Infinity;
    let open = { low: false, high: false };
    if (filter.kind === 'between') [low, high] = [filter.low, filter.high];
    else if (filter.kind === 'dates') [low, high] = [parseIso(filter.from), parseIso(filter.to) + dayMs];
    else if (filter.op === '>' || filter.op === '>=')
      [low, open] = [filter.value, { low: filter.op === '>', high: false }];
    else [high, open] = [filter.value, { low: false, high: filter.op === '<' }];
    const before = filter.kind === 'dates';
    for (let row = 0; row < keep.length; row++) {
      const value = values[row]!;
      if (
        Number.isNaN(value) ||
        (open.low ? value <= low : value < low) ||
        (before ? value >= high : open.high ? value >= high : value > high)
      )
        keep[row] = 0;
    }
  }
  return keep;
}

/** The values an aggregation reads in the kept rows: numbers (count: any present cell; distinct: codes). */
function valuesOf(context: AskContext, column: string | null, aggregation: string): (row: number) => number {
  if (column === null) return () => 1;
  const index = context.table.names.indexOf(column);
  const kind = context.types[index]!.kind;
  if (kind === 'number' || kind === 'date' || kind === 'datetime') {
    const values = numberCells(context.table, context.types, index).values;
    return (row) => values[row]!;
  }
  if (aggregation !== 'count' && aggregation !== 'distinct') return () => Number.NaN;
  const codes = codeCells(context.table, index).codes;
  return (row) => (codes[row]! < 0 ? Number.NaN : codes[row]!);
}

type Bucket = { key: string; values: number[]; rows: number };

function grouped(
  context: AskContext,
  plan: Extract<Plan, { kind: 'aggregate' | 'rank' | 'compare' | 'trend' }>,
  keyOf: (row: number) => string | undefined,
) {
  const keep = rowsPassing(context, plan.filters);
  const read = valuesOf(context, plan.column, plan.aggregation);
  const buckets = new Map<string, Bucket>();
  let rows = 0;
  for (let row = 0; row < keep.length; row++) {
    if (!keep[row]) continue;
    rows++;
    const key = keyOf(row);
    if (key === undefined) continue;
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = { key, values: [], rows: 0 }));
    bucket.rows++;
    const value = read(row);
    if (!Number.isNaN(value)) bucket.values.push(value);
  }
  const groups = [...buckets.values()].map((bucket) => ({
    key: bucket.key,
    value: aggregateValues(bucket.values, plan.aggregation),
    rows: bucket.rows,
  }));
  return { groups, rows };
}

/** Largest first (missing values last), ties by key; `bottom` reverses the values' order. */
const byValue =
  (order: 'top' | 'bottom') =>
  (a: { key: string; value: number | null }, b: { key: string; value: number | null }) => {
    if (a.value === null || b.value === null)
      return a.value === null ? (b.value === null ? a.key.localeCompare(b.key) : 1) : -1;
    const difference = order === 'top' ? b.value - a.value : a.value - b.value;
    return difference || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  };

/** Runs a validated plan over every row. */
export function execute(plan: Plan, context: AskContext): Result {
  const { table, types } = context;
  const rowCount = table.rowCount;
  switch (plan.kind) {
    case 'aggregate': {
      if (plan.groupBy === null) {
        const { groups, rows } = grouped(context, plan, () => '');
        return { kind: 'value', value: groups[0]?.value ?? aggregateValues([], plan.aggregation), rows };
      }
      const cells = codeCells(table, table.names.indexOf(plan.groupBy));
      const { groups, rows } = grouped(context, plan, (row) => cells.labels[cells.codes[row]!]);
      return { kind: 'groups', groups: groups.sort(byValue('top')), rows };
    }
    case 'rank': {
      const cells = codeCells(table, table.names.indexOf(plan.groupBy));
      const { groups, rows } = grouped(context, plan, (row) => cells.labels[cells.codes[row]!]);
      const ranked = groups.filter((g) => g.value !== null).sort(byValue(plan.order));
      return { kind: 'groups', groups: ranked.slice(0, plan.limit), rows };
    }
    case 'compare': {
      const cells = codeCells(table, table.names.indexOf(plan.groupBy));
      const wanted = new Set(plan.values);
      const { groups, rows } = grouped(context, plan, (row) => {
        const label = cells.labels[cells.codes[row]!];
        return label !== undefined && wanted.has(label) ? label : undefined;
      });
      const ordered = plan.values.map(
        (key) =>
          groups.find((g) => g.key === key) ?? { key, value: aggregateValues([], plan.aggregation), rows: 0 },
      );
      return { kind: 'groups', groups: ordered, rows };
    }
    case 'trend': {
      const dates = numberCells(table, types, table.names.indexOf(plan.date)).values;
      // One key per day, worked out once: a quarter of a million rows span a few hundred days.
      const keys = new Map<number, string>();
      const { groups, rows } = grouped(context, plan, (row) => {
        const date = dates[row]!;
        if (Number.isNaN(date)) return undefined;
        const day = Math.floor(date / dayMs);
        let key = keys.get(day);
        if (key === undefined) keys.set(day, (key = periodKey(periodStart(date, plan.grain), plan.grain)));
        return key;
      });
      return {
        kind: 'groups',
        groups: groups.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
        rows,
      };
    }
    case 'describe':
      return { kind: 'column', column: plan.column, rows: rowCount };
    case 'quality': {
      if (plan.column !== null) {
        const column = context.profile.columns.find((c) => c.name === plan.column)!;
        return { kind: 'value', value: column.missing, rows: rowCount };
      }
      const groups = context.profile.columns
        .filter((c) => c.missing > 0)
        .map((c) => ({ key: c.name, value: c.missing, rows: rowCount }))
        .sort(byValue('top'));
      return { kind: 'groups', groups, rows: rowCount };
    }
    case 'related':
    case 'outliers':
    case 'drivers':
    case 'explain-insight':
      return { kind: 'insights', insightIds: insightIdsFor(plan, context), rows: rowCount };
    case 'train':
      return { kind: 'action', action: 'train', rows: rowCount };
    case 'predict':
      return { kind: 'action', action: 'predict', rows: rowCount };
    case 'help':
      return { kind: 'help' };
  }
}

/** The insights a plan reads: the relationships, outliers or segments of a column, or one insight by id. */
export function insightIdsFor(plan: Plan, context: AskContext): string[] {
  const insights = context.insights?.insights ?? [];
  switch (plan.kind) {
    case 'related':
      return insights
        .filter((i) => i.kind === 'relationship' && i.columns.includes(plan.column))
        .map((i) => i.id);
    case 'outliers':
      return insights.filter((i) => i.kind === 'outlier' && i.columns.includes(plan.column)).map((i) => i.id);
    case 'drivers':
      return insights
        .filter(
          (i) =>
            (i.kind === 'segment' && i.measure === plan.column) ||
            (i.kind === 'relationship' && i.columns.includes(plan.column)),
        )
        .map((i) => i.id);
    case 'explain-insight':
      return insights.filter((i) => i.id === plan.insightId).map((i) => i.id);
    default:
      return [];
  }
}
