import type { Alert } from '../../profile/types';
import type { InsightReport } from '../types';
import { alertKinds, dayMs, firstDay, type PlantedSet, type Truth } from './planted-sets';

/**
 * Scores what an insight finder says about a planted set against what was planted (issue 20's benchmark), the
 * same way for our engine and for AVA: both are first turned into `Finding`s.
 *
 * - A finding is **correct** when it states a planted truth (the primary reading) or a direct consequence of one
 *   that is true of the data: the rows of a ×3 day are outliers of that measure; a region whose mean is raised is
 *   also a category–number relationship between region and the measure, and lowers the other regions against the
 *   rest (so "South is lower than the rest" is true). A trend read from a level shift, a change point read from a
 *   spike, or anything at the wrong place or on an untouched column is **false**.
 * - **Precision** = correct findings / all findings on planted sets; **recall** = truths found in their primary
 *   reading / truths planted; **noise** = findings on pure-noise sets (all false).
 * - Missing values, duplicate rows and a constant column are data-quality alerts of the profile, not insights:
 *   they are found when the profile's alerts name them (`alertTruthFound`); a finder without a profile finds none.
 */
export type Finding = {
  kind: 'relationship' | 'segment' | 'level-shift' | 'spike' | 'trend' | 'outlier' | 'other';
  /** relationship: the pair; segment: [category, measure]; time: [date, measure]; outlier: [column]. */
  columns: string[];
  /** A segment's category value. */
  value?: string;
  /** A segment above (1) or below (−1) the rest; a trend up or down. */
  direction?: 1 | -1;
  /** Time: the day (index from the first day) of the shift or spike. */
  day?: number;
  /** For reading the report: what the finder said. */
  label: string;
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.includes(name));
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, index) => b[index] === name);

export type Match = 'primary' | 'consequence' | false;

/** Whether `finding` states `truth` (primary), follows from it and is true (consequence), or neither. */
export function matchTruth(truth: Truth, finding: Finding): Match {
  switch (truth.kind) {
    case 'spearman':
      return finding.kind === 'relationship' && sameSet(finding.columns, truth.columns) ? 'primary' : false;
    case 'segment': {
      const pair = [truth.column, truth.measure];
      if (finding.kind === 'segment' && same(finding.columns, pair)) {
        if (finding.value === truth.value && finding.direction === 1) return 'primary';
        if (finding.value !== truth.value && finding.direction === -1) return 'consequence';
        return false;
      }
      return finding.kind === 'relationship' && sameSet(finding.columns, pair) ? 'consequence' : false;
    }
    case 'level-shift':
      return finding.kind === 'level-shift' &&
        same(finding.columns, [truth.date, truth.measure]) &&
        finding.day !== undefined &&
        Math.abs(finding.day - truth.at) <= 1
        ? 'primary'
        : false;
    case 'spike':
      if (finding.kind === 'outlier' && same(finding.columns, [truth.measure])) return 'consequence';
      return finding.kind === 'spike' &&
        same(finding.columns, [truth.date, truth.measure]) &&
        finding.day === truth.at
        ? 'primary'
        : false;
    case 'trend':
      return finding.kind === 'trend' &&
        same(finding.columns, [truth.date, truth.measure]) &&
        finding.direction === 1
        ? 'primary'
        : false;
    default:
      return false;
  }
}

/** Whether the profile's alerts name a data-quality truth (missing, duplicate rows, a constant column). */
export function alertTruthFound(truth: Truth, alerts: readonly Alert[]): boolean {
  if (truth.kind === 'missing')
    return alerts.some(
      (alert) =>
        (alert.kind === 'missing' || alert.kind === 'mostly-missing') && alert.column === truth.column,
    );
  if (truth.kind === 'duplicates') return alerts.some((alert) => alert.kind === 'duplicate-rows');
  if (truth.kind === 'constant')
    return alerts.some((alert) => alert.kind === 'constant' && alert.column === truth.column);
  return false;
}

/** The alert kinds the planted data-quality effects raise: on a noise set, each is a false alert. */
export const plantedAlertKinds: readonly Alert['kind'][] = [
  'missing',
  'mostly-missing',
  'duplicate-rows',
  'constant',
];

const dayOf = (from: number) => Math.round((from - firstDay) / dayMs);

/** Our engine's report as findings. */
export function findingsOfReport(report: InsightReport): Finding[] {
  return report.insights.map((insight): Finding => {
    const label = insight.id;
    switch (insight.kind) {
      case 'relationship':
        return { kind: 'relationship', columns: insight.columns, label };
      case 'segment':
        return {
          kind: 'segment',
          columns: [insight.segment.column, insight.measure],
          value: insight.segment.value,
          direction: insight.difference.value >= 0 ? 1 : -1,
          label,
        };
      case 'level-shift':
        return { kind: 'level-shift', columns: insight.columns, day: dayOf(insight.from), label };
      case 'spike':
        return { kind: 'spike', columns: insight.columns, day: dayOf(insight.from), label };
      case 'trend':
        return {
          kind: 'trend',
          columns: insight.columns,
          direction: insight.slope.value >= 0 ? 1 : -1,
          label,
        };
      case 'outlier':
        return { kind: 'outlier', columns: insight.columns, label };
      default:
        return { kind: 'other', columns: insight.columns, label };
    }
  });
}

export type SetScore = {
  name: string;
  seed: number;
  rows: number;
  noise: boolean;
  findings: number;
  correct: number;
  /** Findings that state no planted truth (every finding on a noise set). */
  falseFindings: string[];
  /** Each truth and whether it was found (insights in their primary reading; alerts by the profile). */
  truths: { truth: Truth; alert: boolean; found: boolean }[];
  /** Level shifts (change points) reported on the measure of a planted spike. */
  spikeAsChangePoint: number;
  /** Alerts of the planted kinds on a noise set. */
  falseAlerts: string[];
};

/** Scores one finder's findings (and the profile's alerts, when it has a profile) on one set. */
export function scoreSet(set: PlantedSet, findings: readonly Finding[], alerts?: readonly Alert[]): SetScore {
  const noise = set.truths.length === 0;
  let correct = 0;
  const falseFindings: string[] = [];
  for (const finding of findings) {
    if (set.truths.some((truth) => matchTruth(truth, finding))) correct++;
    else falseFindings.push(finding.label);
  }
  const truths = set.truths.map((truth) => {
    const alert = alertKinds.includes(truth.kind);
    const found = alert
      ? alerts !== undefined && alertTruthFound(truth, alerts)
      : findings.some((finding) => matchTruth(truth, finding) === 'primary');
    return { truth, alert, found };
  });
  const spikeAsChangePoint = set.truths
    .filter((truth) => truth.kind === 'spike')
    .reduce(
      (sum, truth) =>
        sum +
        findings.filter(
          (finding) => finding.kind === 'level-shift' && same(finding.columns, [truth.date, truth.measure]),
        ).length,
      0,
    );
  const falseAlerts = noise
    ? (alerts ?? [])
        .filter((alert) => plantedAlertKinds.includes(alert.kind))
        .map((alert) => `${alert.kind}${alert.column ? `:${alert.column}` : ''}`)
    : [];
  return {
    name: set.name,
    seed: set.seed,
    rows: set.rows,
    noise,
    findings: findings.length,
    correct: noise ? 0 : correct,
    falseFindings,
    truths,
    spikeAsChangePoint,
    falseAlerts,
  };
}

export type Summary = {
  /** Correct findings / findings on planted sets (1 when nothing was found). */
  precision: number;
  /** Truths found / truths planted, all of them (alerts by the profile). */
  recall: number;
  /** The same over the insight truths only (Spearman pair, segment, level shift, spike, trend). */
  insightRecall: number;
  /** The same over the alert truths only (missing, duplicate rows, constant column). */
  alertRecall: number;
  findingsOnPlanted: number;
  noiseFindings: number;
  spikeAsChangePoint: number;
  falseAlerts: number;
  truths: number;
  found: number;
};

/** The benchmark's figures over all sets scored. */
export function summarise(scores: readonly SetScore[]): Summary {
  const planted = scores.filter((score) => !score.noise);
  const findingsOnPlanted = planted.reduce((sum, score) => sum + score.findings, 0);
  const correct = planted.reduce((sum, score) => sum + score.correct, 0);
  const truths = planted.flatMap((score) => score.truths);
  const share = (list: typeof truths) =>
    list.length === 0 ? 1 : list.filter((entry) => entry.found).length / list.length;
  return {
    precision: findingsOnPlanted === 0 ? 1 : correct / findingsOnPlanted,
    recall: share(truths),
    insightRecall: share(truths.filter((entry) => !entry.alert)),
    alertRecall: share(truths.filter((entry) => entry.alert)),
    findingsOnPlanted,
    noiseFindings: scores.filter((score) => score.noise).reduce((sum, score) => sum + score.findings, 0),
    spikeAsChangePoint: scores.reduce((sum, score) => sum + score.spikeAsChangePoint, 0),
    falseAlerts: scores.reduce((sum, score) => sum + score.falseAlerts.length, 0),
    truths: truths.length,
    found: truths.filter((entry) => entry.found).length,
  };
}

/** Issue 20's targets for the planted benchmark. */
export const plantedTargets = {
  precision: { min: 0.95 },
  recall: { min: 0.9 },
  noiseFindings: { max: 1 },
  spikeAsChangePoint: { max: 0 },
} as const;
