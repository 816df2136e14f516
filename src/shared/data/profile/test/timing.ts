/**
 * How long ingest and profile take on generated tables, in Node, bundled as production bundles them:
 *   npx esbuild src/shared/data/profile/test/timing.ts --bundle --platform=node --format=esm \
 *     --outfile=/tmp/profile-timing.mjs && node /tmp/profile-timing.mjs [runs]
 * Wall time and this process's CPU time (the CPU figure holds on a busy machine). Not a test: no timed assertions.
 */
import { ingestText } from '../../ingest/ingest';
import { profileTable } from '../profile';
import { draws } from './tables';

const cities = ['Paris', 'Lyon', 'Nice', 'Köln', 'Malmö', 'Zürich', 'Kraków', 'Porto', 'paris ', 'Oslo'];
const words = ['quick', 'brown', 'fox', 'lazy', 'dog', 'data', 'river', 'stone', 'light', 'green'];

function csv(rows: number, columns: number, seed: number): string {
  const d = draws(seed);
  const cells: ((row: number) => string)[] = [
    (row) => String(row + 1),
    () => String(d.int(1, 5)),
    () => (50 + 10 * d.normal()).toFixed(3),
    () => d.lognormal().toFixed(4),
    () => d.pick(cities),
    (row) =>
      `${2020 + (row % 5)}-${String(1 + (row % 12)).padStart(2, '0')}-${String(1 + (row % 28)).padStart(2, '0')}`,
    () => d.pick(['yes', 'no']),
    () => `${d.pick(words)} ${d.pick(words)} ${d.pick(words)}`,
    () => (d.next() < 0.1 ? 'N/A' : String(d.int(0, 100_000))),
    (row) => `2024-03-01T${String(row % 24).padStart(2, '0')}:${String(row % 60).padStart(2, '0')}:00Z`,
    () => (d.next() * 1000 - 500).toFixed(2),
    () => `${d.pick(words)}-${d.int(1, 500)}`,
  ];
  const header = Array.from({ length: columns }, (_, index) => `c${index}`).join(',');
  const lines = [header];
  for (let row = 0; row < rows; row++)
    lines.push(Array.from({ length: columns }, (_, index) => cells[index % cells.length]!(row)).join(','));
  return lines.join('\n');
}

function measure(rows: number, columns: number) {
  const text = csv(rows, columns, 7);
  const cpu = () => process.cpuUsage().user / 1000;
  const [started, startedCpu] = [performance.now(), cpu()];
  const ingested = ingestText(text, 'utf-8');
  if (!ingested.ok) throw new Error(JSON.stringify(ingested.error));
  const [ingestedAt, ingestedCpu] = [performance.now(), cpu()];
  let reports = 0;
  const profile = profileTable(ingested.table, ingested.types, {
    values: ingested.values,
    onProgress: () => reports++,
  });
  const [done, doneCpu] = [performance.now(), cpu()];
  const json = JSON.stringify(profile);
  console.log(
    `${rows} rows × ${columns} columns (${(text.length / 1e6).toFixed(1)} MB): ` +
      `ingest ${(ingestedAt - started).toFixed(0)} ms (CPU ${(ingestedCpu - startedCpu).toFixed(0)}), ` +
      `profile ${(done - ingestedAt).toFixed(0)} ms (CPU ${(doneCpu - ingestedCpu).toFixed(0)}), ` +
      `total ${(done - started).toFixed(0)} ms; ${reports} progress reports; ${json.length} JSON characters; ` +
      `kinds ${ingested.types.map((type) => type.kind).join(' ')}`,
  );
}

const runs = Number(process.argv[2] ?? 3);
for (let run = 0; run < runs; run++) measure(250_000, 12);
for (let run = 0; run < runs; run++) measure(1_000_000, 8);
