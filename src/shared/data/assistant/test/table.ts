import { ingestText } from '../../ingest/ingest';
import { findInsights } from '../../insights/insights';
import { profileTable } from '../../profile/profile';
import { seeded } from '../../seeded-random';
import type { AskContext, AssistantLanguage } from '../types';

/** A small seeded sales table: dates over two years, regions, products, channels, sales (some missing) and units. */
export type Row = {
  date: string;
  region: string;
  product: string;
  channel: string;
  sales: number | null;
  units: number;
};

export const regions = ['West', 'East', 'North', 'South'];
export const products = ['Widget', 'Gadget', 'Gizmo', 'Doohickey', 'Sprocket'];
export const channels = ['Online', 'Store'];

export function salesRows(count = 600, seed = 22): Row[] {
  const random = seeded(seed);
  const rows: Row[] = [];
  const start = Date.UTC(2024, 0, 1);
  for (let index = 0; index < count; index++) {
    const day = Math.floor((index / count) * 731);
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const region = random.pick(regions);
    const product = random.pick(products);
    const units = random.int(1, 20);
    const base = region === 'West' ? 40 : region === 'East' ? 25 : 30;
    const sales =
      random.next() < 0.03 ? null : Math.round((base + units * 5 + random.normal() * 8) * 100) / 100;
    rows.push({ date, region, product, channel: random.pick(channels), sales, units });
  }
  return rows;
}

/** The table's header in each language, as a user there would name the columns. */
export const headers: Record<AssistantLanguage, string[]> = {
  en: ['Date', 'Region', 'Product', 'Channel', 'Sales', 'Units'],
  es: ['Fecha', 'Región', 'Producto', 'Canal', 'Ventas', 'Unidades'],
  fr: ['Date', 'Région', 'Produit', 'Canal', 'Ventes', 'Unités'],
  de: ['Datum', 'Region', 'Produkt', 'Kanal', 'Umsatz', 'Einheiten'],
  it: ['Data', 'Regione', 'Prodotto', 'Canale', 'Vendite', 'Unità'],
  pt: ['Data', 'Região', 'Produto', 'Canal', 'Vendas', 'Unidades'],
};

/** The rows as a CSV with the language's header: English in the point-decimal style, the others `;` and `1,5`. */
export function salesCsv(rows: readonly Row[], language: AssistantLanguage = 'en'): string {
  const comma = language !== 'en';
  const separator = comma ? ';' : ',';
  const number = (value: number | null) =>
    value === null ? '' : comma ? String(value).replace('.', ',') : String(value);
  const lines = rows.map((r) =>
    [r.date, r.region, r.product, r.channel, number(r.sales), String(r.units)].join(separator),
  );
  return [headers[language].join(separator), ...lines].join('\n');
}

/** The context the data worker would hand the assistant for this CSV. */
export function contextOf(csv: string, language: AssistantLanguage, withInsights = true): AskContext {
  const ingested = ingestText(csv, 'utf-8');
  if (!ingested.ok) throw new Error('the test table did not read');
  const profile = profileTable(ingested.table, ingested.types, { values: ingested.values });
  const insights = withInsights
    ? findInsights(ingested.table, ingested.types, profile, { values: ingested.values })
    : null;
  return { language, datasetName: 'Sales', table: ingested.table, types: ingested.types, profile, insights };
}
