import type { Aggregation, AssistantLanguage, Filter, Grain, Plan } from '../../types';
import type { DatasetId } from '../datasets';
import type { ExpectedSpec, QuestionSpec } from '../expected';

/**
 * Short builders for the question files: each question names its dataset, its text as a user would type it, and
 * the plan the assistant should run (or that it should ask back, or say it cannot answer). Results are never
 * written here: `expected.ts` computes them from the generated records when the questions load.
 */

export const answer = (plan: Plan): ExpectedSpec => ({ kind: 'answer', plan });
export const unknown: ExpectedSpec = { kind: 'unknown' };
export const clarify: ExpectedSpec = { kind: 'clarify' };

type Options = { by?: string; where?: Filter[] };

export const agg = (aggregation: Aggregation, column: string | null, options: Options = {}): ExpectedSpec =>
  answer({
    kind: 'aggregate',
    aggregation,
    column,
    groupBy: options.by ?? null,
    filters: options.where ?? [],
  });

const ranked =
  (order: 'top' | 'bottom') =>
  (limit: number, aggregation: Aggregation, column: string | null, by: string, where: Filter[] = []) =>
    answer({ kind: 'rank', aggregation, column, groupBy: by, order, limit, filters: where });
export const top = ranked('top');
export const bottom = ranked('bottom');

export const compare = (
  aggregation: Aggregation,
  column: string,
  by: string,
  values: [string, string],
  where: Filter[] = [],
): ExpectedSpec => answer({ kind: 'compare', aggregation, column, groupBy: by, values, filters: where });

export const trend = (
  aggregation: Aggregation,
  column: string | null,
  date: string,
  grain: Grain,
  where: Filter[] = [],
): ExpectedSpec => answer({ kind: 'trend', aggregation, column, date, grain, filters: where });

export const describe = (column: string) => answer({ kind: 'describe', column });
export const related = (column: string) => answer({ kind: 'related', column });
export const outliers = (column: string) => answer({ kind: 'outliers', column });
export const quality = (column: string | null) => answer({ kind: 'quality', column });
export const drivers = (column: string) => answer({ kind: 'drivers', column });
export const train = (target: string) => answer({ kind: 'train', target });
export const help = answer({ kind: 'help' });

export const is = (column: string, ...values: string[]): Filter => ({ kind: 'equals', column, values });
export const isNot = (column: string, ...values: string[]): Filter => ({
  kind: 'not-equals',
  column,
  values,
});
export const gt = (column: string, value: number): Filter => ({ kind: 'compare', column, op: '>', value });
export const gte = (column: string, value: number): Filter => ({ kind: 'compare', column, op: '>=', value });
export const lt = (column: string, value: number): Filter => ({ kind: 'compare', column, op: '<', value });
export const lte = (column: string, value: number): Filter => ({ kind: 'compare', column, op: '<=', value });
export const between = (column: string, low: number, high: number): Filter => ({
  kind: 'between',
  column,
  low,
  high,
});
export const during = (column: string, from: string, to: string): Filter => ({
  kind: 'dates',
  column,
  from,
  to,
});
export const inYear = (column: string, year: number) => during(column, `${year}-01-01`, `${year}-12-31`);
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
export const inMonth = (column: string, year: number, month: number) => {
  const mm = String(month).padStart(2, '0');
  return during(column, `${year}-${mm}-01`, `${year}-${mm}-${lastDay(year, month)}`);
};
export const inQuarter = (column: string, year: number, quarter: number) => {
  const first = (quarter - 1) * 3 + 1;
  const end = first + 2;
  return during(
    column,
    `${year}-${String(first).padStart(2, '0')}-01`,
    `${year}-${String(end).padStart(2, '0')}-${lastDay(year, end)}`,
  );
};

/**
 * A language's questions, numbered `<lang>-01` … (held-out ones `<lang>-h01` …, the first held-out set's, now tuning,
 * `<lang>-s01` …, the second held-out set's, still unread, `<lang>-f01` …).
 */
export function questions(
  language: AssistantLanguage,
  entries: readonly (readonly [DatasetId, string, ExpectedSpec])[],
  prefix = '',
): QuestionSpec[] {
  return entries.map(([dataset, question, expected], index) => ({
    id: `${language}-${prefix}${String(index + 1).padStart(2, '0')}`,
    dataset,
    language,
    question,
    expected,
  }));
}
