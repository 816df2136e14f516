import type { ColumnKind } from '../ingest/types';
import type { Refusal } from './intent';
import type { AskContext, Filter, Plan } from './types';

const numeric: ColumnKind[] = ['number'];
const groupable: ColumnKind[] = ['category', 'boolean', 'text', 'id'];
const dated: ColumnKind[] = ['date', 'datetime'];

/**
 * Whether a plan can run on this table: every column exists and has a kind its use allows (no mean of text, no
 * group by a number, dates only on date columns). Undefined when it can, else why not.
 */
export function validatePlan(plan: Plan, context: AskContext): Refusal | undefined {
  const kindOf = (name: string | null) =>
    name === null ? undefined : context.profile.columns.find((c) => c.name === name)?.kind;
  const exists = (name: string) => context.table.names.includes(name) && kindOf(name) !== undefined;
  const check = (name: string, kinds: ColumnKind[]): Refusal | undefined =>
    !exists(name) ? 'no-column' : kinds.includes(kindOf(name)!) ? undefined : 'not-numeric';
  const filter = (f: Filter) =>
    f.kind === 'equals' || f.kind === 'not-equals'
      ? check(f.column, groupable)
      : f.kind === 'dates'
        ? check(f.column, dated)
        : check(f.column, numeric);
  switch (plan.kind) {
    case 'aggregate':
    case 'rank':
    case 'compare':
    case 'trend': {
      for (const f of plan.filters) {
        const problem = filter(f);
        if (problem) return problem;
      }
      if (plan.column !== null) {
        if (!exists(plan.column)) return 'no-column';
        if (!['count', 'distinct'].includes(plan.aggregation) && !numeric.includes(kindOf(plan.column)!))
          return 'not-numeric';
      } else if (plan.aggregation !== 'count') return 'no-column';
      if (plan.kind === 'trend') return check(plan.date, dated) && 'no-date-column';
      if (plan.kind !== 'aggregate' || plan.groupBy !== null) return check(plan.groupBy!, groupable);
      return undefined;
    }
    case 'describe':
    case 'related':
      return exists(plan.column) ? undefined : 'no-column';
    case 'outliers':
    case 'drivers':
      return check(plan.column, plan.kind === 'outliers' ? numeric : [...numeric, 'boolean', 'category']);
    case 'quality':
      return plan.column === null || exists(plan.column) ? undefined : 'no-column';
    case 'train':
      return exists(plan.target) ? undefined : 'no-column';
    case 'predict':
      return exists(plan.target) && Object.keys(plan.values).every(exists) ? undefined : 'no-column';
    case 'explain-insight':
      return context.insights?.insights.some((i) => i.id === plan.insightId) ? undefined : 'no-insight';
    case 'help':
      return undefined;
  }
}
