import { isDate, isNumeric, type ColumnInfo, type Schema } from './schema';
import type { Says } from './says/types';
import type { Plan } from './types';

/** The columns suggestions speak of: a measure, a grouping, whether there is a date. */
function roles(schema: Schema, plan?: Plan) {
  const find = (name: string | null | undefined) => schema.columns.find((c) => c.name === name);
  const planned =
    plan && 'column' in plan ? find(plan.column) : plan && 'target' in plan ? find(plan.target) : undefined;
  const measure: ColumnInfo | undefined =
    (planned && isNumeric(planned) ? planned : undefined) ?? schema.columns.find(isNumeric);
  const grouped = plan && 'groupBy' in plan ? find(plan.groupBy) : undefined;
  const group = grouped ?? schema.columns.find((c) => c.kind === 'category');
  const dated = schema.columns.some(isDate);
  return { measure: measure?.name, group: group?.name, dated, planned: planned?.name };
}

const unique = (questions: (string | undefined | false)[], count: number) =>
  [...new Set(questions.filter((q): q is string => !!q))].slice(0, count);

/** Questions it can answer about this dataset, for an answer it could not give. */
export function suggestions(schema: Schema, says: Says): string[] {
  const { measure, group, dated } = roles(schema);
  const first = schema.columns[0]?.name;
  return unique(
    [
      measure && group ? says.ask.averageBy(measure, group) : undefined,
      measure ? says.ask.total(measure) : says.ask.count,
      measure && dated ? says.ask.trend(measure) : group ? says.ask.countBy(group) : undefined,
      measure && group ? says.ask.top(group, measure) : undefined,
      first ? says.ask.describe(first) : undefined,
    ],
    4,
  );
}

/** Two or three questions that follow from an answer. */
export function followUps(schema: Schema, says: Says, plan: Plan): string[] {
  const { measure, group, dated, planned } = roles(schema, plan);
  const trend = measure && dated && says.ask.trend(measure);
  const top = measure && group && says.ask.top(group, measure);
  const byGroup = measure && group && says.ask.averageBy(measure, group);
  const drivers = measure && says.ask.drivers(measure);
  const byCount = group && says.ask.countBy(group);
  let list: (string | undefined | false)[];
  switch (plan.kind) {
    case 'aggregate':
      list = plan.groupBy ? [top, trend, drivers] : [byGroup, trend, drivers, byCount];
      break;
    case 'rank':
      list = [measure && group && says.ask.bottom(group, measure), byGroup, trend];
      break;
    case 'compare':
      list = [measure && group && says.ask.totalBy(measure, group), trend, drivers];
      break;
    case 'trend':
      list = [byGroup, measure && says.ask.outliers(measure), drivers];
      break;
    case 'describe':
      list = [
        planned && isNumeric(schema.columns.find((c) => c.name === planned)!) && says.ask.outliers(planned),
        planned && says.ask.related(planned),
        says.ask.missing,
      ];
      break;
    case 'quality':
      list = [says.ask.count, byGroup, top];
      break;
    default:
      list = [byGroup, trend, top, says.ask.missing];
  }
  const out = unique(list, 3);
  return out.length >= 2 ? out : unique([...out, says.ask.count, says.ask.missing, byCount], 3);
}
