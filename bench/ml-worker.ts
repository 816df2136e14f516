// Bundled by bench/ml-browser.ts (esbuild, IIFE) and started as a dedicated worker in Chromium: makes the
// benchmark's 100,000 × 10 regression task, reads, types and profiles it, then times `trainModels` alone, as the
// data worker runs it, one run per `go` (so the page can read the browser's CPU time between runs). Answers the
// times and a hash of the result's bytes, to compare with Node's.
import { trainModels } from '../src/shared/data/ml/train';
import { benchTasks } from '../src/shared/data/ml/test/bench-tasks';
import { typedTable } from '../src/shared/data/ml/test/datasets';
import { fnv1a } from './ml-hash';

type Request = { kind: 'start'; task: number; runs: number; scale: number } | { kind: 'go' };
export type MlWorkerAnswer = {
  kind: 'answer';
  rows: number;
  ms: number[];
  rounds: number | null;
  /** FNV-1a of `JSON.stringify(result)`, and its length. */
  hash: string;
  bytes: number;
};
export type MlWorkerMessage = { kind: 'ready' } | MlWorkerAnswer;

const scope = globalThis as unknown as {
  onmessage: ((event: { data: Request }) => void) | null;
  postMessage: (message: MlWorkerMessage) => void;
};

let data: ReturnType<typeof typedTable> | undefined;
let runs = 0;
const ms: number[] = [];
let result: ReturnType<typeof trainModels> | undefined;

scope.onmessage = ({ data: request }) => {
  if (request.kind === 'start') {
    const task = benchTasks[request.task]!;
    data = typedTable(task.make(Math.round(task.rows * request.scale), task.seed));
    runs = request.runs;
    scope.postMessage({ kind: 'ready' });
    return;
  }
  if (ms.length < runs) {
    const started = performance.now();
    result = trainModels(data!.table, data!.types, data!.profile, { target: 'y', seed: 1 });
    ms.push(performance.now() - started);
    scope.postMessage({ kind: 'ready' });
    return;
  }
  const text = JSON.stringify(result);
  const boosting = result?.ok ? result.report.models.find((model) => model.kind === 'boosting') : undefined;
  scope.postMessage({
    kind: 'answer',
    rows: data!.table.rowCount,
    ms,
    rounds: boosting?.detail.rounds ?? null,
    hash: fnv1a(text),
    bytes: text.length,
  });
};
