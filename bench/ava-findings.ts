// AntV AVA (@antv/ava 3.4.1, `getInsights`), the published JavaScript auto-insight library, run beside our engine
// in the insights benchmark: its input rows, and its output as the scorer's findings. Bench only.
import { getInsights, type InsightsResult, type PatternInfo } from '@antv/ava';
import { isMissing } from '../src/shared/data/ingest/nulls';
import type { ParsedTable } from '../src/shared/data/ingest/table';
import { dayMs, firstDay } from '../src/shared/data/insights/test/planted-sets';
import type { Finding } from '../src/shared/data/insights/test/planted-score';

type Datum = Record<string, string | number | null>;

/**
 * The table as the rows a JSON export of it holds: a cell that is a plain decimal number as a number, a missing
 * cell (empty or a null token) as null, every other cell as its text. Our column types are not used, so AVA
 * infers its own (dates from the ISO text, measures from the numbers), as it would on any JSON.
 */
export function avaRows(table: ParsedTable): Datum[] {
  const rows: Datum[] = [];
  for (let row = 0; row < table.rowCount; row++) {
    const datum: Datum = {};
    table.names.forEach((name, column) => {
      const text = table.columns[column]![row]!;
      datum[name] = isMissing(text) ? null : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    });
    rows.push(datum);
  }
  return rows;
}

/**
 * AVA's `getInsights` with its defaults (no options): its 7 pattern types, subspace search on, 20 insights at most.
 * Its top 20 fill with `low_variance` on `margin` (a mean near 0 makes its coefficient-of-variation score huge) and
 * category outliers in tiny subspaces. Limiting it to the 5 types that map to ours (`insightTypes`) does not help:
 * tried on 7 of the sets at 5,000 rows (2026-11-26), it found none of their 9 planted insight effects, 2 of its 198
 * findings on them were correct, and it said 47 things about one noise set, taking 7–69 s a set.
 */
export function runAva(rows: Datum[]): InsightsResult {
  return getInsights(rows as Parameters<typeof getInsights>[0]);
}

const dayOf = (x: string | number) =>
  Math.round(((typeof x === 'number' ? x : Date.parse(`${x.slice(0, 10)}T00:00:00Z`)) - firstDay) / dayMs);

/**
 * AVA's output as findings, one per pattern (each pattern is a statement a user reads: "a change point at …", "an
 * outlier at …"; one AVA insight may hold several patterns on the same subject). The mapping to our kinds:
 * - `correlation` (two measures, Pearson on the rows) → relationship between the two columns;
 * - `category_outlier` (a category value's aggregated measure outside 1.5 IQR of the others) → segment of that
 *   value on that measure, above or below by its value against the others' median;
 * - `trend` (linear regression over the time dimension) → trend, up for `increasing`;
 * - `change_point` (Bayesian online change point detection) → level shift at its date;
 * - `time_series_outlier` (a point outside the LOWESS residual band) → spike at its date;
 * - `low_variance` and `majority` state nothing we planted or test (a measure spread evenly over a dimension; one
 *   value holding most of a sum): `other`, never a match.
 * A pattern found in a subspace (AVA's drill-down into e.g. region = North) is scored as if on all rows: every
 * planted effect holds in every subspace, so this only ever helps AVA.
 */
export function findingsOfAva(result: InsightsResult): Finding[] {
  return result.insights.flatMap((insight) => {
    const where = insight.subspace.map((part) => `${part.dimension}=${part.value}`).join('&');
    const label = (text: string) => `${text}${where ? ` [${where}]` : ''}`;
    return insight.patterns.map((pattern: PatternInfo): Finding => {
      switch (pattern.type) {
        case 'correlation':
          return {
            kind: 'relationship',
            columns: [...pattern.measures],
            label: label(`correlation ${pattern.measures.join('|')}`),
          };
        case 'category_outlier': {
          const others = insight.data
            .map((datum) => Number(datum[pattern.measure]))
            .filter((value) => Number.isFinite(value))
            .sort((a, b) => a - b);
          const median = others[Math.floor(others.length / 2)] ?? 0;
          return {
            kind: 'segment',
            columns: [pattern.dimension, pattern.measure],
            value: String(pattern.x),
            direction: pattern.y >= median ? 1 : -1,
            label: label(`category_outlier ${pattern.dimension}=${pattern.x}:${pattern.measure}`),
          };
        }
        case 'trend':
          return {
            kind: 'trend',
            columns: [pattern.dimension, pattern.measure],
            direction: pattern.trend === 'decreasing' ? -1 : 1,
            label: label(`trend ${pattern.trend} ${pattern.dimension}:${pattern.measure}`),
          };
        case 'change_point':
          return {
            kind: 'level-shift',
            columns: [pattern.dimension, pattern.measure],
            day: dayOf(pattern.x),
            label: label(`change_point ${pattern.dimension}@${pattern.x}:${pattern.measure}`),
          };
        case 'time_series_outlier':
          return {
            kind: 'spike',
            columns: [pattern.dimension, pattern.measure],
            day: dayOf(pattern.x),
            label: label(`time_series_outlier ${pattern.dimension}@${pattern.x}:${pattern.measure}`),
          };
        default:
          return {
            kind: 'other',
            columns: 'measure' in pattern ? [pattern.dimension, pattern.measure] : [],
            label: label(
              `${pattern.type}${'dimension' in pattern ? ` ${pattern.dimension}:${pattern.measure}` : ''}`,
            ),
          };
      }
    });
  });
}
