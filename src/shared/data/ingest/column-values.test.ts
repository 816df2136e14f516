import { describe, expect, it } from 'vitest';
import type { Progress } from '../profile/progress';
import { columnValues } from './column-values';
import { lookedUpInTurn } from './test/looked-up-in-turn';

const keys = (rows: number, key: (row: number) => string) =>
  Array.from({ length: rows }, (_, row) => key(row));

describe('columnValues', () => {
  const columns: Record<string, string[]> = {
    'a key from 1': keys(30_000, (row) => String(row + 1)),
    'an order code': keys(30_000, (row) => `ORD-${String(row * 7 + 3).padStart(7, '0')}`),
    'a key after missing cells, with repeats and a missing token inside the order': [
      '',
      '',
      '-',
      ...keys(9_000, (row) => String(Math.floor(row / 3))),
      'N/A',
      'N/A',
      'ZZZ',
    ],
    'sorted texts that trim alike': [' a', ' a', ' b', 'a ', 'b ', 'b ', 'bb'],
    'a key with one cell out of order at the end': [...keys(30_000, (row) => String(row + 1)), '17'],
    'a key out of order at the start': ['2', '1', ...keys(10_000, (row) => String(row + 3))],
    'a key with a shorter cell after a longer one': ['9', '10', '8'],
    'one cell': ['x'],
    'no cells': [],
    'repeats in no order': keys(20_000, (row) => (row % 5 ? `v${(row * 7919) % 6000}` : 'n/a')),
  };

  for (const [name, cells] of Object.entries(columns)) {
    it(`counts ${name} as looking each cell up in turn, one progress step per cell`, () => {
      let reported = 0;
      const progress = { add: (cells: number) => (reported += cells) } as unknown as Progress;
      expect(columnValues(cells, progress)).toEqual(lookedUpInTurn(cells));
      expect(reported).toBe(cells.length);
    });
  }
});
