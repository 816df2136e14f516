import type { InsightReport } from '../../insights/types';
import type { Aggregation, AssistantLanguage, Filter, Plan, Result } from '../types';
import type { Dataset, DatasetId } from './datasets';

/**
 * The benchmark's expected answers, computed by this file's own loops over the generated records (`Dataset.rows`,
 * cell texts), never by the assistant and never by ingest's readers. The conventions every expected result follows:
 *
 * - A missing cell is `''`. Numbers are the cells read with `Number`. Aggregations skip missing cells; `count` with
 *   `column: null` counts rows, with a column its present cells; `distinct` counts distinct present cell texts.
 *   An aggregation over no value is `null`; the median of an even count is the mean of the two middle values.
 * - Filters apply first. `equals` / `not-equals` compare the cell text; a missing cell passes neither (nor any
 *   numeric or date filter). `dates` compares the cell's `YYYY-MM-DD` with `from` and `to`, both included.
 * - `rows` of a result is the number of rows left after the plan's filters (the whole table without any), for every
 *   plan; a group's `rows` is that group's rows. Groups are a column's present values (a missing key forms no
 *   group); for `aggregate` by a group, largest value first (ties by key; compared as a set anyway); for `rank`,
 *   the `limit` largest (top) or smallest (bottom) in that order, ties by key, groups whose value is null left out;
 *   for `compare`, the two named groups; for `trend`, keys `YYYY-MM-DD` / `YYYY-MM` / `YYYY-Qn` / `YYYY` in
 *   ascending order, one per period holding a row.
 * - Relative dates ("this year", "last year") are anchored on the latest date in the dataset's date column, not on
 *   today: "this year" is that date's calendar year, "last year" the one before.
 * - `describe` → `{ kind: 'column', column, rows: all rows }`; `quality` of a column → the count of its missing
 *   cells as a `value` over all rows; `quality` of the table (`column: null`) → one group per column with a missing
 *   cell (value: missing cells, rows: all rows); `train` → `{ kind: 'action', action: 'train', rows: all rows }`.
 * - `related`, `outliers`, `drivers` → the ids of the dataset's own insights (the `InsightReport` in the context,
 *   an input of the assistant): relationships naming the column, its outlier finding, segments measuring it; the
 *   first three of each in the report's order (the scorer asks for at least these), rows: all rows.
 */

export type ExpectedSpec = { kind: 'answer'; plan: Plan } | { kind: 'clarify' } | { kind: 'unknown' };
export type Expected =
  { kind: 'answer'; plan: Plan; result: Result } | { kind: 'clarify' } | { kind: 'unknown' };

/** A question as written in `questions/<lang>.ts`: its expected answer's plan, the result filled at load. */
export type QuestionSpec = {
  id: string;
  dataset: DatasetId;
  language: AssistantLanguage;
  question: string;
  expected: ExpectedSpec;
};
export type Question = Omit<QuestionSpec, 'expected'> & { expected: Expected };

/** How many insight ids of each kind an expected answer names. */
export const expectedInsights = 3;

function columnIndex(dataset: Dataset, column: string): number {
  const index = dataset.names.indexOf(column);
  if (index < 0) throw new Error(`${dataset.id} has no column ${JSON.stringify(column)}`);
  return index;
}

function passes(dataset: Dataset, filter: Filter): (row: string[]) => boolean {
  const at = columnIndex(dataset, filter.column);
  switch (filter.kind) {
    case 'equals':
      return (row) => row[at] !== '' && filter.values.includes(row[at]!);
    case 'not-equals':
      return (row) => row[at] !== '' && !filter.values.includes(row[at]!);
    case 'compare':
      return (row) => {
        if (row[at] === '') return false;
        const value = Number(row[at]);
        if (filter.op === '>') return value > filter.value;
        if (filter.op === '>=') return value >= filter.value;
        if (filter.op === '<') return value < filter.value;
        return value <= filter.value;
      };
    case 'between':
      return (row) => row[at] !== '' && Number(row[at]) >= filter.low && Number(row[at]) <= filter.high;
    case 'dates':
      return (row) => {
        const day = row[at]!.slice(0, 10);
        return row[at] !== '' && day >= filter.from && day <= filter.to;
      };
  }
}

function filtered(dataset: Dataset, filters: Filter[]): string[][] {
  const tests = filters.map((filter) => passes(dataset, filter));
  const rows: string[][] = [];
  for (const row of dataset.rows) {
    let keep = true;
    for (const test of tests) if (!test(row)) keep = false;
    if (keep) rows.push(row);
  }
  return rows;
}

/** One aggregation over some rows, by hand. */
function aggregateRows(
  dataset: Dataset,
  rows: string[][],
  aggregation: Aggregation,
  column: string | null,
): number | null {
  if (column === null) {
    if (aggregation !== 'count') throw new Error(`${aggregation} needs a column`);
    return rows.length;
  }
  const at = columnIndex(dataset, column);
  const cells: string[] = [];
  for (const row of rows) if (row[at] !== '') cells.push(row[at]!);
  if (aggregation === 'count') return cells.length;
  if (aggregation === 'distinct') return new Set(cells).size;
  if (cells.length === 0) return null;
  const numbers = cells.map(Number);
  for (const value of numbers) if (Number.isNaN(value)) throw new Error(`${column} is not a number column`);
  if (aggregation === 'sum') {
    let sum = 0;
    for (const value of numbers) sum += value;
    return sum;
  }
  if (aggregation === 'mean') {
    let sum = 0;
    for (const value of numbers) sum += value;
    return sum / numbers.length;
  }
  if (aggregation === 'min') {
    let min = Infinity;
    for (const value of numbers) if (value < min) min = value;
    return min;
  }
  if (aggregation === 'max') {
    let max = -Infinity;
    for (const value of numbers) if (value > max) max = value;
    return max;
  }
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Group = { key: string; value: number | null; rows: number };

function groupRows(
  dataset: Dataset,
  rows: string[][],
  keyOf: (row: string[]) => string,
  aggregation: Aggregation,
  column: string | null,
): Group[] {
  const byKey = new Map<string, string[][]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === '') continue;
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
  return [...byKey].map(([key, members]) => ({
    key,
    value: aggregateRows(dataset, members, aggregation, column),
    rows: members.length,
  }));
}

const byKey = (a: Group, b: Group) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const largestFirst = (a: Group, b: Group) =>
  a.value === b.value ? byKey(a, b) : a.value === null ? 1 : b.value === null ? -1 : b.value - a.value;

const smallestFirst = (a: Group, b: Group) => (a.value === b.value ? byKey(a, b) : a.value! - b.value!);

function periodKey(day: string, grain: string): string {
  if (day === '') return '';
  if (grain === 'day') return day.slice(0, 10);
  if (grain === 'month') return day.slice(0, 7);
  if (grain === 'year') return day.slice(0, 4);
  if (grain === 'quarter') return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
  throw new Error(`no expected answers by ${grain}`);
}

function insightIds(report: InsightReport | null, plan: Plan): string[] {
  const insights = report?.insights ?? [];
  const chosen =
    plan.kind === 'related'
      ? insights.filter((insight) => insight.kind === 'relationship' && insight.columns.includes(plan.column))
      : plan.kind === 'outliers'
        ? insights.filter((insight) => insight.kind === 'outlier' && insight.columns[0] === plan.column)
        : plan.kind === 'drivers'
          ? insights.filter((insight) => insight.kind === 'segment' && insight.measure === plan.column)
          : [];
  return chosen.slice(0, expectedInsights).map((insight) => insight.id);
}

/** The exact result of a plan over the dataset's records. */
export function expectedResult(dataset: Dataset, plan: Plan, insights: InsightReport | null): Result {
  const all = dataset.rows.length;
  switch (plan.kind) {
    case 'describe':
      columnIndex(dataset, plan.column);
      return { kind: 'column', column: plan.column, rows: all };
    case 'aggregate': {
      const rows = filtered(dataset, plan.filters);
      if (plan.groupBy === null)
        return {
          kind: 'value',
          value: aggregateRows(dataset, rows, plan.aggregation, plan.column),
          rows: rows.length,
        };
      const at = columnIndex(dataset, plan.groupBy);
      const groups = groupRows(dataset, rows, (row) => row[at]!, plan.aggregation, plan.column);
      return { kind: 'groups', groups: groups.sort(largestFirst), rows: rows.length };
    }
    case 'rank': {
      const rows = filtered(dataset, plan.filters);
      const at = columnIndex(dataset, plan.groupBy);
      const groups = groupRows(dataset, rows, (row) => row[at]!, plan.aggregation, plan.column)
        .filter((group) => group.value !== null)
        .sort(plan.order === 'top' ? largestFirst : smallestFirst);
      return { kind: 'groups', groups: groups.slice(0, plan.limit), rows: rows.length };
    }
    case 'compare': {
      const rows = filtered(dataset, plan.filters);
      const at = columnIndex(dataset, plan.groupBy);
      const groups = plan.values.map((value) => {
        const members = rows.filter((row) => row[at] === value);
        if (members.length === 0) throw new Error(`${plan.groupBy} has no ${value}`);
        return {
          key: value,
          value: aggregateRows(dataset, members, plan.aggregation, plan.column),
          rows: members.length,
        };
      });
      return { kind: 'groups', groups, rows: rows.length };
    }
    case 'trend': {
      const rows = filtered(dataset, plan.filters);
      const at = columnIndex(dataset, plan.date);
      const groups = groupRows(
        dataset,
        rows,
        (row) => periodKey(row[at]!, plan.grain),
        plan.aggregation,
        plan.column,
      );
      return { kind: 'groups', groups: groups.sort(byKey), rows: rows.length };
    }
    case 'quality': {
      const missing = (at: number) => dataset.rows.filter((row) => row[at] === '').length;
      if (plan.column !== null)
        return { kind: 'value', value: missing(columnIndex(dataset, plan.column)), rows: all };
      const groups = dataset.names
        .map((name, at) => ({ key: name, value: missing(at), rows: all }))
        .filter((group) => group.value > 0);
      return { kind: 'groups', groups: groups.sort(largestFirst), rows: all };
    }
    case 'related':
    case 'outliers':
    case 'drivers':
      columnIndex(dataset, plan.column);
      return { kind: 'insights', insightIds: insightIds(insights, plan), rows: all };
    case 'train':
      columnIndex(dataset, plan.target);
      return { kind: 'action', action: 'train', rows: all };
    case 'help':
      return { kind: 'help' };
    case 'predict':
    case 'explain-insight':
      throw new Error(`no expected answers for ${plan.kind} yet`);
  }
}

/** The latest day of a dataset's date column: what "this year" and "last year" are anchored on. */
export function latestDay(dataset: Dataset, column: string): string {
  const at = columnIndex(dataset, column);
  let latest = '';
  for (const row of dataset.rows) if (row[at]! > latest) latest = row[at]!.slice(0, 10);
  return latest;
}

/** The questions with their expected results filled from the records (and each dataset's insights). */
export function withResults(
  specs: readonly QuestionSpec[],
  datasets: Record<DatasetId, Dataset>,
  insights: Record<DatasetId, InsightReport | null>,
): Question[] {
  return specs.map((spec) => {
    if (spec.expected.kind !== 'answer') return { ...spec, expected: spec.expected };
    const dataset = datasets[spec.dataset];
    const result = expectedResult(dataset, spec.expected.plan, insights[spec.dataset]);
    return { ...spec, expected: { kind: 'answer', plan: spec.expected.plan, result } };
  });
}
