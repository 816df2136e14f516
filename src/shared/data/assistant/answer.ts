import type { Insight } from '../insights/types';
import { formatNumber, formatShare } from './format';
import type { Says } from './says/types';
import type { AskContext, ChartKind, Filter, Plan, Result } from './types';

type Worded = { sentence: string; how: string; chart: ChartKind };

/** Filters in words: `Region is West or East and Sales > 100`. */
export function conditions(filters: readonly Filter[], says: Says): string {
  const n = (value: number) => formatNumber(value, says.locale);
  return filters
    .map((f) => {
      switch (f.kind) {
        case 'equals':
          return says.is(f.column, f.values.join(` ${says.or} `));
        case 'not-equals':
          return says.isNot(f.column, f.values.join(` ${says.or} `));
        case 'compare':
          return `${f.column} ${f.op} ${n(f.value)}`;
        case 'between':
          return `${f.column} ${n(f.low)}–${n(f.high)}`;
        case 'dates':
          return says.from(f.column, f.from, f.to);
      }
    })
    .join(` ${says.and} `);
}

/** What the plan computes, in words: "the average of Sales", "the number of rows". */
function what(plan: Extract<Plan, { aggregation: unknown }>, says: Says): string {
  return plan.column === null ? says.rowsCount : says.of[plan.aggregation](plan.column);
}

/** The plan in words, for "How I got this". */
function planWords(plan: Plan, says: Says): string {
  const p = says.howPlan;
  switch (plan.kind) {
    case 'aggregate':
    case 'rank':
    case 'compare':
    case 'trend': {
      let text = p.aggregate(says.names[plan.aggregation], plan.column ?? says.rowsNoun);
      if (plan.kind === 'aggregate' && plan.groupBy) text = p.by(text, plan.groupBy);
      if (plan.kind === 'rank') text = p[plan.order](p.by(text, plan.groupBy), String(plan.limit));
      if (plan.kind === 'compare') text = p.compare(p.by(text, plan.groupBy), plan.values[0], plan.values[1]);
      if (plan.kind === 'trend') text = p.over(text, says.grains[plan.grain], plan.date);
      return plan.filters.length ? `${text}${says.where(conditions(plan.filters, says))}` : text;
    }
    case 'describe':
      return p.profile(plan.column);
    case 'related':
    case 'outliers':
    case 'drivers':
      return p.insights(plan.column);
    case 'explain-insight':
      return p.insights(plan.insightId);
    case 'quality':
      return plan.column ? p.profile(plan.column) : p.quality;
    case 'train':
    case 'predict':
      return p.model(plan.target);
    case 'help':
      return p.help;
  }
}

const insightText = (insight: Insight, column: string, says: Says): string => {
  const n = (value: number) => formatNumber(value, says.locale);
  if (insight.kind === 'segment')
    return says.segment(insight.segment.column, insight.segment.value, n(insight.mean), n(insight.rest));
  const other = insight.columns.find((c) => c !== column) ?? column;
  return says.correlation(other, `${insight.effect.measure} = ${n(insight.effect.value)}`);
};

/** The sentence, the "How I got this" line and the chart of a result, every number taken from it or the profile. */
export function word(plan: Plan, result: Result, context: AskContext, says: Says, anchor?: string): Worded {
  const n = (value: number | null) => formatNumber(value, says.locale);
  const rows = 'rows' in result ? n(result.rows) : n(context.table.rowCount);
  const how = says.how(planWords(plan, says), rows);
  const relative = anchor ? ` ${says.relative(anchor)}` : '';
  const insights = context.insights?.insights ?? [];
  const byId = (id: string) => insights.find((i) => i.id === id)!;
  const done = (sentence: string, chart: ChartKind): Worded => ({
    sentence: sentence + relative,
    how,
    chart,
  });
  const scope = 'filters' in plan && plan.filters.length ? says.where(conditions(plan.filters, says)) : '';
  switch (plan.kind) {
    case 'aggregate': {
      const label = what(plan, says) + scope;
      if (result.kind === 'value')
        return done(result.value === null ? says.none(label) : says.value(label, n(result.value)), 'none');
      if (result.kind !== 'groups') break;
      const shown = result.groups.filter((g) => g.value !== null);
      if (shown.length === 0) return done(says.none(label), 'none');
      const first = shown[0]!;
      const last = shown[shown.length - 1]!;
      if (shown.length === 1)
        return done(says.oneGroup(label, plan.groupBy!, first.key, n(first.value)), 'bar');
      return done(
        says.groups(
          label,
          plan.groupBy!,
          first.key,
          n(first.value),
          last.key,
          n(last.value),
          n(shown.length),
        ),
        'bar',
      );
    }
    case 'rank': {
      if (result.kind !== 'groups') break;
      const label = what(plan, says) + scope;
      if (result.groups.length === 0) return done(says.none(label), 'none');
      const list = result.groups.map((g) => `${g.key} (${n(g.value)})`).join(', ');
      return done(says.rank(plan.order, n(result.groups.length), plan.groupBy, label, list), 'bar');
    }
    case 'compare': {
      if (result.kind !== 'groups') break;
      const label = what(plan, says) + scope;
      const [a, b] = result.groups as [(typeof result.groups)[0], (typeof result.groups)[0]];
      if (a.value === null || b.value === null) return done(says.compareMissing(label, a.key, b.key), 'bar');
      if (a.value === b.value) return done(says.compareSame(label, a.key, b.key, n(a.value)), 'bar');
      const difference = a.value - b.value;
      const relativeDifference =
        b.value > 0 && a.value >= 0
          ? ` (${difference > 0 ? '+' : ''}${formatShare(difference / b.value, says.locale)})`
          : '';
      return done(
        says.compare(label, a.key, n(a.value), b.key, n(b.value), `${n(difference)}${relativeDifference}`),
        'bar',
      );
    }
    case 'trend': {
      if (result.kind !== 'groups') break;
      const label = what(plan, says) + scope;
      const shown = result.groups.filter((g) => g.value !== null);
      if (shown.length === 0) return done(says.none(label), 'none');
      const first = shown[0]!;
      const last = shown[shown.length - 1]!;
      const peak = shown.reduce((best, g) => (g.value! > best.value! ? g : best), first);
      return done(
        says.trend(
          label,
          says.grains[plan.grain],
          first.key,
          n(first.value),
          last.key,
          n(last.value),
          peak.key,
          n(peak.value),
        ),
        'line',
      );
    }
    case 'describe': {
      const column = context.profile.columns.find((c) => c.name === plan.column)!;
      const missing = n(column.missing);
      if (column.kind === 'number' && column.stats) {
        const s = column.stats;
        return done(
          says.describeNumber(
            column.name,
            n(s.min),
            n(s.max),
            n(s.mean),
            n(s.median),
            n(column.present),
            missing,
          ),
          'bar',
        );
      }
      if ((column.kind === 'date' || column.kind === 'datetime') && column.min && column.max)
        return done(
          says.describeDate(column.name, column.min, column.max, n(column.present), missing),
          'line',
        );
      if (column.kind === 'boolean')
        return done(
          says.describeBoolean(column.name, n(column.trueCount), n(column.falseCount), missing),
          'bar',
        );
      if ((column.kind === 'category' || column.kind === 'text') && column.topValues[0])
        return done(
          says.describeCategory(
            column.name,
            n(column.distinct),
            column.topValues[0].value,
            n(column.topValues[0].count),
            missing,
          ),
          'bar',
        );
      return done(says.describeOther(column.name, n(column.distinct), n(column.present), missing), 'none');
    }
    case 'quality': {
      if (result.kind === 'value')
        return done(says.missingColumn(plan.column!, n(result.value), rows), 'none');
      if (result.kind !== 'groups') break;
      const missing = result.groups.filter((g) => (g.value ?? 0) > 0);
      if (missing.length === 0) return done(says.missingNone(rows), 'none');
      if (missing.length === 1)
        return done(says.missingColumn(missing[0]!.key, n(missing[0]!.value), rows), 'bar');
      return done(
        says.missingTable(
          n(missing.length),
          missing[0]!.key,
          n(missing[0]!.value),
          n(context.profile.duplicateRows.count),
        ),
        'bar',
      );
    }
    case 'related':
    case 'drivers': {
      if (result.kind !== 'insights') break;
      if (result.insightIds.length === 0)
        return done(
          plan.kind === 'related' ? says.relatedNone(plan.column) : says.driversNone(plan.column),
          'none',
        );
      const list = result.insightIds
        .slice(0, 5)
        .map((id) => insightText(byId(id), plan.column, says))
        .join('; ');
      return done(
        plan.kind === 'related' ? says.related(plan.column, list) : says.drivers(plan.column, list),
        'table',
      );
    }
    case 'outliers': {
      if (result.kind !== 'insights') break;
      const insight = result.insightIds.map(byId).find((i) => i.kind === 'outlier');
      if (!insight || insight.kind !== 'outlier') return done(says.outliersNone(plan.column), 'none');
      return done(
        says.outliers(plan.column, n(insight.count), n(insight.chart.low), n(insight.chart.high)),
        'table',
      );
    }
    case 'explain-insight': {
      const insight = byId(plan.insightId);
      const effect = `${insight.effect.measure} = ${n(insight.effect.value)}`;
      return done(
        says.explain(insight.id, insight.test, n(insight.n), effect, n(insight.q), n(insight.threshold.q)),
        'none',
      );
    }
    case 'train':
      return done(says.train(plan.target, rows), 'none');
    case 'predict': {
      const given = Object.entries(plan.values).map(([column, value]) => `${column} = ${value}`);
      return done(
        given.length ? says.predict(plan.target, given.join(', ')) : says.predictNothing(plan.target),
        'none',
      );
    }
    case 'help':
      return done(says.help, 'none');
  }
  throw new Error(`No words for plan ${plan.kind} with result ${result.kind}`);
}
