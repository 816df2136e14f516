import { seeded } from '../../seeded-random';
import { generated, withColumn, type Columns } from './datasets';

/**
 * The training benchmark's tasks (issue 21, `npm run bench -- --only=ml`): seeded tables of 10 features (8
 * standard normal numbers x1…x8, x3 missing in 5 % of rows, a region and a yes/no flag; a row key the engine leaves
 * out), classification and regression, and planted leaks: a copy of the target, a column only known after the
 * outcome, and row order as a proxy (rows sorted by the target with an entry time that follows the row order).
 * x4…x8 are noise in every task. The tests run the same generators at a small size (bench-tasks.test.ts).
 */
export type LeakKind = 'copy' | 'post-outcome' | 'row-order';

export type BenchTask = {
  name: string;
  kind: 'regression' | 'binary' | 'multiclass';
  rows: number;
  seed: number;
  /** The planted leak's column, when there is one. */
  leak?: { kind: LeakKind; column: string };
  make: (rows: number, seed: number) => Columns;
};

const logistic = (score: number) => 1 / (1 + Math.exp(-score));

/** A linear term, an interaction (x2·x3), a region effect and noise: boosting's and a line's ground alike. */
const regression = (seed: number, rows: number) =>
  generated(
    seed,
    (x, region, _flag, d) =>
      2 * x[0]! + (x[1]! * x[2]! > 0 ? 2 : -2) + (region === 'West' ? 1 : 0) + d.normal(),
    rows,
    8,
  );

/** A yes/no outcome whose odds rise with x1, the sign of x2·x3 and the flag. */
const binary = (seed: number, rows: number) =>
  generated(
    seed,
    (x, _region, flag, d) =>
      d.next() < logistic(1.5 * x[0]! + (x[1]! * x[2]! > 0 ? 1 : -1) + (flag ? 0.5 : 0)) ? 'yes' : 'no',
    rows,
    8,
  );

/** Three classes by the signs of x1 and x2, 10 % of labels drawn at random. */
const multiclass = (seed: number, rows: number) =>
  generated(
    seed,
    (x, _region, _flag, d) =>
      d.next() < 0.1 ? d.pick(['a', 'b', 'c']) : x[0]! > 0 ? (x[1]! > 0 ? 'a' : 'b') : 'c',
    rows,
    8,
  );

/** Only x1 (a curve) and the region matter; the other 8 features are noise. */
const sparse = (seed: number, rows: number) =>
  generated(
    seed,
    (x, region, _flag, d) => Math.sin(2 * x[0]!) * 3 + (region === 'North' ? 1.5 : 0) + d.normal(),
    rows,
    8,
  );

/** `target_copy`: the target's own text. */
const withCopy = (columns: Columns) => withColumn(columns, 'target_copy', (y) => y);

/**
 * A column recorded after the outcome: for a class, a refund amount (0 for `no`, 5–500 for `yes`, 0.3 % of rows
 * the other way); for a number, the invoice total (1.2 × the target plus cents of noise).
 */
function withPostOutcome(columns: Columns, seed: number, column: string): Columns {
  const random = seeded(seed ^ 0x9e3779b9);
  return withColumn(columns, column, (y) => {
    if (y === 'yes' || y === 'no') {
      const paid = (y === 'yes') !== random.next() < 0.003;
      return paid ? (5 + random.next() * 495).toFixed(2) : '0';
    }
    return (1.2 * Number(y) + (random.next() - 0.5) * 0.1).toFixed(2);
  });
}

/**
 * Row order as a proxy: the rows sorted by the target (as an export sorted by outcome would be), and an entry time
 * (seconds, a minute apart with jitter; not a row counter, so not read as a key) that follows the row order.
 */
function sortedByTarget(columns: Columns, seed: number): Columns {
  const random = seeded(seed ^ 0x85ebca6b);
  const y = columns.y!;
  const numeric = y.every((cell) => cell !== '' && !Number.isNaN(Number(cell)));
  const order = Array.from(y.keys()).sort((a, b) =>
    numeric ? Number(y[a]) - Number(y[b]) || a - b : y[a]! < y[b]! ? -1 : y[a]! > y[b]! ? 1 : a - b,
  );
  const out: Columns = {};
  for (const [name, cells] of Object.entries(columns)) out[name] = order.map((row) => cells[row]!);
  out.entered_at = order.map((_, at) => String(1_700_000_000 + at * 60 + Math.floor(random.next() * 30)));
  return out;
}

/** The ten tasks: 10,000–100,000 rows; the first is the 100,000 × 10 task of the time budget. */
export const benchTasks: BenchTask[] = [
  { name: 'regression', kind: 'regression', rows: 100_000, seed: 101, make: (n, s) => regression(s, n) },
  { name: 'binary', kind: 'binary', rows: 50_000, seed: 102, make: (n, s) => binary(s, n) },
  { name: 'three classes', kind: 'multiclass', rows: 20_000, seed: 103, make: (n, s) => multiclass(s, n) },
  { name: 'sparse signal', kind: 'regression', rows: 10_000, seed: 104, make: (n, s) => sparse(s, n) },
  {
    name: 'binary + copy',
    kind: 'binary',
    rows: 20_000,
    seed: 105,
    leak: { kind: 'copy', column: 'target_copy' },
    make: (n, s) => withCopy(binary(s, n)),
  },
  {
    name: 'regression + copy',
    kind: 'regression',
    rows: 30_000,
    seed: 106,
    leak: { kind: 'copy', column: 'target_copy' },
    make: (n, s) => withCopy(regression(s, n)),
  },
  {
    name: 'binary + post-outcome',
    kind: 'binary',
    rows: 40_000,
    seed: 107,
    leak: { kind: 'post-outcome', column: 'refund_amount' },
    make: (n, s) => withPostOutcome(binary(s, n), s, 'refund_amount'),
  },
  {
    name: 'regression + post-outcome',
    kind: 'regression',
    rows: 20_000,
    seed: 108,
    leak: { kind: 'post-outcome', column: 'invoice_total' },
    make: (n, s) => withPostOutcome(regression(s, n), s, 'invoice_total'),
  },
  {
    name: 'regression + row order',
    kind: 'regression',
    rows: 50_000,
    seed: 109,
    leak: { kind: 'row-order', column: 'entered_at' },
    make: (n, s) => sortedByTarget(regression(s, n), s),
  },
  {
    name: 'three classes + row order',
    kind: 'multiclass',
    rows: 30_000,
    seed: 110,
    leak: { kind: 'row-order', column: 'entered_at' },
    make: (n, s) => sortedByTarget(multiclass(s, n), s),
  },
];
