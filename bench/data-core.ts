// The data core in Node (issue 19's budgets): ingest and profile of a 20 MB, 250,000-row CSV and of 1,000,000 rows,
// with the shared code both workers run (src/shared/data). Measured here, never asserted in tests.
import { cpus, loadavg } from 'node:os';
import { datasetMaxBytes } from '../src/shared/datasets';
import { ingestBytes, ingestText, type IngestOptions, type Ingested } from '../src/shared/data/ingest/ingest';
import { columnSpecs as column, generate } from '../src/shared/data/ingest/test/messy-corpus';
import { profileTable } from '../src/shared/data/profile/profile';
import { figure, mark, MB, ms, type Figure, type SectionResult } from './figures';
import { median, round } from './stats';

/** Issue 19: the whole profile of 250,000 rows within 1 s, of 1,000,000 rows within 4 s. */
export const dataCoreBudgets = {
  csv250kTotalMs: { max: 1000 },
  rows1mTotalMs: { max: 4000 },
};

const runs = 3;

/**
 * 12 columns of mixed types (a key, an order code, ISO dates, a category, decimals, numbers with N/A and other
 * missing tokens, counts, a 1–5 score, yes/no, zip codes, true/false, euro amounts as text), one short and one long
 * row: about 20 MB, under the upload limit.
 */
export function csv250k() {
  const file = generate(
    {
      name: 'bench-250k',
      rows: 250_000,
      delimiter: ',',
      shortRows: 1,
      longRows: 1,
      columns: [
        column.id,
        column.orderKey,
        column.isoDate,
        column.city,
        column.price,
        column.amount,
        column.quantity,
        column.score,
        column.yesNo,
        column.zip,
        column.trueFalse,
        column.euro,
      ],
    },
    20_251_126,
  );
  if (file.bytes.length > datasetMaxBytes) throw new Error(`the 250k file is ${file.bytes.length} bytes`);
  return file;
}

/** 1,000,000 rows × 8 columns: more than 20 MB of text, so it is read from text (ingestText), past the byte limit. */
function text1m() {
  const file = generate(
    {
      name: 'bench-1m',
      rows: 1_000_000,
      delimiter: ',',
      columns: [
        column.id,
        column.isoDate,
        column.city,
        column.price,
        column.amount,
        column.quantity,
        column.score,
        column.yesNo,
      ],
    },
    1_000_000,
  );
  return { text: new TextDecoder().decode(file.bytes), bytes: file.bytes.length };
}

type Run = {
  ingestMs: number;
  profileMs: number;
  totalMs: number;
  /** CPU time of this process (user + system, all its threads): what the work costs, whatever else the machine runs. */
  ingestCpuMs: number;
  totalCpuMs: number;
  progressCalls: number;
  /** The longest time without a progress call, from the start to the end of the profile, and where it was. */
  maxGapMs: number;
  longestGapBefore: string;
};

const cpuMs = (since?: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

/** Reads the bench input, telling `onProgress` how far it is (as the worker's progress messages do). */
type Ingest = (options: IngestOptions) => Ingested;

/** What was read: the same in every run. */
type Shape = { rows: number; columns: number; anomalies: number; types: string[] };

/**
 * One read, ingest then profile. It answers the table's shape, not the table: a run must not keep its 250,000-row
 * table alive while the next runs, as no worker or server holds its last file's table while it reads the next one
 * (holding them made each later run's collections mark one or two more tables: 1,339 ms median against ~800 ms for
 * a read alone, on the same machine).
 */
function timed(ingest: Ingest): Run & { shape: Shape } {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  let last = started;
  let lastStage = 'start';
  let maxGapMs = 0;
  let longestGapBefore = '';
  let progressCalls = 0;
  const tick = (stage: string) => {
    const now = performance.now();
    if (now - last > maxGapMs) {
      maxGapMs = now - last;
      longestGapBefore = `${lastStage} → ${stage}`;
    }
    last = now;
    lastStage = stage;
    progressCalls++;
  };
  const ingested = ingest({ onProgress: (progress) => tick(progress.stage) });
  const ingestedAt = performance.now();
  const ingestCpuMs = cpuMs(cpuStart);
  if (!ingested.ok) throw new Error(`ingest refused the bench file: ${JSON.stringify(ingested.error)}`);
  profileTable(ingested.table, ingested.types, {
    values: ingested.values,
    onProgress: () => tick('profile'),
  });
  tick('done');
  const done = performance.now();
  return {
    shape: {
      rows: ingested.table.rowCount,
      columns: ingested.table.names.length,
      anomalies: ingested.anomalyCount,
      types: ingested.types.map((type) => `${type.name}: ${type.kind}`),
    },
    ingestMs: ingestedAt - started,
    profileMs: done - ingestedAt,
    totalMs: done - started,
    ingestCpuMs,
    totalCpuMs: cpuMs(cpuStart),
    progressCalls,
    maxGapMs,
    longestGapBefore,
  };
}

function measureCase(ingest: Ingest) {
  const measured = Array.from({ length: runs }, () => timed(ingest));
  const perRun = measured.map(({ shape: _shape, ...run }) => ({
    ingestMs: round(run.ingestMs),
    profileMs: round(run.profileMs),
    totalMs: round(run.totalMs),
    ingestCpuMs: round(run.ingestCpuMs),
    totalCpuMs: round(run.totalCpuMs),
    progressCalls: run.progressCalls,
    maxGapMs: round(run.maxGapMs),
    longestGapBefore: run.longestGapBefore,
  }));
  const mid = (key: Exclude<keyof Run, 'longestGapBefore'>) => median(measured.map((run) => run[key]));
  return {
    ingestMs: mid('ingestMs'),
    profileMs: mid('profileMs'),
    totalMs: mid('totalMs'),
    ingestCpuMs: mid('ingestCpuMs'),
    totalCpuMs: mid('totalCpuMs'),
    maxGapMs: Math.max(...measured.map((run) => run.maxGapMs)),
    longestGapBefore: measured.reduce((a, b) => (b.maxGapMs > a.maxGapMs ? b : a)).longestGapBefore,
    perRun,
    shape: measured[0]!.shape,
  };
}

export function measureDataCore(log: (line: string) => void = () => {}): SectionResult {
  log('bench: data core, generating the 250,000-row CSV…');
  const file = csv250k();
  log(`bench: data core, ingest + profile of ${MB(file.bytes.length)} × ${runs}…`);
  const small = measureCase((options) => ingestBytes(file.bytes, {}, options));
  log('bench: data core, generating 1,000,000 rows × 8 columns…');
  const big = text1m();
  log(`bench: data core, ingest + profile of 1,000,000 rows (${MB(big.bytes)} of text) × ${runs}…`);
  const large = measureCase((options) => ingestText(big.text, 'utf-8', {}, options));

  const caseFigures = (key: string, label: string, result: typeof small, budget: { max: number }) => [
    figure(`dataCore.${key}.ingestMs`, `${label}: ingest`, round(result.ingestMs), 'ms'),
    figure(`dataCore.${key}.profileMs`, `${label}: profile`, round(result.profileMs), 'ms'),
    figure(`dataCore.${key}.totalMs`, `${label}: ingest + profile`, round(result.totalMs), 'ms', budget),
    figure(`dataCore.${key}.ingestCpuMs`, `${label}: ingest, CPU time`, round(result.ingestCpuMs), 'ms'),
    figure(
      `dataCore.${key}.totalCpuMs`,
      `${label}: ingest + profile, CPU time`,
      round(result.totalCpuMs),
      'ms',
    ),
    figure(
      `dataCore.${key}.progressMaxGapMs`,
      `${label}: longest gap between progress calls`,
      round(result.maxGapMs),
      'ms',
    ),
  ];
  const figures: Figure[] = [
    ...caseFigures('csv250k', '250,000-row CSV', small, dataCoreBudgets.csv250kTotalMs),
    ...caseFigures('rows1m', '1,000,000 rows × 8', large, dataCoreBudgets.rows1mTotalMs),
  ];
  const row = (label: string, result: typeof small, total: Figure) => [
    label,
    ms(result.ingestMs),
    ms(result.profileMs),
    ms(result.totalMs) + mark(total),
    ms(result.ingestCpuMs),
    ms(result.totalCpuMs),
    ms(result.maxGapMs),
  ];
  return {
    title: `Data core in Node (src/shared/data: ingest + profile; median of ${runs} runs in one process)`,
    figures,
    tables: [
      {
        head: [
          'input',
          'ingest',
          'profile',
          'ingest + profile',
          'CPU: ingest',
          'CPU: all',
          'longest progress gap',
        ],
        rows: [
          row(`250,000 rows × 12, ${MB(file.bytes.length)} CSV (ingestBytes)`, small, figures[2]!),
          row(`1,000,000 rows × 8, ${MB(big.bytes)} text (ingestText)`, large, figures[8]!),
        ],
        notes: [
          `budgets: 250,000 rows ≤ ${dataCoreBudgets.csv250kTotalMs.max} ms, 1,000,000 rows ≤ ${dataCoreBudgets.rows1mTotalMs.max} ms, ingest + profile`,
          `load average while measured: ${loadavg()
            .map((load) => load.toFixed(1))
            .join(' / ')} on ${cpus().length} CPUs (wall times grow with it; CPU times do not)`,
          `longest gap between progress calls (longest of the runs): 250k ${small.longestGapBefore}, 1M ${large.longestGapBefore}`,
          `first run (cold JIT): 250k ${ms(small.perRun[0]!.totalMs)}, 1M ${ms(large.perRun[0]!.totalMs)}`,
          '1,000,000 rows of 8 columns do not fit in 20 MB, so that case starts from decoded text, past the byte limit',
        ],
      },
    ],
    details: {
      budgets: dataCoreBudgets,
      csv250k: { bytes: file.bytes.length, raggedLines: file.raggedLines, ...small },
      rows1m: { textBytes: big.bytes, ...large },
    },
  };
}
