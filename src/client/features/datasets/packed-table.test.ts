import { describe, expect, it } from 'vitest';
import type { ParsedTable } from '@/shared/data/ingest/table';
import { packTable, unpackTable } from './packed-table';

describe('packTable / unpackTable', () => {
  it('gives back every cell as it was: empty cells, surrogate pairs, joiners, long cells, the extra column', () => {
    const long = 'x'.repeat(100_000);
    const table: ParsedTable = {
      names: ['id', 'note', 'extra'],
      columns: [
        ['1', '2', '', '4'],
        ['', 'Dev 👩‍💻', `a,"b"\r\nc`, long],
        ['', '', 'tail;more', ''],
      ],
      rowCount: 4,
      lines: [2, 3, 5, 4_000_000_000],
      extraColumn: 2,
    };
    const { packed, transfer } = packTable(table);
    expect(unpackTable(packed)).toEqual(table);
    // The typed arrays go across threads without a copy: the lines and each column's ends.
    expect(transfer).toEqual([packed.lines.buffer, ...packed.columns.map((column) => column.ends.buffer)]);
  });

  it('keeps a table without rows, and one without an extra column, as they were', () => {
    const empty: ParsedTable = { names: ['a', 'b'], columns: [[], []], rowCount: 0, lines: [] };
    expect(unpackTable(packTable(empty).packed)).toEqual(empty);
    const plain: ParsedTable = { names: ['a'], columns: [['', '', '']], rowCount: 3, lines: [2, 3, 4] };
    const unpacked = unpackTable(packTable(plain).packed);
    expect(unpacked).toEqual(plain);
    expect('extraColumn' in unpacked).toBe(false);
  });

  it('survives a structured clone with its buffers transferred, as between the worker and the page', () => {
    const table: ParsedTable = {
      names: ['city'],
      columns: [['Paris', 'Lyon', 'São Paulo']],
      rowCount: 3,
      lines: [2, 3, 4],
    };
    const { packed, transfer } = packTable(table);
    const moved = structuredClone(packed, { transfer });
    expect(packed.lines.byteLength).toBe(0);
    expect(unpackTable(moved)).toEqual(table);
  });
});
