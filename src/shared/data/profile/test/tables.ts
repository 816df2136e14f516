import type { ParsedTable } from '../../ingest/table';
import { typeColumns, type TypeOptions } from '../../ingest/types';
import { seeded } from '../../seeded-random';

/** A parsed table from columns of cell texts (header line 1, one line per row). */
export function tableOf(columns: Record<string, string[]>): ParsedTable {
  const names = Object.keys(columns);
  const rowCount = columns[names[0]!]?.length ?? 0;
  return {
    names,
    columns: names.map((name) => columns[name]!),
    rowCount,
    lines: Array.from({ length: rowCount }, (_, index) => index + 2),
  };
}

export const typed = (table: ParsedTable, options?: TypeOptions) => typeColumns(table, options);

/** Seeded draws: uniform, standard normal (Box–Muller), lognormal. */
export function draws(seed: number) {
  const random = seeded(seed);
  const normal = () => {
    const u = 1 - random.next();
    const v = random.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return { ...random, normal, lognormal: () => Math.exp(normal()) };
}
