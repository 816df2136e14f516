// Issue 20's planted benchmark: 60 seeded datasets (20 of pure noise, 40 with 1–3 planted effects), our engine and
// AntV AVA on each, scored the same way (src/shared/data/insights/test/planted-score.ts).
import { profileTable } from '../src/shared/data/profile/profile';
import { tableOf, typed } from '../src/shared/data/profile/test/tables';
import { findInsights } from '../src/shared/data/insights/insights';
import {
  benchmarkSpecs,
  generateSet,
  type PlantedSet,
  type SetSpec,
} from '../src/shared/data/insights/test/planted-sets';
import {
  findingsOfReport,
  scoreSet,
  summarise,
  type SetScore,
  type Summary,
} from '../src/shared/data/insights/test/planted-score';
import { avaRows, findingsOfAva, runAva } from './ava-findings';
import { median, round } from './stats';

/**
 * AVA's subspace search costs about 0.2 ms a row on this machine (10 s for 50,000 rows, so about 12 minutes for the
 * 3.8 million rows of the 60 sets): it gets each set generated again at this many rows, same seed and effects.
 */
export const avaRowCap = 5000;

export type FinderRun = {
  scores: SetScore[];
  summary: Summary;
  msPerSet: number[];
  profileMsPerSet?: number[];
};
export type AccuracyResult = {
  specs: SetSpec[];
  ours: FinderRun;
  oursCapped: FinderRun;
  ava: FinderRun;
  totalRows: number;
};

function runOurs(set: PlantedSet) {
  const started = performance.now();
  const table = tableOf(set.columns);
  const types = typed(table);
  const profile = profileTable(table, types);
  const profiled = performance.now();
  const report = findInsights(table, types, profile);
  const done = performance.now();
  return {
    score: scoreSet(set, findingsOfReport(report), profile.alerts),
    profileMs: profiled - started,
    insightsMs: done - profiled,
  };
}

function runAvaOn(set: PlantedSet) {
  const rows = avaRows(tableOf(set.columns));
  const started = performance.now();
  const result = runAva(rows);
  const ms = performance.now() - started;
  return { score: scoreSet(set, findingsOfAva(result)), ms };
}

const finder = (scores: SetScore[], msPerSet: number[], profileMsPerSet?: number[]): FinderRun => ({
  scores,
  summary: summarise(scores),
  msPerSet: msPerSet.map((ms) => round(ms, 1)),
  ...(profileMsPerSet ? { profileMsPerSet: profileMsPerSet.map((ms) => round(ms, 1)) } : {}),
});

/** Runs both finders on every set, one set in memory at a time. */
export function measureAccuracy(log: (line: string) => void = () => {}): AccuracyResult {
  const specs = benchmarkSpecs();
  const ours: { scores: SetScore[]; ms: number[]; profileMs: number[] } = {
    scores: [],
    ms: [],
    profileMs: [],
  };
  const capped: { scores: SetScore[]; ms: number[]; profileMs: number[] } = {
    scores: [],
    ms: [],
    profileMs: [],
  };
  const ava: { scores: SetScore[]; ms: number[] } = { scores: [], ms: [] };
  specs.forEach((spec, index) => {
    log(
      `bench: insights, set ${index + 1}/${specs.length} ${spec.name} (${spec.rows.toLocaleString('en')} rows)…`,
    );
    const full = runOurs(generateSet(spec));
    ours.scores.push(full.score);
    ours.ms.push(full.insightsMs);
    ours.profileMs.push(full.profileMs);
    const small = generateSet({ ...spec, rows: Math.min(spec.rows, avaRowCap) });
    const same = runOurs(small);
    capped.scores.push(same.score);
    capped.ms.push(same.insightsMs);
    capped.profileMs.push(same.profileMs);
    const theirs = runAvaOn(small);
    ava.scores.push(theirs.score);
    ava.ms.push(theirs.ms);
  });
  return {
    specs,
    ours: finder(ours.scores, ours.ms, ours.profileMs),
    oursCapped: finder(capped.scores, capped.ms, capped.profileMs),
    ava: finder(ava.scores, ava.ms),
    totalRows: specs.reduce((sum, spec) => sum + spec.rows, 0),
  };
}

export const p50 = (values: number[]) => round(median(values), 1);
