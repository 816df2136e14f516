/**
 * How long the engine takes on a generated 250,000 × 10 table (the noise set with a planted segment and trend), in
 * Node, bundled as production bundles it:
 *   npx esbuild src/shared/data/insights/test/timing.ts --bundle --platform=node --format=esm \
 *     --outfile=/tmp/insights-timing.mjs && node /tmp/insights-timing.mjs [runs] [rows] [cells]
 * Ingest and profile are done before the clock starts. The engine reads the typing stage's count of the cells
 * (`Ingested.values`), as `insightsOf` gives it; `cells` as third argument: the cell strings instead. Wall time and this process's CPU time (the CPU figure holds
 * on a busy machine). Not a test: no timed assertions.
 */
import { profileTable } from '../../profile/profile';
import { tableOf } from '../../profile/test/tables';
import { typeTable } from '../../ingest/types';
import { findInsights } from '../insights';
import { planted } from './datasets';

const runs = Number(process.argv[2] ?? 5);
const rows = Number(process.argv[3] ?? 250_000);
const fromCells = process.argv[4] === 'cells';
const columns = planted(
  3,
  (value, day, region) => (region === 'West' ? value * 1.25 : value + 0.2 * day),
  rows,
);
const table = tableOf(columns);
const { types, values } = typeTable(table);
const profile = profileTable(table, types, { values });
const cpu = () => process.cpuUsage().user / 1000;
const walls: number[] = [];
const cpus: number[] = [];
let report;
for (let run = 0; run < runs; run++) {
  const [started, startedCpu] = [performance.now(), cpu()];
  report = findInsights(table, types, profile, fromCells ? {} : { values });
  walls.push(performance.now() - started);
  cpus.push(cpu() - startedCpu);
}
const p50 = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `${rows.toLocaleString('en')} rows × ${table.names.length} columns from ${fromCells ? 'cells' : 'values'}, ` +
    `${runs} runs: ` +
    `wall p50 ${p50(walls).toFixed(0)} ms (${walls.map((ms) => ms.toFixed(0)).join(', ')}), ` +
    `CPU p50 ${p50(cpus).toFixed(0)} ms; tested ${report!.tested}, insights ${report!.insights.length}: ` +
    report!.insights.map((insight) => insight.id).join(', '),
);
