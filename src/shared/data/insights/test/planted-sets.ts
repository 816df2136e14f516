import { isoUtc } from '../../profile/calendar';
import { draws } from '../../profile/test/tables';

/**
 * Issue 20's benchmark datasets, generated from a seed (no downloads): pure noise, and noise with 1–3 planted
 * effects of known size, each listed as a truth the scorer (planted-score.ts) looks for. Test and bench code only.
 *
 * Every set has the same 10 columns: `order_id` (a key), `amount` (normal, mean 100, SD 30), `size` (lognormal),
 * `units` (whole numbers 0–1000), `margin` (uniform −100…100), `region` (5 values, shares 30/25/20/10/15 %),
 * `channel` (3), `day` (a date over 30, 45 or 60 days), `member` (yes/no), `score` (1–5).
 */
export type Columns = Record<string, string[]>;

export const plantedKinds = [
  'spearman',
  'segment',
  'level-shift',
  'spike',
  'trend',
  'missing',
  'duplicates',
  'constant',
] as const;
export type PlantedKind = (typeof plantedKinds)[number];

/** What was planted, with its size. Day indexes count from the first day (0). */
export type Truth =
  | { kind: 'spearman'; columns: [string, string]; rho: number }
  | { kind: 'segment'; column: string; value: string; measure: string; plus: number }
  | { kind: 'level-shift'; date: string; measure: string; at: number; plus: number }
  | { kind: 'spike'; date: string; measure: string; at: number; times: number }
  | { kind: 'trend'; date: string; measure: string; perDay: number }
  | { kind: 'missing'; column: string; share: number }
  | { kind: 'duplicates'; rows: number }
  | { kind: 'constant'; column: string };

/** Effects the profile reports as data-quality alerts, not the insights engine. */
export const alertKinds: readonly PlantedKind[] = ['missing', 'duplicates', 'constant'];

/** A set to generate: its seed, size and effects (the columns are made on demand, one set at a time). */
export type SetSpec = { name: string; seed: number; rows: number; days: number; kinds: PlantedKind[] };
export type PlantedSet = SetSpec & { columns: Columns; truths: Truth[] };

export const dayMs = 86_400_000;
export const firstDay = Date.UTC(2026, 0, 1);

const regions = ['North', 'South', 'East', 'West', 'Central'];
const regionWeights = [0.3, 0.25, 0.2, 0.1, 0.15];
const channels = ['web', 'store', 'phone'];

/** Effects on `amount` by day or region: one per set, so each stays the one thing that moves it. */
const amountKinds: readonly PlantedKind[] = ['segment', 'level-shift', 'spike', 'trend'];

/** Sizes of the planted effects. */
export const effectSizes = {
  rho: 0.4,
  /** +25 % on the mean of `amount` (100) in one region. */
  segmentPlus: 25,
  /** +20 on `amount` (0.67 of its SD) from one day on. */
  shiftPlus: 20,
  spikeTimes: 3,
  /** +20 on `amount` from the first day to the last, linearly. */
  trendTotal: 20,
  missingShare: 0.12,
  duplicateShare: 0.02,
} as const;

/**
 * The benchmark's list: `noise` sets of pure noise and `planted` sets each with 1–3 effects (the i-th set's first
 * effect is `plantedKinds[i % 8]`, so every kind appears), rows log-uniform in `[minRows, maxRows]` (the first set
 * of each group has `maxRows`). Deterministic for equal arguments.
 */
export function benchmarkSpecs({
  noise = 20,
  planted = 40,
  minRows = 5000,
  maxRows = 250_000,
  extraEffects = true,
}: {
  noise?: number;
  planted?: number;
  minRows?: number;
  maxRows?: number;
  /** False: one effect per planted set (the test suite's smaller version). */
  extraEffects?: boolean;
} = {}): SetSpec[] {
  const sizeOf = (seed: number, first: boolean) => {
    if (first) return maxRows;
    const u = draws(seed * 7 + 3).next();
    return Math.round(Math.exp(Math.log(minRows) + u * (Math.log(maxRows) - Math.log(minRows))));
  };
  const daysOf = (seed: number) => [30, 45, 60][Math.floor(draws(seed * 11 + 5).next() * 3)]!;
  const specs: SetSpec[] = [];
  for (let index = 0; index < noise; index++) {
    const seed = 1000 + index;
    specs.push({
      name: `noise-${seed}`,
      seed,
      rows: sizeOf(seed, index === 0),
      days: daysOf(seed),
      kinds: [],
    });
  }
  for (let index = 0; index < planted; index++) {
    const seed = 2000 + index;
    const d = draws(seed * 13 + 1);
    const kinds: PlantedKind[] = [plantedKinds[index % plantedKinds.length]!];
    const extra = extraEffects ? Math.floor(d.next() * 3) : 0;
    for (let added = 0; added < extra; added++) {
      const open = plantedKinds.filter(
        (kind) =>
          !kinds.includes(kind) &&
          !(amountKinds.includes(kind) && kinds.some((taken) => amountKinds.includes(taken))),
      );
      kinds.push(open[Math.floor(d.next() * open.length)]!);
    }
    specs.push({
      name: `planted-${seed}-${kinds.join('+')}`,
      seed,
      rows: sizeOf(seed, index === 0),
      days: daysOf(seed),
      kinds,
    });
  }
  return specs;
}

/** Φ, the standard normal CDF (Abramowitz and Stegun 7.1.26 for erf: monotone, error under 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The columns of a set and what was planted in it. */
export function generateSet(spec: SetSpec): PlantedSet {
  const { seed, rows, days, kinds } = spec;
  const d = draws(seed);
  const choose = draws(seed + 500_000);
  const pick = <T>(values: readonly T[]) => values[Math.floor(choose.next() * values.length)]!;
  const truths: Truth[] = [];

  const segmentRegion = pick(regions);
  const shiftAt = Math.floor(days / 3) + Math.floor(choose.next() * Math.ceil(days / 3));
  const spikeAt = 3 + Math.floor(choose.next() * (days - 6));
  const r = 2 * Math.sin((Math.PI * effectSizes.rho) / 6);
  const correlated = kinds.includes('spearman');

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
  const dayText = Array.from({ length: days }, (_, index) => isoUtc(firstDay + index * dayMs, false));
  for (let row = 0; row < rows; row++) {
    let u = d.next();
    let region = regions[regions.length - 1]!;
    for (let index = 0; index < regions.length; index++)
      if ((u -= regionWeights[index]!) < 0) {
        region = regions[index]!;
        break;
      }
    const dayIndex = Math.floor(d.next() * days);
    let amount = 100 + 30 * d.normal();
    if (kinds.includes('segment') && region === segmentRegion) amount += effectSizes.segmentPlus;
    if (kinds.includes('level-shift') && dayIndex >= shiftAt) amount += effectSizes.shiftPlus;
    if (kinds.includes('spike') && dayIndex === spikeAt) amount *= effectSizes.spikeTimes;
    if (kinds.includes('trend')) amount += (effectSizes.trendTotal * dayIndex) / (days - 1);
    // units and margin: uniform marginals from a normal pair (independent, or with Spearman ρ 0.4).
    const z1 = d.normal();
    const z2 = correlated ? r * z1 + Math.sqrt(1 - r * r) * d.normal() : d.normal();
    columns.order_id!.push(String(row + 1));
    columns.amount!.push(amount.toFixed(2));
    columns.size!.push(d.lognormal().toFixed(4));
    columns.units!.push(String(Math.min(1000, Math.floor(normalCdf(z1) * 1001))));
    columns.margin!.push((normalCdf(z2) * 200 - 100).toFixed(3));
    columns.region!.push(region);
    columns.channel!.push(channels[Math.floor(d.next() * channels.length)]!);
    columns.day!.push(dayText[dayIndex]!);
    columns.member!.push(d.next() < 0.5 ? 'yes' : 'no');
    columns.score!.push(String(1 + Math.floor(d.next() * 5)));
  }

  if (kinds.includes('spearman'))
    truths.push({ kind: 'spearman', columns: ['units', 'margin'], rho: effectSizes.rho });
  if (kinds.includes('segment'))
    truths.push({
      kind: 'segment',
      column: 'region',
      value: segmentRegion,
      measure: 'amount',
      plus: effectSizes.segmentPlus,
    });
  if (kinds.includes('level-shift'))
    truths.push({
      kind: 'level-shift',
      date: 'day',
      measure: 'amount',
      at: shiftAt,
      plus: effectSizes.shiftPlus,
    });
  if (kinds.includes('spike'))
    truths.push({
      kind: 'spike',
      date: 'day',
      measure: 'amount',
      at: spikeAt,
      times: effectSizes.spikeTimes,
    });
  if (kinds.includes('trend'))
    truths.push({
      kind: 'trend',
      date: 'day',
      measure: 'amount',
      perDay: effectSizes.trendTotal / (days - 1),
    });

  // Data-quality effects, on columns no other effect uses.
  const used = new Set(['order_id', 'day', 'region']);
  if (kinds.some((kind) => amountKinds.includes(kind))) used.add('amount');
  if (correlated) used.add('units').add('margin');
  const free = () =>
    pick(['amount', 'size', 'units', 'margin', 'channel', 'member', 'score'].filter((c) => !used.has(c)));
  if (kinds.includes('missing')) {
    const column = free();
    used.add(column);
    const values = columns[column]!;
    const missing = Math.round(rows * effectSizes.missingShare);
    // Exactly `missing` distinct rows, by a seeded partial shuffle.
    const order = Array.from({ length: rows }, (_, index) => index);
    for (let index = 0; index < missing; index++) {
      const other = index + Math.floor(choose.next() * (rows - index));
      [order[index], order[other]] = [order[other]!, order[index]!];
      values[order[index]!] = '';
    }
    truths.push({ kind: 'missing', column, share: effectSizes.missingShare });
  }
  if (kinds.includes('constant')) {
    const column = free();
    used.add(column);
    columns[column] = columns[column]!.map(() => '7');
    truths.push({ kind: 'constant', column });
  }
  if (kinds.includes('duplicates')) {
    // Whole rows (key included) copied over others, after every other effect so the copies carry them.
    const copies = Math.round(rows * effectSizes.duplicateShare);
    for (let copy = 0; copy < copies; copy++) {
      const from = Math.floor(choose.next() * rows);
      const to = Math.floor(choose.next() * rows);
      if (from !== to) for (const values of Object.values(columns)) values[to] = values[from]!;
    }
    truths.push({ kind: 'duplicates', rows: copies });
  }
  return { ...spec, columns, truths };
}
