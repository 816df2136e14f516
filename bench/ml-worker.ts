// Bundled by bench/ml-browser.ts (esbuild, IIFE) and started as a dedicated worker in Chromium: makes the
// benchmark's 100,000 × 10 regression task, reads, types and profiles it, then times `trainModels` alone, as the
// data worker runs it. Answers the times and a hash of the result's bytes, to compare with Node's.
import { trainModels } from '../src/shared/data/ml/train';
import { benchTasks } from '../src/shared/data/ml/test/bench-tasks';
import { typedTable } from '../src/shared/data/ml/test/datasets';
import { fnv1a } from './ml-hash';

type Request = { task: number; runs: number; scale: number };
export type MlWorkerAnswer = {
  rows: number;
  ms: number[];
  rounds: number | null;
  /** FNV-1a of `JSON.stringify(result)`, and its length. */
  hash: string;
  bytes: number;
};

const scope = globalThis as unknown as {
  onmessage: ((event: { data: Request }) => void) | null;
  postMessage: (message: MlWorkerAnswer) => void;
};

scope.onmessage = ({ data: { task: index, runs, scale } }) => {
  const task = benchTasks[index]!;
  const { table, types, profile } = typedTable(task.make(Math.round(task.rows * scale), task.seed));
  const ms: number[] = [];
  let result;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    result = trainModels(table, types, profile, { target: 'y', seed: 1 });
    ms.push(performance.now() - started);
  }
  const text = JSON.stringify(result);
  const boosting = result?.ok ? result.report.models.find((model) => model.kind === 'boosting') : undefined;
  scope.postMessage({
    rows: table.rowCount,
    ms,
    rounds: boosting?.detail.rounds ?? null,
    hash: fnv1a(text),
    bytes: text.length,
  });
};
