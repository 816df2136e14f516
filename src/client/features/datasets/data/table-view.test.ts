import { describe, expect, it } from 'vitest';
import { parseNumberText } from '@/shared/data/ingest/numbers';
import type { ParsedTable } from '@/shared/data/ingest/table';
import { visibleRows, type ReadNumber } from './table-view';

const table: ParsedTable = {
  names: ['city', 'amount'],
  columns: [
    ['Paris', 'lyon', 'Nice', 'Lyon', ''],
    ['12,5', '3', '', '100', '1.000,25'],
  ],
  rowCount: 5,
  lines: [2, 3, 4, 5, 6],
};
const decimalComma: ReadNumber = (cell) => parseNumberText(cell, { decimal: ',', thousands: '.' });
const numbers = (column: number) => (column === 1 ? decimalComma : null);

describe('visibleRows', () => {
  it('keeps every row in file order without filters or sort', () => {
    expect(visibleRows(table, {}, null, numbers)).toEqual([0, 1, 2, 3, 4]);
  });

  it('filters each column by its text, any case, all filters together', () => {
    expect(visibleRows(table, { 0: 'LYON' }, null, numbers)).toEqual([1, 3]);
    expect(visibleRows(table, { 0: 'lyon', 1: '10' }, null, numbers)).toEqual([3]);
    expect(visibleRows(table, { 0: '  ' }, null, numbers)).toEqual([0, 1, 2, 3, 4]);
  });

  it('sorts numbers as numbers in the file’s format, text by collation, empty cells last both ways', () => {
    expect(visibleRows(table, {}, { column: 1, direction: 'ascending' }, numbers)).toEqual([1, 0, 3, 4, 2]);
    expect(visibleRows(table, {}, { column: 1, direction: 'descending' }, numbers)).toEqual([4, 3, 0, 1, 2]);
    expect(visibleRows(table, {}, { column: 0, direction: 'ascending' }, numbers)).toEqual([1, 3, 2, 0, 4]);
    expect(visibleRows(table, {}, { column: 0, direction: 'descending' }, numbers)).toEqual([0, 2, 1, 3, 4]);
  });
});
