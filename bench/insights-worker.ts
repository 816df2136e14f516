// Bundled by bench/insights-browser.ts (esbuild, IIFE) and started as a dedicated worker in Chromium: makes the
// 250,000 × 10 planted set, reads and profiles it, then times `findInsights` alone, as the data worker runs it.
import { findInsights } from '../src/shared/data/insights/insights';
import { generateSet } from '../src/shared/data/insights/test/planted-sets';
import { profileTable } from '../src/shared/data/profile/profile';
import { tableOf, typed } from '../src/shared/data/profile/test/tables';

type Request = { rows: number; runs: number };
export type WorkerAnswer = {
  columns: number;
  rows: number;
  ms: number[];
  tested: number;
  insights: string[];
};

const scope = globalThis as unknown as {
  onmessage: ((event: { data: Request }) => void) | null;
  postMessage: (message: WorkerAnswer) => void;
};

scope.onmessage = ({ data: { rows, runs } }) => {
  const set = generateSet({
    name: 'chromium-250k',
    seed: 3,
    rows,
    days: 60,
    kinds: ['segment', 'spearman'],
  });
  const table = tableOf(set.columns);
  const types = typed(table);
  const profile = profileTable(table, types);
  const ms: number[] = [];
  let report;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    report = findInsights(table, types, profile);
    ms.push(performance.now() - started);
  }
  scope.postMessage({
    columns: table.names.length,
    rows: table.rowCount,
    ms,
    tested: report!.tested,
    insights: report!.insights.map((insight) => insight.id),
  });
};
