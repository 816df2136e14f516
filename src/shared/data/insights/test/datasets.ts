import { isoUtc } from '../../profile/calendar';
import { profileTable } from '../../profile/profile';
import { draws, tableOf, typed } from '../../profile/test/tables';
import { findInsights } from '../insights';

/** Seeded datasets with planted answers for the engine's tests, the benchmark and the timing script. */
export type Columns = Record<string, string[]>;
const day = 86_400_000;
const start = Date.UTC(2026, 0, 1);

/** Runs ingest's types, the profile and the engine on columns of cell texts. */
export function insightsOf(columns: Columns) {
  const table = tableOf(columns);
  const types = typed(table);
  const profile = profileTable(table, types);
  return { table, types, profile, report: findInsights(table, types, profile) };
}

const regions = ['North', 'South', 'East', 'West', 'Central'];
const regionWeights = [0.3, 0.25, 0.2, 0.1, 0.15];
const channels = ['web', 'store', 'phone'];

/**
 * Pure noise, 10 columns: a key, four numbers of different shapes, two categories, a date over `days` days, a
 * yes/no flag and a 1–5 score; nothing depends on anything.
 */
export function noise(seed: number, rows = 5000, days = 60): Columns {
  const d = draws(seed);
  const weighted = () => {
    let u = d.next();
    for (let index = 0; index < regions.length; index++)
      if ((u -= regionWeights[index]!) < 0) return regions[index]!;
    return regions[regions.length - 1]!;
  };
  const columns: Columns = {
    order_id: [],
    amount: [],
    size: [],
    units: [],
    margin: [],
    region: [],
    channel: [],
    day: [],
    member: [],
    score: [],
  };
  for (let row = 0; row < rows; row++) {
    columns.order_id!.push(String(row + 1));
    columns.amount!.push((100 + 30 * d.normal()).toFixed(2));
    columns.size!.push(d.lognormal().toFixed(4));
    columns.units!.push(String(d.int(0, 1000)));
    columns.margin!.push((d.next() * 200 - 100).toFixed(3));
    columns.region!.push(weighted());
    columns.channel!.push(d.pick(channels));
    columns.day!.push(isoUtc(start + d.int(0, days - 1) * day, false));
    columns.member!.push(d.pick(['yes', 'no']));
    columns.score!.push(String(d.int(1, 5)));
  }
  return columns;
}

/** Noise whose `amount` depends on the row's day index (0 … days − 1) and region, by `shape`. */
export function planted(
  seed: number,
  shape: (value: number, dayIndex: number, region: string) => number,
  rows = 5000,
  days = 60,
): Columns {
  const columns = noise(seed, rows, days);
  columns.amount = columns.amount!.map((text, row) => {
    const dayIndex = Math.round((Date.parse(`${columns.day![row]!}T00:00:00Z`) - start) / day);
    return shape(Number(text), dayIndex, columns.region![row]!).toFixed(2);
  });
  return columns;
}

/** Noise plus `y`, a normal variable whose Spearman correlation with `amount` is `rho` (bivariate normal). */
export function withSpearman(seed: number, rho: number, rows = 5000): Columns {
  const columns = noise(seed, rows);
  const d = draws(seed + 1000);
  const r = 2 * Math.sin((Math.PI * rho) / 6);
  columns.margin = columns.amount!.map((text) => {
    const x = (Number(text) - 100) / 30;
    return (r * x + Math.sqrt(1 - r * r) * d.normal()).toFixed(4);
  });
  return columns;
}
