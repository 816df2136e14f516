import { isoUtc } from '../../profile/calendar';
import { profileTable } from '../../profile/profile';
import { draws, tableOf, typed } from '../../profile/test/tables';

/** Seeded tables with planted answers for the engine's tests and its timing script. */
export type Columns = Record<string, string[]>;

/** Ingest's types and the profile of columns of cell texts: what `trainModels` is given. */
export function typedTable(columns: Columns) {
  const table = tableOf(columns);
  const types = typed(table);
  return { table, types, profile: profileTable(table, types) };
}

const regions = ['North', 'South', 'East', 'West'];

/**
 * `rows` rows of a key, `numbers` standard normal numbers x1…xN (x3 missing in 5 % of rows), a region and a yes/no
 * flag, all independent; `y` as `shape` makes it from them (plus nothing else).
 */
export function generated(
  seed: number,
  shape: (x: number[], region: string, flag: boolean, d: ReturnType<typeof draws>) => number | string,
  rows = 2000,
  numbers = 5,
): Columns {
  const d = draws(seed);
  const columns: Columns = { row_id: [] };
  for (let k = 1; k <= numbers; k++) columns[`x${k}`] = [];
  columns.region = [];
  columns.flag = [];
  columns.y = [];
  for (let row = 0; row < rows; row++) {
    const x = Array.from({ length: numbers }, () => d.normal());
    const region = d.pick(regions);
    const flag = d.next() < 0.5;
    columns.row_id!.push(`R-${String(row + 1).padStart(6, '0')}`);
    x.forEach((value, k) => columns[`x${k + 1}`]!.push(k === 2 && d.next() < 0.05 ? '' : value.toFixed(4)));
    columns.region!.push(region);
    columns.flag!.push(flag ? 'yes' : 'no');
    const y = shape(x, region, flag, d);
    columns.y!.push(typeof y === 'number' ? y.toFixed(4) : y);
  }
  return columns;
}

/** y = 3·x1 − 2·x2 + 1 (West) + noise: what a linear model is made for. */
export const linearSignal = (seed: number, rows = 2000) =>
  generated(
    seed,
    (x, region, _flag, d) => 3 * x[0]! - 2 * x[1]! + (region === 'West' ? 1 : 0) + 0.5 * d.normal(),
    rows,
  );

/** y = 3 when x1 and x2 have the same sign, else −3, + noise: an interaction no line can draw. */
export const interaction = (seed: number, rows = 2000) =>
  generated(seed, (x, _region, _flag, d) => (x[0]! * x[1]! > 0 ? 3 : -3) + 0.5 * d.normal(), rows);

/** A yes/no class with P(yes) rising with x1 and with `flag`: a logistic model's home ground. */
export const binarySignal = (seed: number, rows = 2000) =>
  generated(
    seed,
    (x, _region, flag, d) => (d.next() < 1 / (1 + Math.exp(-(2 * x[0]! + (flag ? 1 : -1)))) ? 'yes' : 'no'),
    rows,
  );

/** Three classes by the sign pattern of x1 and x2 (an interaction), 10 % of labels flipped at random. */
export const threeClasses = (seed: number, rows = 2000) =>
  generated(
    seed,
    (x, _region, _flag, d) =>
      d.next() < 0.1 ? d.pick(['a', 'b', 'c']) : x[0]! > 0 ? (x[1]! > 0 ? 'a' : 'b') : 'c',
    rows,
  );

/** y independent of every column. */
export const pureNoise = (seed: number, rows = 2000) =>
  generated(seed, (_x, _region, _flag, d) => d.normal() * 10, rows);
export const noiseClasses = (seed: number, rows = 2000) =>
  generated(seed, (_x, _region, _flag, d) => (d.next() < 0.5 ? 'yes' : 'no'), rows);

/** `columns` with one more column made from each row's target text. */
export function withColumn(
  columns: Columns,
  name: string,
  make: (y: string, row: number) => string,
): Columns {
  return { ...columns, [name]: columns.y!.map(make) };
}

/** `columns` with a date per row, one day apart from 2024-01-01 in row order. */
export function withDates(columns: Columns, name = 'day'): Columns {
  const start = Date.UTC(2024, 0, 1);
  return { ...columns, [name]: columns.y!.map((_, row) => isoUtc(start + row * 86_400_000, false)) };
}
