import { analyseBytes } from '@/shared/data/analyse';

/** Rows of the warm-up table: enough for the engine to optimise the reading loops, a few tens of ms to read. */
const warmUpRows = 4000;
const cities = ['Paris', 'Lyon', 'Nice', 'Lille', 'Nantes', 'Brest', 'Metz', 'Caen'];

/**
 * A small table of every kind of column a file may hold (a key, a code, dates, a category, decimals with a missing
 * token, counts, a score, yes/no, zip codes, amounts as text), made up by arithmetic alone.
 */
export function warmUpTable(rows = warmUpRows): string {
  const lines = ['id,code,day,city,price,amount,count,score,member,zip,note'];
  for (let row = 1; row <= rows; row++) {
    const day = `20${10 + (row % 15)}-${String(1 + (row % 12)).padStart(2, '0')}-${String(1 + (row % 28)).padStart(2, '0')}`;
    lines.push(
      [
        row,
        `K-${String(row * 7).padStart(6, '0')}`,
        day,
        cities[(row * 5) % cities.length],
        ((row * 37) % 10_000) / 100,
        row % 50 === 0 ? 'N/A' : (((row * 7919) % 200_000) - 100_000) / 1000,
        (row * 13) % 300,
        1 + (row % 5),
        row % 3 ? 'yes' : 'no',
        String((row * 97) % 100_000).padStart(5, '0'),
        `€${(row % 90) + 0.5}`,
      ].join(','),
    );
  }
  return lines.join('\n');
}

/**
 * Reads the warm-up table once, for nothing but the engine's sake: the first file a user chooses is then read by
 * optimised code, not by the interpreter while it learns. Run by a worker started ahead of any file.
 */
export async function warmUp(): Promise<void> {
  await analyseBytes(new TextEncoder().encode(warmUpTable()));
}
