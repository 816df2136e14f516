// Writes the sample sales dataset that 'Try with sample data' saves (samples/sample-sales.csv), from a fixed seed:
// running it again gives the same bytes, and a test holds the committed file to that.
// `npx tsx scripts/generate-sample-data.ts` rewrites it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seeded } from '../src/shared/data/seeded-random';

export const sampleSeed = 19;
export const sampleRows = 5000;
/** Two full years of orders, day by day (UTC dates, no local time zone). */
const firstDay = Date.UTC(2024, 0, 1);
const dayCount = 731;
const dayMs = 86_400_000;

/** Regions: their share of orders, and how much more (or less) their orders are worth on average. */
const regions = [
  ['North', 0.26, 1.3],
  ['West', 0.24, 1.1],
  ['Central', 0.2, 1.0],
  ['South', 0.18, 0.85],
  ['East', 0.12, 0.7],
] as const;

/** Products: list price, and how many units an order usually takes. */
const products = [
  ['Notebook', 4.5, 12],
  ['USB-C hub', 39.9, 3],
  ['Keyboard', 49.9, 3],
  ['Webcam', 59, 2],
  ['Headset', 79, 2],
  ['Desk lamp', 34.9, 3],
  ['Office chair', 189, 2],
  ['Standing desk', 429, 1],
] as const;

const channels = [
  ['Online', 0.5],
  ['Retail', 0.3],
  ['Partner', 0.2],
] as const;

/** Orders by weekday, Monday first: a busy start of the week, a quiet weekend. */
const weekdayWeight = [1.25, 1.15, 1.1, 1.05, 1.0, 0.6, 0.45];
/** Orders by month: a slow summer, a busy end of the year. */
const monthWeight = [0.9, 0.85, 0.95, 1.0, 1.0, 0.9, 0.8, 0.85, 1.0, 1.05, 1.25, 1.45];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How likely each day is to get an order: weekday × month × a growth of about 60 % over the two years. */
function dayWeights(): number[] {
  return Array.from({ length: dayCount }, (_, day) => {
    const date = new Date(firstDay + day * dayMs);
    const weekday = (date.getUTCDay() + 6) % 7;
    return weekdayWeight[weekday]! * monthWeight[date.getUTCMonth()]! * (1 + (0.6 * day) / dayCount);
  });
}

/** A day index drawn by weight, by bisection over the running totals. */
function dayPicker(weights: number[]) {
  const totals: number[] = [];
  let sum = 0;
  for (const weight of weights) totals.push((sum += weight));
  return (roll: number) => {
    const target = roll * sum;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (totals[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

const money = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

export const sampleColumns = [
  'order_id',
  'order_date',
  'region',
  'product',
  'channel',
  'units',
  'unit_price',
  'revenue',
  'discount',
  'customer_rating',
  'returned',
  'sales_rep',
] as const;

const reps = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan', 'Kai', 'Morgan'];

/**
 * The sample sales CSV: 5,000 orders over 2024–2025 with a weekly rhythm, a season and a trend; regions that
 * differ in what an order is worth; integer units, decimal prices and revenue, a 1–5 rating (not every customer
 * gives one), yes/no returns more likely after a low rating, and a few channels not recorded (N/A).
 */
export function sampleSalesCsv(): string {
  const random = seeded(sampleSeed);
  const pickDay = dayPicker(dayWeights());
  const days = Array.from({ length: sampleRows }, () => pickDay(random.next())).sort((a, b) => a - b);
  const lines = [sampleColumns.join(',')];
  days.forEach((day, index) => {
    const [region, , worth] = random.weighted(regions.map((entry) => [entry, entry[1]] as const));
    const [product, listPrice, usualUnits] = products[random.int(0, products.length - 1)]!;
    const channel = random.weighted(channels);
    const units = Math.max(1, Math.round(usualUnits * worth * (1 + 0.45 * random.normal())));
    const unitPrice = listPrice * (1 + 0.15 * (worth - 1)) * (1 + 0.03 * random.normal());
    const discount = random.weighted(
      channel === 'Partner'
        ? [
            [0, 0.3],
            [0.1, 0.35],
            [0.15, 0.2],
            [0.2, 0.15],
          ]
        : [
            [0, 0.7],
            [0.05, 0.15],
            [0.1, 0.1],
            [0.2, 0.05],
          ],
    );
    const price = Number(money(unitPrice));
    const revenue = units * price * (1 - discount);
    const rating = random.weighted([
      [1, 0.05],
      [2, 0.08],
      [3, 0.17],
      [4, 0.38],
      [5, 0.32],
    ]);
    const returned = random.next() < (rating <= 2 ? 0.25 : 0.04);
    const rated = random.next() >= 0.03;
    const channelKnown = random.next() >= 0.008;
    lines.push(
      [
        `SO-${10001 + index}`,
        isoDay(firstDay + day * dayMs),
        region,
        product,
        channelKnown ? channel : 'N/A',
        String(units),
        price.toFixed(2),
        money(revenue),
        discount.toFixed(2),
        rated ? String(rating) : '',
        returned ? 'yes' : 'no',
        reps[random.int(0, reps.length - 1)]!,
      ].join(','),
    );
  });
  return `${lines.join('\n')}\n`;
}

/** Where the server reads the sample from: src/server/services/datasets/sample-dataset.ts reads the same path. */
export const sampleFile = fileURLToPath(new URL('../samples/sample-sales.csv', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(sampleFile, sampleSalesCsv());
  console.log(`wrote ${sampleFile}`);
}
