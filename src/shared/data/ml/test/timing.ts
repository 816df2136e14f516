/**
 * How long training takes on a generated table of 50,000 rows × 10 features (8 numbers, a region, a yes/no flag,
 * and a key the engine leaves out), in Node, bundled as production bundles it:
 *   npx esbuild src/shared/data/ml/test/timing.ts --bundle --platform=node --format=esm \
 *     --outfile=/tmp/ml-timing.mjs && node /tmp/ml-timing.mjs [runs] [rows]
 * Ingest, types and profile are done before the clock starts. Wall and CPU time per task and per stage (from the
 * progress calls). Not a test: no timed assertions.
 */
import { trainModels } from '../train';
import type { MlProgress } from '../types';
import { generated, typedTable } from './datasets';

const runs = Number(process.argv[2] ?? 3);
const rows = Number(process.argv[3] ?? 50_000);
const tasks = {
  regression: generated(
    1,
    (x, region, _flag, d) =>
      2 * x[0]! + (x[1]! * x[2]! > 0 ? 2 : -2) + (region === 'West' ? 1 : 0) + d.normal(),
    rows,
    8,
  ),
  binary: generated(
    2,
    (x, _region, flag, d) =>
      d.next() < 1 / (1 + Math.exp(-(x[0]! + (x[1]! * x[2]! > 0 ? 1 : -1) + (flag ? 0.5 : 0))))
        ? 'yes'
        : 'no',
    rows,
    8,
  ),
  multiclass: generated(
    3,
    (x, _region, _flag, d) =>
      d.next() < 0.1 ? d.pick(['a', 'b', 'c']) : x[0]! > 0 ? (x[1]! > 0 ? 'a' : 'b') : 'c',
    rows,
    8,
  ),
};
const cpu = () => process.cpuUsage().user / 1000;
for (const [name, columns] of Object.entries(tasks)) {
  const { table, types, profile } = typedTable(columns);
  const walls: number[] = [];
  const cpus: number[] = [];
  let stages: Record<string, number> = {};
  let summary = '';
  for (let run = 0; run < runs; run++) {
    const [started, startedCpu] = [performance.now(), cpu()];
    let last = started;
    let stage: MlProgress['stage'] | undefined;
    stages = {};
    const onProgress = (progress: MlProgress) => {
      if (progress.stage === stage) return;
      const now = performance.now();
      if (stage) stages[stage] = (stages[stage] ?? 0) + now - last;
      [stage, last] = [progress.stage, now];
    };
    const result = trainModels(table, types, profile, { target: 'y', seed: 1, onProgress });
    const now = performance.now();
    if (stage) stages[stage] = (stages[stage] ?? 0) + now - last;
    walls.push(now - started);
    cpus.push(cpu() - startedCpu);
    if (result.ok) {
      const boosting = result.report.models.find((model) => model.kind === 'boosting')!;
      const test = Object.entries(boosting.test)
        .filter(([key]) => key !== 'confusion')
        .map(([key, value]) => `${key} ${(value as { value: number }).value.toFixed(3)}`)
        .join(', ');
      summary = `chosen ${result.report.chosen}; boosting ${boosting.detail.rounds} rounds, ${test}; model JSON ${(JSON.stringify(result.model).length / 1024).toFixed(0)} KB`;
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `${name}: ${rows} rows, wall p50 ${median(walls).toFixed(0)} ms, CPU p50 ${median(cpus).toFixed(0)} ms; ` +
      `stages (last run) ${Object.entries(stages)
        .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
        .join(', ')}; ${summary}`,
  );
}
