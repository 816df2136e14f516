import { readFileSync, statSync } from 'node:fs';
import { expect, it } from 'vitest';
import { sampleDatasetFile } from '../src/server/services/datasets/sample-dataset';
import { sampleColumns, sampleFile, sampleRows, sampleSalesCsv } from './generate-sample-data';

it('ships exactly what the generator makes, where the server reads it', () => {
  expect(sampleFile).toBe(sampleDatasetFile);
  const generated = sampleSalesCsv();
  expect(sampleSalesCsv()).toBe(generated);
  // Byte for byte: a change to the generator must come with the file it writes (npx tsx scripts/generate-sample-data.ts).
  expect(readFileSync(sampleDatasetFile).equals(Buffer.from(generated, 'utf8'))).toBe(true);
  expect(statSync(sampleDatasetFile).size).toBeLessThanOrEqual(500_000);
});

it('is a sales table a new user can read at a glance', () => {
  const [header, ...rows] = sampleSalesCsv().trimEnd().split('\n');
  expect(header).toBe(sampleColumns.join(','));
  expect(rows).toHaveLength(sampleRows);
  const records = rows.map((row) =>
    Object.fromEntries(row.split(',').map((cell, at) => [sampleColumns[at], cell])),
  );
  expect(new Set(records.map((record) => record.order_id)).size).toBe(sampleRows);
  expect(records[0]!.order_date).toBe('2024-01-01');
  expect(records.at(-1)!.order_date).toBe('2025-12-31');
  expect(records.every((record) => /^\d+$/.test(record.units!))).toBe(true);
  expect(new Set(records.map((record) => record.customer_rating))).toEqual(
    new Set(['1', '2', '3', '4', '5', '']),
  );
  expect(new Set(records.map((record) => record.returned))).toEqual(new Set(['yes', 'no']));
  // Regions differ in what an order is worth: the best one's mean revenue is well above the lowest one's.
  const byRegion = new Map<string, number[]>();
  for (const record of records)
    byRegion.set(record.region!, [...(byRegion.get(record.region!) ?? []), Number(record.revenue)]);
  const means = [...byRegion.values()].map((values) => values.reduce((a, b) => a + b, 0) / values.length);
  expect(byRegion.size).toBe(5);
  expect(Math.max(...means) / Math.min(...means)).toBeGreaterThan(1.4);
  // More orders in the second year than in the first (the trend), and on weekdays than at weekends.
  const inYear = (year: string) => records.filter((record) => record.order_date!.startsWith(year)).length;
  expect(inYear('2025')).toBeGreaterThan(inYear('2024'));
  const weekend = records.filter((record) =>
    [0, 6].includes(new Date(record.order_date!).getUTCDay()),
  ).length;
  expect(weekend / 2).toBeLessThan((records.length - weekend) / 5);
});
