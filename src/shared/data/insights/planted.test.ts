import { beforeAll, describe, expect, it } from 'vitest';
import { profileTable } from '../profile/profile';
import { tableOf, typed } from '../profile/test/tables';
import { findInsights } from './insights';
import { benchmarkSpecs, generateSet, type PlantedSet } from './test/planted-sets';
import {
  findingsOfReport,
  plantedTargets,
  scoreSet,
  summarise,
  type Finding,
  type SetScore,
  type Summary,
} from './test/planted-score';

/**
 * Issue 20's planted benchmark, smaller (bench/insights.ts runs 60 sets of 5,000–250,000 rows against AVA): 4 noise
 * sets and 2 sets per planted kind, 5,000 rows each, one effect a set; the same scorer and the same targets.
 */
const specs = benchmarkSpecs({ noise: 4, planted: 16, minRows: 5000, maxRows: 5000, extraEffects: false });

function scored(set: PlantedSet) {
  const table = tableOf(set.columns);
  const types = typed(table);
  const profile = profileTable(table, types);
  return scoreSet(set, findingsOfReport(findInsights(table, types, profile)), profile.alerts);
}

describe('the planted benchmark, small', () => {
  let scores: SetScore[] = [];
  let summary: Summary;
  let problems = '';
  beforeAll(() => {
    scores = specs.map((spec) => scored(generateSet(spec)));
    summary = summarise(scores);
    problems = JSON.stringify(
      scores
        .filter((score) => score.falseFindings.length || score.truths.some((entry) => !entry.found))
        .map((score) => ({
          set: score.name,
          false: score.falseFindings,
          missed: score.truths.filter((entry) => !entry.found).map((entry) => entry.truth),
        })),
    );
  });

  it('plants every kind twice and keeps 4 sets of pure noise', () => {
    expect(scores.filter((score) => score.noise)).toHaveLength(4);
    expect(summary.truths).toBe(16);
  });

  it(`finds what was planted: precision ≥ ${plantedTargets.precision.min}, recall ≥ ${plantedTargets.recall.min}`, () => {
    expect(summary.precision, problems).toBeGreaterThanOrEqual(plantedTargets.precision.min);
    expect(summary.recall, problems).toBeGreaterThanOrEqual(plantedTargets.recall.min);
  });

  it('says at most one thing about all the noise sets together', () => {
    const said = scores.filter((score) => score.noise).flatMap((score) => score.falseFindings);
    expect(said.length, JSON.stringify(said)).toBeLessThanOrEqual(plantedTargets.noiseFindings.max);
  });

  it('never reports a planted spike as a change point', () => {
    expect(summary.spikeAsChangePoint, problems).toBe(0);
  });
});

describe('the planted sets', () => {
  it('are the same for the same spec, with the sizes they say', () => {
    const spec = {
      name: 'check',
      seed: 7,
      rows: 6000,
      days: 45,
      kinds: ['missing' as const, 'duplicates' as const],
    };
    const first = generateSet(spec);
    expect(generateSet(spec).columns).toEqual(first.columns);
    const missing = first.truths.find((truth) => truth.kind === 'missing')!;
    const column = missing.kind === 'missing' ? missing.column : '';
    // 12 % of the rows made empty, then 2 % of the rows copied over others (empty cells with them, or over them).
    const empty = first.columns[column]!.filter((text) => text === '').length;
    expect(empty).toBeGreaterThanOrEqual(0.1 * 6000);
    expect(empty).toBeLessThanOrEqual(0.14 * 6000);
    expect(new Set(first.columns.day).size).toBe(45);
  });
});

describe('the scorer', () => {
  const set = generateSet({ name: 'spike', seed: 9, rows: 100, days: 30, kinds: ['spike'] });
  const spike = set.truths[0]!;
  const at = spike.kind === 'spike' ? spike.at : -1;
  const finding = (partial: Partial<Finding>): Finding => ({
    kind: 'other',
    columns: [],
    label: 'x',
    ...partial,
  });

  it('counts a change point on a spiked measure as a failure and a false finding', () => {
    const score = scoreSet(set, [finding({ kind: 'level-shift', columns: ['day', 'amount'], day: at })]);
    expect(score.spikeAsChangePoint).toBe(1);
    expect(score.correct).toBe(0);
    expect(score.truths[0]!.found).toBe(false);
  });

  it('finds the spike on its day only, and accepts its rows as outliers without counting them as the spike', () => {
    const wrongDay = scoreSet(set, [finding({ kind: 'spike', columns: ['day', 'amount'], day: at + 1 })]);
    expect(wrongDay.truths[0]!.found).toBe(false);
    const right = scoreSet(set, [
      finding({ kind: 'spike', columns: ['day', 'amount'], day: at }),
      finding({ kind: 'outlier', columns: ['amount'] }),
      finding({ kind: 'trend', columns: ['day', 'amount'], direction: 1 }),
    ]);
    expect(right.truths[0]!.found).toBe(true);
    expect(right.correct).toBe(2);
    expect(right.falseFindings).toHaveLength(1);
  });
});
