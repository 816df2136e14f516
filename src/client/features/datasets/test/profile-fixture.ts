import type {
  ColumnProfile,
  DataProfile,
  IdColumn,
  ImportReport,
  NumberColumn,
  TextColumn,
} from '@/shared/data/profile/types';
import type { DatasetDetail, DatasetSummary } from '@/shared/datasets';
import type { InsightReport } from '@/shared/data/insights/types';
import { effectFloors, maxQ, minPairRows, redundantRho } from '@/shared/data/insights/thresholds';

const base = { overridden: false, present: 10, missing: 0, distinct: 5, nonConforming: 0, examples: [] };

/** A 1–5 score: one bar per value. */
export const scoreColumn: NumberColumn = {
  ...base,
  name: 'satisfaction_score_from_the_quarterly_customer_survey',
  kind: 'number',
  integer: true,
  stats: {
    min: 1,
    q1: 2,
    median: 3,
    q3: 4,
    max: 5,
    mean: 3,
    sd: 1.49,
    skewness: 0,
    zeros: 0,
    negatives: 0,
  },
  histogram: {
    discrete: true,
    bins: [1, 2, 3, 4, 5].map((value) => ({ from: value, to: value, count: 2 })),
  },
};

export const idColumn: IdColumn = {
  ...base,
  name: 'order_id',
  kind: 'id',
  distinct: 9,
  unique: false,
  duplicateValues: 1,
  duplicateExamples: [{ value: 'A-0007', count: 2, share: 0.2 }],
};

export const cityColumn: TextColumn = {
  ...base,
  name: 'city',
  kind: 'category',
  present: 9,
  missing: 1,
  distinct: 3,
  nonConforming: 0,
  topValues: [
    { value: 'Paris', count: 5, share: 5 / 9 },
    { value: 'Lyon', count: 3, share: 3 / 9 },
    { value: 'Nice', count: 1, share: 1 / 9 },
  ],
  otherCount: 0,
  lengths: { min: 4, mean: 4.6, max: 5 },
};

export const amountColumn: NumberColumn = {
  ...base,
  name: 'amount',
  kind: 'number',
  integer: false,
  present: 9,
  nonConforming: 1,
  examples: [{ row: 4, line: 5, value: 'twelve' }],
  stats: {
    min: 0,
    q1: 10,
    median: 20,
    q3: 30,
    max: 95.5,
    mean: 28.4,
    sd: 27.1,
    skewness: 2.3,
    zeros: 4,
    negatives: 0,
  },
  histogram: {
    discrete: false,
    bins: [
      { from: 0, to: 50, count: 7 },
      { from: 50, to: 100, count: 2 },
    ],
  },
};

export const columns: ColumnProfile[] = [scoreColumn, idColumn, cityColumn, amountColumn];

export const aProfile = (overrides: Partial<DataProfile> = {}): DataProfile => ({
  version: 2,
  rowCount: 10,
  columnCount: columns.length,
  columns,
  duplicateRows: { count: 0, examples: [] },
  alerts: [
    { kind: 'skewed', column: 'amount', value: 2.3, threshold: 2, rows: [3, 7] },
    { kind: 'zeros', column: 'amount', value: 0.4, threshold: 0.1, rows: [1, 2, 5, 9] },
  ],
  ...overrides,
});

export const aReport = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  format: 'csv',
  encoding: 'windows-1252',
  dialect: {
    delimiter: ';',
    quote: '"',
    newline: '\r\n',
    header: true,
    width: 4,
    decimal: ',',
    thousands: '',
  },
  anomalies: [
    {
      kind: 'long-row',
      line: 7,
      raw: 'A-0006;Lyon;3;12,5;extra',
      action: 'extra',
      expected: 4,
      found: 5,
      row: 6,
    },
  ],
  anomalyCount: 1,
  choices: {},
  ...overrides,
});

export const aDatasetDetail = (overrides: Partial<DatasetDetail> = {}): DatasetDetail => ({
  insightsUpdating: false,
  id: '6f1c1a52-51c4-4a4e-9d0c-0d7c1c1f5a10',
  name: 'Orders 2026',
  sources: [],
  format: 'csv',
  rowCount: 10,
  columnCount: 4,
  sizeBytes: 2048,
  createdAt: '2026-11-20T10:00:00.000Z',
  uploader: { id: 'user-1', name: 'Ada Lovelace' },
  canDelete: true,
  profile: aProfile(),
  report: aReport(),
  preview: {
    names: columns.map((column) => column.name),
    columns: [
      ['1', '5', '3'],
      ['A-0001', 'A-0002', 'A-0003'],
      ['Paris', 'Lyon', 'Nice'],
      ['12,5', '3', '100'],
    ],
    rowCount: 3,
    lines: [2, 3, 4],
  },
  insights: anInsightReport(),
  ...overrides,
});

/** An insight report that found nothing of `tested` patterns; give `insights` to show some. */
export const anInsightReport = (overrides: Partial<InsightReport> = {}): InsightReport => ({
  version: 1,
  tested: 0,
  insights: [],
  thresholds: { q: maxQ, effects: { ...effectFloors }, redundantRho, minPairRows },
  ...overrides,
});

/** A dataset as the workspace's list has it. */
export const aDatasetSummary = (overrides: Partial<DatasetSummary> = {}): DatasetSummary => ({
  id: '6f1c1a52-51c4-4a4e-9d0c-0d7c1c1f5a10',
  name: 'Cities',
  format: 'csv',
  rowCount: 1200,
  columnCount: 4,
  sizeBytes: 48_000,
  createdAt: '2026-11-20T10:00:00.000Z',
  uploader: { id: 'user-1', name: 'Ada Lovelace' },
  canDelete: true,
  ...overrides,
});
