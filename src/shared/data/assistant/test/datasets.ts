import { datasetMaxBytes } from '../../../datasets';
import { analyseBytes, importReport, withValuesCut } from '../../analyse';
import { insightsOf } from '../../insights-of';
import { ingestText } from '../../ingest/ingest';
import { profileTable } from '../../profile/profile';
import { seeded, type Random } from '../../seeded-random';
import type { AskContext, AssistantLanguage } from '../types';

/**
 * The assistant benchmark's five sample datasets (issue 22), generated from fixed seeds: the same rows on every run.
 * Each is kept as its raw records (cell texts, `''` for a missing cell), which `expected.ts` reads with its own loops,
 * and as CSV text, which the project's own import (`analyseBytes`, `insightsOf`) reads into an `AskContext`.
 * Column names are realistic and some are near-duplicates on purpose ("Unit price" / "List price", "Revenue" /
 * "Revenue (net)", "Base salary" / "Total salary", "Resolution time (hours)" / "Resolution time (business hours)")
 * so a question naming only "price" or "revenue" is ambiguous.
 */

export const datasetIds = ['sales', 'tickets', 'sessions', 'people', 'energy'] as const;
export type DatasetId = (typeof datasetIds)[number];

export type Dataset = {
  id: DatasetId;
  /** The name a user gave it, as the workspace lists it. */
  name: string;
  names: string[];
  /** Row by row, cell texts as written to the file; `''` is a missing cell. */
  rows: string[][];
};

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const money = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
/** A day between two ISO days, both included. */
const dayBetween = (random: Random, from: string, to: string) => {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / dayMs);
  return isoDay(start + random.int(0, days) * dayMs);
};
const lognormal = (random: Random, sigma = 1) => Math.exp(sigma * random.normal());

const countries = [
  ['United States', 0.22],
  ['United Kingdom', 0.14],
  ['Germany', 0.14],
  ['France', 0.13],
  ['Spain', 0.11],
  ['Italy', 0.1],
  ['Portugal', 0.08],
  ['Brazil', 0.08],
] as const;

/** Region: share of orders and how much larger its orders are. */
const regions = [
  ['North', 0.26, 1.3],
  ['West', 0.24, 1.1],
  ['Central', 0.2, 1.0],
  ['South', 0.18, 0.85],
  ['East', 0.12, 0.7],
] as const;
/** Product, category, list price, usual units per order, margin. */
const products = [
  ['Notebook', 'Office supplies', 4.5, 12, 0.45],
  ['Desk lamp', 'Furniture', 34.9, 3, 0.3],
  ['Office chair', 'Furniture', 189, 2, 0.25],
  ['Standing desk', 'Furniture', 429, 1, 0.2],
  ['Keyboard', 'Electronics', 49.9, 3, 0.35],
  ['Webcam', 'Electronics', 59, 2, 0.3],
  ['Headset', 'Electronics', 79, 2, 0.32],
  ['USB-C hub', 'Electronics', 39.9, 3, 0.4],
] as const;

/** Sales orders over 2024 and 2025 (the latest order is on 2025-12-31). */
export function salesOrders(rowCount = 3000, seed = 2201): Dataset {
  const random = seeded(seed);
  const names = [
    'Order ID',
    'Order date',
    'Region',
    'Product',
    'Category',
    'Channel',
    'Customer segment',
    'Quantity',
    'List price',
    'Unit price',
    'Discount',
    'Sales',
    'Profit',
  ];
  const dates = Array.from({ length: rowCount }, () => dayBetween(random, '2024-01-01', '2025-12-31'));
  dates.sort();
  // The last order on the last day, so "this year" is 2025 whatever the seed.
  dates[rowCount - 1] = '2025-12-31';
  const rows = dates.map((date, index) => {
    const [region, , factor] = random.weighted(regions.map((entry) => [entry, entry[1]] as const));
    const [product, category, list, units, margin] = random.pick(products);
    const channel = random.weighted([
      ['Online', 0.5],
      ['Retail', 0.3],
      ['Partner', 0.2],
    ] as const);
    const segment = random.weighted([
      ['Consumer', 0.5],
      ['Corporate', 0.3],
      ['Small business', 0.2],
    ] as const);
    let quantity = Math.max(1, Math.round(units * factor * (0.4 + 1.2 * random.next())));
    // A few bulk orders: the outliers.
    if (random.next() < 0.004) quantity *= 40;
    const price = list * (0.92 + 0.16 * random.next());
    const discount = random.weighted([
      [0, channel === 'Partner' ? 1 : 4],
      [0.05, 2],
      [0.1, channel === 'Partner' ? 3 : 1],
      [0.15, 1],
      [0.2, channel === 'Partner' ? 2 : 0.5],
    ] as const);
    const sales = quantity * Number(money(price)) * (1 - discount);
    const profit = sales * (margin - discount * 0.8) + 3 * random.normal();
    return [
      `SO-${String(index + 1).padStart(5, '0')}`,
      date,
      random.next() < 0.01 ? '' : region,
      product,
      category,
      channel,
      segment,
      String(quantity),
      money(list),
      money(price),
      random.next() < 0.05 ? '' : String(discount),
      money(sales),
      money(profit),
    ];
  });
  return { id: 'sales', name: 'Sales orders 2024-2025', names, rows };
}

const agents = [
  'Ana',
  'Ben',
  'Carla',
  'David',
  'Elif',
  'Femi',
  'Giulia',
  'Hugo',
  'Ines',
  'Jonas',
  'Kenji',
  'Lea',
  'Marco',
  'Nadia',
  'Omar',
  'Paula',
];

/** Support tickets created in 2025. */
export function supportTickets(rowCount = 2400, seed = 2202): Dataset {
  const random = seeded(seed);
  const names = [
    'Ticket ID',
    'Created',
    'Priority',
    'Team',
    'Channel',
    'Country',
    'Agent',
    'Status',
    'First response (hours)',
    'Resolution time (hours)',
    'Resolution time (business hours)',
    'Satisfaction',
    'Reopened',
  ];
  const dates = Array.from({ length: rowCount }, () => dayBetween(random, '2025-01-01', '2025-12-31'));
  dates.sort();
  const rows = dates.map((date, index) => {
    const priority = random.weighted([
      ['Low', 0.35],
      ['Medium', 0.35],
      ['High', 0.2],
      ['Urgent', 0.1],
    ] as const);
    const team = random.weighted([
      ['Billing', 0.3],
      ['Technical', 0.35],
      ['Accounts', 0.2],
      ['Shipping', 0.15],
    ] as const);
    const channel = random.weighted([
      ['Email', 0.4],
      ['Chat', 0.3],
      ['Phone', 0.2],
      ['Web form', 0.1],
    ] as const);
    const country = random.weighted(countries);
    const status = random.weighted([
      ['Resolved', 0.7],
      ['Closed', 0.15],
      ['Open', 0.15],
    ] as const);
    const first = (channel === 'Chat' ? 0.2 : channel === 'Phone' ? 0.5 : 3) * lognormal(random, 0.6);
    const urgency = { Low: 1.6, Medium: 1, High: 0.6, Urgent: 0.3 }[priority];
    const resolution = 20 * urgency * (team === 'Technical' ? 1.8 : 1) * lognormal(random, 0.5);
    const open = status === 'Open';
    const satisfaction = Math.min(5, Math.max(1, Math.round(5.2 - resolution / 25 + random.normal() * 0.7)));
    return [
      `T-${10001 + index}`,
      date,
      priority,
      team,
      channel,
      country,
      random.pick(agents),
      status,
      first.toFixed(1),
      open ? '' : resolution.toFixed(1),
      open ? '' : (resolution * 0.34).toFixed(1),
      open || random.next() < 0.45 ? '' : String(satisfaction),
      open ? 'no' : random.next() < 0.08 ? 'yes' : 'no',
    ];
  });
  return { id: 'tickets', name: 'Support tickets', names, rows };
}

/** Web analytics sessions, January to June 2025. */
export function webSessions(rowCount = 3000, seed = 2203): Dataset {
  const random = seeded(seed);
  const names = [
    'Session ID',
    'Date',
    'Source',
    'Device',
    'Browser',
    'Country',
    'Landing page',
    'Pages viewed',
    'Session duration (s)',
    'Bounced',
    'New visitor',
    'Orders',
    'Revenue',
    'Revenue (net)',
  ];
  const dates = Array.from({ length: rowCount }, () => dayBetween(random, '2025-01-01', '2025-06-30'));
  dates.sort();
  const rows = dates.map((date, index) => {
    const source = random.weighted([
      ['Organic search', 0.32],
      ['Paid search', 0.18],
      ['Social', 0.16],
      ['Email', 0.1],
      ['Direct', 0.16],
      ['Referral', 0.08],
    ] as const);
    const device = random.weighted([
      ['Desktop', 0.45],
      ['Mobile', 0.47],
      ['Tablet', 0.08],
    ] as const);
    const browser = random.weighted([
      ['Chrome', 0.55],
      ['Safari', 0.25],
      ['Firefox', 0.08],
      ['Edge', 0.09],
      ['Samsung Internet', 0.03],
    ] as const);
    const landing = random.pick(['/', '/pricing', '/blog', '/product', '/signup', '/docs']);
    const engaged = (device === 'Desktop' ? 1.4 : 1) * (source === 'Email' ? 1.5 : 1);
    const pages =
      random.next() < 0.38 ? 1 : Math.min(60, 1 + Math.round(engaged * 4 * lognormal(random, 0.7)));
    const duration = pages === 1 ? random.int(0, 40) : Math.round(pages * 45 * lognormal(random, 0.5));
    const buys = pages > 3 && random.next() < 0.08 * engaged ? (random.next() < 0.15 ? 2 : 1) : 0;
    const revenue = buys ? buys * (30 + 90 * lognormal(random, 0.6)) : 0;
    return [
      `S-${String(index + 1).padStart(6, '0')}`,
      date,
      source,
      device,
      browser,
      random.weighted(countries),
      landing,
      String(pages),
      String(duration),
      pages === 1 ? 'yes' : 'no',
      random.next() < 0.6 ? 'true' : 'false',
      String(buys),
      money(revenue),
      money(revenue / 1.2 - (buys ? 2.5 : 0)),
    ];
  });
  return { id: 'sessions', name: 'Website sessions H1 2025', names, rows };
}

const departments = [
  ['Engineering', 0.3, 1.15],
  ['Sales', 0.18, 1.0],
  ['Marketing', 0.1, 0.95],
  ['Finance', 0.08, 1.05],
  ['HR', 0.06, 0.9],
  ['Operations', 0.14, 0.85],
  ['Customer support', 0.14, 0.75],
] as const;
const levels = [
  ['Junior', 0.25, 38_000, 24],
  ['Mid', 0.3, 52_000, 30],
  ['Senior', 0.22, 70_000, 37],
  ['Lead', 0.1, 86_000, 41],
  ['Manager', 0.09, 95_000, 44],
  ['Director', 0.04, 135_000, 50],
] as const;
const locations = [
  ['Lisbon', 0.18, 0.8],
  ['Madrid', 0.16, 0.85],
  ['Paris', 0.16, 1.05],
  ['Berlin', 0.16, 1.0],
  ['Milan', 0.12, 0.95],
  ['London', 0.12, 1.15],
  ['New York', 0.1, 1.35],
] as const;

/** HR: the people of a company, hired from 2012 to 2025. */
export function hrPeople(rowCount = 900, seed = 2204): Dataset {
  const random = seeded(seed);
  const names = [
    'Employee ID',
    'Department',
    'Job level',
    'Location',
    'Hire date',
    'Age',
    'Base salary',
    'Bonus',
    'Total salary',
    'Performance rating',
    'Remote',
    'Training hours',
    'Sick days',
  ];
  const rows = Array.from({ length: rowCount }, (_, index) => {
    const [department, , deptFactor] = random.weighted(
      departments.map((entry) => [entry, entry[1]] as const),
    );
    const [level, , pay, age] = random.weighted(levels.map((entry) => [entry, entry[1]] as const));
    const [location, , locFactor] = random.weighted(locations.map((entry) => [entry, entry[1]] as const));
    const years = Math.min(40, Math.max(21, Math.round(age + 5 * random.normal())));
    const base = Math.round((pay * deptFactor * locFactor * (0.9 + 0.2 * random.next())) / 100) * 100;
    const rating = random.weighted([
      [1, 0.05],
      [2, 0.15],
      [3, 0.45],
      [4, 0.25],
      [5, 0.1],
    ] as const);
    const bonus = Math.round((base * (0.02 + 0.03 * rating) * (0.8 + 0.4 * random.next())) / 10) * 10;
    const hired = dayBetween(random, '2012-01-01', '2025-12-31');
    return [
      `E-${String(index + 1).padStart(4, '0')}`,
      department,
      level,
      location,
      hired,
      String(years + (index % 7 === 0 ? 14 : 0)),
      String(base),
      String(bonus),
      String(base + bonus),
      String(rating),
      random.next() < 0.35 ? 'yes' : 'no',
      random.next() < 0.12 ? '' : String(Math.round(8 + 30 * random.next())),
      String(Math.round(Math.max(0, 3 + 3 * random.normal()))),
    ];
  });
  return { id: 'people', name: 'HR people', names, rows };
}

/** Site, building type, floor area (m²), whether it burns gas. */
const sites = [
  ['Lisbon HQ', 'Office', 5200, true],
  ['Porto warehouse', 'Warehouse', 12000, false],
  ['Madrid office', 'Office', 3100, true],
  ['Sevilla store', 'Retail', 1400, false],
  ['Lyon school', 'School', 6400, true],
  ['Paris office', 'Office', 4300, true],
  ['Berlin warehouse', 'Warehouse', 15500, true],
  ['Munich store', 'Retail', 1800, true],
  ['Milan office', 'Office', 3600, true],
  ['Turin school', 'School', 5800, true],
  ['Leeds warehouse', 'Warehouse', 9800, false],
  ['Bristol store', 'Retail', 1200, true],
] as const;
/** Mean outdoor temperature (°C) by month, January first. */
const climate = [6, 7, 10, 13, 17, 21, 24, 24, 20, 15, 10, 7];

/** Monthly energy readings of twelve sites, January 2020 to December 2025. */
export function energyReadings(seed = 2205): Dataset {
  const random = seeded(seed);
  const names = [
    'Site',
    'Building type',
    'Month',
    'Electricity (kWh)',
    'Gas (kWh)',
    'Peak demand (kW)',
    'Average temperature (°C)',
    'Cost (EUR)',
    'Floor area (m²)',
  ];
  const rows: string[][] = [];
  for (let month = 0; month < 72; month++) {
    const year = 2020 + Math.floor(month / 12);
    const date = `${year}-${String((month % 12) + 1).padStart(2, '0')}-01`;
    for (const [site, type, area, gas] of sites) {
      const temperature = climate[month % 12]! + 1.5 * random.normal();
      const efficiency = 1 - 0.03 * (month / 12);
      const intensity = { Office: 9, Warehouse: 4, Retail: 14, School: 7 }[type];
      const cooling = Math.max(0, temperature - 18) * 0.04;
      let electricity = area * intensity * efficiency * (1 + cooling) * (0.95 + 0.1 * random.next());
      // Two meter errors: a reading ten times too high.
      if ((month === 30 && site === 'Madrid office') || (month === 55 && site === 'Bristol store'))
        electricity *= 10;
      const heating = gas ? area * 6 * Math.max(0, 16 - temperature) * (0.9 + 0.2 * random.next()) : 0;
      const missingReading = random.next() < 0.03;
      const cost = electricity * (0.16 + 0.01 * (year - 2020)) + heating * 0.07;
      rows.push([
        site,
        type,
        date,
        Math.round(electricity).toString(),
        !gas || missingReading ? '' : Math.round(heating).toString(),
        (area * intensity * 0.004 * (1 + cooling) * (0.9 + 0.2 * random.next())).toFixed(1),
        temperature.toFixed(1),
        money(cost),
        String(area),
      ]);
    }
  }
  return { id: 'energy', name: 'Energy readings', names, rows };
}

export function generateDataset(id: DatasetId): Dataset {
  switch (id) {
    case 'sales':
      return salesOrders();
    case 'tickets':
      return supportTickets();
    case 'sessions':
      return webSessions();
    case 'people':
      return hrPeople();
    case 'energy':
      return energyReadings();
  }
}

const quoted = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** The dataset as the CSV file a user would drop: a header line, then one line per row. */
export function csvOf(dataset: Dataset): string {
  return `${[dataset.names, ...dataset.rows].map((row) => row.map(quoted).join(',')).join('\n')}\n`;
}

export type Analysed = Omit<AskContext, 'language'>;

/**
 * The file read by the project's own import (ingest, types, profile) and its insights, as the data worker holds it.
 * A file over the upload limit (the 250,000-row sales orders, ~25 MB) is read from its text by the same stages.
 */
export async function analyseDataset(dataset: Dataset): Promise<Analysed> {
  const text = csvOf(dataset);
  const bytes = new TextEncoder().encode(text);
  const analysed = bytes.length <= datasetMaxBytes ? await analyseBytes(bytes) : analyseText(text);
  if (!analysed.ok) throw new Error(`${dataset.id}: ${JSON.stringify(analysed.error)}`);
  return {
    datasetName: dataset.name,
    table: analysed.ingested.table,
    types: analysed.ingested.types,
    profile: analysed.profile,
    insights: insightsOf(analysed),
  };
}

function analyseText(text: string) {
  const ingested = ingestText(text, 'utf-8');
  if (!ingested.ok) return ingested;
  const profile = withValuesCut(profileTable(ingested.table, ingested.types, { values: ingested.values }));
  return { ok: true as const, ingested, profile, report: importReport(ingested, {}) };
}

export const askContext = (analysed: Analysed, language: AssistantLanguage): AskContext => ({
  language,
  ...analysed,
});
